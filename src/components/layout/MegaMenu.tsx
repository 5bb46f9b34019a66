/*
 * The mega-menu panels. DesktopNav loads this module when the browser is idle
 * or on the first hover or focus, so it is not in first-load JavaScript.
 */
import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { IndustryLinkData, MenuLinkData, NavigationData } from "../../hooks/use-navigation";
import { scheme } from "../../theme/color-schemes";
import { color, fontSize, mq, radius, space } from "../../theme/tokens";
import { eyebrowStyles } from "../ui/SectionHeader";
import { Icon } from "../ui/Icon";
import { PromoCard } from "./PromoCard";
import { iconBadge } from "../ui/styles";

export { HelpLink } from "./HelpLink";

const columnHeading = css`
  ${eyebrowStyles};
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

const iconBox = iconBadge(40);

function MenuEntry({ to, name, description, icon, tint }: { to: string; name: string; description: string; icon: string; tint: string }) {
  const tones = scheme(tint);
  return (
    <li>
      <Link to={to} css={item}>
        <span css={[iconBox, { background: tones.lightest, color: tones.darker }]}>
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

const grid = (columns: string) => css`
  display: grid;
  grid-template-columns: ${columns};
  gap: ${space[5]};
  padding: ${space[5]};
`;

export function SolutionsPanel({ menu }: { menu: NavigationData["solutionsMenu"] }) {
  return (
    <div css={grid("1fr 1fr 250px")}>
      {menu.columns.map((column) => (
        <div key={column.heading}>
          <p css={columnHeading}>{column.heading}</p>
          <ul css={list}>
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
    <div css={grid("1fr 250px")}>
      <div>
        <p css={columnHeading}>{menu.heading}</p>
        <ul css={[list, { gridTemplateColumns: "1fr 1fr" }]}>
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
