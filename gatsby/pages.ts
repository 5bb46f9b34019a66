import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeArticleIndex } from "./article-summaries";
import { writeArtwork, type ArtworkArticle } from "./article-image";

interface Sources {
  allSolutionPage: { nodes: { solution: string }[] };
  allArticle: { nodes: { slug: string; path: string }[] };
  allLegalPage: { nodes: { slug: string; path: string }[] };
}

/**
 * Pages generated from content:
 * - one solution page per content/solutions/*.yaml, at the route the entry
 *   names in `solution` (the template looks the entry up by it);
 * - one article per content/insights/*.mdx, at /insights/<slug>. All share
 *   one template chunk; the body is page data (the bodyTree field,
 *   content-core/body-from-mdx.ts) that src/components/MdxBody.tsx draws;
 * - the legal pages, content/legal/*.mdx, at /<slug>, the same way;
 * and the articles' search index (gatsby/article-summaries.ts) and the drawn
 * pictures of articles that name none (gatsby/article-image.ts).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store, getNodesByType }) => {
  const result = await graphql<Sources>(`
    {
      allSolutionPage {
        nodes {
          solution
        }
      }
      allArticle {
        nodes {
          slug
          path
        }
      }
      allLegalPage {
        nodes {
          slug
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the solution pages, articles and legal pages from content/.", result.errors);
    return;
  }
  const solutionTemplate = path.resolve("src/templates/solution-page.tsx");
  for (const { solution } of result.data.allSolutionPage.nodes) {
    actions.createPage({ path: solution, component: solutionTemplate, context: { solution } });
  }
  const articleTemplate = path.resolve("src/templates/article.tsx");
  for (const article of result.data.allArticle.nodes) {
    actions.createPage({ path: article.path, component: articleTemplate, context: { slug: article.slug } });
  }
  const legalTemplate = path.resolve("src/templates/legal-page.tsx");
  for (const page of result.data.allLegalPage.nodes) {
    actions.createPage({ path: page.path, component: legalTemplate, context: { slug: page.slug } });
  }
  await writeArticleIndex({ graphql, reporter, store });
  const { program } = store.getState() as { program: { directory: string } };
  const articles = getNodesByType("Article") as unknown as ArtworkArticle[];
  const artwork = await writeArtwork(path.join(program.directory, "public"), articles);
  if (artwork.written || artwork.removed) {
    reporter.info(`Article artwork: ${artwork.written} drawn, ${artwork.kept} unchanged, ${artwork.removed} no longer used removed.`);
  }
};
