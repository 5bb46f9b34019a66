/** Section ids that other pages link to (docs/product.md: /about#story, /about#core-principles). */
export const ABOUT_ANCHORS = { story: "story", principles: "core-principles" } as const;
