import { css, cx } from "@linaria/core";
import { useId, useState } from "react";
import { color, font, fontSize, motion, radius, space } from "../../theme/tokens";
import { Icon } from "../ui/Icon";
import { Section } from "../ui/Section";
import { accordionList, accordionPanel, balancedGrid, balancedGridCounts, disclosureTrigger, headerBeside, iconBadge } from "../ui/styles";
import { replayEarlyTap } from "../../lib/early-taps";

type Page = NonNullable<Queries.SolutionPageQuery["solutionPage"]>;

interface Props {
  eyebrow: string;
  title: string;
  description: string;
  problems: Page["problems"];
  pairs: Page["problemSolutionPairs"];
}

/* The header beside the accordion on large screens. */
const beside = css`
  ${headerBeside}
`;

const grid = css`
  ${balancedGrid}
`;

const cards = css`
  li {
    padding: ${space[5]};
    border: 1px solid ${color.line};
    border-top: 3px solid var(--accent);
    border-radius: ${radius.lg};
    background: ${color.white};
  }
  h3 {
    margin: 0;
    font-size: ${fontSize.lg};
    line-height: 1.35;
    color: ${color.ink};
  }
  p {
    margin: ${space[3]} 0 0;
    color: ${color.textMuted};
    line-height: 1.6;
  }
`;

const accordion = css`
  ${accordionList("var(--accent)")}
`;

const question = css`
  margin: 0;
`;

const trigger = css`
  ${disclosureTrigger}
  grid-template-columns: 44px 1fr 20px;
  font-size: ${fontSize.lg};
  font-weight: 600;
  > svg:last-child {
    transition: transform ${motion.fast};
  }
  &[aria-expanded="true"] > svg:last-child {
    transform: rotate(180deg);
  }
`;

const badge = css`
  ${iconBadge(44)}
  background: var(--accent-lightest);
  color: var(--accent-darker);
`;

const panel = css`
  ${accordionPanel(44)}
  p {
    margin: 0 0 ${space[4]};
    color: ${color.textMuted};
    line-height: 1.65;
  }
`;

const answer = css`
  display: grid;
  grid-template-columns: 24px 1fr;
  gap: ${space[3]};
  align-items: start;
  padding: ${space[4]};
  border-radius: ${radius.md};
  background: var(--accent-lightest);
  color: ${color.ink};
  font-family: ${font.body};
  font-weight: 600;
  svg {
    color: var(--accent-darker);
  }
`;

/**
 * Either a list of the challenges, or a problem/solution accordion: one item open at a time,
 * the first by default; choosing the open item closes it.
 */
export function Challenges({ eyebrow, title, description, problems, pairs }: Props) {
  const [open, setOpen] = useState<number | null>(0);
  const base = useId();
  return (
    <Section name="challenges" tone="snow" inner={pairs?.length ? beside : undefined} eyebrow={eyebrow} title={title} intro={description}>
      {pairs?.length ? (
        <ul className={accordion}>
          {pairs.map((pair, index) => {
            const expanded = open === index;
            return (
              <li key={pair.problem.title} data-open={expanded}>
                <h3 className={question}>
                  <button
                    id={`${base}-b${index}`}
                    type="button"
                    className={trigger}
                    aria-expanded={expanded}
                    aria-controls={`${base}-p${index}`}
                    onClick={() => setOpen(expanded ? null : index)}
                    {...replayEarlyTap}
                  >
                    <span className={badge}>
                      <Icon name={pair.problem.icon} size={22} />
                    </span>
                    {pair.problem.title}
                    <Icon name="chevron-down" size={20} />
                  </button>
                </h3>
                <section id={`${base}-p${index}`} aria-labelledby={`${base}-b${index}`} className={panel} hidden={!expanded}>
                  <p>{pair.problem.description}</p>
                  <div className={answer}>
                    <Icon name={pair.solution.icon} size={22} />
                    {pair.solution.title}
                  </div>
                </section>
              </li>
            );
          })}
        </ul>
      ) : (
        <ul className={cx(grid, cards)} style={balancedGridCounts(problems?.length ?? 0)}>
          {problems?.map((problem) => (
            <li key={problem.title}>
              <h3>{problem.title}</h3>
              {problem.description && <p>{problem.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
