import { css, cx } from "@linaria/core";
import { graphql, Link } from "gatsby";
import { color, font, fontSize, motion, radius, shadow, space } from "../../theme/tokens";
import { Image } from "../media/Image";
import { columns, onFocusOrHover } from "../ui/styles";
import { ArticleMeta, ArticleTags } from "./ArticleMeta";
import { articlePicture } from "../../lib/article-picture";
import type { ArticleSummary } from "../../lib/article-index";

/** The heading above a list of article cards (the listing's sections, related reading). */
export const cardListHeading = css`
  margin: 0 0 ${space[5]};
  font-family: ${font.display};
  font-size: ${fontSize.xl};
  font-weight: 600;
  color: ${color.ink};
`;

/** A section of the insights listing: featured, recent, or the matches of a search. */
export const cardListSection = css`
  margin-top: clamp(${space[5]}, 3vw, ${space[7]});
`;

/** A grid of article cards (the listing, related reading): three columns on large screens, two below that, one on phones. */
export const cardGrid = css`
  ${columns(3, 2)}
`;

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${color.line};
  border-radius: ${radius.lg};
  overflow: hidden;
  background: ${color.white};
  transition:
    transform ${motion.base} ${motion.ease},
    box-shadow ${motion.base} ${motion.ease};
  ${onFocusOrHover(`transform: translateY(-3px); box-shadow: ${shadow.card};`, "&:focus-within")}
`;

const media = css`
  aspect-ratio: 16 / 9;
  flex: none;
`;

/** The large card fills the height of the two cards beside it with its image, not white space. */
const largeMedia = css`
  flex: 1 1 auto;
  aspect-ratio: auto;
  min-height: 16rem;
`;

const body = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[5]};
`;

/** The large card's body and excerpt take their own height; its image takes the rest. */
const largeBody = css`
  flex: none;
`;

const title = css`
  margin: 0;
  font-family: ${font.display};
  font-size: ${fontSize.lg};
  font-weight: 600;
  line-height: 1.3;
  color: ${color.ink};
  a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole card is the link's click target; the link itself stays the title. */
  a::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const largeTitle = css`
  font-size: ${fontSize.h3};
`;

const excerpt = css`
  margin: 0;
  flex: 1;
  color: ${color.textMuted};
  line-height: 1.6;
`;

const largeExcerpt = css`
  flex: none;
`;

interface Props {
  article: ArticleSummary;
  readTime: string;
  premiumLabel: string;
  large?: boolean;
}

export function ArticleCard({ article, readTime, premiumLabel, large = false }: Props) {
  return (
    <article className={card} data-testid="article-card">
      <Image className={cx(media, large && largeMedia)} image={articlePicture(article)} alt="" loading={large ? "eager" : "lazy"} />
      <div className={cx(body, large && largeBody)}>
        <ArticleTags category={article.category} premiumLabel={article.gated ? premiumLabel : null} />
        <h3 className={cx(title, large && largeTitle)}>
          <Link to={article.path}>{article.title}</Link>
        </h3>
        <p className={cx(excerpt, large && largeExcerpt)}>{article.excerpt}</p>
        <ArticleMeta date={article.date} readTime={readTime} />
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ArticleSummary on Article {
    slug
    path
    title
    excerpt
    category
    alsoIn
    author
    date(formatString: "YYYY-MM-DD")
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
  }
`;
