import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { artworkSvg } from "../../../content-core/artwork";
import { ARTWORK_DIR, resolveArtwork, writeArtwork } from "../../../gatsby/article-image";
import { ARTWORK_NOTE, previewArtwork } from "../../../cms/cms-preview-data";
import { articlePicture } from "../../../src/lib/article-picture";

/** Article nodes as gatsby/mdx-nodes.ts makes them: the front matter, with the file name as slug. */
const drawn = { slug: "fixture-article", title: "What a Regional Distributor Learned From Its First AI Pilot", category: "Case Studies" };
const named = { slug: "named-picture", title: "Measuring AI ROI", category: "Finance", image: "../images/insights/ai-roi-measurement.jpg" };

describe("an article without an image", () => {
  let publicDir: string;
  const files = () => fs.readdirSync(path.join(publicDir, ARTWORK_DIR)).sort();
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-artwork-"));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("gets Article.artwork: an SVG address under /static, named after the article and a hash of its drawing", () => {
    const artwork = resolveArtwork(drawn);
    expect(artwork).toEqual({
      src: expect.stringMatching(/^\/static\/artwork\/fixture-article-[0-9a-f]{12}\.svg$/),
      width: 1600,
      height: 900,
      backgroundColor: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
    });
    // Same article, same address; a new title or category, a new address (a year-long cache never shows an old picture).
    expect(resolveArtwork({ ...drawn })).toEqual(artwork);
    expect(resolveArtwork({ ...drawn, title: "A Better Title" })!.src).not.toBe(artwork!.src);
    expect(resolveArtwork({ ...drawn, category: "Finance" })!.src).not.toBe(artwork!.src);
  });

  it("has its drawing written where that address points, whole; pictures no article uses any more are removed", async () => {
    expect(await writeArtwork(publicDir, [drawn, named])).toEqual({ written: 1, kept: 0, removed: 0 });
    const src = resolveArtwork(drawn)!.src;
    expect(files()).toEqual([path.basename(src)]);
    expect(fs.readFileSync(path.join(publicDir, src), "utf8")).toBe(artworkSvg(drawn));

    // A second build keeps it; a changed title writes the new picture and drops the old one.
    expect(await writeArtwork(publicDir, [drawn, named])).toEqual({ written: 0, kept: 1, removed: 0 });
    const retitled = { ...drawn, title: "A Better Title" };
    expect(await writeArtwork(publicDir, [retitled, named])).toEqual({ written: 1, kept: 0, removed: 1 });
    expect(files()).toEqual([path.basename(resolveArtwork(retitled)!.src)]);
    // A build stopped half-way leaves a partial file behind; the next one removes it.
    fs.writeFileSync(path.join(publicDir, ARTWORK_DIR, ".fixture-article-0.svg.99.partial"), "<svg");
    expect(await writeArtwork(publicDir, [retitled])).toEqual({ written: 0, kept: 1, removed: 1 });
  });

  it("is not drawn when the front matter names a picture: Article.artwork is null and the processed image is used", async () => {
    expect(resolveArtwork(named)).toBeNull();
    expect(resolveArtwork({ ...named, image: "" })).not.toBeNull();
    expect(await writeArtwork(publicDir, [named])).toEqual({ written: 0, kept: 0, removed: 0 });
    expect(files()).toEqual([]);
  });

  it("is drawn by the same component as a processed picture: one fallback source, the ink colour behind it while it loads", () => {
    const artwork = resolveArtwork(drawn)!;
    expect(articlePicture({ image: null, artwork })).toEqual({
      layout: "constrained",
      width: 1600,
      height: 900,
      backgroundColor: artwork.backgroundColor,
      images: { fallback: { src: artwork.src }, sources: [] },
    });
    const processed = {
      images: { sources: [{ type: "image/avif", srcSet: "/a.avif 800w" }] },
      layout: "constrained" as const,
      width: 800,
      height: 450,
    };
    expect(articlePicture({ image: { childImageSharp: { gatsbyImageData: processed } }, artwork: null })).toBe(processed);
    expect(articlePicture({ image: null, artwork: null })).toBeUndefined();
  });

  it("is drawn in the editing room's preview as the build will draw it, from the title and category as typed", async () => {
    const preview = previewArtwork(drawn)!;
    const { src, ...size } = resolveArtwork(drawn)!;
    expect(preview).toEqual({ ...size, src: expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,/) });
    // The very file the build writes for it, not a look-alike.
    await writeArtwork(publicDir, [drawn]);
    expect(decodeURIComponent(preview.src.slice(preview.src.indexOf(",") + 1))).toBe(fs.readFileSync(path.join(publicDir, src), "utf8"));
    // Retitled as the editor types: the new drawing.
    expect(previewArtwork({ ...drawn, title: "A Better Title" })!.src).not.toBe(preview.src);
    // Nothing to draw: the entry names its own picture.
    expect(previewArtwork(named)).toBeNull();
    // No title or no category chosen yet: the note of where the picture will come from, at the picture's size.
    const note = previewArtwork({})!;
    expect(note).toMatchObject({ width: size.width, height: size.height });
    expect(decodeURIComponent(note.src)).toContain(ARTWORK_NOTE[0]);
    for (const unfinished of [{ ...drawn, title: " " }, { title: drawn.title }, { ...drawn, category: "toString" }])
      expect(previewArtwork(unfinished)).toEqual(note);
  });
});
