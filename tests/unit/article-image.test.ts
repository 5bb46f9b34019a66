import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ARTWORK_FIELD, artworkPath, ensureArtwork, pruneArtwork, resolveArticleImage, sourceNodes } from "../../gatsby/article-image";
import { onCreateNode } from "../../gatsby/mdx-nodes";

/** A fixture article as gatsby-plugin-mdx hands it over: an Mdx node under content/insights/<slug>.mdx. */
const frontmatter = {
  id: "fixture-article",
  title: "What a Regional Distributor Learned From Its First AI Pilot",
  excerpt: "A fixture for the tests: an article whose front matter names no picture, so the build draws one.",
  category: "Case Studies",
  author: "Everpeak Strategy Team",
  date: "2024-02-01",
  readTime: 5,
  featured: false,
  gated: false,
  ctaLabel: "Get Your Free Assessment",
  ctaTitle: "Plan your first pilot",
  ctaText: "We respond within 24 hours.",
};

interface Created {
  node: Record<string, unknown> & { id: string; internal: { type: string } };
  plugin?: { name: string };
}

/** Runs the site's onCreateNode for an Mdx node, with Gatsby's helpers faked, and returns what it created. */
async function createNodesFor(cacheDir: string, fields: Record<string, unknown>) {
  const contentFile = { id: "file-1", sourceInstanceName: "content", relativeDirectory: "insights", name: "fixture-article", internal: { type: "File" } };
  const mdx = { id: "mdx-1", parent: contentFile.id, children: [], frontmatter: fields, internal: { type: "Mdx", contentDigest: "x", owner: "gatsby-plugin-mdx" } };
  const created: Created[] = [];
  const links: [string, string][] = [];
  const actions = {
    createNode: (node: Created["node"], plugin?: { name: string }) => {
      created.push({ node, plugin });
    },
    createParentChildLink: ({ parent, child }: { parent: { id: string }; child: { id: string } }) => {
      links.push([parent.id, child.id]);
    },
  };
  const args = {
    node: mdx,
    getNode: (id: string) => (id === contentFile.id ? contentFile : undefined),
    actions,
    createNodeId: (input: string) => `node-id(${input})`,
    createContentDigest: (input: unknown) => JSON.stringify(input).length.toString(),
    cache: { directory: cacheDir },
  };
  await (onCreateNode as unknown as (a: typeof args) => Promise<void>)(args);
  const byType = (type: string) => created.filter((c) => c.node.internal.type === type);
  return { created, links, article: byType("Article")[0]?.node, files: byType("File") };
}

/** What Gatsby's resolver context offers, enough for Article.image. */
function contextWith(nodes: { id: string }[]) {
  return { nodeModel: { getNodeById: ({ id }: { id: string }) => nodes.find((node) => node.id === id) ?? null } };
}

