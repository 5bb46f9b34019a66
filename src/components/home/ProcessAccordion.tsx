import { css } from "@linaria/core";
import { color, fontSize, space } from "../../theme/tokens";
import { Accordion, beside } from "../ui/Accordion";
import { Section, type SectionHeading } from "../ui/Section";
import { displayType, iconBadge, pill } from "../ui/styles";

type Step = NonNullable<Queries.HomePageQuery["homePage"]>["process"]["steps"][number];

const list = css`
  > li[data-open="true"] {
    border-color: ${color.gold};
    box-shadow: 0 0 0 1px ${color.gold};
  }
`;

const number = css`
  ${iconBadge(48, "round")}
  border: 1.5px solid ${color.line};
  font-weight: 700;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
  [aria-expanded="true"] > & {
    border-color: ${color.gold};
    background: ${color.gold};
    color: ${color.ink};
  }
`;

const heading = css`
  display: block;
  ${displayType(fontSize.h3)}
  line-height: 1.2;
`;

const summary = css`
  display: block;
  margin-top: 2px;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

const panel = css`
  p {
    margin: 0 0 ${space[3]};
    line-height: 1.65;
    color: ${color.text};
  }
`;

const duration = css`
  ${pill}
  padding-block: ${space[1]};
  font-weight: 600;
`;

/** docs/product.md, Home: exactly one step is open (the first by default); choosing the open one leaves it open. */
export function ProcessAccordion({ steps, ...texts }: SectionHeading & { steps: readonly Step[] }) {
  const items = steps.map((step, index) => ({
    key: step.title,
    title: (
      <>
        <span className={number} aria-hidden="true">
          {String(index + 1).padStart(2, "0")}
        </span>
        <span>
          <span className={heading}>{step.title}</span>
          <span className={summary}>{step.summary}</span>
        </span>
      </>
    ),
    panel: (
      <>
        <p>{step.description}</p>
        <span className={duration}>{step.duration}</span>
      </>
    ),
  }));
  return (
    <Section name="process" tone="snow" inner={beside} {...texts}>
      <Accordion items={items} ordered badge={48} className={list} panelClassName={panel} />
    </Section>
  );
}
