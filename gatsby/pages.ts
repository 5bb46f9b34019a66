import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeArticleIndex } from "./article-summaries";
import { writeArtwork, type ArtworkArticle } from "./article-image";
import { siteDirectory } from "../src/lib/gatsby-internals";
import { FIXED_PAGES, PAGE_FOLDERS } from "../content-core/routes";
import { migratedIndustries } from "./industry-agreement";

// The pages (the route table's, then one per solution, article and legal page at its node's path), then the
// articles' search index and the drawn pictures.
const template = (name: string) => path.resolve(__dirname, "..", "src", "templates", `${name}.tsx`);

/** The route table's fixed pages; the contact page's form offers the industries in the database's order (its constraint's). */
export async function fixedPages(database = migratedIndustries) {
  const industries = await database();
  const industryValues = "values" in industries ? industries.values : [];
  return FIXED_PAGES.map((page) => ({
    path: page.route,
    component: template(page.template),
    context: page.template === "contact" ? { industryValues } : {},
  }));
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store, getNodesByType, getNode }) => {
  for (const page of await fixedPages()) actions.createPage(page);
  for (const { id, parent } of getNodesByType("SolutionPage")) {
    const { name } = getNode(parent!) as unknown as { name: string };
    actions.createPage({ path: PAGE_FOLDERS.solutions.route(name), component: template("solution-page"), context: { id } });
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
