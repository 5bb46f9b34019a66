/* The mobile menu's lists, which MobileMenu loads when idle or on first tap (not first-load JavaScript). */
import { css } from "@linaria/core";
import { Link } from "gatsby";
import type { ReactNode } from "react";
import type { MenuId, NavigationData } from "../../hooks/use-navigation";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { ButtonLink } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { onHover } from "../ui/styles";

const row = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  min-height: 52px;
  padding: ${space[2]} 0;
  border: 0;
  border-bottom: 1px solid ${color.mist};
  background: none;
  font: inherit;
  font-size: ${fontSize.lg};
  font-weight: 600;
  color: ${color.ink};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  svg {
    transition: transform 150ms;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

const subLink = css`
  display: block;
  padding: ${space[3]} ${space[3]};
  font-size: ${fontSize.md};
  color: ${color.text};
  text-decoration: none;
  border-radius: ${radius.sm};
  ${onHover(`background: ${color.snow};`)}
`;

const subHeading = css`
  margin: ${space[3]} 0 ${space[1]};
  padding-inline: ${space[3]};
  font-size: ${fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.12em;
  color: ${color.textMuted};
`;

/** Doubled, to outweigh the menu's reset of every list inside it (MobileMenu.tsx). */
const sublist = css`
  && {
    padding: ${space[2]} 0;
  }
`;

const cta = css`
  margin-top: ${space[6]};
  width: 100%;
`;

interface Props {
  navigation: NavigationData;
  section: MenuId | null;
  onSection: (id: MenuId | null) => void;
}

const subLinks = (links: readonly { name: string; to: string }[]) =>
  links.map((link) => (
    <li key={link.name}>
      <Link to={link.to} className={subLink}>
        {link.name}
      </Link>
    </li>
  ));

/** At most one of Solutions and Industries is expanded; tapping it again collapses it. */
export function MobileMenuLists({ navigation, section, onSection }: Props) {
  const sublists: Record<MenuId, ReactNode> = {
    solutions: navigation.menus.solutions.columns.map((column) => (
      <li key={column.heading}>
        <p className={subHeading}>{column.heading}</p>
        <ul>{subLinks(column.items)}</ul>
      </li>
    )),
    industries: navigation.menus.industries.columns.flatMap((column) => subLinks(column.items)),
  };

  return (
    <>
      <ul>
        {navigation.main.map((entry) => {
          const id = entry.menu;
          if (!id) {
            return (
              <li key={entry.label}>
                <Link to={entry.to ?? "/"} className={row}>
                  {entry.label}
                </Link>
              </li>
            );
          }
          const listId = `mobile-menu-${id}`;
          return (
            <li key={entry.label}>
              <button
                type="button"
                className={row}
                aria-expanded={section === id}
                aria-controls={listId}
                onClick={() => onSection(section === id ? null : id)}
              >
                {entry.label}
                <Icon name="chevron-down" size={20} />
              </button>
              <ul id={listId} hidden={section !== id} className={sublist}>
                {sublists[id]}
              </ul>
            </li>
          );
        })}
      </ul>
      <ButtonLink to={navigation.cta.to} className={cta}>
        {navigation.cta.label}
      </ButtonLink>
    </>
  );
}
