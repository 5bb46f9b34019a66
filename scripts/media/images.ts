import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { splitFrontMatter } from "../../content-core/front-matter";
import { CONTENT_DIR, readInventory } from "../../gatsby/inventory";

/**
 * The artworks the content names, for the media scripts: one per solution
 * file (`heroBackgroundImage`) and per article (`image`), and the home page's
 * solution cards (`backgroundImage` in home.yaml), read from the files that
 * gatsby/inventory.ts finds. So a new article or solution needs no change here.
 *
 *   npx tsx scripts/media/images.ts          one line per image, tab-separated:
 *                                            image  width  height  budget  named-by
 *   npx tsx scripts/media/images.ts --json   { entries, images } as JSON
 *
 * Paths are relative to the repository, e.g. content/images/insights/<slug>.jpg.
 */

const REPOSITORY = path.resolve(CONTENT_DIR, "..");

/** The size each kind of artwork is drawn at, and the most bytes its JPEG may take. */
export const IMAGE_KINDS = {
  solution: { width: 2400, height: 1600, budget: 600_000 },
  article: { width: 1600, height: 900, budget: 350_000 },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;

/** A solution or article file, and the image it names (none: the build makes the article's artwork). */
export interface MediaEntry {
  kind: ImageKind;
  slug: string;
  route: string;
  file: string;
  image: string | null;
}

/** An image the content names, with the files that name it. */
export interface ContentImage {
  image: string;
  kind: ImageKind;
  width: number;
  height: number;
  budget: number;
  namedBy: string[];
}

const read = (file: string) => fs.readFileSync(path.join(REPOSITORY, file), "utf8").replace(/^\uFEFF/, "");

function fields(file: string): Record<string, unknown> {
  const text = read(file);
  const source = file.endsWith(".mdx") ? (splitFrontMatter(text)?.frontMatter ?? "") : text;
  return (yaml.load(source) ?? {}) as Record<string, unknown>;
}

/** A path as a content file writes it (relative to that file), from the repository. */
function fromRepository(file: string, named: unknown): string | null {
  if (typeof named !== "string" || named.trim() === "") return null;
  return path
    .relative(REPOSITORY, path.resolve(REPOSITORY, path.dirname(file), named))
    .split(path.sep)
    .join("/");
}

export function mediaEntries(contentDir: string = CONTENT_DIR): MediaEntry[] {
  const inventory = readInventory(contentDir);
  return [
    ...inventory.solutions.map((entry) => ({
      kind: "solution" as const,
      ...entry,
      image: fromRepository(entry.file, fields(entry.file).heroBackgroundImage),
    })),
    ...inventory.articles.map((entry) => ({
      kind: "article" as const,
      ...entry,
      image: fromRepository(entry.file, fields(entry.file).image),
    })),
  ];
}

/** Every image the content names, once, in the order of mediaEntries() and then the home cards. */
export function contentImages(contentDir: string = CONTENT_DIR): ContentImage[] {
  const named: { file: string; kind: ImageKind; image: string | null }[] = mediaEntries(contentDir).map(({ file, kind, image }) => ({
    file,
    kind,
    image,
  }));
  const home = "content/home.yaml";
  const cards = ((fields(home).solutions as { cards?: { backgroundImage?: unknown }[] } | undefined)?.cards ?? []).map(
    (card) => card.backgroundImage,
  );
  for (const card of cards) named.push({ file: home, kind: "solution", image: fromRepository(home, card) });

  const images = new Map<string, ContentImage>();
  for (const { file, kind, image } of named) {
    if (!image) continue;
    const known = images.get(image);
    if (!known) images.set(image, { image, kind, ...IMAGE_KINDS[kind], namedBy: [file] });
    else if (known.kind !== kind)
      throw new Error(
        `${image} is the ${known.kind} image of ${known.namedBy.join(", ")} and the ${kind} image of ${file}; the two kinds are drawn at different sizes, so give each its own file.`,
      );
    else if (!known.namedBy.includes(file)) known.namedBy.push(file);
  }
  return [...images.values()];
}

if (require.main === module) {
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify({ entries: mediaEntries(), images: contentImages() }, null, 2)}\n`);
  } else {
    for (const image of contentImages())
      process.stdout.write(`${[image.image, image.width, image.height, image.budget, image.namedBy.join(",")].join("\t")}\n`);
  }
}
