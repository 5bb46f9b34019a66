import { css } from "@linaria/core";
import { useContext, useId, useRef, useState, type ReactNode } from "react";
import { useEarlyInput } from "../../../hooks/use-early-input";
import { bandIndex } from "../../../../content-core/readiness";
import { toolRequestLink } from "../../../lib/tool-request";
import { color, fontSize, radius, space } from "../../../theme/tokens";
import { bareList } from "../../ui/styles";
import { ButtonLink } from "../../ui/Button";
import { fill, ToolArticleContext, useToolTexts } from "./tool-texts";
import { frame, intro, note, title as titleStyle } from "./tool-styles";

/** The self-check as an article places it: per question its indicator, the question and when the reader passes; per band its scores ("3-4"), name, meaning and next step. */
interface Props {
  title: string;
  questions: string[][];
  bands: string[][];
}

const list = css`
  display: grid;
  gap: ${space[3]};
  ${bareList}
`;

const question = css`
  margin: 0;
  padding: ${space[4]};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.white};
  legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: ${space[1]};
    font-weight: 700;
    color: ${color.ink};
  }
  p {
    clear: both;
    margin: 0 0 ${space[2]};
  }
`;

const rule = css`
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

const answers = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: 44px;
    padding: 0 ${space[4]};
    border: 1.5px solid ${color.line};
    border-radius: ${radius.pill};
    cursor: pointer;
    font-size: ${fontSize.sm};
    font-weight: 600;
  }
  label:has(:checked) {
    border-color: ${color.navy};
    background: ${color.mist};
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${color.navy};
  }
`;

/** The result: every wording it can take lies in the same cell, unseen, so the cell is as tall as the longest and nothing below moves. */
const result = css`
  display: grid;
  margin: ${space[5]} 0;
  > * {
    grid-area: 1 / 1;
  }
  > [aria-hidden] {
    visibility: hidden;
  }
  p {
    margin: 0 0 ${space[2]};
  }
`;

const score = css`
  font-size: ${fontSize.lg};
  font-weight: 700;
  color: ${color.ink};
`;

/** A score band as the reader reads it. */
function Band({ cells, heading, nextStep }: { cells: string[]; heading: string; nextStep: string }) {
  const [, name, meaning, step] = cells;
  return (
    <>
      <p className={score}>{heading}</p>
      <p>
        <strong>{name}.</strong> {meaning}
      </p>
      <p>
        <strong>{nextStep}:</strong> {step}
      </p>
    </>
  );
}

/**
 * The AI-readiness self-check: one point per indicator passed, and what the score means in
 * the article's words, with its next step. Nothing is counted until every question has an answer.
 */
export default function ReadinessCheck({ title, questions, bands }: Props) {
  const texts = useToolTexts("readinessCheck");
  const article = useContext(ToolArticleContext);
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const [passed, setPassed] = useState<(boolean | null)[]>(() => questions.map(() => null));
  const name = (index: number) => `${id}-${index}`;

  useEarlyInput(root, (early) => {
    setPassed((now) => now.map((answer, index) => (early[name(index)] ? early[name(index)] === "yes" : answer)));
  });

  const total = questions.length;
  const answered = passed.filter((answer) => answer !== null).length;
  const points = passed.filter(Boolean).length;
  const scores = bands.map((cells) => cells[0] ?? "");
  const band = answered === total ? bandIndex(scores, points) : -1;
  const heading = (value: number) => fill(texts.score, { score: value, total });
  const progress = (value: number) => fill(texts.progress, { answered: value, total });

  // With every question answered, the link carries the answers; the contact page words the result (src/lib/tool-request.ts).
  const link = toolRequestLink({ tool: "readiness-check", article, answers: band < 0 ? null : passed.map(Boolean) });

  let shown: ReactNode = <p className={score}>{progress(answered)}</p>;
  if (band >= 0) shown = <Band cells={bands[band]!} heading={heading(points)} nextStep={texts.nextStep} />;

  return (
    <section ref={root} className={frame} aria-labelledby={`${id}-title`} data-tool="readiness-check">
      <h3 className={titleStyle} id={`${id}-title`}>
        {title}
      </h3>
      <p className={intro}>{texts.intro}</p>
      <ol className={list}>
        {questions.map(([indicator, text, passRule], index) => (
          <li key={index}>
            <fieldset className={question}>
              <legend>{indicator}</legend>
              <p>{text}</p>
              <p className={rule}>
                <strong>{texts.passRule}:</strong> {passRule}
              </p>
              <div className={answers}>
                {(["yes", "no"] as const).map((answer) => (
                  <label key={answer}>
                    <input
                      type="radio"
                      name={name(index)}
                      value={answer}
                      checked={passed[index] === (answer === "yes")}
                      onChange={() => setPassed((now) => now.map((old, i) => (i === index ? answer === "yes" : old)))}
                    />
                    {answer === "yes" ? texts.passAnswer : texts.failAnswer}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className={result}>
        <div aria-live="polite" data-testid="readiness-result">
          {shown}
        </div>
        <div aria-hidden="true">
          <p className={score}>{progress(total)}</p>
        </div>
        {bands.map((cells, index) => (
          <div aria-hidden="true" key={index}>
            <Band cells={cells} heading={heading(total)} nextStep={texts.nextStep} />
          </div>
        ))}
      </div>
      <ButtonLink to={link}>{texts.button}</ButtonLink>
      <noscript>
        <p className={note}>{texts.noScript}</p>
      </noscript>
    </section>
  );
}
