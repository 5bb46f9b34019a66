import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { ARTICLE_INDEX_PATH, type ArticleIndex } from "../src/lib/article-index";

/**
 * Writes public/insights/articles.json: every article's summary, newest
 * first, in the shape of the ArticleSummary fragment the cards read
 * (src/components/insights/ArticleCard.tsx; Gatsby does not let this query
 * use that fragment, so its fields are repeated here and a test compares
 * the two). Written while pages are created, so `gatsby develop` serves it
 * too and rewrites it when an article changes.
 */
export async function writeArticleIndex({
  graphql,
  reporter,
  store,
}: Pick<CreatePagesArgs, "graphql" | "reporter" | "store">): Promise<void> {
  const result = await graphql<{ allArticle: ArticleIndex & { nodes: ArticleIndex["articles"] } }>(`
    {
      allArticle(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          ${ARTICLE_SUMMARY_FIELDS}
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the articles' summaries for the search index.", result.errors);
    return;
  }
  const { program } = store.getState() as { program: { directory: string } };
  const file = path.join(program.directory, "public", ARTICLE_INDEX_PATH);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const index: ArticleIndex = { articles: result.data.allArticle.nodes };
  await fs.promises.writeFile(file, JSON.stringify(index));
}

/** The ArticleSummary fragment's selection. */
export const ARTICLE_SUMMARY_FIELDS = `
    slug
    path
    title
    excerpt
    category
    alsoIn
    author
    date(formatString: "MMMM D, YYYY")
    dateTime: date(formatString: "YYYY-MM-DD")
    readTime
    featured
    gated
    image {
      childImageSharp {
        gatsbyImageData(width: 800, aspectRatio: 1.7778, layout: CONSTRAINED, placeholder: DOMINANT_COLOR, sizes: "(max-width: 768px) 100vw, (max-width: 1240px) 50vw, 560px")
      }
    }
    artwork {
      src
      width
      height
      backgroundColor
    }
`;
