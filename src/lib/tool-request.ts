import { isToolId } from "./contact-rules";
import { BUFFER_CHOICES, bufferFraction, MAX_AMOUNT, parseMonths, type RoiInputs } from "../../content-core/roi";

/**
 * The pipe from a reader tool (the ROI calculator, the AI-readiness self-check) to the assessment request.
 * The tool's link carries its inputs, never words: `/contact?tool=<id>&from=<article>&...`. The contact page
 * rebuilds the result from them with the tool's own arithmetic and the content's wording, so a crafted
 * link cannot put text under the tool's note. The inputs are figures and answers the visitor chose, not
 * anything typed about them, and reach neither the database nor Slack until the visitor submits the form.
 */

/** What a tool's link carries: the tool, the article it stands in, and its inputs when the visitor had a result. */
export type ToolLink =
  | { tool: "roi-calculator"; article: string; inputs: RoiInputs | null }
  | { tool: "readiness-check"; article: string; answers: boolean[] | null };

/** The most questions a self-check may have, far above the five the article asks. */
const MAX_QUESTIONS = 20;

const ARTICLE_PATH = /^\/insights\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An amount as the link writes it: plain digits, with at most two decimals. */
const LINK_AMOUNT = /^\d{1,10}(?:\.\d{1,2})?$/;

const percent = (fraction: number) => String(Math.round(fraction * 100));

/** The link a tool's button points to; without a result (a figure it cannot use, a question unanswered), just the tool. */
export function toolRequestLink(link: ToolLink): string {
  const params = new URLSearchParams({ tool: link.tool, from: link.article });
  if (link.tool === "roi-calculator" && link.inputs) {
    const { cost, savings, revenue, buffer, lagMonths } = link.inputs;
    const written = { cost, savings, revenue, buffer: percent(buffer), lag: lagMonths };
    for (const [name, value] of Object.entries(written)) params.set(name, String(value));
  }
  if (link.tool === "readiness-check" && link.answers) params.set("answers", link.answers.map((passed) => (passed ? "y" : "n")).join(""));
  return `/contact?${params.toString()}`;
}

function amount(params: URLSearchParams, name: string): number | null {
  const written = params.get(name);
  if (written === null || !LINK_AMOUNT.test(written)) return null;
  const value = Number(written);
  return value <= MAX_AMOUNT ? value : null;
}

function roiInputs(params: URLSearchParams): RoiInputs | null | undefined {
  const names = ["cost", "savings", "revenue", "buffer", "lag"];
  if (names.every((name) => !params.has(name))) return null;
  const [cost, savings, revenue] = [amount(params, "cost"), amount(params, "savings"), amount(params, "revenue")];
  const buffer = BUFFER_CHOICES.find((choice) => String(Number.parseInt(choice, 10)) === params.get("buffer"));
  const lag = params.get("lag") ?? "";
  const lagMonths = parseMonths(lag);
  // A cost of zero is no figure ROI can divide by; the lag is written in plain digits, as a tool writes it.
  if (!cost || savings === null || revenue === null || !buffer || lagMonths === null || lag !== String(lagMonths)) return undefined;
  return { cost, savings, revenue, buffer: bufferFraction(buffer), lagMonths };
}

function readinessAnswers(params: URLSearchParams): boolean[] | null | undefined {
  const written = params.get("answers");
  if (written === null) return null;
  return new RegExp(`^[yn]{1,${MAX_QUESTIONS}}$`).test(written) ? [...written].map((answer) => answer === "y") : undefined;
}

/**
 * What the contact page's address (`location.search`) carries from a tool; null for no tool, an unknown one,
 * or inputs that are not exactly what a tool writes (the page is then a plain contact page). Never throws.
 */
export function readToolLink(search: unknown): ToolLink | null {
  if (typeof search !== "string" || !search) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return null;
  }
  const tool = params.get("tool");
  const article = params.get("from") ?? "";
  if (!isToolId(tool) || !ARTICLE_PATH.test(article)) return null;
  if (tool === "roi-calculator") {
    const inputs = roiInputs(params);
    return inputs === undefined ? null : { tool, article, inputs };
  }
  const answers = readinessAnswers(params);
  return answers === undefined ? null : { tool, article, answers };
}
