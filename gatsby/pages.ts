import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeArticleIndex } from "./article-summaries";
import { writeArtwork, type ArtworkArticle } from "./article-image";
import { siteDirectory } from "../src/lib/gatsby-internals";

/**
 * Pages generated from content: one solution page per content/solutions/*.yaml at the route its
 * `solution` names (the template looks the entry up by it), one article per content/insights/*.mdx
 * and one legal page per content/legal/*.mdx at the route of its node (gatsby/mdx-nodes.ts), whose
 * body is page data (the bodyTree field); then the articles' search index and the drawn pictures.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store, getNodesByType }) => {
  const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);
  for (const { solution } of getNodesByType("SolutionPage") as unknown as { solution: string }[]) {
    actions.createPage({ path: solution, component: template("solution-page"), context: { solution } });
  }
  for (const [type, name] of [
    ["Article", "article"],
    ["LegalPage", "legal-page"],
  ] as const) {
    for (const page of getNodesByType(type) as unknown as { slug: string; path: string }[]) {
      actions.createPage({ path: page.path, component: template(name), context: { slug: page.slug } });
    }
  }
  await writeArticleIndex({ graphql, reporter, store });
  const articles = getNodesByType("Article") as unknown as ArtworkArticle[];
  const artwork = await writeArtwork(path.join(siteDirectory(store), "public"), articles);
  if (artwork.written || artwork.removed) {
    reporter.info(`Article artwork: ${artwork.written} drawn, ${artwork.kept} unchanged, ${artwork.removed} no longer used removed.`);
  }
};
