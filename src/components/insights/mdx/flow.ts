import { css } from "@linaria/core";
import { space } from "../../../theme/tokens";

/** Markdown written inside a component (a callout, a timeline phase): tighter than the article's own flow. */
export const nestedFlow = css`
  p,
  ul,
  ol {
    margin: 0 0 ${space[3]};
  }
  ul,
  ol {
    padding-left: ${space[5]};
  }
  li + li {
    margin-top: ${space[1]};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;
