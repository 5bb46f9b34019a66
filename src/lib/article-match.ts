import { ALL_CATEGORIES, type ArticleFilter, type FilterableArticle } from "./insights-filter";

/* Searching is loaded with the listing's results (ArticleResults), not with the page. */

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
