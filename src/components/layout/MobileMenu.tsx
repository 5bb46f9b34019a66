import { css } from "@linaria/core";
import { useEffect, useState, type MouseEvent } from "react";
import { useDeferredModule } from "../../hooks/use-deferred-module";
import type { MenuId, NavigationData } from "../../hooks/use-navigation";
import { useSiteConfig } from "../../hooks/use-site-config";
import { color, layout, mq, radius, space, z } from "../../theme/tokens";
import { bareList } from "../ui/styles";
import { Icon } from "../ui/Icon";
import { replayEarlyTap } from "../../lib/early-taps";

const loadLists = () => import("./MobileMenuLists");

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
    ${bareList}
  }
`;

/** Below the large-screen breakpoint: a toggle menu whose lists expand one at a time; a followed link closes it. */
export function MobileMenu({ navigation }: { navigation: NavigationData }) {
  const { ui } = useSiteConfig();
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<MenuId | null>(null);
  const [lists, requestLists] = useDeferredModule(loadLists);

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

  return (
    <>
      <button
        type="button"
        className={toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? ui.closeMenu : ui.openMenu}
        {...replayEarlyTap}
        onPointerEnter={requestLists}
        onClick={() => {
          requestLists();
          if (open) close();
          else setOpen(true);
        }}
      >
        <Icon name={open ? "x" : "menu"} size={22} />
      </button>
      {/* A click on one of the menu's links (Enter on it included) closes the menu; the links are the controls. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <nav id="mobile-menu" aria-label={ui.menuNavigation} className={panel} hidden={!open || !lists} onClick={closeOnLink}>
        {open && lists && <lists.MobileMenuLists navigation={navigation} section={section} onSection={setSection} />}
      </nav>
    </>
  );
}
