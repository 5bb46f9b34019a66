import { css, cx } from "@linaria/core";
import { scheme } from "../../theme/color-schemes";
import { alpha, color, font, fontSize, radius, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { QuoteCard } from "../ui/QuoteCard";
import { Icon } from "../ui/Icon";
import { SectionHeader } from "../ui/SectionHeader";
import { balancedGrid, balancedGridCounts, iconBadge, sectionPadding } from "../ui/styles";

const section = (background: string) => `
  ${sectionPadding}
  background: ${background};
`;

const onWhite = css`
  ${section(color.white)}
`;

const onSnow = css`
  ${section(color.snow)}
`;

const onInk = css`
  ${section(color.ink)}
`;

const grid = css`
  ${balancedGrid}
`;

/* A card's CSS text, which the feature and the enterprise cards build on. */
const card = `
  padding: ${space[5]};
  border: 1px solid ${color.line};
  border-radius: ${radius.lg};
  background: ${color.white};
  h3 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.lg};
    color: ${color.ink};
  }
  p {
    margin: 0;
    color: ${color.textMuted};
    line-height: 1.6;
  }
`;

const featureCard = css`
  ${card}
  border-left: 3px solid var(--accent);
`;

interface Heading {
  eyebrow: string;
  title: string;
  description: string;
}

export function Features({
  eyebrow,
  title,
  description,
  features,
}: Heading & { features: readonly { title: string; description: string }[] }) {
  return (
    <section className={onWhite} aria-labelledby="features-title">
      <Container>
        <SectionHeader id="features-title" eyebrow={eyebrow} title={title} intro={description || undefined} />
        <ul className={grid} style={balancedGridCounts(features.length)}>
          {features.map((feature) => (
            <li key={feature.title} className={featureCard}>
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

const benefit = css`
  display: grid;
  grid-template-columns: 32px 1fr;
  gap: ${space[3]};
  align-items: start;
  padding: ${space[5]};
  border-radius: ${radius.lg};
  background: ${color.snow};
  font-size: ${fontSize.md};
  line-height: 1.5;
  color: ${color.ink};
  span {
    ${iconBadge(32, "round")}
    background: var(--accent-lightest);
    color: var(--accent-darker);
  }
`;

const resultsNote = css`
  max-width: 72ch;
  margin: ${space[7]} 0 0;
  padding-top: ${space[5]};
  border-top: 1px solid ${color.line};
  font-size: ${fontSize.sm};
  line-height: 1.6;
  color: ${color.textMuted};
  strong {
    color: ${color.ink};
  }
`;

/** The benefits, and under them what the page's ranges are measured on. */
export function Benefits({
  eyebrow,
  title,
  description,
  benefits,
  note,
}: Heading & { benefits: readonly string[]; note: { label: string; text: string } }) {
  return (
    <section className={onWhite} aria-labelledby="benefits-title">
      <Container>
        <SectionHeader id="benefits-title" eyebrow={eyebrow} title={title} intro={description} />
        <ul className={grid} style={balancedGridCounts(benefits.length, 3)} data-testid="benefits">
          {benefits.map((text) => (
            <li key={text} className={benefit}>
              <span>
                <Icon name="check" size={18} />
              </span>
              {text}
            </li>
          ))}
        </ul>
        <p className={resultsNote} data-testid="results-note">
          <strong>{note.label}:</strong> {note.text}
        </p>
      </Container>
    </section>
  );
}

const enterprise = css`
  ${card}
  background: ${color.onDarkTint};
  border-color: ${alpha(color.white, 0.14)};
  h3 {
    margin: ${space[4]} 0 ${space[2]};
    color: ${color.white};
  }
  p {
    color: ${color.textOnDarkMuted};
  }
  svg {
    color: var(--accent-lighter);
  }
`;

export function EnterpriseBenefits({
  eyebrow,
  title,
  description,
  items,
}: Heading & { items: readonly { icon: string; title: string; description: string }[] }) {
  return (
    <section className={onInk} aria-labelledby="enterprise-title">
      <Container>
        <SectionHeader id="enterprise-title" eyebrow={eyebrow} title={title} intro={description} onDark />
        <ul className={grid} style={balancedGridCounts(items.length)} data-testid="enterprise-benefits">
          {items.map((item) => (
            <li key={item.title} className={enterprise}>
              <Icon name={item.icon} size={28} />
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

const testimonial = css`
  max-width: 52rem;
  margin-inline: auto;
`;

export function SolutionTestimonial({ text, author }: { text: string; author: string }) {
  return (
    <section className={onSnow} aria-label={author}>
      <Container className={testimonial}>
        <QuoteCard quote={text} attribution={author} />
      </Container>
    </section>
  );
}

const steps = css`
  li {
    padding: ${space[5]};
    border: 1px solid ${color.line};
    border-top: 4px solid var(--step);
    border-radius: ${radius.lg};
    background: ${color.white};
  }
  b {
    display: block;
    font-size: ${fontSize.xs};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: var(--step-text);
  }
  h3 {
    margin: ${space[2]} 0 ${space[3]};
    font-family: ${font.display};
    font-size: ${fontSize.h3};
    color: ${color.ink};
  }
  p {
    margin: 0;
    color: ${color.textMuted};
    line-height: 1.6;
  }
`;

export function MethodSteps({
  eyebrow,
  title,
  items,
}: {
  eyebrow: string;
  title: string;
  items: readonly { title: string; description: string; color: string }[];
}) {
  return (
    <section className={onWhite} aria-labelledby="method-title">
      <Container>
        <SectionHeader id="method-title" eyebrow={eyebrow} title={title} />
        <ol className={cx(grid, steps)} style={balancedGridCounts(items.length)}>
          {items.map((step, index) => {
            const tones = scheme(step.color);
            return (
              <li key={step.title} style={{ ["--step" as string]: tones.primary, ["--step-text" as string]: tones.darker }}>
                <b>{String(index + 1).padStart(2, "0")}</b>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
