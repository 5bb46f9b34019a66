import { css } from "@linaria/core";
import { color, fontSize, layout as sizes, mq, radius, space } from "../../theme/tokens";
import { bareList, displayType } from "../ui/styles";
import { Paragraphs } from "../ui/Paragraphs";
import { Section } from "../ui/Section";

type Props = NonNullable<Queries.AboutPageQuery["aboutPage"]>["story"] & { id: string };

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
  gap: clamp(${space[6]}, 6vw, ${space[9]});
  align-items: start;
  ${mq.belowLarge} {
    grid-template-columns: 1fr;
  }
`;

const text = css`
  p {
    margin: 0 0 ${space[5]};
    font-size: 1.125rem;
    line-height: 1.75;
    color: ${color.text};
  }
  p:first-of-type {
    font-size: ${fontSize.lg};
    color: ${color.ink};
  }
`;

const facts = css`
  display: grid;
  gap: ${space[4]};
  ${bareList}
  ${mq.large} {
    position: sticky;
    top: calc(${sizes.headerHeight} + ${space[6]});
  }
  li {
    padding: ${space[5]};
    border-radius: ${radius.lg};
    background: ${color.navy};
    color: ${color.textOnDarkMuted};
    line-height: 1.5;
  }
  strong {
    display: block;
    margin-bottom: ${space[1]};
    ${displayType("clamp(2rem, 1.6rem + 1.4vw, 2.75rem)")}
    line-height: 1.05;
    color: ${color.goldSoft};
  }
`;

/** The founder story, with the three facts that back it. */
export function Story({ paragraphs, facts: items, ...heading }: Props) {
  return (
    <Section tone="plain" {...heading}>
      <div className={layout}>
        <div className={text}>
          <Paragraphs text={paragraphs.join("\n\n")} />
        </div>
        <ul className={facts}>
          {items.map((fact) => (
            <li key={fact.value}>
              <strong>{fact.value}</strong>
              {fact.label}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
