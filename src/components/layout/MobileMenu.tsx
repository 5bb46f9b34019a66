import { css } from "@emotion/react";
import { Link } from "gatsby";
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useState, type MouseEvent } from "react";
import type { NavigationData } from "../../hooks/use-navigation";
import { color, fontSize, layout, mq, radius, space, z } from "../../theme/tokens";
import { ButtonLink } from "../ui/Button";
import type { MenuId } from "./DesktopNav";

interface Props {
  navigation: NavigationData;
  labels: { open: string; close: string };
}

const toggle = css`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.white};
  color: ${color.ink};
  cursor: pointer;
  ${mq.large} {
    display: none;
  }
`;

const panel = css`
  position: fixed;
  inset: ${layout.headerHeight} 0 0 0;
  z-index: ${z.menu};
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space[4]} clamp(${space[4]}, 4vw, ${space[6]}) ${space[7]};
  background: ${color.white};
  border-top: 1px solid ${color.line};
  ${mq.large} {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

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
  &:hover {
    background: ${color.snow};
  }
`;

const subHeading = css`
  margin: ${space[3]} 0 ${space[1]};
  padding-inline: ${space[3]};
  font-size: ${fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.12em;
  color: ${color.textMuted};
`;

/**
 * Below the large-screen breakpoint: a toggle menu whose Solutions and
 * Industries lists expand one at a time; following any link closes it.
 */
export function MobileMenu({ navigation, labels }: Props) {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<MenuId | null>(null);

  const close = () => {
    setOpen(false);
    setSection(null);
  };
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) close();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.documentElement.style.overflow = "";
    };
  }, [open]);

  const sublists: Record<MenuId, JSX.Element> = {
    solutions: (
      <>
        {navigation.solutionsMenu.columns.map((column) => (
          <li key={column.heading}>
            <p css={subHeading}>{column.heading}</p>
            <ul>
              {column.items.map((item) => (
                <li key={item.path}>
                  <Link to={item.path} css={subLink}>
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </>
    ),
    industries: (
      <>
        {navigation.industries.map((industry) => (
          <li key={industry.id}>
            <Link to={navigation.industriesMenu.linksTo} css={subLink}>
              {industry.name}
            </Link>
          </li>
        ))}
      </>
    ),
  };

  return (
    <>
      <button
        type="button"
        css={toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? labels.close : labels.open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
      </button>
      <div id="mobile-menu" css={panel} hidden={!open} onClick={closeOnLink}>
        <ul>
          {navigation.main.map((entry) => {
            const id = entry.menu as MenuId | null;
            if (!id) {
              return (
                <li key={entry.label}>
                  <Link to={entry.to ?? "/"} css={row}>
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
                  css={row}
                  aria-expanded={section === id}
                  aria-controls={listId}
                  onClick={() => setSection(section === id ? null : id)}
                >
                  {entry.label}
                  <ChevronDown size={20} aria-hidden="true" />
                </button>
                <ul id={listId} hidden={section !== id} css={{ padding: `${space[2]} 0` }}>
                  {sublists[id]}
                </ul>
              </li>
            );
          })}
        </ul>
        <ButtonLink to={navigation.cta.to} css={{ marginTop: space[6], width: "100%" }}>
          {navigation.cta.label}
        </ButtonLink>
      </div>
    </>
  );
}
