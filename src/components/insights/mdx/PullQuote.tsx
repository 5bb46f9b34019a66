import { css } from "@linaria/core";
import type { ReactNode } from "react";
import { color, font, fontSize, space } from "../../../theme/tokens";
import { Icon } from "../../ui/Icon";

const figure = css`
  margin: ${space[7]} 0;
  padding: ${space[6]} 0;
  border-top: 1px solid ${color.line};
  border-bottom: 1px solid ${color.line};
  color: ${color.goldText};
  blockquote {
    margin: ${space[3]} 0 ${space[4]};
    font-family: ${font.display};
    font-size: ${fontSize.xl};
    line-height: 1.4;
    color: ${color.ink};
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${color.textMuted};
  }
`;

/** A quote from a client, attributed by role and company size only. */
export function PullQuote({ attribution, children }: { attribution: string; children: ReactNode }) {
  return (
    <figure className={figure}>
      <Icon name="quote" size={28} />
      <blockquote>{children}</blockquote>
      <figcaption>{attribution}</figcaption>
    </figure>
  );
}
