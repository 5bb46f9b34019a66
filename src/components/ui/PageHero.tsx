import { css, cx } from "@linaria/core";
import { color, fontSize, goldGlow, space } from "../../theme/tokens";
import { Container } from "./Container";
import { Paragraphs } from "./Paragraphs";
import { eyebrow, pageTitle } from "./styles";

const hero = css`
  padding: clamp(${space[8]}, 8vw, ${space[9]}) 0;
  background:
    ${goldGlow(0.22)},
    linear-gradient(160deg, ${color.navy} 0%, ${color.ink} 100%);
  color: ${color.white};
`;

/** Extra room at the bottom for a card that overlaps the band (the contact form). */
const overlapped = css`
  padding-bottom: clamp(${space[9]}, 12vw, 11rem);
`;

const eyebrowStyles = css`
  ${eyebrow(color.goldSoft)}
`;

const titleStyles = css`
  ${pageTitle}
`;

const introStyles = css`
  max-width: 42rem;
  margin: ${space[5]} 0 0;
  font-size: ${fontSize.lg};
  line-height: 1.6;
  color: ${color.textOnDark};
`;

/** The same band on the page's light background (the /solutions overview). */
const light = css`
  padding-bottom: ${space[6]};
  background:
    ${goldGlow(0.14)},
    ${color.snow};
  color: ${color.ink};
  .${eyebrowStyles} {
    color: ${color.goldText};
  }
  .${introStyles} {
    color: ${color.textMuted};
  }
`;

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  overlap?: boolean;
  tone?: "dark" | "light";
}

/** The title band at the top of the inner pages: eyebrow, h1, intro. */
export function PageHero({ id, eyebrow, title, intro, overlap = false, tone = "dark" }: Props) {
  return (
    <section className={cx(hero, overlap && overlapped, tone === "light" && light)} aria-labelledby={id}>
      <Container>
        <p className={eyebrowStyles}>{eyebrow}</p>
        <h1 id={id} className={titleStyles}>
          {title}
        </h1>
        <Paragraphs text={intro} className={introStyles} />
      </Container>
    </section>
  );
}