describe("an article without an image", () => {
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-artwork-"));
  });
  afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));
  jest.setTimeout(60_000);

  it("gets a drawn picture as a File node under its Article, which Article.image returns", async () => {
    const { article, files, links } = await createNodesFor(cacheDir, frontmatter);
    expect(article).toBeDefined();
    expect(files).toHaveLength(1);
    const [{ node: file, plugin }] = files as [Created];

    // A real File node: gatsby-transformer-sharp makes its childImageSharp like any content image's.
    expect(plugin).toEqual({ name: "gatsby-source-filesystem" });
    expect(file).toMatchObject({ id: article![ARTWORK_FIELD], parent: article!.id, extension: "jpg", name: "fixture-article" });
    expect((file.internal as { mediaType?: string }).mediaType).toBe("image/jpeg");
    expect(links).toContainEqual([article!.id, file.id]);
    const meta = await sharp(String(file.absolutePath)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1600, 900]);

    const originalResolver = jest.fn();
    const image = resolveArticleImage(article!, {}, contextWith([file]), { originalResolver });
    expect(image).toBe(file);
    expect(originalResolver).not.toHaveBeenCalled();
  });

  it("is drawn once: a second build finds it in the cache, and a new title draws a new one", async () => {
    const input = { title: frontmatter.title, category: frontmatter.category };
    expect((await ensureArtwork(cacheDir, "fixture-article", input)).drawn).toBe(true);
    const file = artworkPath(cacheDir, "fixture-article", input);
    const bytes = fs.readFileSync(file);
    const again = await ensureArtwork(cacheDir, "fixture-article", input);
    expect(again).toEqual({ file, drawn: false });
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);

    const retitled = await ensureArtwork(cacheDir, "fixture-article", { ...input, title: "A Better Title" });
    expect(retitled.drawn).toBe(true);
    expect(retitled.file).not.toBe(file);
    // The old picture is no longer used by any article: the cache drops it.
    expect(pruneArtwork(cacheDir, new Set([retitled.file]))).toBe(1);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(retitled.file)).toBe(true);
  });

  it("is drawn again on a warm build whose kept node points at an out-of-date picture (the drawing changed)", async () => {
    const { article, files } = await createNodesFor(cacheDir, frontmatter);
    const kept = { ...files[0]!.node, absolutePath: path.join(cacheDir, "article-artwork", "0ld", "fixture-article.jpg") };
    const runSourceNodes = async (file: typeof kept) => {
      const created: Created["node"][] = [];
      await (sourceNodes as unknown as (a: object) => Promise<void>)({
        getNodesByType: (type: string) => (type === "Article" ? [article] : []),
        getNode: (id: string) => (id === file.id ? file : undefined),
        cache: { directory: cacheDir },
        actions: { createNode: (node: Created["node"]) => created.push(node), createParentChildLink: () => undefined },
        createNodeId: (input: string) => `node-id(${input})`,
      });
      return created;
    };
    const [redrawn, ...more] = await runSourceNodes(kept);
    expect(more).toEqual([]);
    expect(redrawn).toMatchObject({ id: kept.id, parent: article!.id, absolutePath: artworkPath(cacheDir, "fixture-article", frontmatter) });
    // Up to date: nothing to do.
    expect(await runSourceNodes(files[0]!.node as typeof kept)).toEqual([]);
    // Its File node not made yet: onCreateNode is drawing it at this moment, and is left to it.
    expect(await runSourceNodes({ ...kept, id: "not-created-yet" })).toEqual([]);
  });

  it("is not drawn when the front matter names a picture, which Article.image resolves as before", async () => {
    const { article, files } = await createNodesFor(cacheDir, { ...frontmatter, image: "../images/insights/ai-roi-measurement.jpg" });
    expect(files).toEqual([]);
    expect(article![ARTWORK_FIELD]).toBeUndefined();
    expect(fs.readdirSync(cacheDir)).toEqual([]);

    const ownFile = { id: "content-image" };
    const originalResolver = jest.fn(() => ownFile);
    expect(resolveArticleImage(article!, {}, contextWith([]), { originalResolver })).toBe(ownFile);
  });

  it("is never drawn for a legal page, which has no image field", async () => {
    const contentFile = { id: "file-2", sourceInstanceName: "content", relativeDirectory: "legal", name: "privacy-policy", internal: { type: "File" } };
    const created: string[] = [];
    await (onCreateNode as unknown as (a: object) => Promise<void>)({
      node: { id: "mdx-2", parent: contentFile.id, children: [], frontmatter: { id: "privacy-policy", title: "Privacy Policy" }, internal: { type: "Mdx" } },
      getNode: () => contentFile,
      actions: { createNode: (node: { internal: { type: string } }) => created.push(node.internal.type), createParentChildLink: () => undefined },
      createNodeId: (input: string) => input,
      createContentDigest: () => "x",
      cache: { directory: cacheDir },
    });
    expect(created).toEqual(["LegalPage"]);
  });
});
