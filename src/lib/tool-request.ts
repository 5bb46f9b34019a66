/**
 * The pipe from a reader tool (issue 34: the ROI calculator, the AI-readiness self-check) to the assessment
 * request. A tool's result travels in the contact page's address, `/contact?tool=<id>&summary=<text>`:
 * it survives a new tab or a copied link, needs nothing stored, and reaches neither the database nor
 * Slack until the visitor submits the form (the query goes only to the site's own static host; a
 * fragment would clash with the site's `#section` links, which scroll to the id they name).
 */

/** Each tool's id (stored in contact_submissions.source_tool, whose CHECK lists the same) and the team's name for it (Slack). */
export const TOOL_NAMES = {
  "roi-calculator": "ROI calculator",
  "readiness-check": "AI-readiness self-check",
} as const;

export type ToolId = keyof typeof TOOL_NAMES;

export const TOOL_IDS = /* #__PURE__ */ Object.keys(TOOL_NAMES) as ToolId[];

export const isToolId = (value: unknown): value is ToolId => typeof value === "string" && Object.hasOwn(TOOL_NAMES, value);

/** A summary is a few lines; longer is cut here, far below the message field's limit (FIELD_LIMITS.message, checked by a unit test). */
export const TOOL_SUMMARY_LIMIT = 600;

/** Line breaks kept as "\n"; other controls, bidi overrides and zero-width characters dropped; trimmed and cut on whole code points. */
export function cleanSummary(text: string): string {
  const plain = text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/(?!\n)[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufffe\uffff]/gu, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const points = Array.from(plain);
  return points.length <= TOOL_SUMMARY_LIMIT ? plain : points.slice(0, TOOL_SUMMARY_LIMIT).join("").trimEnd();
}

/** The link a tool's button points to. */
export function toolRequestLink(tool: ToolId, summary: string): string {
  const params = new URLSearchParams({ tool });
  const cleaned = cleanSummary(summary);
  if (cleaned) params.set("summary", cleaned);
  return `/contact?${params.toString()}`;
}

export interface ToolResult {
  tool: ToolId;
  /** Empty when the link carried none (or nothing readable): the message then starts empty. */
  summary: string;
}

/** What the contact page's address (`location.search`) carries from a tool; null for no tool or an unknown one. Never throws. */
export function readToolLink(search: unknown): ToolResult | null {
  if (typeof search !== "string" || !search) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return null;
  }
  const tool = params.get("tool");
  if (!isToolId(tool)) return null;
  const summary = params.get("summary");
  return { tool, summary: summary ? cleanSummary(summary) : "" };
}
