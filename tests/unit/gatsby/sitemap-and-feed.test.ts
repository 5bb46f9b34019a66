import { feedItems, type FeedArticle } from "../../../gatsby/sitemap-and-feed";

const SITE = "https://www.everpeak.ai";

const article = (slug: string, date: string, extra: Partial<FeedArticle> = {}): FeedArticle => ({
  path: `/insights/${slug}`,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  category: "Strategy",
  date,
  gated: false,
  ...extra,
});

// The feed's XML is gatsby-plugin-feed's; what it holds is tested on the built file (tests/e2e/production.spec.ts).
describe("the insights feed's items", () => {
  it("are the public articles newest first, never a gated one, each dated noon UTC", () => {
    const items = feedItems(SITE, [
      article("older", "2023-12-20"),
      article("premium", "2024-02-01", { gated: true }),
      article("newer", "2024-01-05"),
    ]);
    expect(items.map((item) => item.url)).toEqual(["https://www.everpeak.ai/insights/newer", "https://www.everpeak.ai/insights/older"]);
    expect(JSON.stringify(items)).not.toContain("premium");
    expect(new Date(items[0]!.date).toUTCString()).toBe("Fri, 05 Jan 2024 12:00:00 GMT");
  });

  it("carry the title, excerpt and category as the query gives them", () => {
    expect(feedItems(SITE, [article("roi", "2024-01-05", { title: "P&L <proof> from Everpeak AI", category: "Finance & Ops" })])).toEqual([
      {
        title: "P&L <proof> from Everpeak AI",
        description: "Excerpt of roi",
        url: "https://www.everpeak.ai/insights/roi",
        categories: ["Finance & Ops"],
        date: "2024-01-05T12:00:00Z",
      },
    ]);
  });
});
