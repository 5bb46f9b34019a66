import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { ARTICLE_INDEX_PATH, type ArticleIndex } from "../src/lib/article-index";
import { siteDirectory } from "../src/lib/gatsby-internals";

/** The file that declares the ArticleSummary fragment the cards read, relative to the site's folder. */
export const SUMMARY_FRAGMENT_FILE = "src/components/insights/ArticleCard.tsx";

/** The query for every article's summary, newest first, carrying the ArticleSummary fragment read from `source`: gatsby-node queries get no fragments of src/. */
export function summariesQuery(source: string): string {
  const fragment = /graphql`([^`]*\bfragment ArticleSummary on Article\b[^`]*)`/.exec(source)?.[1];
  if (!fragment) throw new Error(`${SUMMARY_FRAGMENT_FILE} no longer declares the ArticleSummary fragment in a graphql\`\` query.`);
  return `{ allArticle(sort: [{ date: DESC }, { slug: ASC }]) { nodes { ...ArticleSummary } } }\n${fragment}`;
}

/**
 * Writes public/insights/articles.json: every article's summary, newest first, in the shape of the
 * ArticleSummary fragment the cards read. Written while pages are created, so `gatsby develop`
 * serves it too.
 */
export async function writeArticleIndex({ graphql, reporter, store }: Pick<CreatePagesArgs, "graphql" | "reporter" | "store">) {
  const directory = siteDirectory(store);
  const source = await fs.promises.readFile(path.join(directory, SUMMARY_FRAGMENT_FILE), "utf8");
  const result = await graphql<{ allArticle: { nodes: ArticleIndex["articles"] } }>(summariesQuery(source));
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the articles' summaries for the search index.", result.errors);
    return;
  }
  const file = path.join(directory, "public", ARTICLE_INDEX_PATH);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const index: ArticleIndex = { articles: result.data.allArticle.nodes };
  await fs.promises.writeFile(file, JSON.stringify(index));
}
