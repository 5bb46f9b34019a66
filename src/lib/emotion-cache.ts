import createCache, { type EmotionCache } from "@emotion/cache";

/** The prefix of every generated class name (css-1x2y3z). */
export const STYLE_KEY = "css";

/**
 * The attribute of the server's <style> in <head> that lists the rules it holds
 * ("css 1x2y3z 4a5b6c ..."). Not Emotion's own data-emotion: when the browser's
 * cache is made, Emotion moves every <style data-emotion> to the end of <head>,
 * and moving a style sheet makes the browser restyle and lay out the whole page
 * again, on a phone a few tens of milliseconds in the middle of starting up.
 */
export const PAGE_STYLES_ATTRIBUTE = "data-page-styles";

/**
 * The one Emotion cache configuration, for the server's per-page caches and
 * the browser's cache alike, so that both write the same CSS for a rule.
 * Without Emotion's default vendor prefixer: every browser the site supports
 * reads flex, grid, transform and sticky unprefixed, and the prefixer tripled
 * those declarations, about a third of each page's CSS. The few properties
 * Safari still wants prefixed are written out where they are used
 * (-webkit-user-select, -webkit-mask-image).
 */
export const createStyleCache = (): EmotionCache => createCache({ key: STYLE_KEY, stylisPlugins: [] });

/**
 * The browser's cache. It adopts the rules of the page's server-rendered
 * <style> where that element is, so a component rendering one of them inserts
 * nothing; rules the page did not have (a menu opened, a page reached by a
 * link) go into a <style> of the cache's own after it.
 */
export function createBrowserStyleCache(): EmotionCache {
  const cache = createStyleCache();
  for (const style of document.querySelectorAll(`style[${PAGE_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (style.getAttribute(PAGE_STYLES_ATTRIBUTE) ?? "").split(" ");
    if (key === STYLE_KEY) for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
