import path from "node:path";
import { readFeedArticles, rssFeed, type FeedArticle } from "../../gatsby/feed";

const site = { url: "https://www.everpeak.ai", company: "Everpeak AI", product: "Everpeak", title: "Insights | {company}", description: "Field notes from {company}." };

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

  it("fills the brand names and escapes what XML cannot hold", () => {
    const xml = rssFeed(site, [article("roi", "2024-01-05", { title: "P&L <proof> from {company}", category: "Finance & Ops" })]);
    expect(xml).toContain("<title>P&amp;L &lt;proof&gt; from Everpeak AI</title>");
    expect(xml).toContain("<category>Finance &amp; Ops</category>");
    expect(xml).toContain("<title>Insights | Everpeak AI</title>");
    expect(xml).toContain('<atom:link href="https://www.everpeak.ai/insights/rss.xml" rel="self" type="application/rss+xml"/>');
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
