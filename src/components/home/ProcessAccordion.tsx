import { css } from "@emotion/react";
import { useId, useState } from "react";
import { color, font, fontSize, radius, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { SectionHeader } from "../ui/SectionHeader";
import { accordionList, accordionPanel, disclosureTrigger, headerBeside, iconBadge, sectionPadding } from "../ui/styles";
import { replayEarlyTap } from "../../lib/early-taps";

interface Step {
  title: string;
  summary: string;
  description: string;
  duration: string;
}

interface Props {
  eyebrow: string;
  title: string;
  intro: string;
  steps: readonly Step[];
}

const section = css`
  ${sectionPadding};
  background: ${color.snow};
`;

const list = css`
  ${accordionList(color.gold)};
  > li[data-open="true"] {
    box-shadow: 0 0 0 1px ${color.gold};
  }
`;

const trigger = css`
  ${disclosureTrigger};
  grid-template-columns: auto 1fr;
  &[aria-expanded="true"] {
    cursor: default;
  }
`;

const number = css`
  ${iconBadge(48, "round")};
  border: 1.5px solid ${color.line};
  font-weight: 700;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
  [aria-expanded="true"] > & {
    border-color: ${color.gold};
    background: ${color.gold};
    color: ${color.ink};
  }
`;

const heading = css`
  display: block;
  font-family: ${font.display};
  font-size: ${fontSize.h3};
  font-weight: 600;
  line-height: 1.2;
`;

const summary = css`
  display: block;
  margin-top: 2px;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

const panel = css`
  ${accordionPanel(48)};
  p {
    margin: 0 0 ${space[3]};
    line-height: 1.65;
    color: ${color.text};
  }
`;

const duration = css`
  display: inline-block;
  padding: ${space[1]} ${space[3]};
  border-radius: ${radius.pill};
  background: ${color.mist};
  font-size: ${fontSize.xs};
  font-weight: 600;
  color: ${color.navy};
`;

/**
 * docs/product.md, Home: exactly one step is open (the first by default); choosing another
 * opens it, and choosing the open one leaves it open.
 */
export function ProcessAccordion({ eyebrow, title, intro, steps }: Props) {
  const [active, setActive] = useState(0);
  const base = useId();
  return (
    <section css={section} aria-labelledby="process-title">
      <Container css={headerBeside}>
        <SectionHeader id="process-title" eyebrow={eyebrow} title={title} intro={intro} />
        <ol css={list}>
          {steps.map((step, index) => {
            const open = index === active;
            const buttonId = `${base}-step-${index}`;
            const panelId = `${base}-panel-${index}`;
            return (
              <li key={step.title} data-open={open}>
                <h3 css={{ margin: 0 }}>
                  <button
                    id={buttonId}
                    type="button"
                    css={trigger}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setActive(index)}
                    {...replayEarlyTap}
                  >
                    <span css={number} aria-hidden="true">
                      {String(index + 1).padStart(2, "0")}
                    </span>
                    <span>
                      <span css={heading}>{step.title}</span>
                      <span css={summary}>{step.summary}</span>
                    </span>
                  </button>
                </h3>
                <section id={panelId} aria-labelledby={buttonId} css={panel} hidden={!open}>
                  <p>{step.description}</p>
                  <span css={duration}>{step.duration}</span>
                </section>
              </li>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
