import { css, cx } from "@linaria/core";
import { Icon } from "../ui/Icon";
import { scrollToSection } from "../../lib/scroll";
import { alpha, color, fontSize, layout, mq, space } from "../../theme/tokens";
import { buttonStyles, ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { displayType, eyebrow, heroBand, pageTitle } from "../ui/styles";
import { HeroVideo } from "../media/HeroVideo";
import type { VideoFiles } from "../media/video-files";

type Props = Omit<NonNullable<Queries.HomePageQuery["homePage"]>["hero"], "video"> & {
  exploreTarget: string;
  video: VideoFiles;
  /** "home": the full-height brand hero; "page": shorter, for an inner page's longer title. */
  size?: "home" | "page";
};

const section = css`
  ${heroBand}
  min-height: min(calc(100svh - ${layout.headerHeight}), 860px);
  padding: clamp(${space[8]}, 10vw, ${space[10]}) 0;
  ${mq.mobile} {
    min-height: calc(100svh - ${layout.headerHeight});
  }
`;

/* The scrim keeps white text above AA contrast wherever the video is bright. */
const scrim = css`
  position: absolute;
  inset: 0;
  z-index: 1;
  background:
    linear-gradient(90deg, ${alpha(color.ink, 0.88)} 0%, ${alpha(color.ink, 0.62)} 48%, ${alpha(color.ink, 0.25)} 100%),
    linear-gradient(0deg, ${alpha(color.ink, 0.55)} 0%, ${alpha(color.ink, 0)} 40%);
  pointer-events: none;
  ${mq.mobile} {
    background: linear-gradient(0deg, ${alpha(color.ink, 0.92)} 0%, ${alpha(color.ink, 0.6)} 60%, ${alpha(color.ink, 0.35)} 100%);
  }
`;

const pageSection = css`
  min-height: min(calc(80svh - ${layout.headerHeight}), 680px);
  ${mq.mobile} {
    min-height: min(calc(100svh - ${layout.headerHeight}), 640px);
  }
`;

const content = css`
  position: relative;
  z-index: 2;
  max-width: 44rem;
`;

const eyebrowStyles = css`
  ${eyebrow(color.goldSoft)}
`;

const headline = css`
  margin: 0;
  ${displayType(fontSize.h1)}
  line-height: 1.02;
  letter-spacing: -0.025em;
`;

/* An inner page's longer title. */
const pageHeadline = css`
  ${pageTitle}
`;

const lead = css`
  margin: ${space[5]} 0 ${space[6]};
  max-width: 36rem;
  font-size: clamp(1.125rem, 1rem + 0.5vw, 1.375rem);
  line-height: 1.55;
  color: ${color.textOnDark};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

/** A page-opening band over a looping background video: eyebrow, h1, lead, and two actions. */
export function VideoHeroSection({ size = "home", ...props }: Props) {
  return (
    <section className={cx(section, size === "page" && pageSection)} aria-labelledby="hero-title">
      <HeroVideo video={props.video} priority />
      <div className={scrim} />
      <Container>
        <div className={content}>
          <p className={eyebrowStyles}>{props.eyebrow}</p>
          <h1 id="hero-title" className={size === "page" ? pageHeadline : headline}>
            {props.headline}
          </h1>
          <p className={lead}>{props.lead}</p>
          <div className={actions}>
            {/* A real anchor: before the JavaScript arrives it still jumps to the section. */}
            <a
              href={`#${props.exploreTarget}`}
              className={buttonStyles("primary")}
              onClick={(event) => {
                event.preventDefault();
                scrollToSection(props.exploreTarget);
              }}
            >
              {props.exploreLabel}
              <Icon name="arrow-down" size={18} />
            </a>
            <ButtonLink to={props.secondaryCta.to} variant="ghostOnDark">
              {props.secondaryCta.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
