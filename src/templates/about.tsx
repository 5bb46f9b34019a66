import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Story } from "../components/about/Story";
import { Advantages } from "../components/sections/Advantages";
import { ClosingCta } from "../components/sections/ClosingCta";
import { Seo } from "../components/Seo";
import { VideoHeroSection } from "../components/sections/VideoHeroSection";

type Data = Queries.AboutPageQuery;

/** Section ids that other pages link to (docs/product.md: /about#story, /about#core-principles). */
const ABOUT_ANCHORS = { story: "story", principles: "core-principles" } as const;

/** /about: the background-video hero, the founder story (#story), the principles (#core-principles), the call to action. */
export default function AboutPage({ data }: PageProps<Data>) {
  const { hero, story, principles, cta } = data.aboutPage!;
  return (
    <>
      <VideoHeroSection size="page" {...hero} headline={hero.title} exploreTarget={ABOUT_ANCHORS.story} />
      <Story id={ABOUT_ANCHORS.story} {...story} />
      <Advantages
        id={ABOUT_ANCHORS.principles}
        {...principles}
        items={principles.items.map((item) => ({ ...item, points: item.practices }))}
      />
      <ClosingCta {...cta} />
    </>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return <Seo {...data.aboutPage!.seo} path="/about" />;
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
