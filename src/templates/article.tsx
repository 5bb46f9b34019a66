import { css, cx } from "@linaria/core";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { ClosingCta } from "../components/sections/ClosingCta";
import { MdxBody, narrow } from "../components/MdxBody";
import { ToolArticleContext, ToolTextsContext } from "../components/insights/mdx/tool-texts";
import { CardList } from "../components/insights/ArticleCard";
import { ArticleMeta, ArticleTags } from "../components/insights/ArticleMeta";
import { Gate } from "../components/insights/Gate";
import { Image } from "../components/media/Image";
import { Seo } from "../components/Seo";
import { siteFacts, useSiteConfig } from "../hooks/use-site-config";
import { asBodyTree } from "../../content-core/body-tree";
import { shareImagePath } from "../lib/share-image";
import { article as structuredArticle, breadcrumbs } from "../lib/structured-data";
import { Container } from "../components/ui/Container";
import { Icon } from "../components/ui/Icon";
import { color, fontSize, radius, space } from "../theme/tokens";
import { displayType } from "../components/ui/styles";
import { articlePicture } from "../lib/article-picture";

type Data = Queries.ArticlePageQuery;

const header = css`
  padding: clamp(${space[6]}, 5vw, ${space[8]}) 0 ${space[6]};
  background: linear-gradient(180deg, ${color.snow} 0%, ${color.white} 100%);
`;

const back = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: 44px;
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${color.navy};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const tags = css`
  margin-top: ${space[5]};
`;

const title = css`
  margin: ${space[4]} 0;
  ${displayType("clamp(2rem, 1.5rem + 2.2vw, 3.25rem)")}
  line-height: 1.12;
  letter-spacing: -0.015em;
  color: ${color.ink};
`;

const lead = css`
  margin: 0 0 ${space[5]};
  font-size: ${fontSize.lg};
  line-height: 1.6;
  color: ${color.textMuted};
`;

const figure = css`
  max-width: 60rem;
  margin-top: ${space[5]};
`;

const picture = css`
  aspect-ratio: 16 / 9;
  border-radius: ${radius.lg};
`;

const main = css`
  padding-top: clamp(${space[6]}, 5vw, ${space[8]});
`;

/** The last back link, under the call to action. */
const closing = css`
  padding-bottom: ${space[8]};
`;

/** One article: header, the MDX body (behind the gate when `gated: true`), then its call to action. */
export default function ArticlePage({ data }: PageProps<Data>) {
  const [article, texts] = [data.article!, data.insightsPage!];
  const backLink = (
    <Link to="/insights" className={back}>
      <Icon name="arrow-left" size={18} />
      {texts.article.backLabel}
    </Link>
  );
  // The reader tools an article may hold take their labels from the texts every article shares.
  const body = (
    <ToolTextsContext.Provider value={texts.tools}>
      <ToolArticleContext.Provider value={article.path}>
        <MdxBody tree={asBodyTree(article.bodyTree)} />
      </ToolArticleContext.Provider>
    </ToolTextsContext.Provider>
  );
  return (
    <article data-gated={article.gated}>
      <header className={header}>
        <Container className={narrow}>
          {backLink}
          <div className={tags}>
            <ArticleTags category={article.category} premiumLabel={article.gated ? texts.premiumLabel : null} />
          </div>
          <h1 className={title}>{article.title}</h1>
          <p className={lead}>{article.excerpt}</p>
          <ArticleMeta
            author={article.author ? texts.article.byline.replace("{author}", article.author) : undefined}
            date={article.date}
            readTime={article.readTime ? texts.readTime.replace("{minutes}", String(article.readTime)) : undefined}
          />
        </Container>
        <Container className={figure}>
          <Image className={picture} image={articlePicture(article)} alt="" loading="priority" />
        </Container>
      </header>
      <Container className={cx(narrow, main)}>{article.gated ? <Gate texts={texts.gate}>{body}</Gate> : body}</Container>
      {article.related.length > 0 && (
        <Container>
          <CardList id="related-heading" heading={texts.article.relatedHeading} articles={article.related} texts={texts} />
        </Container>
      )}
      <ClosingCta
        eyebrow={texts.article.ctaEyebrow}
        title={article.ctaTitle}
        description={article.ctaText}
        primary={{ label: article.ctaLabel, to: "/contact" }}
      />
      <Container className={cx(narrow, closing)}>{backLink}</Container>
    </article>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const [article, texts] = [data.article!, data.insightsPage!];
  const site = useSiteConfig();
  const facts = siteFacts(site);
  const trail = [
    { name: site.ui.breadcrumbHome, path: "/" },
    { name: texts.eyebrow, path: "/insights" },
    { name: article.title, path: article.path },
  ];
  const jsonLd = [structuredArticle(facts, article, shareImagePath(article.path)), breadcrumbs(facts, trail)];
  return (
    <Seo
      title={article.seoTitle ?? article.title}
      description={article.excerpt}
      path={article.path}
      type="article"
      noindex={article.gated}
      jsonLd={jsonLd}
    />
  );
}

export const query = graphql`
  query ArticlePage($slug: String!) {
    article(slug: { eq: $slug }) {
      path
      title
      seoTitle
      excerpt
      category
      author
      date(formatString: "YYYY-MM-DD")
      readTime
      gated
      ctaLabel
      ctaTitle
      ctaText
      related {
        ...ArticleSummary
      }
      bodyTree
      # The same width, shape and breakpoints as the cards' (ArticleSummary): the same files.
      image {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.7778, layout: CONSTRAINED, sizes: "(max-width: 1008px) 100vw, 960px", breakpoints: [480, 768, 960, 1440])
        }
      }
      artwork {
        src
        width
        height
        backgroundColor
      }
    }
    insightsPage {
      eyebrow
      premiumLabel
      readTime
      gate {
        ...GateTexts
      }
      tools {
        ...ToolTexts
      }
      article {
        backLabel
        relatedHeading
        byline
        ctaEyebrow
      }
    }
  }
`;
