/**
 * Shared pieces of CSS, as text to write inside a css`` block (resolved at build time),
 * e.g. css`${sectionPadding} background: ${color.snow};`; they are not class names.
 */
import type { CSSProperties } from "react";
import type { ColorScheme } from "../../../content-core/color-schemes";
import { color, font, fontSize, mq, radius, space } from "../../theme/tokens";

/** `rules` while a pointer that can hover is over `selector`: a tap leaves no hover state behind on a touch screen. */
export const onHover = (rules: string, selector = "&:hover") => `
  ${mq.hover} {
    ${selector} {
      ${rules}
    }
  }
`;

/** `rules` on keyboard focus (`focus`), and on hover where a pointer can hover. */
export const onFocusOrHover = (rules: string, focus = "&:focus-visible", hover = "&:hover") => `
  ${focus} {
    ${rules}
  }
  ${onHover(rules, hover)}
`;

/** The vertical rhythm every full-width section shares. */
export const sectionPadding = `
  padding-block: clamp(${space[8]}, 9vw, ${space[10]});
`;

/** A page-opening dark band over a picture or video drawn behind its text; the text sits at the foot on phones. */
export const heroBand = `
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  background: ${color.ink};
  color: ${color.white};
  overflow: hidden;
  ${mq.mobile} {
    align-items: flex-end;
  }
`;

/** The small uppercase label above a title, in `colour`. */
export const eyebrow = (colour: string) => `
  display: inline-block;
  margin: 0 0 ${space[3]};
  font-size: ${fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${colour};
`;

/** The display face at `size`, semibold: titles and headline figures. */
export const displayType = (size: string) => `
  font-family: ${font.display};
  font-size: ${size};
  font-weight: 600;
`;

/** The h1 of every page except the home hero's. */
export const pageTitle = `
  max-width: 48rem;
  margin: 0;
  ${displayType("clamp(2.25rem, 1.6rem + 2.8vw, 4rem)")}
  line-height: 1.08;
  letter-spacing: -0.02em;
`;

/** A list without bullets or the browser's indent, for lists laid out as cards, links or figures. */
export const bareList = `
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list laid out as `wide` columns on large screens, `medium` below that, one on phones. */
export const columns = (wide: number, medium: number) => `
  display: grid;
  grid-template-columns: repeat(${wide}, minmax(0, 1fr));
  gap: ${space[5]};
  ${bareList}
  ${mq.belowLarge} {
    grid-template-columns: repeat(${medium}, minmax(0, 1fr));
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
    gap: ${space[4]};
  }
`;

/**
 * How many of `count` items go in a row, at most `most`, so that the rows differ by at most
 * one item (7 at most 4 a row: 4 + 3; at most 3: 2 + 2 + 2 + 1).
 */
export function itemsPerRow(count: number, most: number): number {
  for (let rows = Math.ceil(count / most); rows < count; rows++) {
    const perRow = Math.ceil(count / rows);
    const last = count - perRow * (Math.ceil(count / perRow) - 1);
    if (perRow - last <= 1) return perRow;
  }
  return 1;
}

/**
 * Rows that differ by at most one item, the last centred (5 -> 3 + 2, 7 -> 4 + 3), so no card is
 * left alone on a row; the list takes balancedGridCounts() of its length as its style.
 */
export const balancedGrid = `
  --per-row: var(--per-row-wide);
  --gap: ${space[5]};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gap);
  ${bareList}
  > * {
    flex: 0 0 calc((100% - (var(--per-row) - 1) * var(--gap)) / var(--per-row));
    min-width: 0;
  }
  ${mq.belowLarge} {
    --per-row: var(--per-row-medium);
  }
  ${mq.mobile} {
    --per-row: 1;
    --gap: ${space[4]};
  }
`;

/** The items per row of a balancedGrid list of `count` items: at most `wide` on large screens, two below that, one on phones. */
export const balancedGridCounts = (count: number, wide = 4): CSSProperties =>
  ({ "--per-row-wide": itemsPerRow(count, wide), "--per-row-medium": itemsPerRow(count, 2) }) as CSSProperties;

/** A box `size` pixels square (rounded or round) centring one icon or number; each use sets its colours. */
export const iconBadge = (size: number, shape: "rounded" | "round" = "rounded") => `
  display: grid;
  place-items: center;
  width: ${size}px;
  height: ${size}px;
  border-radius: ${shape === "round" ? radius.pill : radius.md};
`;

/** A white card's edge: a hairline border and large rounded corners. */
export const cardFrame = `
  border: 1px solid ${color.line};
  border-radius: ${radius.lg};
  background: ${color.white};
`;

/** A colour scheme as the custom properties the parts it colours read: --accent and its darker, lighter and lightest tints. */
export const accentVars = (tones: ColorScheme) =>
  ({
    "--accent": tones.primary,
    "--accent-darker": tones.darker,
    "--accent-lighter": tones.lighter,
    "--accent-lightest": tones.lightest,
  }) as CSSProperties;

/** A small rounded label: a category tag, a duration. */
export const pill = `
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  padding: 2px ${space[3]};
  border-radius: ${radius.pill};
  background: ${color.mist};
  font-size: ${fontSize.xs};
  font-weight: 700;
  color: ${color.navy};
`;
