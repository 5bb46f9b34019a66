import { createContext, useContext, useEffect } from "react";
import type { IconName } from "../../theme/icons";

/**
 * While a page is rendered to HTML, the names of the icons it draws
 * (gatsby-ssr.tsx gives each page a set). In the browser there is no
 * provider: nothing is collected.
 */
export const IconsInPage = createContext<Set<string> | null>(null);

/**
 * For icons a page will draw only later, in a part loaded on demand (the
 * menus' panels): named while the page is rendered, so its sprite has them
 * and opening a menu draws every icon at once.
 */
export function useIconsLater(names: () => readonly string[]) {
  const collected = useContext(IconsInPage);
  if (collected) for (const name of names()) collected.add(name);
}

interface Props {
  /** A registered icon; content names are checked against the registry at build time. */
  name: IconName | (string & {});
  size?: number;
  className?: string;
}

/**
 * Draws an icon from the sprite that gatsby-ssr.tsx puts in every page: the
 * symbols that page uses, so icons add no JavaScript and little HTML. An
 * icon the page's sprite lacks (a page reached by a link inside the site)
 * gets its symbol from the full sprite file (src/lib/icon-sprite.ts).
 * Decorative: the text beside it carries the meaning.
 */
export function Icon({ name, size = 24, className }: Props) {
  useContext(IconsInPage)?.add(name);
  useEffect(() => {
    // Rare (a page reached by a link), so the code that fetches the symbol loads only then.
    if (!document.getElementById(`icon-${name}`))
      void import("../../lib/icon-sprite").then(({ ensureIconSymbol }) => ensureIconSymbol(name));
  }, [name]);
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
