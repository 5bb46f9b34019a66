import { palette } from "../../content-core/palette";
import { fallbackFamilies } from "./font-fallbacks";

// Design tokens: every size, breakpoint and use of colour (the colours themselves: content-core/palette.ts).

/** A colour of the palette at an opacity, for overlays and hairlines: `alpha(color.ink, 0.88)` is `rgba(10, 22, 40, 0.88)`. */
export function alpha(hex: string, opacity: number): string {
  const rgb = parseInt(hex.slice(1), 16);
  return `rgba(${rgb >> 16}, ${(rgb >> 8) & 255}, ${rgb & 255}, ${opacity})`;
}

export const color = {
  ...palette,
  /** Hairlines and faint panels on the navy bands. */
  onDarkLine: alpha(palette.white, 0.12),
  onDarkTint: alpha(palette.white, 0.04),
  /** The edge shadow of a box that scrolls sideways. */
  scrollShadow: alpha(palette.ink, 0.2),
} as const;

/** The gold light in a panel's top right corner, over its own background: `opacity` at the corner, fading over `reach` of `size`. */
export const goldGlow = (opacity: number, size = "70% 120%", reach = "60%") =>
  `radial-gradient(${size} at 100% 0%, ${alpha(color.gold, opacity)} 0%, ${alpha(color.gold, 0)} ${reach})`;

const bodyFallbacks = `${fallbackFamilies.sans}, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
const displayFallbacks = `${fallbackFamilies.serif}, Georgia, "Times New Roman", serif`;

/** The two type families as CSS variables: the fallbacks alone, or the web fonts first (src/lib/web-fonts.ts says when). */
export const fontStacks = {
  body: { fallback: bodyFallbacks, web: `"Inter Variable", "Inter", ${bodyFallbacks}` },
  display: { fallback: displayFallbacks, web: `"Fraunces Variable", "Fraunces", ${displayFallbacks}` },
} as const;

export const font = {
  body: "var(--font-body)",
  display: "var(--font-display)",
} as const;

/** Fluid type scale: clamp(min, preferred, max). */
export const fontSize = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "clamp(1.375rem, 1.1rem + 0.9vw, 1.75rem)",
  h3: "clamp(1.375rem, 1.15rem + 0.8vw, 1.75rem)",
  h2: "clamp(2rem, 1.5rem + 2vw, 3rem)",
  h1: "clamp(2.75rem, 1.8rem + 4.2vw, 5.25rem)",
} as const;

export const space = {
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  5: "1.5rem",
  6: "2rem",
  7: "3rem",
  8: "4rem",
  9: "6rem",
  10: "8rem",
} as const;

export const radius = { sm: "6px", md: "10px", lg: "16px", pill: "999px" } as const;

export const shadow = {
  card: `0 1px 2px ${alpha(palette.ink, 0.06)}, 0 8px 24px ${alpha(palette.ink, 0.08)}`,
  raised: `0 2px 4px ${alpha(palette.ink, 0.08)}, 0 24px 48px ${alpha(palette.ink, 0.16)}`,
} as const;

/** Pixel breakpoints. `mobile` is SPEC's 768 px; the header collapses below `large`. */
export const breakpoint = { mobile: 768, large: 1080 } as const;

export const layout = {
  maxWidth: "1240px",
  megaMenuWidth: "900px",
  headerHeight: "76px",
} as const;

export const mq = {
  /** Up to and including the mobile breakpoint (768 px). */
  mobile: `@media (max-width: ${breakpoint.mobile}px)`,
  belowLarge: `@media (max-width: ${breakpoint.large - 1}px)`,
  large: `@media (min-width: ${breakpoint.large}px)`,
  /** A laptop's short screen (1366 x 657 and the like), where a tall hero would push its button below the fold. */
  shortScreen: `@media (min-width: ${breakpoint.mobile + 1}px) and (max-height: 760px)`,
  hover: "@media (hover: hover) and (pointer: fine)",
  noHover: "@media (hover: none)",
} as const;

export const motion = {
  fast: "150ms",
  base: "250ms",
  slow: "450ms",
  ease: "cubic-bezier(0.2, 0.7, 0.2, 1)",
} as const;

export const z = { header: 50, menu: 60, skipLink: 100 } as const;
