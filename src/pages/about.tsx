import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Story } from "../components/about/Story";
import { Advantages } from "../components/home/Advantages";
import { ClosingCta } from "../components/home/ClosingCta";
import { Seo } from "../components/Seo";
import { VideoHero } from "../components/ui/VideoHero";
import { useSiteConfig } from "../hooks/use-site-config";
import { ABOUT_ANCHORS } from "../lib/anchors";

type Data = Queries.AboutPageQuery;

function usePage(data: Data) {
  if (!data.aboutPage) throw new Error("content/about.yaml is missing");
  return data.aboutPage;
}

/** /about: the background-video hero, the founder story (#story), the principles (#core-principles), the call to action. */
export default function AboutPage({ data }: PageProps<Data>) {
  const { hero, story, principles, cta } = usePage(data);
  const { t } = useSiteConfig();
  return (
    <>
      <VideoHero
        size="page"
        eyebrow={t(hero.eyebrow)}
        headline={t(hero.title)}
        lead={t(hero.lead)}
        exploreLabel={hero.exploreLabel}
        exploreTarget={ABOUT_ANCHORS.story}
        secondaryCta={hero.secondaryCta}
        video={hero.video}
      />
      <Story id={ABOUT_ANCHORS.story} eyebrow={t(story.eyebrow)} title={t(story.title)} paragraphs={story.paragraphs.map((paragraph) => t(paragraph))} facts={story.facts} />
      <Advantages
        id={ABOUT_ANCHORS.principles}
        eyebrow={t(principles.eyebrow)}
        title={t(principles.title)}
        intro={t(principles.intro)}
        items={principles.items.map((item) => ({ ...item, description: t(item.description), points: item.practices }))}
      />
      <ClosingCta eyebrow={t(cta.eyebrow)} title={t(cta.title)} description={t(cta.description)} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const page = usePage(data);
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
        eyebrow
        title
        description
        primary {
          label
          to
        }
        secondary {
          label
          to
        }
      }
    }
  }
`;
