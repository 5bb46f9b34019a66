import { filterArticles } from "../../../../src/lib/article-match";
import { ALL_CATEGORIES, isFiltering, noFilter } from "../../../../src/lib/insights-filter";

const articles = [
  {
    title: "Measuring AI ROI: A Practical Framework",
    excerpt: "What to count and when to report.",
    category: "Business Intelligence",
    alsoIn: ["Finance"],
  },
  {
    title: "How a Mid-Market Manufacturer Cut Costs 35%",
    excerpt: "An 18-week program across three plants.",
    category: "Case Studies",
    alsoIn: ["Manufacturing"],
  },
  { title: "Healthcare AI Compliance", excerpt: "HIPAA, audit trails and human review.", category: "Healthcare", alsoIn: null },
  { title: "The Economics of Intelligent Expense Management", excerpt: "Where indirect-spend leakage hides.", category: "Finance" },
];
const titles = (list: { title: string }[]) => list.map((a) => a.title);

describe("insights filtering", () => {
  it("returns everything, in order, when nothing is chosen", () => {
    expect(filterArticles(articles, noFilter)).toEqual(articles);
    expect(isFiltering(noFilter)).toBe(false);
    expect(isFiltering({ query: "   ", category: ALL_CATEGORIES })).toBe(false);
  });

  it("matches words in the title, excerpt or category, ignoring case and order", () => {
    expect(titles(filterArticles(articles, { query: "roi", category: "" }))).toEqual(["Measuring AI ROI: A Practical Framework"]);
    expect(titles(filterArticles(articles, { query: "HIPAA review", category: "" }))).toEqual(["Healthcare AI Compliance"]);
    expect(titles(filterArticles(articles, { query: "case studies", category: "" }))).toEqual([
      "How a Mid-Market Manufacturer Cut Costs 35%",
    ]);
    expect(titles(filterArticles(articles, { query: "framework practical", category: "" }))).toEqual([
      "Measuring AI ROI: A Practical Framework",
    ]);
  });

  it("requires every word to match", () => {
    expect(filterArticles(articles, { query: "roi hipaa", category: "" })).toEqual([]);
  });

  it("ignores punctuation and accents in the query", () => {
    expect(titles(filterArticles(articles, { query: "mid market", category: "" }))).toHaveLength(1);
    expect(titles(filterArticles(articles, { query: "Healthcáre, compliance!", category: "" }))).toEqual(["Healthcare AI Compliance"]);
  });

  it("filters by main category or an 'also in' category", () => {
    expect(titles(filterArticles(articles, { query: "", category: "Finance" }))).toEqual([
      "Measuring AI ROI: A Practical Framework",
      "The Economics of Intelligent Expense Management",
    ]);
    expect(titles(filterArticles(articles, { query: "", category: "Manufacturing" }))).toEqual([
      "How a Mid-Market Manufacturer Cut Costs 35%",
    ]);
    expect(filterArticles(articles, { query: "", category: "Security" })).toEqual([]);
    expect(isFiltering({ query: "", category: "Security" })).toBe(true);
  });

  it("combines the search with the category", () => {
    expect(titles(filterArticles(articles, { query: "leakage", category: "Finance" }))).toEqual([
      "The Economics of Intelligent Expense Management",
    ]);
    expect(filterArticles(articles, { query: "leakage", category: "Healthcare" })).toEqual([]);
  });
});
