/**
 * Fallback faces shaped like the web fonts: a font every system has (Arial or Times New Roman, or their metric
 * twins), scaled to the web font's size, ascent and descent, so the swap moves almost nothing. The numbers come
 * from scripts/font-fallbacks.ts; run it again after changing a web font.
 */
const SANS = "Inter Fallback";
const SERIF = "Fraunces Fallback";

const faces = [
  {
    family: SANS,
    weight: 400,
    locals: ["Arial", "ArialMT", "Liberation Sans", "Arimo"],
    sizeAdjust: "107.50%",
    ascentOverride: "90.12%",
    descentOverride: "22.44%",
  },
  {
    family: SANS,
    weight: 700,
    locals: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold"],
    sizeAdjust: "102.65%",
    ascentOverride: "94.37%",
    descentOverride: "23.50%",
  },
  {
    family: SERIF,
    weight: 400,
    locals: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "Tinos"],
    sizeAdjust: "115.88%",
    ascentOverride: "84.40%",
    descentOverride: "22.01%",
  },
  {
    family: SERIF,
    weight: 700,
    locals: ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "Tinos Bold"],
    sizeAdjust: "112.70%",
    ascentOverride: "86.78%",
    descentOverride: "22.63%",
  },
];

export const fallbackFamilies = { sans: `"${SANS}"`, serif: `"${SERIF}"` } as const;

/** The @font-face rules for the head (src/lib/global-css.ts); a function, so browser bundles leave the face data out. */
export const fallbackFontFaces = () =>
  faces
    .map(
      (face) =>
        `@font-face{font-family:"${face.family}";font-weight:${face.weight};src:${face.locals.map((name) => `local("${name}")`).join(",")};` +
        `size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};descent-override:${face.descentOverride};line-gap-override:0%}`,
    )
    .join("\n");
