import { css, cx } from "@linaria/core";
import { Link } from "gatsby";
import { scheme } from "../../../content-core/color-schemes";
import { alpha, color, font, fontSize, radius, space } from "../../theme/tokens";
import { QuoteCard } from "../ui/QuoteCard";
import { Icon } from "../ui/Icon";
import { Section } from "../ui/Section";
import { accentVars, balancedGrid, balancedGridCounts, cardFrame, iconBadge } from "../ui/styles";

/** A balancedGrid list of cards (the challenges' cards too). */
export const grid = css`
  ${balancedGrid}
`;

/* A card's CSS text, which the feature and the enterprise cards build on. */
const card = `
  padding: ${space[5]};
  ${cardFrame}
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

const testimonial = css`
  max-width: 52rem;
  margin-inline: auto;
`;

const steps = css`
  li {
    padding: ${space[5]};
    ${cardFrame}
    border-top: 4px solid var(--accent);
  }
  b {
    display: block;
    font-size: ${fontSize.xs};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: var(--accent-darker);
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

export type Page = NonNullable<Queries.SolutionPageQuery["solutionPage"]>;
type Labels = NonNullable<Queries.SolutionPageQuery["solutionsOverviewPage"]>["sectionLabels"];

/** A solution page's sections after its challenges: features (when it has any), benefits, enterprise, testimonial, method. */
export function SolutionSections({ page, labels }: { page: Page; labels: Labels }) {
  return (
    <>
      {page.features?.length ? (
        <Section name="features" eyebrow={labels.features} title={page.featuresTitle ?? ""}>
          <ul className={grid} style={balancedGridCounts(page.features.length)}>
            {page.features.map((feature) => (
              <li key={feature.title} className={featureCard}>
                <h3>{feature.title}</h3>
                <p>{feature.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section name="benefits" eyebrow={labels.benefits} title={page.platformTitle} intro={page.platformDescription}>
        <ul className={grid} style={balancedGridCounts(page.benefits.length, 3)} data-testid="benefits">
          {page.benefits.map((text) => (
            <li key={text} className={benefit}>
              <span>
                <Icon name="check" size={18} />
              </span>
              {text}
            </li>
          ))}
        </ul>
        {/* What the page's ranges are measured on. */}
        <p className={resultsNote} data-testid="results-note">
          <strong>{labels.resultsNote}:</strong> {page.resultsNote}{" "}
          <Link to={labels.resultsMethodLink.to}>{labels.resultsMethodLink.label}</Link>
        </p>
      </Section>
      <Section name="enterprise" tone="ink" eyebrow={labels.enterprise} title={page.mappingTitle} intro={page.mappingDescription}>
        <ul className={grid} style={balancedGridCounts(page.enterpriseBenefits.length)} data-testid="enterprise-benefits">
          {page.enterpriseBenefits.map((item) => (
            <li key={item.title} className={enterprise}>
              <Icon name={item.icon} size={28} />
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="snow" inner={testimonial} label={page.testimonialAuthor}>
        <QuoteCard quote={page.testimonialQuote} attribution={page.testimonialAuthor} />
      </Section>
      <Section name="method" eyebrow={labels.method} title={labels.methodTitle}>
        <ol className={cx(grid, steps)} style={balancedGridCounts(page.howItWorks.length)}>
          {page.howItWorks.map((step, index) => (
            <li key={step.title} style={accentVars(scheme(step.color))}>
              <b>{String(index + 1).padStart(2, "0")}</b>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
