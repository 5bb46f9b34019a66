import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * The image data Image.tsx draws for an article's picture: the named file's processed image, or the drawn
 * artwork (gatsby/article-image.ts), one SVG with its ink colour behind it while it loads.
 */
export function articlePicture(article: Pick<Queries.ArticleSummaryFragment, "image" | "artwork">): IGatsbyImageData | undefined {
  const processed = article.image?.childImageSharp?.gatsbyImageData;
  if (processed) return processed;
  const { artwork } = article;
  if (!artwork) return undefined;
  return {
    layout: "constrained",
    width: artwork.width,
    height: artwork.height,
    backgroundColor: artwork.backgroundColor,
    images: { fallback: { src: artwork.src }, sources: [] },
  };
}
