import type { ARTICLE_CATEGORIES } from "../model/article";
import { deriveScheme, mixColors, schemeHexes, type ColorScheme } from "../color-schemes";
import { palette } from "../palette";
import { ARTWORK_SIZE, f, glowDot, makeRng, ring, type Point, type Rng } from "./drawing";
import { chip, column, hexagon, node, pulse, share, shield, summit, dot, type Motif } from "./motifs";

const { width: W, height: H } = ARTWORK_SIZE;
const { ink, navy, navyLight, snow } = palette;

export { ARTWORK_SIZE };

/**
 * The picture of an article whose front matter names no `image`, in the style of the hand-made ones:
 * an ink-to-navy field, one accent glow and a thin-line motif, no text. The category picks the accent
 * and the motif's mark; the title seeds the variations, so the same article always gets the same picture.
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
  "AI Transformation": { accent: schemeHexes.blue, motif: node },
  "Case Studies": { accent: schemeHexes.orange, motif: column },
  Healthcare: { accent: "#1E7F8C", motif: pulse },
  Manufacturing: { accent: schemeHexes.pink, motif: hexagon },
  Finance: { accent: palette.gold, motif: share },
  Strategy: { accent: schemeHexes.purple, motif: summit },
  Technology: { accent: "#3F86C8", motif: chip },
  Security: { accent: schemeHexes.red, motif: shield },
  "Business Intelligence": { accent: "#3F8F5A", motif: dot },
};

function artFor(category: string) {
  const art = (CATEGORY_ART as Record<string, (typeof CATEGORY_ART)[ArticleCategory] | undefined>)[category];
  if (!art)
    throw new Error(`No artwork is defined for the category "${category}"; add it to CATEGORY_ART in content-core/artwork/index.ts.`);
  return art;
}

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
  const halo = `<defs><radialGradient id="halo"><stop offset="0" stop-color="${tint.lighter}" stop-opacity="0.6"/><stop offset="0.4" stop-color="${tint.lighter}" stop-opacity="0.18"/><stop offset="1" stop-color="${tint.lighter}" stop-opacity="0"/></radialGradient></defs>`;
  return { backdrop, motif: halo + marks(motif, focus, tint, rng) };
}

/** The category's mark on a staggered grid, fading away from the focus; marks near it lit by chance, and the focus glowing. */
function marks(mark: Motif, focus: Point, tint: ColorScheme, rng: Rng): string {
  const pitch = 84;
  let body = "";
  for (let row = 0; row * pitch * 0.87 < H + pitch; row++) {
    for (let col = 0; col * pitch < W + pitch; col++) {
      const at: Point = [col * pitch + (row % 2 ? pitch / 2 : 0), row * pitch * 0.87];
      const near = Math.exp(-((at[0] - focus[0]) ** 2 + (at[1] - focus[1]) ** 2) / (0.3 * W) ** 2);
      if (near < 0.05) continue;
      const lit = rng() < near * 0.5;
      body += `<path d="${mark(at, pitch * rng.range(0.22, 0.34))}" fill="none" stroke="${lit ? tint.lighter : snow}" stroke-opacity="${f(lit ? 0.4 + 0.5 * near : 0.1 + 0.3 * near)}" stroke-width="${lit ? 1.6 : 1.1}" stroke-linejoin="round"/>`;
    }
  }
  return body + ring(focus, 26, tint.lighter, 0.6) + ring(focus, 54, tint.lighter, 0.22, "3 7") + glowDot(focus, 6, snow, 5);
}

/** The artwork as an SVG file, served as it is: a few kilobytes, drawn in a millisecond, no image processing. */
export function artworkSvg(input: ArtworkInput): string {
  const { backdrop, motif } = artworkLayers(input);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${backdrop}${motif}</svg>`;
}

/** An article has a drawn picture when its front matter names no image. */
export const isDrawn = (article: { image?: unknown }) => article.image == null || article.image === "";

/** A drawn picture shown from `src` (what Article.artwork resolves to): its size, and the ink colour behind it while it loads. */
export const artworkAt = (src: string) => ({ src, ...ARTWORK_SIZE, backgroundColor: palette.ink });

export type ArtworkField = ReturnType<typeof artworkAt>;
