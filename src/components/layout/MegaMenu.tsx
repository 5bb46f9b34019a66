/* The mega-menu panels, which DesktopNav loads when idle or on first use (not first-load JavaScript). */
import { css, cx } from "@linaria/core";
import { Link } from "gatsby";
import type { MenuId, NavigationData } from "../../hooks/use-navigation";
import { scheme } from "../../../content-core/color-schemes";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { Icon } from "../ui/Icon";
import { accentVars, bareList, displayType, eyebrow, iconBadge, onFocusOrHover } from "../ui/styles";

const columnHeading = css`
  ${eyebrow(color.textMuted)}
  margin-bottom: ${space[2]};
`;

const list = css`
  ${bareList}
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
  ${onFocusOrHover(`background: ${color.snow};`)}
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

/** In the entry's colours (accentVars); doubled, to outweigh the entry's `.item span` rule. */
const iconBox = css`
  && {
    ${iconBadge(40)}
    background: var(--accent-lightest);
    color: var(--accent-darker);
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: 1fr 1fr 250px;
  gap: ${space[5]};
  padding: ${space[5]};
`;

/* The industries: one column, its entries in two, beside the card. */
const industriesGrid = css`
  grid-template-columns: 1fr 250px;
  > div > ul {
    grid-template-columns: 1fr 1fr;
  }
`;

const promo = css`
  align-self: start;
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[5]};
  border-radius: ${radius.lg};
  background: linear-gradient(160deg, ${color.navy} 0%, ${color.ink} 100%);
  color: ${color.textOnDark};
  h3 {
    margin: 0;
    ${displayType(fontSize.xl)}
    color: ${color.white};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${color.goldSoft};
    text-decoration: none;
  }
  ${onFocusOrHover("text-decoration: underline;", "a:focus-visible", "a:hover")}
  ul {
    display: grid;
    gap: ${space[1]};
    ${bareList}
    font-size: ${fontSize.xs};
    font-weight: 600;
    line-height: 1.45;
    color: ${color.textOnDark};
  }
  li {
    padding-left: ${space[3]};
    border-left: 2px solid ${color.goldSoft};
  }
`;

const promoEyebrow = css`
  ${eyebrow(color.goldSoft)}
  margin: 0;
`;

const promoDescription = css`
  margin: 0;
  font-size: ${fontSize.xs};
  line-height: 1.55;
  color: ${color.textOnDarkMuted};
`;

const helpLine = css`
  position: sticky;
  bottom: 0;
  margin: 0;
  padding: ${space[4]} ${space[5]};
  border-top: 1px solid ${color.line};
  border-radius: 0 0 ${radius.lg} ${radius.lg};
  background: ${color.snow};
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
  a {
    font-weight: 600;
    color: ${color.navy};
  }
`;

type Entry = NavigationData["menus"][MenuId]["columns"][number]["items"][number];

function MenuEntry({ to, name, description, icon, color: tint }: Entry) {
  return (
    <li>
      <Link to={to} className={item}>
        <span className={iconBox} style={accentVars(scheme(tint))}>
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

function PromoCard({ card }: { card: Queries.PromoFragment }) {
  return (
    <aside className={promo} aria-label={card.title}>
      <p className={promoEyebrow}>{card.eyebrow}</p>
      <h3>{card.title}</h3>
      {card.details?.length ? (
        <ul>
          {card.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      <p className={promoDescription}>{card.description}</p>
      <Link to={card.to}>
        {card.linkLabel} <Icon name="arrow-right" size={16} />
      </Link>
    </aside>
  );
}

/** The open menu's panel: its columns of entries and promo card, then the help line. */
export function MegaMenuPanel({ id, navigation }: { id: MenuId; navigation: NavigationData }) {
  const { columns, card } = navigation.menus[id];
  return (
    <>
      <div className={cx(grid, id === "industries" && industriesGrid)}>
        {columns.map((column) => (
          <div key={column.heading}>
            <p className={columnHeading}>{column.heading}</p>
            <ul className={list}>
              {column.items.map((entry) => (
                <MenuEntry key={entry.name} {...entry} />
              ))}
            </ul>
          </div>
        ))}
        <PromoCard card={card} />
      </div>
      <p className={helpLine}>
        {navigation.helpLink.prompt} <Link to={navigation.helpLink.to}>{navigation.helpLink.label}</Link>
      </p>
    </>
  );
}
