import { css } from "@linaria/core";
import { scheme } from "../../../content-core/color-schemes";
import { color, fontSize, mq, shadow, space } from "../../theme/tokens";
import { Icon } from "../ui/Icon";
import { Section, type SectionHeading } from "../ui/Section";
import { accentVars, bareList, cardFrame, columns, displayType, iconBadge } from "../ui/styles";

type Item = NonNullable<Queries.HomePageQuery["homePage"]>["advantages"]["items"][number];

interface Props extends SectionHeading {
  id?: string;
  items: readonly Item[];
}

const grid = css`
  ${columns(3, 1)}
  ${mq.belowLarge} {
    max-width: 40rem;
  }
`;

/*
 * Each card spans four rows of the list's grid as a subgrid, so icons, titles, descriptions and
 * points line up across the row even when a title wraps.
 */
const card = css`
  position: relative;
  display: grid;
  grid-row: span 4;
  grid-template-rows: subgrid;
  row-gap: 0;
  align-content: start;
  padding: ${space[6]};
  ${cardFrame}
  box-shadow: ${shadow.card};
  overflow: hidden;
  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto 0;
    height: 4px;
    background: var(--accent);
  }
  h3 {
    margin: ${space[5]} 0 ${space[3]};
    ${displayType(fontSize.h3)}
    color: ${color.ink};
  }
  p {
    margin: 0 0 ${space[5]};
    color: ${color.textMuted};
    line-height: 1.6;
  }
  ul {
    display: grid;
    align-content: start;
    gap: ${space[2]};
    ${bareList}
    padding-top: ${space[5]};
    border-top: 1px solid ${color.mist};
    font-size: ${fontSize.sm};
  }
  li {
    display: grid;
    grid-template-columns: 20px 1fr;
    gap: ${space[2]};
    color: ${color.text};
  }
  li svg {
    margin-top: 3px;
    color: var(--accent);
  }
`;

/* The badge takes the card's colour scheme from the custom properties on its card. */
const iconBox = css`
  ${iconBadge(52)}
  background: var(--accent-lightest);
  color: var(--accent-darker);
`;

/** Three accent-coloured cards, each with an icon, a description and checked points. */
export function Advantages({ items, ...heading }: Props) {
  return (
    <Section name="advantages" tone="snow" {...heading}>
      <ul className={grid}>
        {items.map((item) => (
          <li key={item.title} className={card} style={accentVars(scheme(item.color))}>
            <span className={iconBox}>
              <Icon name={item.icon} size={26} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
            <ul>
              {item.points.map((point) => (
                <li key={point}>
                  <Icon name="check" size={16} />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
