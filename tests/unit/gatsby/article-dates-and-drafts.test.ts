import fs from "node:fs";
import path from "node:path";
import type { Node } from "gatsby";
import { checkEntry, checkEntryWithBody } from "../../../cms/checks";
import { draftRefusal, readContent, type ContentFile, type ContentReader } from "../../../cms/deletion";
import { fromMdx } from "../../../cms/source-format";
import { brandNamesIn } from "../../../gatsby/brand";
import { feedItems } from "../../../gatsby/sitemap-and-feed";
import { readArticles, readInventory } from "../../../gatsby/inventory";
import { onCreateNode } from "../../../gatsby/mdx-nodes";
import { validateContent } from "../../../gatsby/validate";
import { CONTENT, copyOfContent, edit, featuredFiles, twoFeaturedProblem } from "../content-files";

const SITE = "https://www.everpeak.ai";
const ROI = "insights/ai-roi-measurement.mdx";

/** The UTC day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("an article's date", () => {
  let dir: string;
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const setDate = (date: string) => edit(dir, ROI, (t) => t.replace(/^date: .*$/m, `date: ${date}`));

  it("is refused before 2000, in a sentence naming the file and the field", () => {
    setDate("1999-12-31");
    expect(validateContent(dir)).toEqual([
      'content/insights/ai-roi-measurement.mdx: "date" is 1999-12-31, before 2000-01-01, the earliest date allowed here. Check the year.',
    ]);
    setDate("1904-03-15");
    expect(validateContent(dir)).toEqual([
      'content/insights/ai-roi-measurement.mdx: "date" is 1904-03-15, before 2000-01-01, the earliest date allowed here. Check the year.',
    ]);
    setDate("2000-01-01");
    expect(validateContent(dir)).toEqual([]);
  });

  it("is refused more than a year after today, and taken up to a year ahead", () => {
    setDate(day(366));
    expect(validateContent(dir)).toEqual([
      `content/insights/ai-roi-measurement.mdx: "date" is ${day(366)}, more than a year after today (${day(0)}); ` +
        `the latest date allowed here is ${day(365)}. Check the year.`,
    ]);
    setDate(day(365));
    expect(validateContent(dir)).toEqual([]);
  });

  it("gets the same sentence in the editing room before a save, where the form holds the date as text", () => {
    const routes = [...readInventory(CONTENT).routes];
    const names = brandNamesIn(CONTENT);
    const data = fromMdx(fs.readFileSync(path.join(CONTENT, ROI), "utf8"));
    expect(checkEntry(`content/${ROI}`, { ...data, date: "1904-03-15" }, { routes, names })).toEqual([
      'content/insights/ai-roi-measurement.mdx: "date" is 1904-03-15, before 2000-01-01, the earliest date allowed here. Check the year.',
    ]);
    expect(checkEntry(`content/${ROI}`, { ...data, date: "2024-03-15" }, { routes, names })).toEqual([]);
  });

  it("that is not on the calendar is reported once, as such, not also as out of range", () => {
    setDate("2023-02-30");
    expect(validateContent(dir)).toEqual([
      'content/insights/ai-roi-measurement.mdx: "date" is 2023-02-30, which is not a real date: February 2023 has 28 days. Write it as YYYY-MM-DD, for example 2024-01-05.',
    ]);
  });
});

const DRAFT_SLUG = "closing-the-quarter-notes";
const DRAFT_FILE = `insights/${DRAFT_SLUG}.mdx`;
/** 40 words. */
const SHORT_BODY =
  "Three finance teams closed the quarter with an assistant drafting reconciliations. The time saved came from fewer " +
  "handoffs, not faster typing. Each team kept a person signing off every entry, and each found the same two gaps in its data.";

/**
 * A new article as an editor starts one: a title too long for a browser tab and no SEO title yet, a read time
 * guessed before the text is written, featured, and 40 words.
 */
