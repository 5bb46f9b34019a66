import { css, cx } from "@linaria/core";
import { color, font, fontSize, radius, space } from "../../theme/tokens";
import { Accordion, beside } from "../ui/Accordion";
import { Icon } from "../ui/Icon";
import { Section } from "../ui/Section";
import { balancedGridCounts, cardFrame, iconBadge } from "../ui/styles";
import { grid, type Page } from "./SolutionSections";

const cards = css`
  li {
    padding: ${space[5]};
    ${cardFrame}
    border-top: 3px solid var(--accent);
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
  > li[data-open="true"] {
    border-color: var(--accent);
  }
`;

const question = css`
  font-size: ${fontSize.lg};
  font-weight: 600;
`;

const badge = css`
  ${iconBadge(44)}
  background: var(--accent-lightest);
  color: var(--accent-darker);
`;

const panel = css`
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
export function Challenges({ page, eyebrow }: { page: Page; eyebrow: string }) {
  const { problems, problemSolutionPairs: pairs } = page;
  return (
    <Section
      name="challenges"
      tone="snow"
      inner={pairs?.length ? beside : undefined}
      eyebrow={eyebrow}
      title={page.challengesTitle}
      intro={page.challengesDescription}
    >
      {pairs?.length ? (
        <Accordion
          collapsible
          badge={44}
          className={accordion}
          panelClassName={panel}
          items={pairs.map((pair) => ({
            key: pair.problem.title,
            title: (
              <>
                <span className={badge}>
                  <Icon name={pair.problem.icon} size={22} />
                </span>
                <span className={question}>{pair.problem.title}</span>
              </>
            ),
            panel: (
              <>
                <p>{pair.problem.description}</p>
                <div className={answer}>
                  <Icon name={pair.solution.icon} size={22} />
                  {pair.solution.title}
                </div>
              </>
            ),
          }))}
        />
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
