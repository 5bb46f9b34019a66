import { css, cx } from "@linaria/core";
import { scheme } from "../../theme/color-schemes";
import { alpha, color, font, fontSize, radius, space } from "../../theme/tokens";
import { QuoteCard } from "../ui/QuoteCard";
import { Icon } from "../ui/Icon";
import { Section } from "../ui/Section";
import { balancedGrid, balancedGridCounts, iconBadge } from "../ui/styles";

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

type Page = NonNullable<Queries.SolutionPageQuery["solutionPage"]>;
type Heading = { eyebrow: string; title: string; description: string };

export function Features({ description, features, ...heading }: Heading & { features: NonNullable<Page["features"]> }) {
  return (
    <Section name="features" intro={description} {...heading}>
      <ul className={grid} style={balancedGridCounts(features.length)}>
        {features.map((feature) => (
          <li key={feature.title} className={featureCard}>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
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
  description,
  benefits,
  note,
  ...heading
}: Heading & { benefits: readonly string[]; note: { label: string; text: string } }) {
  return (
    <Section name="benefits" intro={description} {...heading}>
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
    </Section>
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

export function EnterpriseBenefits({ description, items, ...heading }: Heading & { items: Page["enterpriseBenefits"] }) {
  return (
    <Section name="enterprise" tone="ink" intro={description} {...heading}>
      <ul className={grid} style={balancedGridCounts(items.length)} data-testid="enterprise-benefits">
        {items.map((item) => (
          <li key={item.title} className={enterprise}>
            <Icon name={item.icon} size={28} />
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const testimonial = css`
  max-width: 52rem;
  margin-inline: auto;
`;

export function SolutionTestimonial({ text, author }: { text: string; author: string }) {
  return (
    <Section tone="snow" inner={testimonial} label={author}>
      <QuoteCard quote={text} attribution={author} />
    </Section>
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

export function MethodSteps({ items, ...heading }: { eyebrow: string; title: string; items: Page["howItWorks"] }) {
  return (
    <Section name="method" {...heading}>
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
    </Section>
  );
}