function writeDraft(dir: string, { draft }: { draft: boolean | undefined }) {
  const front = [
    ...(draft === undefined ? [] : [`draft: ${draft}`]),
    `id: ${DRAFT_SLUG}`,
    'title: "What Three Finance Teams Learned Closing the Quarter With an AI Assistant Beside Them"',
    'excerpt: "Notes from three finance teams on closing the books with an assistant: what saved time and what still needed a person."',
    "category: Finance",
    'author: "{product} Finance Practice"',
    "date: 2024-05-02",
    "readTime: 6",
    "featured: true",
    "gated: false",
    'ctaLabel: "Plan Your Close"',
    'ctaTitle: "Plan a faster close"',
    'ctaText: "We help finance teams plan a faster quarter close."',
  ];
  fs.writeFileSync(path.join(dir, DRAFT_FILE), `---\n${front.join("\n")}\n---\n\n${SHORT_BODY}\n`);
}

describe("a draft article", () => {
  let dir: string;
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("of 40 words, with a read time that does not fit and no SEO title for its long title, can be kept", () => {
    expect(SHORT_BODY.split(/\s+/)).toHaveLength(40);
    writeDraft(dir, { draft: true });
    expect(validateContent(dir)).toEqual([]);
  });

  it("meets the checks of a live page once it is published", () => {
    writeDraft(dir, { draft: false });
    const problems = validateContent(dir);
    expect(problems).toEqual([
      `content/${DRAFT_FILE}: has a title of 85 characters, too long for a browser tab; add "seoTitle" with 49 characters or fewer.`,
      expect.stringMatching(new RegExp(`^content/${DRAFT_FILE}: "readTime" is 6 minutes, but the article has 40 words`)),
    ]);
    writeDraft(dir, { draft: undefined });
    expect(validateContent(dir)).toEqual(problems);
  });

  it("can be kept from the editing room too, and is held to the same checks there once published", async () => {
    writeDraft(dir, { draft: true });
    const routes = [...readInventory(CONTENT).routes];
    const names = brandNamesIn(CONTENT);
    const data = fromMdx(fs.readFileSync(path.join(dir, DRAFT_FILE), "utf8"));
    expect(await checkEntryWithBody(`content/${DRAFT_FILE}`, data, { routes, names })).toEqual([]);
    const published = await checkEntryWithBody(`content/${DRAFT_FILE}`, { ...data, draft: false }, { routes, names });
    expect(published.join("\n")).toMatch(/"readTime" is 6 minutes/);
    expect(published.join("\n")).toMatch(/too long for a browser tab/);
  });

  it("does not count towards the three featured articles the listing needs", () => {
    const featured = featuredFiles(dir);
    expect(featured).toHaveLength(3);
    edit(dir, `insights/${featured[0]!}`, (t) => t.replace("featured: true", "featured: false"));
    writeDraft(dir, { draft: true });
    expect(validateContent(dir)).toEqual([twoFeaturedProblem(dir, featured.slice(1))]);
  });

  // The sitemap lists the pages the build wrote, one per route; the feed is made from the Article nodes (below).
  it("is no route of the site (so no page or sitemap entry) and no article the listing reads; published, it is both", () => {
    writeDraft(dir, { draft: true });
    const route = `/insights/${DRAFT_SLUG}`;
    const inventory = readInventory(dir);
    expect(inventory.routes.has(route)).toBe(false);
    expect(inventory.articles.map((entry) => entry.slug)).not.toContain(DRAFT_SLUG);
    expect(readArticles(dir).map((article) => article.slug)).not.toContain(DRAFT_SLUG);

    writeDraft(dir, { draft: false });
    expect(readInventory(dir).routes.has(route)).toBe(true);
    expect(readArticles(dir).map((article) => article.slug)).toContain(DRAFT_SLUG);
  });

  it("cannot be linked to from a published page, and the sentence says the file is a draft", () => {
    edit(dir, "insights/ai-security-considerations.mdx", (t) => t.replace("---\n", "---\ndraft: true\n"));
    expect(readInventory(dir).drafts.map((entry) => entry.route)).toEqual(["/insights/ai-security-considerations"]);
    expect(validateContent(dir)).toEqual([
      expect.stringMatching(
        /^content\/insights\/healthcare-ai-compliance\.mdx, line \d+: links to "\/insights\/ai-security-considerations", which is not on the site yet: content\/insights\/ai-security-considerations\.mdx is a draft\. Switch its Draft off and publish it first, or take this link out\.$/,
      ),
    ]);
  });

  it("becomes no Article node, so the build makes no page, listing entry, related link, search entry or feed item of it", () => {
    const created: Record<string, unknown>[] = [];
    const createFor = (frontmatter: Record<string, unknown>) => {
      const file = { id: "file", sourceInstanceName: "content", relativeDirectory: "insights", name: DRAFT_SLUG };
      const mdx = { id: "mdx", parent: "file", frontmatter, internal: { type: "Mdx" } } as unknown as Node;
      void onCreateNode!(
        {
          node: mdx,
          getNode: (id: string) => (id === "file" ? file : undefined),
          createNodeId: (seed: string) => seed,
          createContentDigest: () => "digest",
          actions: { createNode: (node: Record<string, unknown>) => created.push(node), createParentChildLink: () => undefined },
        } as never,
        {} as never,
        () => undefined,
      );
    };
    const feed = () => feedItems(SITE, created as never).map((item) => item.url);
    createFor({ id: DRAFT_SLUG, title: "Unfinished", draft: true });
    expect(created).toEqual([]);
    expect(feed()).toEqual([]);
    createFor({ id: DRAFT_SLUG, title: "Finished", draft: false });
    expect(created).toEqual([expect.objectContaining({ slug: DRAFT_SLUG, path: `/insights/${DRAFT_SLUG}`, title: "Finished" })]);
    expect(feed()).toEqual([`${SITE}/insights/${DRAFT_SLUG}`]);
  });
});

