import { graphql } from "gatsby";
import { bandIndex } from "../../../content-core/readiness";
import { PAYBACK_HORIZON_MONTHS, roiResult, type RoiInputs } from "../../../content-core/roi";
import { readToolLink, type ToolLink } from "../../lib/tool-request";
import { formats } from "../insights/mdx/roi-reading";
import { fill } from "../insights/mdx/tool-texts";

/**
 * A reader tool's result as the contact form starts the message with it, rebuilt from the inputs the
 * tool's link carries (src/lib/tool-request.ts) with the tool's own arithmetic and the content's words.
 * The form loads this only when its address names a tool: the arithmetic stays out of the page's first load.
 */

export type ContactToolTexts = Queries.ContactToolTextsFragment;

/** What an article's body holds of the reader tools (Article.readerTools, gatsby/schema.ts). */
export type ReaderTool = { tool: "roi-calculator" } | { tool: "readiness-check"; indicators: string[]; bands: [string, string][] };

export interface ToolArticle {
  path: string;
  readerTools: readonly ReaderTool[];
}

function roiSummary(inputs: RoiInputs, texts: ContactToolTexts["roiCalculator"], locale: string): string {
  const format = formats(locale, texts.currency);
  const result = roiResult(inputs);
  const { paybackMonths, lagPaybackMonths } = result;
  if (paybackMonths === null || lagPaybackMonths === null || lagPaybackMonths > PAYBACK_HORIZON_MONTHS) return "";
  return fill(texts.summary, {
    cost: format.money(inputs.cost),
    savings: format.money(inputs.savings),
    revenue: format.money(inputs.revenue),
    roi: format.percent(result.roi),
    payback: paybackMonths > PAYBACK_HORIZON_MONTHS ? texts.notWithinHorizon : fill(texts.months, { months: format.months(paybackMonths) }),
    buffer: format.percent(inputs.buffer),
    lag: inputs.lagMonths,
    month: Math.max(1, Math.ceil(lagPaybackMonths)),
  });
}

function readinessSummary(
  answers: boolean[],
  check: Extract<ReaderTool, { tool: "readiness-check" }>,
  texts: ContactToolTexts["readinessCheck"],
) {
  const points = answers.filter(Boolean).length;
  const scores = check.bands.map(([range]) => range);
  const band = bandIndex(scores, points);
  if (band < 0) return "";
  const indicators = (pass: boolean) => check.indicators.filter((_, index) => answers[index] === pass).join("; ") || texts.none;
  return fill(texts.summary, {
    score: points,
    total: answers.length,
    band: check.bands[band]![1],
    passed: indicators(true),
    failed: indicators(false),
  });
}

/**
 * The summary for `link` ("" when it carries no result), or null when the link names no article of the site
 * that holds that tool, or answers that fit none of its self-checks: the page is then a plain contact page.
 */
export function toolSummary(link: ToolLink, articles: readonly ToolArticle[], texts: ContactToolTexts, locale: string): string | null {
  const tools = articles.find((article) => article.path === link.article)?.readerTools ?? [];
  if (link.tool === "roi-calculator") {
    if (!tools.some((tool) => tool.tool === "roi-calculator")) return null;
    return link.inputs ? roiSummary(link.inputs, texts.roiCalculator, locale) : "";
  }
  const checks = tools.filter((tool): tool is Extract<ReaderTool, { tool: "readiness-check" }> => tool.tool === "readiness-check");
  if (!link.answers) return checks.length ? "" : null;
  const check = checks.find((candidate) => candidate.indicators.length === link.answers!.length);
  return check ? readinessSummary(link.answers, check, texts.readinessCheck) : null;
}

/** The tool the contact page's address (`location.search`) names, with its result worded; null for none, or a link that fits no tool of the site. */
export function toolFromAddress(search: string, articles: readonly ToolArticle[], texts: ContactToolTexts, locale: string) {
  const link = readToolLink(search);
  const summary = link && toolSummary(link, articles, texts, locale);
  return link && summary !== null ? { link, summary } : null;
}

export const query = graphql`
  fragment ContactToolTexts on ToolTexts {
    roiCalculator {
      currency
      months
      notWithinHorizon
      summary
    }
    readinessCheck {
      summary
      none
    }
  }
`;
