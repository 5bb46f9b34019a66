import { graphql } from "gatsby";
import { createContext, useContext } from "react";

/** The labels of the reader tools (content/insights.yaml, tools), which an article page queries and provides. */
export type ToolTexts = Queries.ToolTextsFragment;

export const ToolTextsContext = createContext<ToolTexts | null>(null);

/** The path of the article the tools stand in, which their links to the contact page name as where a request began. */
export const ToolArticleContext = createContext<string>("");

/** A tool's labels; the content check lets a tool stand only in an article, whose page provides them. */
export function useToolTexts<K extends keyof ToolTexts>(tool: K): ToolTexts[K] {
  const texts = useContext(ToolTextsContext);
  if (!texts) throw new Error(`The ${String(tool)} stands in articles only: its labels come with the article page.`);
  return texts[tool];
}

/** A text with its {tokens} filled in. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));

export const query = graphql`
  fragment ToolTexts on ToolTexts {
    roiCalculator {
      currency
      intro
      costLabel
      savingsLabel
      revenueLabel
      bufferLabel
      lagLabel
      resultsCaption
      runRateHeading
      adjustedHeading
      costRow
      benefitRow
      roiRow
      paybackRow
      months
      afterGoLive
      reading
      noPayback
      notWithinHorizon
      slowPayback
      problems {
        empty
        notANumber
        ambiguous
        negative
        zero
        tooLarge
        lag
      }
      noScript
      button
    }
    readinessCheck {
      intro
      passRule
      passAnswer
      failAnswer
      progress
      score
      nextStep
      noScript
      button
    }
  }
`;