describe("saving an article that is on the site as a draft, in the editing room", () => {
  /** The repository's files, as the backend reads them for the check before the save (cms/src/backends.ts). */
  const disk: ContentReader = {
    getEntry: async (file) => ({ data: fs.readFileSync(path.resolve(CONTENT, "..", file), "utf8") }),
    entriesByFolder: async (folder, extension) =>
      fs
        .readdirSync(path.resolve(CONTENT, "..", folder))
        .filter((name) => name.endsWith(`.${extension}`))
        .map((name) => ({ file: { path: `${folder}/${name}` }, data: fs.readFileSync(path.resolve(CONTENT, "..", folder, name), "utf8") })),
  };
  let files: ContentFile[];
  beforeAll(async () => {
    files = await readContent(disk);
  });
  const title = (file: string) => `"${String(files.find((entry) => entry.path === file)!.data.title)}"`;

  it("is refused while another page links to it, naming that page by its title: the draft would have no page", () => {
    const security = "content/insights/ai-security-considerations.mdx";
    expect(draftRefusal(security, files)).toBe(
      `${title(security)} can't be kept as a draft: it is linked from ${title("content/insights/healthcare-ai-compliance.mdx")}. ` +
        "Remove the links to it there first, then switch Draft on.",
    );
  });

  it("is refused for one of the three featured articles the listing needs", () => {
    expect(draftRefusal("content/insights/future-of-ai-business-transformation.mdx", files)).toMatch(
      /can't be kept as a draft: then only 2 articles are featured \("/,
    );
  });

  it("goes through for an article nobody links to, and for a new one", () => {
    expect(draftRefusal("content/insights/data-driven-culture-transformation.mdx", files)).toBeUndefined();
    expect(draftRefusal(`content/${DRAFT_FILE}`, files)).toBeUndefined();
  });
});
