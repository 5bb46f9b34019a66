import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { artworkAt, artworkSvg, isDrawn, type ArtworkField, type ArtworkInput } from "../content-core/artwork";

/**
 * An article that names no image gets Article.artwork: an SVG drawn from its title and category
 * (content-core/artwork), written to public/static/artwork under its slug and the drawing's hash, so
 * it is cached for a year like the rest of /static and a new drawing gets a new address.
 */

/** Where the drawn pictures are written and served, under public/. */
export const ARTWORK_DIR = "static/artwork";

/** The fields of an Article node the artwork is made from, and the front matter's `image`, which makes it unnecessary. */
export type ArtworkArticle = ArtworkInput & { slug: string; image?: unknown };

// The drawing for a title and category, once per process: the listing, the search index, related reading and the article's own page all ask.
const drawings = new Map<string, { svg: string; hash: string }>();

function drawingFor(input: ArtworkInput) {
  const key = `${input.category}\n${input.title}`;
  let drawing = drawings.get(key);
  if (!drawing) {
    const svg = artworkSvg(input);
    drawing = { svg, hash: createHash("sha256").update(svg).digest("hex").slice(0, 12) };
    drawings.set(key, drawing);
  }
  return drawing;
}

/** The file name of an article's drawn picture: its slug (readable in the address) and the drawing's hash. */
export const artworkFileName = (article: ArtworkArticle) => `${article.slug}-${drawingFor(article).hash}.svg`;

/** Article.artwork: null when the article names its own image. */
export function resolveArtwork(article: ArtworkArticle): ArtworkField | null {
  if (!isDrawn(article)) return null;
  return artworkAt(`/${ARTWORK_DIR}/${artworkFileName(article)}`);
}

/** Writes the drawn pictures missing from public/static/artwork, and removes those no article uses any more. */
export async function writeArtwork(
  publicDir: string,
  articles: readonly ArtworkArticle[],
): Promise<{ written: number; kept: number; removed: number }> {
  const dir = path.join(publicDir, ARTWORK_DIR);
  await fs.promises.mkdir(dir, { recursive: true });
  const wanted = new Map(articles.filter(isDrawn).map((article) => [artworkFileName(article), article]));
  const present = new Set(await fs.promises.readdir(dir));
  let written = 0;
  for (const [name, article] of wanted) {
    if (present.has(name)) continue;
    // Written whole or not at all: a build stopped half-way must not leave a broken picture that the next one would keep.
    const partial = path.join(dir, `.${name}.${process.pid}.partial`);
    await fs.promises.writeFile(partial, drawingFor(article).svg);
    await fs.promises.rename(partial, path.join(dir, name));
    written++;
  }
  let removed = 0;
  for (const name of present) {
    if (wanted.has(name)) continue;
    await fs.promises.rm(path.join(dir, name), { force: true });
    removed++;
  }
  return { written, kept: wanted.size - written, removed };
}

/** The ArticleArtwork type; gatsby/schema.ts resolves Article.artwork. */
export const artworkTypeDefs = `
  type ArticleArtwork {
    src: String!
    width: Int!
    height: Int!
    backgroundColor: String!
  }
`;
