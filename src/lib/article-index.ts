/** An article as a card shows it: the ArticleSummary fragment (src/components/insights/ArticleCard.tsx). */
export type ArticleSummary = Queries.ArticleSummaryFragment;

/**
 * Every article's summary, newest first (gatsby/article-summaries.ts). The listing's page data holds only the
 * articles it shows; search, the filter and "show more" load this file, so the listing stays the same size.
 */
export const ARTICLE_INDEX_PATH = "/insights/articles.json";

export interface ArticleIndex {
  articles: ArticleSummary[];
}

let loading: Promise<ArticleSummary[]> | undefined;

/** The summaries; one request per page view, retried after a failure. */
export function loadArticleIndex(): Promise<ArticleSummary[]> {
  loading ??= fetch(ARTICLE_INDEX_PATH, { headers: { Accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`${ARTICLE_INDEX_PATH} answered ${response.status}`);
      return response.json() as Promise<ArticleIndex>;
    })
    .then((index) => index.articles)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
