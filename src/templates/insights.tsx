import { css } from "@linaria/core";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Gate } from "../components/insights/Gate";
import { InsightsBrowser } from "../components/insights/InsightsBrowser";
import { Newsletter } from "../components/insights/Newsletter";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { PageHero } from "../components/ui/PageHero";
import { space } from "../theme/tokens";

type Data = Queries.InsightsPageQuery;

const body = css`
  padding-block: clamp(${space[5]}, 4vw, ${space[7]}) clamp(${space[8]}, 8vw, ${space[9]});
`;

const newsletter = css`
  margin-top: clamp(${space[8]}, 8vw, ${space[9]});
`;

/** /insights: the articles sit behind the gate; the newsletter stays outside it, open to every visitor. */
export default function InsightsPage({ data }: PageProps<Data>) {
  const page = data.insightsPage!;
  return (
    <>
      <PageHero id="insights-title" eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <Container className={body}>
        <Gate texts={page.gate}>
          <InsightsBrowser data={data} />
        </Gate>
        <div className={newsletter}>
          <Newsletter texts={page.newsletter} />
        </div>
      </Container>
    </>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return <Seo {...data.insightsPage!.seo} path="/insights" noindex />;
}

export const query = graphql`
  query InsightsPage {
    insightsPage {
      seo {
        title
        description
      }
      eyebrow
      title
      intro
      filters {
        searchLabel
        searchPlaceholder
        categoryLabel
        allLabel
        categories
        resultCount
        empty
        clear
        loading
        loadFailed
        retry
      }
      premiumLabel
      featuredHeading
      recentHeading
      resultsHeading
      showMore
      readTime
      newsletter {
        ...NewsletterTexts
      }
      gate {
        ...GateTexts
      }
    }
    featured: allArticle(filter: { listing: { eq: "featured" } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...ArticleSummary
      }
    }
    recent: allArticle(filter: { listing: { eq: "recent" } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...ArticleSummary
      }
    }
    all: allArticle {
      totalCount
    }
  }
`;
