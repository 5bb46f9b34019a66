import { css, cx } from "@linaria/core";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { Icon } from "../ui/Icon";
import { bareList, cardFrame, displayType, iconBadge } from "../ui/styles";

const panel = css`
  padding: ${space[6]};
  ${cardFrame}
  h2 {
    margin: 0 0 ${space[5]};
    ${displayType(fontSize.xl)}
    color: ${color.ink};
  }
  ol,
  ul {
    display: grid;
    gap: ${space[4]};
    ${bareList}
  }
  strong {
    display: block;
    color: ${color.ink};
    font-size: ${fontSize.md};
  }
  p {
    margin: 2px 0 0;
    font-size: ${fontSize.sm};
    color: ${color.textMuted};
    line-height: 1.5;
  }
`;

const numbered = css`
  display: grid;
  grid-template-columns: 32px 1fr;
  gap: ${space[3]};
  align-items: start;
`;

const badge = css`
  ${iconBadge(32, "round")};
  background: ${color.navy};
  color: ${color.white};
  font-size: ${fontSize.sm};
  font-weight: 700;
`;

const timeline = css`
  li {
    position: relative;
    padding-left: ${space[6]};
  }
  li::before {
    content: "";
    position: absolute;
    left: 6px;
    top: 8px;
    width: 10px;
    height: 10px;
    border-radius: ${radius.pill};
    background: ${color.gold};
  }
  li:not(:last-child)::after {
    content: "";
    position: absolute;
    left: 10px;
    top: 22px;
    bottom: -${space[4]};
    width: 2px;
    background: ${color.mist};
  }
`;

const checks = css`
  li {
    display: grid;
    grid-template-columns: 24px 1fr;
    gap: ${space[3]};
    align-items: start;
    font-size: ${fontSize.md};
    color: ${color.text};
  }
  svg {
    margin-top: 2px;
    color: ${color.success};
  }
`;

type Page = NonNullable<Queries.ContactPageQuery["contactPage"]>;

export function ReceivePanel({ title, items }: Page["receive"]) {
  return (
    <section className={panel} aria-labelledby="receive-title">
      <h2 id="receive-title">{title}</h2>
      <ol>
        {items.map((item, index) => (
          <li key={item.title} className={numbered}>
            <span className={badge} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <strong>{item.title}</strong>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ProcessPanel({ title, steps }: Page["process"]) {
  return (
    <section className={cx(panel, timeline)} aria-labelledby="contact-process-title">
      <h2 id="contact-process-title">{title}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function WhyPanel({ title, items }: Page["why"]) {
  return (
    <section className={cx(panel, checks)} aria-labelledby="why-title">
      <h2 id="why-title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Icon name="check" size={20} />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
