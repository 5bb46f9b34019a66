import { css } from "@linaria/core";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Icon } from "../ui/Icon";
import { alpha, color, fontSize, motion, mq, radius, shadow, space } from "../../theme/tokens";
import { Image, type ImageLoading } from "../media/Image";
import { displayType, onFocusOrHover } from "../ui/styles";

export interface SolutionCardData {
  title: string;
  titleLine2?: string | null;
  hoverDescription: string;
  link: string;
  image: IGatsbyImageData | null | undefined;
}

/** `rules` for a part of the card while the card has keyboard focus or a hovering pointer. */
const whenRevealed = (rules: string) => onFocusOrHover(rules, "a:focus-visible > &", "a:hover > &");

const card = css`
  position: relative;
  display: block;
  height: 100%;
  min-height: 340px;
  border-radius: ${radius.lg};
  overflow: hidden;
  isolation: isolate;
  color: ${color.white};
  text-decoration: none;
  background: ${color.navy};
  box-shadow: ${shadow.card};
  transition:
    transform ${motion.base} ${motion.ease},
    box-shadow ${motion.base} ${motion.ease};
  ${mq.mobile} {
    min-height: 230px;
  }
  ${onFocusOrHover(`transform: translateY(-4px); box-shadow: ${shadow.raised};`)}
  ${mq.noHover} {
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
  }
`;

const media = css`
  position: absolute;
  inset: 0;
  z-index: -2;
  transition: transform ${motion.slow} ${motion.ease};
  ${whenRevealed(`transform: scale(1.05);`)}
`;

const shade = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(180deg, ${alpha(color.ink, 0.15)} 0%, ${alpha(color.ink, 0.85)} 100%);
  transition: background ${motion.base} ${motion.ease};
  ${whenRevealed(`background: ${alpha(color.ink, 0.88)};`)}
  ${mq.noHover} {
    background: linear-gradient(180deg, ${alpha(color.ink, 0.45)} 0%, ${alpha(color.ink, 0.92)} 100%);
  }
`;

const layer = `
  position: absolute;
  inset: auto 0 0 0;
  padding: ${space[5]};
  transition:
    opacity ${motion.base} ${motion.ease},
    transform ${motion.base} ${motion.ease};
`;

/*
 * With a hovering pointer the two layers share the card's foot and swap; on touch screens they
 * stack in the flow, title above description above 'Learn more', all shown.
 */
const stacked = `
  ${mq.noHover} {
    &,
    a:focus-visible > & {
      position: relative;
      inset: auto;
      opacity: 1;
      transform: none;
    }
  }
`;

const titleLayer = css`
  ${layer}
  ${whenRevealed(`opacity: 0; transform: translateY(-8px);`)}
  ${stacked}
  ${mq.noHover} {
    padding-bottom: ${space[3]};
  }
`;

const detailLayer = css`
  ${layer}
  opacity: 0;
  transform: translateY(8px);
  ${whenRevealed(`opacity: 1; transform: none;`)}
  ${stacked}
  ${mq.noHover} {
    padding-top: 0;
  }
`;

const title = css`
  margin: 0;
  ${displayType("1.625rem")}
  line-height: 1.1;
  span {
    display: block;
  }
`;

const description = css`
  margin: 0 0 ${space[4]};
  font-size: ${fontSize.sm};
  line-height: 1.55;
  color: ${color.textOnDark};
`;

const more = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${fontSize.sm};
  font-weight: 700;
  color: ${color.goldSoft};
`;

interface Props {
  data: SolutionCardData;
  learnMore: string;
  heading: "h2" | "h3";
  imageLoading: ImageLoading;
}

/**
 * The solution's name over its artwork; on hover or keyboard focus the description and 'Learn
 * more' fade in instead. Touch screens, which cannot hover, show both.
 */
export function SolutionCard({ data, learnMore, heading: Heading, imageLoading }: Props) {
  return (
    <Link to={data.link} className={card} data-testid="solution-card">
      <Image image={data.image} alt="" className={media} loading={imageLoading} />
      <div className={shade} />
      <div className={titleLayer} data-part="title">
        <Heading className={title}>
          <span>{data.title}</span>
          {data.titleLine2 && <span>{data.titleLine2}</span>}
        </Heading>
      </div>
      <div className={detailLayer} data-part="detail">
        <p className={description}>{data.hoverDescription}</p>
        <span className={more}>
          {learnMore}
          <Icon name="arrow-right" size={16} />
        </span>
      </div>
    </Link>
  );
}
