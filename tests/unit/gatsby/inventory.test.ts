import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readYaml } from "../../../content-core/yaml";
import { feedItems } from "../../../gatsby/sitemap-and-feed";
import { repeatedIndustryOptions } from "../../../gatsby/industry-agreement";
import { readArticles, readInventory } from "../../../gatsby/inventory";
import { listing, placeIn, related, type Listed } from "../../../gatsby/listing";
import { validateContent } from "../../../gatsby/validate";
import { overviewCards } from "../../../src/components/sections/SolutionGrid";
import { industryFromAddress, industryOptions } from "../../../src/lib/contact-rules";

const REPOSITORY = path.resolve(__dirname, "../../..");
const CONTENT = path.join(REPOSITORY, "content");
const SITE = "https://www.everpeak.ai";

/** A throwaway copy of the real content folder, which a test changes the way an editor would. */
function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-inventory-"));
  fs.cpSync(CONTENT, dir, { recursive: true });
  return dir;
}

/** Adds content/insights/<slug>.mdx, made from an existing public article with a new id, title, date and category. */
function addArticle(dir: string, slug: string, changes: { date: string; featured?: boolean; category?: string }) {
  const source = fs.readFileSync(path.join(dir, "insights", "ai-transformation-readiness.mdx"), "utf8");
  const text = source
    .replace(/^id: .*$/m, `id: ${slug}`)
    .replace(/^title: .*$/m, "title: Procurement analytics that finance teams trust")
    .replace(/^date: .*$/m, `date: ${changes.date}`)
    .replace(/^featured: .*$/m, `featured: ${changes.featured ?? false}`)
    .replace(/^category: .*$/m, `category: ${changes.category ?? "Strategy"}`);
  fs.writeFileSync(path.join(dir, "insights", `${slug}.mdx`), text);
}

/** Articles as the feed's query reads them: with their route. */
const withPaths = (articles: ReturnType<typeof readArticles>) =>
  articles.map((article) => ({ ...article, path: `/insights/${article.slug}` }));

describe("the articles' front matter", () => {
  it("is read with {product} and {company} filled in from site.yaml", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "feed-"));
    try {
      fs.mkdirSync(path.join(dir, "insights"));
      fs.writeFileSync(path.join(dir, "site.yaml"), "product: Summit\ncompany: Summit Labs\n");
      fs.writeFileSync(
        path.join(dir, "insights", "roi.mdx"),
        "---\ntitle: How {company} measures ROI\nexcerpt: What {product} tracks.\ncategory: Finance\ndate: 2024-01-05\ngated: false\n---\n\nBody.\n",
      );
      expect(readArticles(dir)).toEqual([
        expect.objectContaining({
          slug: "roi",
          title: "How Summit Labs measures ROI",
          excerpt: "What Summit tracks.",
          category: "Finance",
          date: "2024-01-05",
          gated: false,
        }),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is read for every article of content/insights, gated or not, with its date as a calendar date", () => {
    const articles = readArticles(CONTENT);
    expect(articles.length).toBeGreaterThanOrEqual(9);
    for (const entry of articles) {
      expect(entry.date).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(entry.title).not.toBe("undefined");
      expect(entry.excerpt).not.toBe("undefined");
    }
    expect(articles.some((entry) => entry.gated)).toBe(true);
    expect(feedItems(SITE, withPaths(articles))).toHaveLength(articles.filter((entry) => !entry.gated).length);
  });
});

describe("the content is the inventory", () => {
  let dir: string;
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  // Its sitemap entry, and its feed item in the built feed: tests/deploy-preview/added-article.spec.ts, on a built copy.
  it("gives a tenth article its route, a place in the listing and the first feed item, with no code change", () => {
    const before = readInventory(dir);
    addArticle(dir, "procurement-analytics", { date: "2025-01-15" });
    const after = readInventory(dir);

    expect(validateContent(dir)).toEqual([]);
    expect(after.articles).toHaveLength(before.articles.length + 1);
    expect(after.routes.has("/insights/procurement-analytics")).toBe(true);

    const { featured, recent } = listing(readArticles(dir));
    expect(featured).toHaveLength(3);
    expect(recent).toHaveLength(6);
    expect(recent[0]!.slug).toBe("procurement-analytics");

    const feed = feedItems(SITE, withPaths(readArticles(dir)));
    expect(feed[0]!.url).toBe(`${SITE}/insights/procurement-analytics`);
  });

  it("takes a removed article out of the inventory, and fails naming the file that still links to it", () => {
    fs.rmSync(path.join(dir, "insights", "ai-security-considerations.mdx"));
    expect(readInventory(dir).routes.has("/insights/ai-security-considerations")).toBe(false);
    expect(validateContent(dir)).toEqual([
      expect.stringMatching(
        /^content\/insights\/healthcare-ai-compliance\.mdx, line \d+: links to "\/insights\/ai-security-considerations", which is not a page on this site: there is no content\/insights\/ai-security-considerations\.mdx\.$/,
      ),
    ]);
  });

  it("publishes a new solution file as a page, and fails a menu entry that names a solution with no file", () => {
    const source = fs.readFileSync(path.join(dir, "solutions", "process-automation.yaml"), "utf8");
    fs.writeFileSync(path.join(dir, "solutions", "spend-analytics.yaml"), source.replace(/^subpage: .*$/m, "subpage: Spend Analytics"));
    expect(validateContent(dir)).toEqual([]);
    expect(readInventory(dir).solutions.map((entry) => entry.route)).toContain("/solutions/spend-analytics");

    const navigation = fs.readFileSync(path.join(dir, "navigation.yaml"), "utf8");
    fs.writeFileSync(
      path.join(dir, "navigation.yaml"),
      navigation.replace("path: /solutions/process-automation", "path: /solutions/workflow-automation"),
    );
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /^content\/navigation\.yaml: "solutionsMenu\.columns\[\d\]\.items\[\d\]\.path" points to "\/solutions\/workflow-automation", which is not a page on this site: there is no content\/solutions\/workflow-automation\.yaml\./,
      ),
    );
  });
});

