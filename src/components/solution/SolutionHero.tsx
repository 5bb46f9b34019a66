import { css } from "@linaria/core";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { color, layout, mq, space } from "../../theme/tokens";
import { Image } from "../media/Image";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { eyebrow, heroBand, pageTitle } from "../ui/styles";

interface Props {
  eyebrow: string;
  title: string;
  description: string;
  buttonText: string;
  image: IGatsbyImageData | null | undefined;
  overlayOpacity: number;
}

const section = css`
  ${heroBand}
  min-height: min(calc(88svh - ${layout.headerHeight}), 720px);
  padding: clamp(${space[8]}, 9vw, ${space[10]}) 0;
  ${mq.shortScreen} {
    padding-block: ${space[7]};
  }
`;

const backdrop = css`
  position: absolute;
  inset: 0;
  z-index: -2;
`;

/* The entry's overlay opacity darkens the artwork so white text stays legible. */
const overlay = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: ${color.ink};
`;

/* The eyebrow in the solution's own colour (--accent-lighter, set by the page). */
const eyebrowStyles = css`
  ${eyebrow}
  color: var(--accent-lighter);
`;

const titleStyles = css`
  ${pageTitle}
`;

const lead = css`
  max-width: 40rem;
  margin: ${space[5]} 0 ${space[6]};
  font-size: clamp(1.125rem, 1rem + 0.4vw, 1.3rem);
  line-height: 1.6;
  color: ${color.textOnDark};
`;

export function SolutionHero({ eyebrow, title, description, buttonText, image, overlayOpacity }: Props) {
  return (
    <section className={section} aria-labelledby="solution-title">
      <Image image={image} alt="" className={backdrop} loading="priority" />
      <div className={overlay} style={{ opacity: overlayOpacity }} data-testid="hero-overlay" />
      <Container>
        <p className={eyebrowStyles}>{eyebrow}</p>
        <h1 id="solution-title" className={titleStyles}>
          {title}
        </h1>
        <p className={lead}>{description}</p>
        <ButtonLink to="/contact">{buttonText}</ButtonLink>
      </Container>
    </section>
  );
}
