import { css, cx } from "@linaria/core";
import type { ReactNode } from "react";
import { color, fontSize, space } from "../../theme/tokens";
import { Container } from "./Container";
import { Paragraphs } from "./Paragraphs";
import { displayType, eyebrow as eyebrowText, sectionPadding } from "./styles";

const band = css`
  ${sectionPadding}
`;

const tones = {
  plain: undefined,
  white: css`
    background: ${color.white};
  `,
  snow: css`
    background: ${color.snow};
  `,
  ink: css`
    background: ${color.ink};
  `,
  navy: css`
    background: radial-gradient(120% 140% at 0% 0%, ${color.navyLight} 0%, ${color.navy} 40%, ${color.ink} 100%);
  `,
};

const header = css`
  max-width: 46rem;
  margin-bottom: clamp(${space[6]}, 5vw, ${space[8]});
`;

const eyebrowStyles = css`
  ${eyebrowText(color.goldText)}
`;

const title = css`
  margin: 0;
  ${displayType(fontSize.h2)}
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
const onDark = css`
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

export interface SectionHeading {
  eyebrow: string;
  title: string;
  intro?: string;
}

interface Props extends Partial<SectionHeading> {
  /** The heading is `${id ?? name}-title` and labels the section. */
  name?: string;
  /** The section's own id, for links to it (e.g. /about#core-principles). */
  id?: string;
  tone?: keyof typeof tones;
  /** The container's class, e.g. the header beside the content. */
  inner?: string;
  /** The section's label when it has no heading. */
  label?: string;
  children: ReactNode;
}

/** A full-width band of a page: its eyebrow, h2 and intro, then its content. */
export function Section({ name, id, tone = "white", inner, label, eyebrow, title: heading, intro, children }: Props) {
  const titleId = `${id ?? name}-title`;
  return (
    <section id={id} className={cx(band, tones[tone])} aria-labelledby={heading ? titleId : undefined} aria-label={label}>
      <Container className={inner}>
        {heading && (
          <header className={cx(header, (tone === "ink" || tone === "navy") && onDark)}>
            <p className={eyebrowStyles}>{eyebrow}</p>
            <h2 id={titleId} className={title}>
              {heading}
            </h2>
            {intro && <Paragraphs text={intro} className={introStyles} />}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
