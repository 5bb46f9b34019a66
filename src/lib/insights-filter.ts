/** The listing's categories, as SPEC.md names them (the dropdown adds "All" in front). */
export const ARTICLE_CATEGORIES = [
  "AI Transformation",
  "Case Studies",
  "Healthcare",
  "Manufacturing",
  "Finance",
  "Strategy",
  "Technology",
  "Security",
  "Business Intelligence",
] as const;

/** The dropdown's value for "no category filter". */
export const ALL_CATEGORIES = "";

export interface FilterableArticle {
  title: string;
  excerpt: string;
  category: string;
  alsoIn?: readonly string[] | null;
}

export interface ArticleFilter {
  query: string;
  /** A category name, or ALL_CATEGORIES. */
  category: string;
}

export const noFilter: ArticleFilter = { query: "", category: ALL_CATEGORIES };

export function isFiltering(filter: ArticleFilter): boolean {
  return filter.query.trim() !== "" || filter.category !== ALL_CATEGORIES;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}%$]+/gu, " ")
    .trim();

/**
 * The articles that match: every word of the query appears in the title,
 * excerpt or category (in any order, ignoring case, accents and punctuation),
 * and the article is in the chosen category, as its main one or one it is
 * "also in". Order is kept.
 */
export function filterArticles<A extends FilterableArticle>(articles: readonly A[], filter: ArticleFilter): A[] {
  const terms = normalise(filter.query).split(" ").filter(Boolean);
  return articles.filter((article) => {
    const categories = [article.category, ...(article.alsoIn ?? [])];
    if (filter.category !== ALL_CATEGORIES && !categories.includes(filter.category)) return false;
    if (!terms.length) return true;
    const haystack = normalise([article.title, article.excerpt, ...categories].join(" "));
    return terms.every((term) => haystack.includes(term));
  });
}
