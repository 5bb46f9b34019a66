import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readFeedArticles, rssFeed, type FeedArticle } from "../../gatsby/feed";

const site = { url: "https://www.everpeak.ai", title: "Insights | Everpeak AI", description: "Field notes from Everpeak AI." };

const article = (slug: string, date: string, extra: Partial<FeedArticle> = {}): FeedArticle => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  category: "Strategy",
  date,
  gated: false,
  ...extra,
});

const itemLinks = (xml: string) => [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);

describe("the insights feed", () => {
  it("lists public articles newest first, and never a gated one", () => {
    const xml = rssFeed(site, [
      article("older", "2023-12-20"),
      article("premium", "2024-02-01", { gated: true }),
      article("newer", "2024-01-05"),
    ]);
    expect(itemLinks(xml)).toEqual(["https://www.everpeak.ai/insights/newer", "https://www.everpeak.ai/insights/older"]);
    expect(xml).not.toContain("premium");
    expect(xml).toContain("<pubDate>Fri, 05 Jan 2024 12:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Fri, 05 Jan 2024 12:00:00 GMT</lastBuildDate>");
  });

  it("escapes what XML cannot hold", () => {
    const xml = rssFeed(site, [article("roi", "2024-01-05", { title: "P&L <proof> from Everpeak AI", category: "Finance & Ops" })]);
    expect(xml).toContain("<title>P&amp;L &lt;proof&gt; from Everpeak AI</title>");
    expect(xml).toContain("<category>Finance &amp; Ops</category>");
    expect(xml).toContain("<title>Insights | Everpeak AI</title>");
    expect(xml).toContain('<atom:link href="https://www.everpeak.ai/insights/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it("reads the front matter with {product} and {company} filled in from site.yaml", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "feed-"));
    try {
      fs.mkdirSync(path.join(dir, "insights"));
      fs.writeFileSync(path.join(dir, "site.yaml"), "product: Summit\ncompany: Summit Labs\n");
      fs.writeFileSync(
        path.join(dir, "insights", "roi.mdx"),
        "---\ntitle: How {company} measures ROI\nexcerpt: What {product} tracks.\ncategory: Finance\ndate: 2024-01-05\ngated: false\n---\n\nBody.\n",
      );
      expect(readFeedArticles(dir)).toEqual([
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

  it("reads every article of content/insights, gated or not, with its date as a calendar date", () => {
    const articles = readFeedArticles(path.resolve(__dirname, "../../content"));
    expect(articles.length).toBeGreaterThanOrEqual(9);
    for (const entry of articles) {
      expect(entry.date).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(entry.title).not.toBe("undefined");
      expect(entry.excerpt).not.toBe("undefined");
    }
    expect(articles.some((entry) => entry.gated)).toBe(true);
    const xml = rssFeed(site, articles);
    expect(itemLinks(xml)).toHaveLength(articles.filter((entry) => !entry.gated).length);
  });
});
