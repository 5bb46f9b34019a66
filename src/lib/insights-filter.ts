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
