import { css } from "@linaria/core";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HeroVideo } from "../components/media/HeroVideo";
import type { VideoFiles } from "../components/media/video-files";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { columns, pageTitle, sectionPadding } from "../components/ui/styles";
import { color, fontSize, radius, space } from "../theme/tokens";

type Data = Queries.VideoTestPageQuery;
type Texts = NonNullable<Data["videoTestPage"]>;

/** docs/product.md: the test page plays both videos at half speed and 0.8 opacity. */
const TEST_PLAYBACK_RATE = 0.5;
const TEST_OPACITY = 0.8;

const layout = css`
  ${sectionPadding}
  > h1 {
    ${pageTitle}
    color: ${color.ink};
  }
  > p {
    max-width: 44rem;
    font-size: ${fontSize.lg};
    color: ${color.textMuted};
  }
  > div {
    ${columns(2, 1)}
    margin-top: ${space[7]};
  }
`;

const sample = css`
  margin: 0;
  > div {
    position: relative;
    aspect-ratio: 16 / 9;
    overflow: hidden;
    border-radius: ${radius.lg};
    background: ${color.ink};
  }
  figcaption {
    margin-top: ${space[4]};
    color: ${color.textMuted};
  }
  h2,
  h3 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.lg};
    color: ${color.ink};
  }
  p,
  ul {
    margin: 0 0 ${space[3]};
  }
  code {
    overflow-wrap: anywhere;
  }
`;

function VideoSample({ id, label, video, texts }: { id: string; label: string; video: VideoFiles; texts: Texts }) {
  const files = [
    ["Desktop MP4", video.desktop.mp4],
    ["Desktop WebM", video.desktop.webm],
    ["Mobile MP4", video.mobile.mp4],
    ["Mobile WebM", video.mobile.webm],
    [texts.stillLabel, video.poster],
    [`${texts.stillLabel}, mobile`, video.posterMobile],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <figure className={sample} aria-labelledby={`${id}-label`} data-testid={id}>
      <div>
        <HeroVideo video={video} playbackRate={TEST_PLAYBACK_RATE} opacity={TEST_OPACITY} />
      </div>
      <figcaption>
        <h2 id={`${id}-label`}>{label}</h2>
        <p>{texts.settings.replace("{rate}", String(TEST_PLAYBACK_RATE)).replace("{opacity}", String(TEST_OPACITY))}</p>
        <h3>{texts.filesLabel}</h3>
        <ul>
          {files.map(([name, file]) => (
            <li key={name}>
              {name}: <code>{file}</code>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** /video-test: both background videos side by side, for checking the files. Not linked, not indexed. */
export default function VideoTestPage({ data }: PageProps<Data>) {
  const page = data.videoTestPage!;
  return (
    <Container className={layout}>
      <h1>{page.title}</h1>
      <p>{page.intro}</p>
      <div>
        <VideoSample id="hero-video" label={page.heroLabel} video={data.homePage!.hero.video} texts={page} />
        <VideoSample id="about-video" label={page.aboutLabel} video={data.aboutPage!.hero.video} texts={page} />
      </div>
    </Container>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const page = data.videoTestPage!;
  return <Seo title={page.title} description={page.intro} path="/video-test" noindex />;
}

export const query = graphql`
  query VideoTestPage {
    videoTestPage {
      title
      intro
      heroLabel
      aboutLabel
      filesLabel
      stillLabel
      settings
    }
    homePage {
      hero {
        video {
          ...VideoFiles
        }
      }
    }
    aboutPage {
      hero {
        video {
          ...VideoFiles
        }
      }
    }
  }
`;
