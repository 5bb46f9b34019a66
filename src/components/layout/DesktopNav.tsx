import { css } from "@linaria/core";
import { Link } from "gatsby";
import { Icon, useIconsLater } from "../ui/Icon";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { useDeferredModule } from "../../hooks/use-deferred-module";
import type { MenuId, NavigationData } from "../../hooks/use-navigation";
import { color, fontSize, layout, motion, radius, shadow, space, z } from "../../theme/tokens";
import { replayEarlyTap } from "../../lib/early-taps";
import { bareList, cardFrame, onFocusOrHover } from "../ui/styles";

const loadPanels = () => import("./MegaMenu");

const list = css`
  display: flex;
  align-items: stretch;
  height: 100%;
  gap: ${space[1]};
  ${bareList}
  > li {
    display: flex;
    align-items: center;
  }
`;

const navLink = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: ${space[2]} ${space[3]};
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  font: inherit;
  font-size: ${fontSize.sm};
  font-weight: 500;
  color: ${color.text};
  text-decoration: none;
  cursor: pointer;
  ${onFocusOrHover(`color: ${color.ink}; background: ${color.snow};`, `&[aria-expanded="true"], &[aria-current="page"]`)}
  svg {
    transition: transform ${motion.fast} ${motion.ease};
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

const panel = css`
  @keyframes everpeak-mega-menu-appear {
    from { opacity: 0; transform: translate(-50%, -6px); }
    to { opacity: 1; transform: translate(-50%, 0); }
  }
  position: absolute;
  top: 100%;
  left: 50%;
  z-index: ${z.menu};
  width: min(${layout.megaMenuWidth}, calc(100vw - 2rem));
  transform: translateX(-50%);
  ${cardFrame}
  box-shadow: ${shadow.raised};
  /* A short laptop screen (1366 x 657) cannot show a whole panel below the sticky
     header: the panel then scrolls inside itself, and its help line stays pinned. */
  max-height: calc(100dvh - ${layout.headerHeight} - ${space[3]});
  overflow-y: auto;
  overscroll-behavior: contain;
  animation: everpeak-mega-menu-appear ${motion.base} ${motion.ease};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * Large-screen navigation: a menu opens on mouse hover, on a tap, or with Enter or Space; it closes
 * when the mouse or focus leaves, on Escape, on a tap elsewhere and when a link is followed.
 */
export function DesktopNav({ navigation }: { navigation: NavigationData }) {
  // The panels load on first use; their entries' icons are in the page's sprite already.
  useIconsLater(() =>
    Object.values(navigation.menus).flatMap((menu) => menu.columns.flatMap((column) => column.items.map((item) => item.icon))),
  );
  const [open, setOpenState] = useState<MenuId | null>(null);
  const [panels, requestPanels] = useDeferredModule(loadPanels);
  const setOpen = (id: MenuId | null) => {
    if (id) requestPanels();
    setOpenState(id);
  };
  const triggers = useRef<Partial<Record<MenuId, HTMLButtonElement | null>>>({});
  const lastPointer = useRef<string>("");
  const items = useRef<HTMLUListElement>(null);

  // A tap outside the menus closes them; a mouse does so by leaving.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!items.current?.contains(event.target as Node)) setOpenState(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onMouse = (action: () => void) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") action();
  };

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) setOpen(null);
  };
  const closeOnEscape = (id: MenuId) => (event: KeyboardEvent) => {
    if (event.key === "Escape" && open === id) {
      setOpen(null);
      triggers.current[id]?.focus();
    }
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <ul className={list} ref={items}>
      {navigation.main.map((entry) => {
        const id = entry.menu;
        if (!id) {
          return (
            <li key={entry.label}>
              <Link to={entry.to ?? "/"} className={navLink} partiallyActive={entry.to !== "/"}>
                {entry.label}
              </Link>
            </li>
          );
        }
        const panelId = `mega-menu-${id}`;
        return (
          // The item's handlers serve the button and links inside it: a mouse opens the menu by
          // hovering, Escape and focus leaving close it; the keyboard works on the button itself.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <li
            key={entry.label}
            onPointerEnter={onMouse(() => setOpen(id))}
            onPointerLeave={onMouse(() => setOpen(null))}
            onKeyDown={closeOnEscape(id)}
            onBlur={closeWhenFocusLeaves}
          >
            <button
              type="button"
              className={navLink}
              aria-expanded={open === id}
              aria-controls={panelId}
              {...replayEarlyTap}
              ref={(element) => {
                triggers.current[id] = element;
              }}
              onPointerDown={(event) => {
                lastPointer.current = event.pointerType;
              }}
              // A mouse already opened the menu by hovering, so its click keeps it open;
              // a tap, Enter and Space (detail 0) toggle it.
              onClick={(event) => {
                const hovered = event.detail > 0 && lastPointer.current === "mouse";
                setOpen(open === id && !hovered ? null : id);
              }}
            >
              {entry.label}
              <Icon name="chevron-down" size={16} />
            </button>
            {/* A click on one of the panel's links (Enter on it included) closes the menu; the links are the controls. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
            <div id={panelId} className={panel} hidden={open !== id || !panels} onClick={closeOnLink}>
              {panels && open === id && <panels.MegaMenuPanel id={id} navigation={navigation} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
