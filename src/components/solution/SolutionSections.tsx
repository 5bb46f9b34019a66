import { css } from "@emotion/react";
import { scheme } from "../../theme/color-schemes";
import { color, font, fontSize, mq, radius, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { Icon } from "../ui/Icon";
import { SectionHeader } from "../ui/SectionHeader";
import { columns, sectionPadding } from "../ui/styles";

const section = (background: string) => css`
  ${sectionPadding};
  background: ${background};
`;

const grid = (min: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${min}, 1fr));
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
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

interface Heading {
  eyebrow: string;
  title: string;
  description: string;
}

export function Features({ eyebrow, title, description, features }: Heading & { features: readonly { title: string; description: string }[] }) {
  return (
    <section css={section(color.white)} aria-labelledby="features-title">
      <Container>
        <SectionHeader id="features-title" eyebrow={eyebrow} title={title} intro={description || undefined} />
        <ul css={grid("280px")}>
          {features.map((feature) => (
            <li key={feature.title} css={[card, { borderLeft: "3px solid var(--accent)" }]}>
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
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: ${radius.pill};
    background: var(--accent-lightest);
    color: var(--accent-darker);
  }
`;

export function Benefits({ eyebrow, title, description, benefits }: Heading & { benefits: readonly string[] }) {
  return (
    <section css={section(color.white)} aria-labelledby="benefits-title">
      <Container>
        <SectionHeader id="benefits-title" eyebrow={eyebrow} title={title} intro={description} />
        <ul css={grid("320px")} data-testid="benefits">
          {benefits.map((text) => (
            <li key={text} css={benefit}>
              <span>
                <Icon name="check" size={18} />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

const enterprise = css`
  ${card};
  background: rgba(255, 255, 255, 0.04);
  border-color: rgba(255, 255, 255, 0.14);
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
    <section css={section(color.ink)} aria-labelledby="enterprise-title">
      <Container>
        <SectionHeader id="enterprise-title" eyebrow={eyebrow} title={title} intro={description} onDark />
        <ul css={[grid("240px"), { [mq.large]: { gridTemplateColumns: "repeat(4, 1fr)" } }]} data-testid="enterprise-benefits">
          {items.map((item) => (
            <li key={item.title} css={enterprise}>
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

const quote = css`
  max-width: 52rem;
  margin: 0 auto;
  text-align: center;
  blockquote {
    margin: ${space[5]} 0;
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.1rem);
  }
  svg {
    margin: 0 auto;
    color: var(--accent);
  }
`;

export function SolutionTestimonial({ text, author }: { text: string; author: string }) {
  return (
    <section css={section(color.snow)} aria-label={author}>
      <Container>
        <figure css={quote}>
          <Icon name="quote" size={40} />
          <blockquote>
            <p>{text}</p>
          </blockquote>
          <figcaption>{author}</figcaption>
        </figure>
      </Container>
    </section>
  );
}

const steps = css`
  ${columns(4, 2)};
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
    <section css={section(color.white)} aria-labelledby="method-title">
      <Container>
        <SectionHeader id="method-title" eyebrow={eyebrow} title={title} />
        <ol css={steps}>
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
