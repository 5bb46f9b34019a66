import type { CreateSchemaCustomizationArgs } from "gatsby";
import { FEATURED_ARTICLES } from "../content-core/model";

/**
 * Which articles the listing (the newest FEATURED_ARTICLES featured, then the RECENT_ARTICLES newest
 * others) and each article's related reading (up to RELATED_ARTICLES sharing a category) show.
 */
const RECENT_ARTICLES = 6;
const RELATED_ARTICLES = 3;

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

/** The listing's two sections: featured, then the newest others. */
export function listing<A extends Listed>(articles: readonly A[]): { featured: A[]; recent: A[] } {
  const sorted = newestFirst(articles);
  const featured = sorted.filter((article) => article.featured).slice(0, FEATURED_ARTICLES);
  return { featured, recent: sorted.filter((article) => !featured.includes(article)).slice(0, RECENT_ARTICLES) };
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

/** Article.listing (which the /insights query filters by) and Article.related, resolved from all articles. */
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
