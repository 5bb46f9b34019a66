import { css } from "@linaria/core";
import { useId, useState } from "react";
import { color, font, fontSize, radius, space } from "../../theme/tokens";
import { Section, type SectionHeading } from "../ui/Section";
import { accordionList, accordionPanel, disclosureTrigger, headerBeside, iconBadge } from "../ui/styles";
import { replayEarlyTap } from "../../lib/early-taps";

type Step = NonNullable<Queries.HomePageQuery["homePage"]>["process"]["steps"][number];

/* The header beside the steps on large screens. */
const beside = css`
  ${headerBeside}
`;

const list = css`
  ${accordionList(color.gold)}
  > li[data-open="true"] {
    box-shadow: 0 0 0 1px ${color.gold};
  }
`;

const stepTitle = css`
  margin: 0;
`;

const trigger = css`
  ${disclosureTrigger}
  grid-template-columns: auto 1fr;
  &[aria-expanded="true"] {
    cursor: default;
  }
`;

const number = css`
  ${iconBadge(48, "round")}
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
  ${accordionPanel(48)}
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

/** docs/product.md, Home: exactly one step is open (the first by default); choosing the open one leaves it open. */
export function ProcessAccordion({ steps, ...texts }: SectionHeading & { steps: readonly Step[] }) {
  const [active, setActive] = useState(0);
  const base = useId();
  return (
    <Section name="process" tone="snow" inner={beside} {...texts}>
      <ol className={list}>
        {steps.map((step, index) => {
          const open = index === active;
          const buttonId = `${base}-step-${index}`;
          const panelId = `${base}-panel-${index}`;
          return (
            <li key={step.title} data-open={open}>
              <h3 className={stepTitle}>
                <button
                  id={buttonId}
                  type="button"
                  className={trigger}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setActive(index)}
                  {...replayEarlyTap}
                >
                  <span className={number} aria-hidden="true">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <span>
                    <span className={heading}>{step.title}</span>
                    <span className={summary}>{step.summary}</span>
                  </span>
                </button>
              </h3>
              <section id={panelId} aria-labelledby={buttonId} className={panel} hidden={!open}>
                <p>{step.description}</p>
                <span className={duration}>{step.duration}</span>
              </section>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
