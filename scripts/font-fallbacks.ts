// Computes the metric overrides of the fallback fonts in src/theme/font-fallbacks.ts, so that
// text set in the fallback takes the same space as in the web font and the swap moves nothing.
// Run after changing a web font: npx tsx scripts/font-fallbacks.ts
// Needs Debian's fonts-liberation (Liberation Sans and Serif have the metrics of Arial and Times
// New Roman, the fallbacks every desktop has).
import fs from "node:fs";
import path from "node:path";
import opentype, { type Font } from "opentype.js";

const fontsource = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "files", file);
const LIBERATION = "/usr/share/fonts/truetype/liberation";

// The site's own copy is the sample, so the average width is weighted as its text is.
const sample = ["home.yaml", "about.yaml", "contact.yaml"]
  .map((file) => fs.readFileSync(path.join(__dirname, "..", "content", file), "utf8"))
  .join(" ")
  .replace(/[^A-Za-z0-9 ,.'-]/g, " ")
  .replace(/\s+/g, " ");

const averageWidth = (font: Font) => font.getAdvanceWidth(sample, font.unitsPerEm) / sample.length / font.unitsPerEm;

function overrides(web: Font, fallback: Font) {
  const sizeAdjust = averageWidth(web) / averageWidth(fallback);
  const { ascender, descender, lineGap } = web.tables.hhea as unknown as { ascender: number; descender: number; lineGap: number };
  const percent = (value: number) => `${((value / web.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  return {
    sizeAdjust: `${(sizeAdjust * 100).toFixed(2)}%`,
    ascentOverride: percent(ascender),
    descentOverride: percent(Math.abs(descender)),
    lineGapOverride: percent(lineGap),
  };
}

const load = (file: string) => opentype.loadSync(file);
const inter = (weight: number) => load(fontsource("@fontsource/inter", `inter-latin-${weight}-normal.woff`));
const fraunces = (weight: number) => load(fontsource("@fontsource/fraunces", `fraunces-latin-${weight}-normal.woff`));
const liberation = (name: string) => load(`${LIBERATION}/Liberation${name}.ttf`);
console.log(
  JSON.stringify(
    {
      body: { regular: overrides(inter(400), liberation("Sans-Regular")), bold: overrides(inter(700), liberation("Sans-Bold")) },
      display: { regular: overrides(fraunces(400), liberation("Serif-Regular")), bold: overrides(fraunces(600), liberation("Serif-Bold")) },
    },
    null,
    2,
  ),
);
