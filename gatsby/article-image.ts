import fs from "node:fs";
import path from "node:path";
import type { Actions, GatsbyNode, Node } from "gatsby";
import type { FileSystemNode } from "gatsby-source-filesystem";
import { createFileNode } from "gatsby-source-filesystem/create-file-node";
import { artworkKey, renderArtwork, type ArtworkInput } from "./article-artwork";

/**
 * An article's picture is the file its front matter names, or, when it
 * names none, an artwork drawn at build time from its title and category
 * (gatsby/article-artwork.ts). The artwork is a real File node, child of the
 * Article, so gatsby-transformer-sharp gives it `childImageSharp` and every
 * query (cards, the article's hero, the search index) reads `image` the same
 * way for both.
 *
 * Drawn pictures are kept in Gatsby's cache folder under a hash of the
 * drawing (designFingerprint), the title and the category, so a build draws
 * only the articles that are new or whose title or category changed, and
 * every one again when the drawing changes.
 */

const FOLDER = "article-artwork";

/** The Article node field that holds the id of its artwork's File node, when it has one. */
export const ARTWORK_FIELD = "artwork";

/** Where an article's artwork is kept: one folder per hash, the file named after the article (it appears in the image's address). */
export function artworkPath(cacheDir: string, slug: string, input: ArtworkInput): string {
  return path.join(cacheDir, FOLDER, artworkKey(input), `${slug}.jpg`);
}

/** What this build drew and took from the cache, for its log; drawings may overlap, so the time is from the first start to the last end. */
const tally = { drawn: 0, cached: 0, first: 0, last: 0 };

/** The artwork's file, drawn now if the cache does not have it. Returns its path and whether it was drawn. */
export async function ensureArtwork(cacheDir: string, slug: string, input: ArtworkInput): Promise<{ file: string; drawn: boolean }> {
  const file = artworkPath(cacheDir, slug, input);
  if (fs.existsSync(file)) {
    tally.cached++;
    return { file, drawn: false };
  }
  if (!tally.drawn) tally.first = performance.now();
  const bytes = await renderArtwork(input);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  // Written whole or not at all: a build stopped half-way must not leave a broken picture that the next build would trust.
  const partial = `${file}.${process.pid}.partial`;
  await fs.promises.writeFile(partial, bytes);
  await fs.promises.rename(partial, file);
  tally.drawn++;
  tally.last = performance.now();
  return { file, drawn: true };
}

/** The fields of an Article node the artwork is made from. */
export type ArtworkArticle = Node & { slug: string; title: string; category: string };

interface ArtworkArgs {
  article: ArtworkArticle;
  /** The File node's id, which the Article already names in its `artwork` field. */
  id: string;
  cacheDir: string;
  createNodeId: (input: string) => string;
  actions: Pick<Actions, "createNode" | "createParentChildLink">;
}

/**
 * Creates the File node of an article's artwork as a child of the Article,
 * so Gatsby keeps it as long as the article and drops it with it. The node
 * is owned by gatsby-source-filesystem, which owns the File type, as
 * createFileNodeFromBuffer does (that helper is not used because it needs
 * the picture's bytes on every build, i.e. drawing it again).
 */
export async function createArtworkNode({ article, id, cacheDir, createNodeId, actions }: ArtworkArgs): Promise<void> {
  const { file } = await ensureArtwork(cacheDir, article.slug, { title: article.title, category: article.category });
  const fileNode = await createFileNode(file, createNodeId, { name: FOLDER, path: path.join(cacheDir, FOLDER) });
  fileNode.id = id;
  fileNode.parent = article.id;
  await actions.createNode(fileNode, { name: "gatsby-source-filesystem" });
  actions.createParentChildLink({ parent: article, child: fileNode });
}

/**
 * A warm build keeps the nodes of articles whose file did not change, so
 * onCreateNode does not see them again. If the drawing changed since (its
 * fingerprint is in the cache key) or the picture's file is gone, their
 * pictures are drawn again here; otherwise this only compares paths. An
 * Article whose File node does not exist yet is one onCreateNode is
 * drawing right now: left to it.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ getNodesByType, getNode, cache, actions, createNodeId }) => {
  for (const node of getNodesByType("Article")) {
    const article = node as ArtworkArticle & Record<string, unknown>;
    const id = article[ARTWORK_FIELD];
    if (typeof id !== "string") continue;
    const current = getNode(id) as FileSystemNode | undefined;
    const wanted = artworkPath(cache.directory, article.slug, article);
    if (!current || (current.absolutePath === wanted && fs.existsSync(wanted))) continue;
    await createArtworkNode({ article, id, cacheDir: cache.directory, createNodeId, actions });
  }
};

/** An Article node: its front matter's `image` (a path) and, when drawn, its artwork's id. */
type ImageSource = Record<string, unknown>;

type Resolver = (source: ImageSource, args: unknown, context: ResolverContext, info: { originalResolver: Resolver }) => unknown;
interface ResolverContext {
  nodeModel: { getNodeById: (args: { id: string; type?: string }) => unknown };
}

/** Article.image: the front matter's file (resolved relative to the article, as before), or else the drawn artwork. */
export const resolveArticleImage: Resolver = (source, args, context, info) => {
  if (source.image != null && source.image !== "") return info.originalResolver(source, args, context, info);
  const id = source[ARTWORK_FIELD];
  return typeof id === "string" ? context.nodeModel.getNodeById({ id, type: "File" }) : null;
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({ Article: { image: { resolve: resolveArticleImage } } });
};

/**
 * Removes drawn pictures that no article uses any more (a title or category
 * changed, an article was deleted or given a picture), so the cache holds
 * one picture per article without one.
 */
export function pruneArtwork(cacheDir: string, inUse: ReadonlySet<string>): number {
  const root = path.join(cacheDir, FOLDER);
  if (!fs.existsSync(root)) return 0;
  let removed = 0;
  for (const key of fs.readdirSync(root)) {
    const dir = path.join(root, key);
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (inUse.has(file)) continue;
      fs.rmSync(file, { force: true });
      removed++;
    }
    if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  }
  return removed;
}

/** Once every node exists: says what was drawn, and removes the pictures no article uses any more. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, cache, reporter }) => {
  const root = path.join(cache.directory, FOLDER);
  const inUse = new Set(
    getNodesByType("File")
      .map((node) => (node as FileSystemNode).absolutePath)
      .filter((file) => file.startsWith(root)),
  );
  const removed = pruneArtwork(cache.directory, inUse);
  if (tally.drawn || tally.cached || removed) {
    const seconds = (tally.last - tally.first) / 1000;
    const drawn = tally.drawn ? ` in ${seconds.toFixed(1)} s (${Math.round((seconds * 1000) / tally.drawn)} ms each)` : "";
    reporter.info(`Article artwork: ${tally.drawn} drawn${drawn}, ${tally.cached} from the cache, ${removed} unused removed.`);
  }
  Object.assign(tally, { drawn: 0, cached: 0, first: 0, last: 0 });
};
