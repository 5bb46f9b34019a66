import { css } from "@linaria/core";
import { color, layout, mq, space } from "../../theme/tokens";
import { Image } from "../media/Image";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { eyebrow, heroBand, pageTitle } from "../ui/styles";
import type { Page } from "./SolutionSections";

/** docs/product.md, Solution pages: the hero overlay is 0.5 unless the entry says otherwise. */
const DEFAULT_OVERLAY_OPACITY = 0.5;

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
  ${eyebrow("var(--accent-lighter)")}
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

export function SolutionHero({ page }: { page: Page }) {
  return (
    <section className={section} aria-labelledby="solution-title">
      <Image image={page.heroBackgroundImage?.childImageSharp?.gatsbyImageData} alt="" className={backdrop} loading="priority" />
      <div className={overlay} style={{ opacity: page.heroOverlayOpacity ?? DEFAULT_OVERLAY_OPACITY }} data-testid="hero-overlay" />
      <Container>
        <p className={eyebrowStyles}>{page.subpage}</p>
        <h1 id="solution-title" className={titleStyles}>
          {page.heroTitle}
        </h1>
        <p className={lead}>{page.heroDescription}</p>
        <ButtonLink to="/contact">{page.heroButtonText}</ButtonLink>
      </Container>
    </section>
  );
}
