/*
 * The mega-menu panels. DesktopNav loads this module when the browser is idle
 * or on the first hover or focus, so it is not in first-load JavaScript.
 */
import { css, cx } from "@linaria/core";
import { Link } from "gatsby";
import type { IndustryLinkData, MenuLinkData, NavigationData } from "../../hooks/use-navigation";
import { scheme } from "../../theme/color-schemes";
import { color, fontSize, mq, radius, space } from "../../theme/tokens";
import { Icon } from "../ui/Icon";
import { PromoCard } from "./PromoCard";
import { eyebrow, iconBadge } from "../ui/styles";

export { HelpLink } from "./HelpLink";

const columnHeading = css`
  ${eyebrow}
  color: ${color.textMuted};
  margin-bottom: ${space[2]};
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[1]};
`;

const twoColumnList = css`
  grid-template-columns: 1fr 1fr;
`;

const item = css`
  display: grid;
  grid-template-columns: 40px 1fr;
  gap: ${space[3]};
  align-items: start;
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.md};
  color: ${color.text};
  text-decoration: none;
  &:focus-visible {
    background: ${color.snow};
  }
  ${mq.hover} {
    &:hover {
      background: ${color.snow};
    }
  }
  strong {
    display: block;
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${color.ink};
  }
  span {
    display: block;
    margin-top: 2px;
    font-size: ${fontSize.xs};
    line-height: 1.45;
    color: ${color.textMuted};
  }
`;

/**
 * Its colours are the entry's tint, set on the element as --tint-bg and --tint-ink.
 * Doubled, to outweigh the entry's rule for its text spans (.item span).
 */
const iconBox = css`
  && {
    ${iconBadge(40)}
    background: var(--tint-bg);
    color: var(--tint-ink);
  }
`;

function MenuEntry({ to, name, description, icon, tint }: { to: string; name: string; description: string; icon: string; tint: string }) {
  const tones = scheme(tint);
  return (
    <li>
      <Link to={to} className={item}>
        <span className={iconBox} style={{ ["--tint-bg" as string]: tones.lightest, ["--tint-ink" as string]: tones.darker }}>
          <Icon name={icon} size={20} />
        </span>
        <span>
          <strong>{name}</strong>
          <span>{description}</span>
        </span>
      </Link>
    </li>
  );
}

const grid = (columns: string) => `
  display: grid;
  grid-template-columns: ${columns};
  gap: ${space[5]};
  padding: ${space[5]};
`;

const solutionsGrid = css`
  ${grid("1fr 1fr 250px")}
`;

const industriesGrid = css`
  ${grid("1fr 250px")}
`;

export function SolutionsPanel({ menu }: { menu: NavigationData["solutionsMenu"] }) {
  return (
    <div className={solutionsGrid}>
      {menu.columns.map((column) => (
        <div key={column.heading}>
          <p className={columnHeading}>{column.heading}</p>
          <ul className={list}>
            {column.items.map((entry: MenuLinkData) => (
              <MenuEntry
                key={entry.path}
                to={entry.path}
                name={entry.name}
                description={entry.description}
                icon={entry.icon}
                tint={entry.color}
              />
            ))}
          </ul>
        </div>
      ))}
      <PromoCard card={menu.promo} />
    </div>
  );
}

export function IndustriesPanel({
  menu,
  industries,
  to,
}: {
  menu: NavigationData["industriesMenu"];
  industries: readonly IndustryLinkData[];
  /** SPEC: every industry link leads to the contact page. */
  to: string;
}) {
  return (
    <div className={industriesGrid}>
      <div>
        <p className={columnHeading}>{menu.heading}</p>
        <ul className={cx(list, twoColumnList)}>
          {industries.map((industry) => (
            <MenuEntry
              key={industry.id}
              to={to}
              name={industry.name}
              description={industry.description}
              icon={industry.icon}
              tint={industry.color}
            />
          ))}
        </ul>
      </div>
      <PromoCard card={menu.card} />
    </div>
  );
}
