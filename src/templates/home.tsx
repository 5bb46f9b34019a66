import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Advantages } from "../components/sections/Advantages";
import { ClosingCta } from "../components/sections/ClosingCta";
import { VideoHeroSection } from "../components/sections/VideoHeroSection";
import { ProcessAccordion } from "../components/home/ProcessAccordion";
import { solutionCards, SolutionGrid } from "../components/sections/SolutionGrid";
import { Testimonials } from "../components/home/Testimonials";
import { Seo } from "../components/Seo";
import { organization } from "../lib/structured-data";
import { siteFacts, useSiteConfig } from "../hooks/use-site-config";

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  const { hero, advantages, solutions, testimonials, process, cta } = data.homePage!;
  return (
    <>
      <VideoHeroSection {...hero} exploreTarget={solutions.anchor} />
      <Advantages {...advantages} />
      <SolutionGrid anchor={solutions.anchor} header={solutions} cards={solutionCards(solutions.cards)} />
      <Testimonials {...testimonials} />
      <ProcessAccordion {...process} />
      <ClosingCta {...cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = data.homePage!;
  const { poster, posterMobile } = page.hero.video;
  const site = useSiteConfig();
  return (
    <Seo {...page.seo} path={location.pathname} jsonLd={[organization(siteFacts(site))]}>
      {/* The hero still is the largest paint: fetch it before anything else. */}
      <link rel="preload" as="image" type="image/webp" href={poster} media="(min-width: 769px)" {...{ fetchpriority: "high" }} />
      <link rel="preload" as="image" type="image/webp" href={posterMobile} media="(max-width: 768px)" {...{ fetchpriority: "high" }} />
    </Seo>
  );
}

/** The card fields both the home page and the /solutions overview query. */
export const cardsFragment = graphql`
  fragment SolutionCards on SolutionCard {
    title
    titleLine2
    hoverDescription
    link
    backgroundImage {
      childImageSharp {
        gatsbyImageData(width: 420, aspectRatio: 0.8, placeholder: DOMINANT_COLOR, sizes: "(min-width: 1080px) 290px, (min-width: 769px) 45vw, 92vw")
      }
    }
  }
`;

export const query = graphql`
  query HomePage {
    homePage {
      seo {
        title
        description
      }
      hero {
        eyebrow
        headline
        lead
        exploreLabel
        secondaryCta {
          label
          to
        }
        video {
          ...VideoFiles
        }
      }
      advantages {
        eyebrow
        title
        intro
        items {
          icon
          color
          title
          description
          points
        }
      }
      solutions {
        anchor
        eyebrow
        title
        intro
        cards {
          ...SolutionCards
        }
      }
      testimonials {
        eyebrow
        title
        items {
          quote
          role
          companySize
        }
      }
      process {
        eyebrow
        title
        intro
        steps {
          title
          summary
          description
          duration
        }
      }
      cta {
        ...ClosingCtaFields
      }
    }
  }
`;
