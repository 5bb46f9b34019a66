import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { ARTWORK_SIZE, CATEGORY_ART, artworkLayers, artworkSvg, type ArtworkInput } from "../../../content-core/artwork";
import { ARTICLE_CATEGORIES } from "../../../content-core/model/article";

const article = { title: "Measuring AI ROI: A Practical Framework for Finance Leaders", category: "Business Intelligence" };

/** The drawing as pixels (librsvg, through sharp), as a browser would show it. */
const rasterise = (input: ArtworkInput) => sharp(Buffer.from(artworkSvg(input)));

/** The picture's pixels, 160 x 90, for comparing two pictures by how they look rather than by their text. */
async function thumbnail(input: ArtworkInput): Promise<Buffer> {
  return rasterise(input).resize(160, 90).removeAlpha().raw().toBuffer();
}

/** Mean difference per channel (0-255) between two thumbnails. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe("drawn article pictures", () => {
  jest.setTimeout(60_000);

  it("are 16:9 SVGs the size of the hand-made pictures, small enough to send as they are", async () => {
    const meta = await rasterise(article).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["svg", ARTWORK_SIZE.width, ARTWORK_SIZE.height]);
    expect(ARTWORK_SIZE.width / ARTWORK_SIZE.height).toBeCloseTo(16 / 9, 3);
    for (const category of ARTICLE_CATEGORIES) {
      // Sent compressed (gzip here; Netlify sends Brotli, smaller still): under 12 KB, lighter than a hand-made picture's 800 px card JPEG.
      expect([category, gzipSync(artworkSvg({ ...article, category })).length < 12_000]).toEqual([category, true]);
    }
  });

  it("are the same drawing for the same title and category, every time", () => {
    expect(artworkSvg({ ...article })).toBe(artworkSvg(article));
  });

  it("give every category of the listing its own accent and motif", async () => {
    expect(Object.keys(CATEGORY_ART).sort()).toEqual([...ARTICLE_CATEGORIES].sort());
    expect(new Set(Object.values(CATEGORY_ART).map((art) => art.accent)).size).toBe(ARTICLE_CATEGORIES.length);
    expect(new Set(Object.values(CATEGORY_ART).map((art) => art.motif)).size).toBe(ARTICLE_CATEGORIES.length);

    const pictures = await Promise.all(ARTICLE_CATEGORIES.map((category) => thumbnail({ ...article, category })));
    for (let i = 0; i < pictures.length; i++) {
      for (let j = i + 1; j < pictures.length; j++) {
        // Visibly different, not a few changed pixels.
        expect([ARTICLE_CATEGORIES[i], ARTICLE_CATEGORIES[j], difference(pictures[i]!, pictures[j]!) > 2]).toEqual([
          ARTICLE_CATEGORIES[i],
          ARTICLE_CATEGORIES[j],
          true,
        ]);
      }
    }
  });

  it("take their colour from the category: a Security picture is redder than an AI Transformation one", async () => {
    const mean = async (category: string) =>
      (
        await rasterise({ ...article, category })
          .removeAlpha()
          .stats()
      ).channels.map((c) => c.mean);
    const [red, blue] = [await mean("Security"), await mean("AI Transformation")];
    expect(red[0]! - red[2]!).toBeGreaterThan(blue[0]! - blue[2]!);
  });

  it("vary with the title within a category", async () => {
    const other = { ...article, title: "Five Dashboards Every CFO Should Retire" };
    expect(difference(await thumbnail(article), await thumbnail(other))).toBeGreaterThan(0.5);
  });

  it("draw no text, so a long title or one with markup characters changes nothing but the motif's variation", async () => {
    const long = { ...article, title: `${'A very long title about transformation, & <markup> "quoted" '.repeat(12)}…` };
    const { backdrop, motif } = artworkLayers(long);
    expect(`${backdrop}${motif}`).not.toMatch(/<text|transformation|markup/);
    const meta = await rasterise(long).metadata();
    expect([meta.width, meta.height]).toEqual([ARTWORK_SIZE.width, ARTWORK_SIZE.height]);
  });

  it("name the category that has no artwork, instead of drawing a blank", () => {
    expect(() => artworkLayers({ ...article, category: "Astrology" })).toThrow(
      'No artwork is defined for the category "Astrology"; add it to CATEGORY_ART in content-core/artwork/index.ts.',
    );
  });
});
