import createCache, { type EmotionCache } from "@emotion/cache";

/** The prefix of every generated class name (css-1x2y3z), and of the <style> tags' data-emotion attribute. */
export const STYLE_KEY = "css";

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
