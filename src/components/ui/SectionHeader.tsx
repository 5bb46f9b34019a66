import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { color, font, fontSize, space } from "../../theme/tokens";

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

export const eyebrowStyles = css`
  display: inline-block;
  margin: 0 0 ${space[3]};
  font-size: ${fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

const title = css`
  margin: 0;
  font-family: ${font.display};
  font-size: ${fontSize.h2};
  font-weight: 600;
  line-height: 1.1;
  letter-spacing: -0.015em;
`;

const introStyles = css`
  margin: ${space[4]} 0 0;
  font-size: ${fontSize.lg};
  line-height: 1.6;
`;

export function SectionHeader({ eyebrow, title: heading, intro, id, onDark = false, align = "start" }: Props) {
  return (
    <header css={[wrap, align === "center" && { marginInline: "auto", textAlign: "center" }]}>
      <p css={[eyebrowStyles, { color: onDark ? color.goldSoft : color.goldText }]}>{eyebrow}</p>
      <h2 id={id} css={[title, { color: onDark ? color.white : color.ink }]}>
        {heading}
      </h2>
      {intro && <p css={[introStyles, { color: onDark ? color.textOnDarkMuted : color.textMuted }]}>{intro}</p>}
    </header>
  );
}