describe("the /solutions overview", () => {
  const home = (link: string) => ({
    title: `Card ${link}`,
    titleLine2: null,
    hoverDescription: `About ${link}`,
    link,
    backgroundImage: null,
  });
  const page = (path: string) => ({
    path,
    subpage: `Page ${path}`,
    seo: { description: `Description of ${path}` },
    heroBackgroundImage: null,
  });

  it("keeps the home page's cards in their order and adds a card for a solution file the home page does not show", () => {
    const cards = overviewCards(
      [home("/solutions/b"), home("/solutions/a")],
      [page("/solutions/a"), page("/solutions/b"), page("/solutions/new")],
    );
    expect(cards.map((card) => [card.link, card.title, card.hoverDescription])).toEqual([
      ["/solutions/b", "Card /solutions/b", "About /solutions/b"],
      ["/solutions/a", "Card /solutions/a", "About /solutions/a"],
      ["/solutions/new", "Page /solutions/new", "Description of /solutions/new"],
    ]);
  });
});

describe("the listing and related reading", () => {
  const article = (slug: string, date: string, extra: Partial<Listed> = {}): Listed => ({
    slug,
    date,
    featured: false,
    category: "Strategy",
    ...extra,
  });

  it("features the three newest featured articles; an older fourth becomes the newest of the recent ones", () => {
    const articles = [
      article("f1", "2024-01-04", { featured: true }),
      article("f2", "2024-01-03", { featured: true }),
      article("f3", "2024-01-02", { featured: true }),
      article("f4", "2023-06-01", { featured: true }),
      ...Array.from({ length: 8 }, (_, i) => article(`r${i}`, `2023-0${Math.floor(i / 2) + 1}-1${i % 2}`)),
    ];
    const { featured, recent } = listing(articles);
    expect(featured.map((a) => a.slug)).toEqual(["f1", "f2", "f3"]);
    expect(recent.map((a) => a.slug)).toEqual(["f4", "r7", "r6", "r5", "r4", "r3"]);
    expect(placeIn(articles[3]!, articles)).toBe("recent");
    expect(
      placeIn(
        articles.find((a) => a.slug === "r0")!,
        articles,
      ),
    ).toBe("older");
  });

  it("relates up to three articles that share a main or further category, newest first, never the article itself", () => {
    const articles = [
      article("self", "2024-01-01", { category: "Healthcare", alsoIn: ["Security"] }),
      article("same-category", "2023-01-01", { category: "Healthcare" }),
      article("shares-also-in", "2023-05-01", { category: "Security" }),
      article("lists-it-also", "2023-03-01", { category: "Finance", alsoIn: ["Healthcare"] }),
      article("older-match", "2022-01-01", { category: "Healthcare" }),
      article("unrelated", "2024-02-01", { category: "Finance" }),
    ];
    expect(related(articles[0]!, articles).map((a) => a.slug)).toEqual(["shares-also-in", "lists-it-also", "same-category"]);
    expect(related(articles[5]!, articles).map((a) => a.slug)).toEqual(["lists-it-also"]);
  });
});

// Content against the database's own constraint (PGlite, asynchronous): tests/db/industries.test.ts.
describe("industries in content (content/industries.yaml)", () => {
  const industries = () =>
    readYaml(fs.readFileSync(path.join(CONTENT, "industries.yaml"), "utf8")) as { id: string; name: string; formValue?: string }[];

  it("fails two industries with one option, as part of the content check", () => {
    const edited = industries().map((industry) => (industry.id === "real-estate" ? { ...industry, formValue: "education" } : industry));
    expect(repeatedIndustryOptions(edited)).toEqual([
      expect.stringMatching(
        /^content\/industries\.yaml: entry 9 \(Real Estate\) is the contact form's industry option "education", as entry 6 is\./,
      ),
    ]);
    expect(repeatedIndustryOptions(industries())).toEqual([]);
  });

  it("gives the form the values it is handed, in that order, each named as its industry, the catch-all last as handed", () => {
    const handed = ["manufacturing", "retail-ecommerce", "banking", "other", "healthcare"];
    expect(industryOptions(industries(), "None of these", handed)).toEqual([
      { value: "manufacturing", label: "Manufacturing" },
      { value: "retail-ecommerce", label: "Retail & E-commerce" },
      { value: "other", label: "None of these" },
      { value: "healthcare", label: "Healthcare" },
    ]);
  });

  it("chooses the option an address names: a value, an id, an old page's last part or the catch-all", () => {
    expect(industryFromAddress("?industry=retail-ecommerce", industries())).toBe("retail-ecommerce");
    expect(industryFromAddress("?industry=transportation", industries())).toBe("transportation-logistics");
    expect(industryFromAddress("?industry=healthcare", industries())).toBe("healthcare");
    expect(industryFromAddress("?industry=other", industries())).toBe("other");
    expect(industryFromAddress("?industry=banking", industries())).toBeNull();
    expect(industryFromAddress("?industry=toString", industries())).toBeNull();
    expect(industryFromAddress("", industries())).toBeNull();
  });
});
