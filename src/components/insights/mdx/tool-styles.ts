import { css } from "@linaria/core";
import { color, font, fontSize, mq, radius, space } from "../../../theme/tokens";

/** The frame of a reader tool in an article: set apart from the prose, full width of the column. */
export const frame = css`
  margin: ${space[7]} 0;
  padding: clamp(${space[4]}, 4vw, ${space[6]});
  border: 1px solid ${color.line};
  border-top: 4px solid ${color.gold};
  border-radius: ${radius.md};
  background: ${color.snow};
  font-size: 1rem;
  line-height: 1.55;
`;

export const title = css`
  margin: 0 0 ${space[2]};
  font-family: ${font.display};
  font-size: ${fontSize.xl};
  font-weight: 600;
  line-height: 1.25;
  color: ${color.ink};
`;

export const intro = css`
  margin: 0 0 ${space[5]};
  color: ${color.textMuted};
`;

/** The result in words, read out when it changes; room kept for its longest wording, so nothing below moves. */
export const reading = css`
  margin: ${space[5]} 0;
  min-height: calc(2 * 1.55em);
  font-weight: 600;
  color: ${color.ink};
  ${mq.mobile} {
    min-height: calc(5 * 1.55em);
  }
  &[data-problem] {
    color: ${color.dangerText};
  }
`;

export const note = css`
  margin: ${space[4]} 0 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;
