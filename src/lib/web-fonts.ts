import { breakpoint } from "../theme/tokens";
import { networkConnection, SLOW_CONNECTION } from "./device";
import { afterFirstView } from "./video-policy";

/**
 * When the web fonts (src/theme/fonts.css) are used. The two CSS variables of tokens.ts `font` name only
 * the metric-matched fallbacks until this attribute on <html> switches them to the web fonts. The head
 * script sets it before the first paint when this browser has fetched the fonts before (the flag in
 * localStorage: they come from its cache within font-display: optional's 100 ms), or when the screen is
 * wider than a phone's on a connection neither slow nor saving data. A phone's first view spends its
 * connection on the page instead; `warmWebFonts` then fetches the fonts for the next page. The open page
 * keeps its fonts: switching would re-wrap its text under the reader.
 */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";
export const WEB_FONTS_KEY = "everpeak:web-fonts";

/** The inline head script (gatsby-ssr.tsx; its hash is in the CSP, gatsby/csp-scripts.ts). Tiny and dependency-free. */
export const earlyWebFontsScript =
  `try{var c=navigator.connection||{};` +
  `if(localStorage.getItem(${JSON.stringify(WEB_FONTS_KEY)})==="1"||` +
  `(matchMedia("(min-width: ${breakpoint.mobile + 1}px)").matches&&!c.saveData&&!${SLOW_CONNECTION}.test(c.effectiveType||"")))` +
  `document.documentElement.setAttribute(${JSON.stringify(WEB_FONTS_ATTRIBUTE)},"")}catch(e){}`;

/** The faces every page uses (the Latin files), as document.fonts.load() names them. */
export const WEB_FONT_FACES = ['400 1em "Inter Variable"', '700 1em "Inter Variable"', '400 1em "Fraunces Variable"'];

/** After a first view without the web fonts, fetches them into the cache when idle and sets the flag (not when saving data); returns its cancel. */
export function warmWebFonts(): () => void {
  if (!document.fonts) return () => undefined;
  if (document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)) {
    // This page asked for them: once they are in, the next page's cache has them.
    void document.fonts.ready.then(rememberWebFonts);
    return () => undefined;
  }
  if (networkConnection()?.saveData === true) return () => undefined;
  return afterFirstView(() => {
    // load() fetches a face whether or not any text uses it yet; nothing on this page changes.
    Promise.all(WEB_FONT_FACES.map((face) => document.fonts.load(face)))
      .then((loaded) => {
        if (loaded.every((faces) => faces.length > 0)) rememberWebFonts();
      })
      .catch(() => undefined);
  });
}

function rememberWebFonts() {
  try {
    localStorage.setItem(WEB_FONTS_KEY, "1");
  } catch {
    // Storage blocked: every page is then a first view, which works the same.
  }
}
