import type { ARTICLE_CATEGORIES } from "../../src/lib/insights-filter";
import { deriveScheme, mixColors, schemeHexes, type ColorScheme } from "../../src/theme/color-schemes";
import { color } from "../../src/theme/tokens";
import { ARTWORK_SIZE, f, makeRng, type Motif, type Point } from "./drawing";
import { allocation, cells, circuit, columns, constellation, contours, dotMatrix, shields, signals } from "./motifs";

const { width: W, height: H } = ARTWORK_SIZE;
const { ink, navy, navyLight, steel, snow } = color;

export { ARTWORK_SIZE };

/**
 * The picture of an article whose front matter names no `image`, in the style of the hand-made ones:
 * an ink-to-navy field, one accent glow and a thin-line motif, no text. The category picks the accent
 * and motif; the title seeds the variations, so the same article always gets the same picture.
 */
export interface ArtworkInput {
  title: string;
  category: string;
}

/** FNV-1a over category and title: plain arithmetic, so the editing room's preview draws the build's very picture. */
function seedOf(input: ArtworkInput): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(`${input.category}\n${input.title.trim()}`)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Each category's accent (the hand-made pictures' colour, where they have one) and motif; TypeScript asks for a new category's. */
export const CATEGORY_ART: Record<ArticleCategory, { accent: string; motif: Motif }> = {
  "AI Transformation": { accent: schemeHexes.blue, motif: constellation },
  "Case Studies": { accent: schemeHexes.orange, motif: columns },
  Healthcare: { accent: "#1E7F8C", motif: signals },
  Manufacturing: { accent: schemeHexes.pink, motif: cells },
  Finance: { accent: color.gold, motif: allocation },
  Strategy: { accent: schemeHexes.purple, motif: contours },
  Technology: { accent: "#3F86C8", motif: circuit },
  Security: { accent: schemeHexes.red, motif: shields },
  "Business Intelligence": { accent: "#3F8F5A", motif: dotMatrix },
};

function artFor(category: string) {
  const art = (CATEGORY_ART as Record<string, (typeof CATEGORY_ART)[ArticleCategory] | undefined>)[category];
  if (!art)
    throw new Error(`No artwork is defined for the category "${category}"; add it to CATEGORY_ART in content-core/artwork/index.ts.`);
  return art;
}

const svg = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${content}</svg>`;

/** The artwork in two layers: the backdrop (field, accent glow, vignette, darker lower left) and the motif over it. */
export function artworkLayers(input: ArtworkInput): { backdrop: string; motif: string } {
  const { accent, motif } = artFor(input.category);
  const rng = makeRng(seedOf(input));
  const tint = deriveScheme(accent);
  const focus: Point = [rng.range(0.6, 0.72) * W, rng.range(0.4, 0.52) * H];
  const backdrop = `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="${W}" y2="${H}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${ink}"/><stop offset="0.55" stop-color="${mixColors(ink, navy, 0.75)}"/><stop offset="1" stop-color="${mixColors(navy, navyLight, 0.25)}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${f(focus[0])}" cy="${f(focus[1])}" r="${f(0.55 * W)}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${tint.primary}" stop-opacity="0.42"/><stop offset="0.35" stop-color="${tint.primary}" stop-opacity="0.16"/>
    <stop offset="0.7" stop-color="${tint.primary}" stop-opacity="0.035"/><stop offset="1" stop-color="${tint.primary}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx="${W / 2}" cy="${H / 2}" r="${f(Math.hypot(W, H) / 2)}" gradientUnits="userSpaceOnUse">
    <stop offset="0.5" stop-color="${ink}" stop-opacity="0"/><stop offset="1" stop-color="${ink}" stop-opacity="0.7"/>
  </radialGradient>
  <linearGradient id="corner" x1="0" y1="${H}" x2="${f(W * 0.55)}" y2="${f(H * 0.35)}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${ink}" stop-opacity="0.5"/><stop offset="1" stop-color="${ink}" stop-opacity="0"/>
  </linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/><rect width="${W}" height="${H}" fill="url(#corner)"/>`;
  return { backdrop, motif: motifDefs(tint) + motif({ focus, tint, rng }) };
}

/** Gradients the motifs share: the halo of a glowing point, and strokes that fade out towards the picture's left and right edges. */
function motifDefs(tint: ColorScheme): string {
  const fade = (id: string, stroke: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${W}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${stroke}" stop-opacity="0.15"/><stop offset="0.3" stop-color="${stroke}"/><stop offset="0.85" stop-color="${stroke}"/><stop offset="1" stop-color="${stroke}" stop-opacity="0.35"/></linearGradient>`;
  return `<defs><radialGradient id="halo"><stop offset="0" stop-color="${tint.lighter}" stop-opacity="0.6"/><stop offset="0.4" stop-color="${tint.lighter}" stop-opacity="0.18"/><stop offset="1" stop-color="${tint.lighter}" stop-opacity="0"/></radialGradient>${fade("fade-snow", snow)}${fade("fade-steel", steel)}${fade("fade-accent", tint.lighter)}</defs>`;
}

/** The artwork as an SVG file, served as it is: a few kilobytes, drawn in a millisecond, no image processing. */
export function artworkSvg(input: ArtworkInput): string {
  const { backdrop, motif } = artworkLayers(input);
  return svg(backdrop + motif);
}

/** An article has a drawn picture when its front matter names no image. */
export const isDrawn = (article: { image?: unknown }) => article.image == null || article.image === "";

/** What Article.artwork resolves to: enough for an <img> and its placeholder colour. */
export interface ArtworkField {
  src: string;
  width: number;
  height: number;
  backgroundColor: string;
}

/** A drawn picture shown from `src`: its size, and the ink colour behind it while it loads. */
export const artworkAt = (src: string): ArtworkField => ({ src, ...ARTWORK_SIZE, backgroundColor: color.ink });
