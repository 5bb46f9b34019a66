import { css, cx } from "@linaria/core";
import type { ReactNode } from "react";
import { color, font, fontSize, space } from "../../theme/tokens";
import { eyebrow } from "./styles";

interface Props {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  id?: string;
  onDark?: boolean;
  align?: "start" | "center";
}

const wrap = css`
  max-width: 46rem;
  margin-bottom: clamp(${space[6]}, 5vw, ${space[8]});
`;

const centred = css`
  margin-inline: auto;
  text-align: center;
`;

const eyebrowStyles = css`
  ${eyebrow}
  color: ${color.goldText};
`;

const title = css`
  margin: 0;
  font-family: ${font.display};
  font-size: ${fontSize.h2};
  font-weight: 600;
  line-height: 1.1;
  letter-spacing: -0.015em;
  color: ${color.ink};
`;

const introStyles = css`
  margin: ${space[4]} 0 0;
  font-size: ${fontSize.lg};
  line-height: 1.6;
  color: ${color.textMuted};
`;

/** The same header on a navy band. */
const onDarkStyles = css`
  .${eyebrowStyles} {
    color: ${color.goldSoft};
  }
  .${title} {
    color: ${color.white};
  }
  .${introStyles} {
    color: ${color.textOnDarkMuted};
  }
`;

export function SectionHeader({ eyebrow: label, title: heading, intro, id, onDark = false, align = "start" }: Props) {
  return (
    <header className={cx(wrap, align === "center" && centred, onDark && onDarkStyles)}>
      <p className={eyebrowStyles}>{label}</p>
      <h2 id={id} className={title}>
        {heading}
      </h2>
      {intro && <p className={introStyles}>{intro}</p>}
    </header>
  );
}
