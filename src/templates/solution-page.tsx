import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ClosingCta } from "../components/sections/ClosingCta";
import { Seo } from "../components/Seo";
import { Challenges } from "../components/solution/Challenges";
import { SolutionHero } from "../components/solution/SolutionHero";
import { SolutionSections } from "../components/solution/SolutionSections";
import { siteFacts, useSiteConfig } from "../hooks/use-site-config";
import { breadcrumbs } from "../lib/structured-data";
import { deriveScheme } from "../../content-core/color-schemes";
import { accentVars } from "../components/ui/styles";

type Data = Queries.SolutionPageQuery;

export default function SolutionPage({ data }: PageProps<Data>) {
  const [page, labels] = [data.solutionPage!, data.solutionsOverviewPage!.sectionLabels];
  return (
    <div style={accentVars(deriveScheme(page.hexCode))} data-solution={page.path}>
      <SolutionHero page={page} />
      <Challenges page={page} eyebrow={labels.challenges} />
      <SolutionSections page={page} labels={labels} />
      <ClosingCta
        eyebrow={page.subpage}
        title={page.ctaTitle}
        description={page.ctaDescription}
        primary={{ label: page.ctaButtonText, to: "/contact" }}
      />
    </div>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const [page, labels] = [data.solutionPage!, data.solutionsOverviewPage!.sectionLabels];
  const site = useSiteConfig();
  const trail = [
    { name: site.ui.breadcrumbHome, path: "/" },
    { name: labels.breadcrumb, path: "/solutions" },
    { name: page.subpage, path: page.path },
  ];
  return <Seo {...page.seo} path={page.path} accent={page.hexCode} jsonLd={[breadcrumbs(siteFacts(site), trail)]} />;
}

export const query = graphql`
  query SolutionPage($id: String!) {
    solutionPage(id: { eq: $id }) {
      path
      subpage
      seo {
        title
        description
      }
      hexCode
      heroTitle
      heroDescription
      heroOverlayOpacity
      heroButtonText
      heroBackgroundImage {
        childImageSharp {
          gatsbyImageData(width: 1920, aspectRatio: 1.6, placeholder: BLURRED, sizes: "100vw", breakpoints: [480, 768, 1200, 1600, 1920])
        }
      }
      challengesTitle
      challengesDescription
      problems {
        title
        description
      }
      problemSolutionPairs {
        problem {
          title
          icon
          description
        }
        solution {
          title
          icon
        }
      }
      featuresTitle
      features {
        title
        description
      }
      platformTitle
      platformDescription
      benefits
      resultsNote
      mappingTitle
      mappingDescription
      enterpriseBenefits {
        icon
        title
        description
      }
      testimonialQuote
      testimonialAuthor
      howItWorks {
        title
        description
        color
      }
      ctaTitle
      ctaDescription
      ctaButtonText
    }
    solutionsOverviewPage {
      sectionLabels {
        challenges
        features
        benefits
        enterprise
        method
        methodTitle
        breadcrumb
        resultsNote
        resultsMethodLink {
          label
          to
        }
      }
    }
  }
`;
