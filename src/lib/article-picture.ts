import type { IGatsbyImageData } from "gatsby-plugin-image";

/** What an article's query returns for its picture: the named file's processed image, or the drawn artwork (gatsby/article-image.ts). */
export type ArticlePictureSource = Pick<Queries.ArticleSummaryFragment, "image" | "artwork">;

/** The image data Image.tsx draws, for either kind: a drawn artwork is one SVG, its ink colour behind it while it loads. */
export function articlePicture(article: ArticlePictureSource): IGatsbyImageData | undefined {
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
