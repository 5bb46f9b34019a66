import { css, cx } from "@linaria/core";
import { graphql, Link } from "gatsby";
import type { ReactNode } from "react";
import { color, fontSize, motion, mq, radius, shadow, space } from "../../theme/tokens";
import { Image } from "../media/Image";
import { bareList, columns, displayType, onFocusOrHover } from "../ui/styles";
import { ArticleMeta, ArticleTags } from "./ArticleMeta";
import { articlePicture } from "../../lib/article-picture";
import type { ArticleSummary } from "../../lib/article-index";

/** The heading above a list of article cards. */
const cardListHeading = css`
  margin: 0 0 ${space[5]};
  ${displayType(fontSize.xl)}
  color: ${color.ink};
`;

/** A section of the insights listing: featured, recent, or the matches of a search. */
const cardListSection = css`
  margin-top: clamp(${space[5]}, 3vw, ${space[7]});
`;

/** A grid of article cards (the listing, related reading): three columns on large screens, two below that, one on phones. */
export const cardGrid = css`
  ${columns(3, 2)}
`;

/** The first featured article takes the left column, the other two stack on the right. */
const featuredGrid = css`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  grid-template-rows: auto auto;
  gap: ${space[5]};
  ${bareList}
  > li:first-of-type {
    grid-row: span 2;
  }
  ${mq.belowLarge} {
    grid-template-columns: 1fr;
    > li:first-of-type {
      grid-row: auto;
    }
  }
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

const body = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[5]};
`;

const title = css`
  margin: 0;
  ${displayType(fontSize.lg)}
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

const excerpt = css`
  margin: 0;
  flex: 1;
  color: ${color.textMuted};
  line-height: 1.6;
`;

/**
 * The large (first featured) card fills the height of the two cards beside it with its image, not
 * white space: its body and excerpt take their own height, its image the rest.
 */
const large = css`
  .${media} {
    flex: 1 1 auto;
    aspect-ratio: auto;
    min-height: 16rem;
  }
  .${body}, .${excerpt} {
    flex: none;
  }
  .${title} {
    font-size: ${fontSize.h3};
  }
`;

interface Props {
  article: ArticleSummary;
  /** The listing's texts: "{minutes} min read" and the gated article's tag. */
  texts: { readTime: string; premiumLabel: string };
  large?: boolean;
}

export function ArticleCard({ article, texts, large: isLarge = false }: Props) {
  return (
    <article className={cx(card, isLarge && large)} data-testid="article-card">
      <Image className={media} image={articlePicture(article)} alt="" loading={isLarge ? "eager" : "lazy"} />
      <div className={body}>
        <ArticleTags category={article.category} premiumLabel={article.gated ? texts.premiumLabel : null} />
        <h3 className={title}>
          <Link to={article.path}>{article.title}</Link>
        </h3>
        <p className={excerpt}>{article.excerpt}</p>
        <ArticleMeta date={article.date} readTime={texts.readTime.replace("{minutes}", String(article.readTime))} />
      </div>
    </article>
  );
}

/** A titled list of article cards: a section of the listing (the featured one leads with a large card), the matches of a search, or related reading. */
export function CardList({ id, heading, articles, texts, featured = false, children }: CardListProps) {
  return (
    <section className={cardListSection} aria-labelledby={id}>
      <h2 id={id} className={cardListHeading}>
        {heading}
      </h2>
      <ul className={featured ? featuredGrid : cardGrid}>
        {articles.map((article, i) => (
          <li key={article.slug}>
            <ArticleCard article={article} texts={texts} large={featured && i === 0} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

type CardListProps = {
  id: string;
  heading: string;
  articles: readonly ArticleSummary[];
  texts: Props["texts"];
  featured?: boolean;
  children?: ReactNode;
};

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
    # The article page's own files (src/templates/article.tsx asks for the same width, shape and
    # breakpoints): a phone that opens the article already holds its picture, and the build draws
    # each picture once.
    image {
      childImageSharp {
        gatsbyImageData(
          width: 960
          aspectRatio: 1.7778
          layout: CONSTRAINED
          breakpoints: [480, 768, 960, 1440]
          placeholder: DOMINANT_COLOR
          sizes: "(max-width: 768px) 100vw, (max-width: 1240px) 50vw, 560px"
        )
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
