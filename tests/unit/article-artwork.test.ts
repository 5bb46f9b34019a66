import sharp from "sharp";
import { ARTWORK_SIZE, CATEGORY_ART, artworkKey, artworkLayers, renderArtwork } from "../../gatsby/article-artwork";
import { ARTICLE_CATEGORIES } from "../../src/lib/insights-filter";

const article = { title: "Measuring AI ROI: A Practical Framework for Finance Leaders", category: "Business Intelligence" };

/** The picture's pixels, 160 x 90, for comparing two pictures by how they look rather than by their bytes. */
async function thumbnail(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg).resize(160, 90).raw().toBuffer();
}

/** Mean difference per channel (0-255) between two thumbnails. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe("drawn article pictures", () => {
  jest.setTimeout(60_000);

  it("are 16:9 JPEGs the size of the hand-made ones", async () => {
    const meta = await sharp(await renderArtwork(article)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", ARTWORK_SIZE.width, ARTWORK_SIZE.height]);
    expect(ARTWORK_SIZE.width / ARTWORK_SIZE.height).toBeCloseTo(16 / 9, 3);
  });

  it("are the same bytes for the same title and category, every time", async () => {
    const [first, second] = [await renderArtwork(article), await renderArtwork({ ...article })];
    expect(first.equals(second)).toBe(true);
    expect(artworkKey(article)).toBe(artworkKey({ ...article }));
  });

  it("give every category of the listing its own accent and motif", async () => {
    expect(Object.keys(CATEGORY_ART).sort()).toEqual([...ARTICLE_CATEGORIES].sort());
    expect(new Set(Object.values(CATEGORY_ART).map((art) => art.accent)).size).toBe(ARTICLE_CATEGORIES.length);
    expect(new Set(Object.values(CATEGORY_ART).map((art) => art.motif)).size).toBe(ARTICLE_CATEGORIES.length);

    const pictures = await Promise.all(ARTICLE_CATEGORIES.map(async (category) => thumbnail(await renderArtwork({ ...article, category }))));
    for (let i = 0; i < pictures.length; i++) {
      for (let j = i + 1; j < pictures.length; j++) {
        // Visibly different, not a few changed pixels.
        expect([ARTICLE_CATEGORIES[i], ARTICLE_CATEGORIES[j], difference(pictures[i]!, pictures[j]!) > 2]).toEqual([ARTICLE_CATEGORIES[i], ARTICLE_CATEGORIES[j], true]);
      }
    }
  });

  it("take their colour from the category: a Security picture is redder than an AI Transformation one", async () => {
    const mean = async (category: string) => (await sharp(await renderArtwork({ ...article, category })).stats()).channels.map((c) => c.mean);
    const [red, blue] = [await mean("Security"), await mean("AI Transformation")];
    expect(red[0]! - red[2]!).toBeGreaterThan(blue[0]! - blue[2]!);
  });

  it("vary with the title within a category, and the hash changes with either", async () => {
    const other = { ...article, title: "Five Dashboards Every CFO Should Retire" };
    expect(difference(await thumbnail(await renderArtwork(article)), await thumbnail(await renderArtwork(other)))).toBeGreaterThan(0.5);
    expect(artworkKey(other)).not.toBe(artworkKey(article));
    expect(artworkKey({ ...article, category: "Finance" })).not.toBe(artworkKey(article));
  });

  it("draw no text, so a long title or one with markup characters changes nothing but the motif's variation", async () => {
    const long = { ...article, title: `${"A very long title about transformation, & <markup> \"quoted\" ".repeat(12)}…` };
    const { backdrop, motif } = artworkLayers(long);
    expect(`${backdrop}${motif}`).not.toMatch(/<text|transformation|markup/);
    const meta = await sharp(await renderArtwork(long)).metadata();
    expect([meta.width, meta.height]).toEqual([ARTWORK_SIZE.width, ARTWORK_SIZE.height]);
  });

  it("name the category that has no artwork, instead of drawing a blank", () => {
    expect(() => artworkLayers({ ...article, category: "Astrology" })).toThrow(
      'No artwork is defined for the category "Astrology"; add it to CATEGORY_ART in gatsby/article-artwork.ts.',
    );
  });
});
