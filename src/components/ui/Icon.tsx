import { createContext, useContext, useEffect } from "react";
import type { IconName } from "../../../content-core/icons";

/**
 * While a page is rendered to HTML, the names of the icons it draws (gatsby-ssr.tsx gives
 * each page a set); in the browser there is no provider.
 */
export const IconsInPage = createContext<Set<string> | null>(null);

/**
 * Names, while the page is rendered, the icons of parts loaded on demand (the menus' panels),
 * so the page's sprite has them.
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
 * A decorative icon from the page's sprite (gatsby-ssr.tsx); a symbol the sprite lacks (a page
 * reached by a link inside the site) comes from the full sprite file (src/lib/icon-sprite.ts).
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
