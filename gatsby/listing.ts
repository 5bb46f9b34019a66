import type { CreateSchemaCustomizationArgs } from "gatsby";
import { FEATURED_ARTICLES } from "../content-core/model";

/**
 * Which articles the listing and each article's related reading show, chosen
 * at build time from all articles, so that an editor only sets `featured`,
 * `category`, `alsoIn` and `date`:
 * - the listing shows the FEATURED_ARTICLES newest articles marked featured,
 *   then the RECENT_ARTICLES newest of all the others (an older featured
 *   article among them);
 * - an article ends with up to RELATED_ARTICLES others that share a category
 *   (main or `alsoIn`), newest first.
 */
export const RECENT_ARTICLES = 6;
export const RELATED_ARTICLES = 3;

export interface Listed {
  slug: string;
  date: string | Date;
  featured: boolean;
  category: string;
  alsoIn?: readonly string[] | null;
}

const time = (article: Listed) => new Date(article.date).getTime();

/** Newest first; on the same day, by slug, so the order never depends on the file system. */
export function newestFirst<A extends Listed>(articles: readonly A[]): A[] {
  return [...articles].sort((a, b) => time(b) - time(a) || a.slug.localeCompare(b.slug));
}

/** The slugs the listing shows as featured: the newest FEATURED_ARTICLES marked featured. */
export function featuredSlugs(articles: readonly Listed[]): Set<string> {
  return new Set(
    newestFirst(articles.filter((article) => article.featured))
      .slice(0, FEATURED_ARTICLES)
      .map((article) => article.slug),
  );
}

/** The listing's two sections: featured, then the newest others. */
export function listing<A extends Listed>(articles: readonly A[]): { featured: A[]; recent: A[] } {
  const featured = featuredSlugs(articles);
  const sorted = newestFirst(articles);
  return {
    featured: sorted.filter((article) => featured.has(article.slug)),
    recent: sorted.filter((article) => !featured.has(article.slug)).slice(0, RECENT_ARTICLES),
  };
}

const categoriesOf = (article: Listed) => [article.category, ...(article.alsoIn ?? [])];

/** Up to RELATED_ARTICLES other articles sharing a category with this one, newest first. */
export function related<A extends Listed>(article: Listed, articles: readonly A[]): A[] {
  const mine = categoriesOf(article);
  return newestFirst(
    articles.filter((other) => other.slug !== article.slug && categoriesOf(other).some((category) => mine.includes(category))),
  ).slice(0, RELATED_ARTICLES);
}

interface ArticleNode extends Listed {
  id: string;
}

type Context = { nodeModel: { findAll: (args: { type: string }) => Promise<{ entries: Iterable<ArticleNode> }> } };

const allArticles = async (context: Context) => [...(await context.nodeModel.findAll({ type: "Article" })).entries];

/** Where the listing puts an article: its first two sections, or only the complete list (search, "show more"). */
export function placeIn(article: Listed, articles: readonly Listed[]): "featured" | "recent" | "older" {
  const { featured, recent } = listing(articles);
  if (featured.some((other) => other.slug === article.slug)) return "featured";
  return recent.some((other) => other.slug === article.slug) ? "recent" : "older";
}

/**
 * Two fields on Article for the queries: `listing` ("featured", "recent" or
 * "older", which the /insights query filters by) and `related` (the
 * articles to read next). Both are resolved from all articles, so they can
 * be filtered on and change when any article does.
 */
export function listingTypes({ actions, schema }: Pick<CreateSchemaCustomizationArgs, "actions" | "schema">): void {
  actions.createTypes(
    schema.buildObjectType({
      name: "Article",
      interfaces: ["Node"],
      fields: {
        listing: {
          type: "String!",
          description: 'Where the /insights listing puts the article: "featured", "recent" or "older" (only in search and "show more").',
          resolve: async (source: ArticleNode, _args: unknown, context: Context) => placeIn(source, await allArticles(context)),
        },
        related: {
          type: "[Article!]!",
          description: "Up to three other articles that share a category with this one, newest first.",
          resolve: async (source: ArticleNode, _args: unknown, context: Context) => related(source, await allArticles(context)),
        },
      },
    }),
  );
}
