import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Story } from "../components/about/Story";
import { Advantages } from "../components/sections/Advantages";
import { ClosingCta } from "../components/sections/ClosingCta";
import { Seo } from "../components/Seo";
import { VideoHeroSection } from "../components/sections/VideoHeroSection";
import { ABOUT_ANCHORS } from "../lib/anchors";

type Data = Queries.AboutPageQuery;

function pageContent(data: Data) {
  if (!data.aboutPage) throw new Error("content/about.yaml is missing");
  return data.aboutPage;
}

/** /about: the background-video hero, the founder story (#story), the principles (#core-principles), the call to action. */
export default function AboutPage({ data }: PageProps<Data>) {
  const { hero, story, principles, cta } = pageContent(data);
  return (
    <>
      <VideoHeroSection
        size="page"
        eyebrow={hero.eyebrow}
        headline={hero.title}
        lead={hero.lead}
        exploreLabel={hero.exploreLabel}
        exploreTarget={ABOUT_ANCHORS.story}
        secondaryCta={hero.secondaryCta}
        video={hero.video}
      />
      <Story id={ABOUT_ANCHORS.story} eyebrow={story.eyebrow} title={story.title} paragraphs={story.paragraphs} facts={story.facts} />
      <Advantages
        id={ABOUT_ANCHORS.principles}
        eyebrow={principles.eyebrow}
        title={principles.title}
        intro={principles.intro}
        items={principles.items.map((item) => ({ ...item, points: item.practices }))}
      />
      <ClosingCta {...cta} />
    </>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const page = pageContent(data);
  return <Seo title={page.seo.title} description={page.seo.description} path="/about" />;
}

export const query = graphql`
  query AboutPage {
    aboutPage {
      seo {
        title
        description
      }
      hero {
        eyebrow
        title
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
      story {
        eyebrow
        title
        paragraphs
        facts {
          value
          label
        }
      }
      principles {
        eyebrow
        title
        intro
        items {
          title
          icon
          color
          description
          practices
        }
      }
      cta {
        ...ClosingCtaFields
      }
    }
  }
`;
