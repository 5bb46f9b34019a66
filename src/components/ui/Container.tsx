import { css, cx } from "@linaria/core";
import type { ReactNode } from "react";
import { layout, space } from "../../theme/tokens";

const styles = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: clamp(${space[4]}, 4vw, ${space[6]});
`;

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles, className)}>{children}</div>;
}
