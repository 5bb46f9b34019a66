import { css } from "@linaria/core";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ClosingCta } from "../components/sections/ClosingCta";
import { overviewCards, SolutionGrid } from "../components/sections/SolutionGrid";
import { Seo } from "../components/Seo";
import { PageHero } from "../components/ui/PageHero";
import { Section } from "../components/ui/Section";
import { columns, displayType } from "../components/ui/styles";
import { color, fontSize, space } from "../theme/tokens";

type Data = Queries.SolutionsOverviewQuery;

const points = css`
  ${columns(2, 2)}
  column-gap: ${space[7]};
  row-gap: ${space[6]};
  dt {
    margin: 0 0 ${space[2]};
    ${displayType(fontSize.lg)}
    color: ${color.ink};
  }
  dd {
    margin: 0;
    line-height: 1.6;
    color: ${color.textMuted};
  }
`;

/** /solutions: every solution page, as a card (see overviewCards). */
export default function SolutionsOverview({ data }: PageProps<Data>) {
  const page = data.solutionsOverviewPage!;
  const cards = overviewCards(data.homePage!.solutions.cards, data.allSolutionPage.nodes);
  return (
    <>
      <PageHero id="overview-title" eyebrow={page.eyebrow} title={page.title} intro={page.intro} tone="light" />
      <SolutionGrid anchor="all-solutions" cards={cards} />
      {/* Each solution page's note on its figures links here: the section's id is that link's #part. */}
      <Section name="results-method" id={page.sectionLabels.resultsMethodLink.to.split("#")[1]} tone="snow" {...page.resultsMethod}>
        <dl className={points}>
          {page.resultsMethod.points.map(({ term, text }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <ClosingCta {...page.cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo {...data.solutionsOverviewPage!.seo} path={location.pathname} />;
}

export const query = graphql`
  query SolutionsOverview {
    solutionsOverviewPage {
      seo {
        title
        description
      }
      eyebrow
      title
      intro
      resultsMethod {
        eyebrow
        title
        intro
        points {
          term
          text
        }
      }
      cta {
        ...ClosingCtaFields
      }
      sectionLabels {
        resultsMethodLink {
          to
        }
      }
    }
    homePage {
      solutions {
        cards {
          ...SolutionCards
        }
      }
    }
    allSolutionPage(sort: { path: ASC }) {
      nodes {
        ...SolutionOverviewCard
      }
    }
  }

  fragment SolutionOverviewCard on SolutionPage {
    path
    subpage
    seo {
      description
    }
    heroBackgroundImage {
      childImageSharp {
        gatsbyImageData(width: 420, aspectRatio: 0.8, placeholder: DOMINANT_COLOR, sizes: "(min-width: 1080px) 290px, (min-width: 769px) 45vw, 92vw")
      }
    }
  }
`;
