import { TOOL_NAMES, type Lead } from "../../src/lib/contact-rules";
import { selectOptions } from "./result-page";

/**
 * The team's Slack message for a stored assessment request (SLACK_WEBHOOK_URL): every visitor-typed
 * value escaped, in plain_text, within Slack's limits, one-line fields kept on one line.
 */

const SLACK_TIMEOUT_MS = 5000;
const PAGE_TIMEOUT_MS = 5000;
/** Slack's limits, in characters: section text 3,000, a section field 2,000, header 150. */
const SLACK_SECTION_TEXT = 3000;
const SLACK_FIELD_TEXT = 2000;

/** Slack's three control characters; with plain_text blocks, no mention or link can be injected. */
const escapeSlack = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Escaped, then cut to `limit` UTF-16 units (as Slack counts) on whole characters and escapes, ending with `suffix`. */
function slackText(text: string, limit: number, suffix = "…"): string {
  const escaped = escapeSlack(text);
  if (escaped.length <= limit) return escaped;
  let cut = "";
  for (const { segment } of graphemes.segment(text)) {
    const next = escapeSlack(segment);
    if (cut.length + next.length > limit - suffix.length) break;
    cut += next;
  }
  return cut + suffix;
}

const SHORTENED = "… (shortened; the full text is in the database)";

/**
 * What the contact form calls the industry `value`: its option in the built page (`page`), in content's words
 * (content/industries.yaml, contact.yaml's form.otherIndustry), never the browser's. The value itself when the
 * page cannot be had: the team still learns the industry.
 */
async function industryName(value: string, page: URL): Promise<string> {
  try {
    const answer = await fetch(page, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
    const name = answer.ok ? selectOptions(await answer.text(), "industry").get(value) : undefined;
    if (name) return name;
  } catch {
    // Said below.
  }
  console.error(`intake: ${page.pathname} could not be had or offers no industry "${value}"; Slack names the industry by its value.`);
  return value;
}

/** The Slack message for a stored row, its industry named as the contact form (`page`, the built page) offers it. */
export async function slackMessage(lead: Lead, page: URL) {
  const industry = lead.industry && (await industryName(lead.industry, page));
  const field = (label: string, value: string | null | undefined) => ({
    type: "plain_text",
    text: `${label}: ${slackText(value ?? "not given", SLACK_FIELD_TEXT - label.length - 2)}`,
    emoji: false,
  });
  const challenges = "Challenges: ";
  const campaign = (["source", "medium", "campaign", "term", "content"] as const)
    .map((key) => [key, lead[`utm_${key}`]])
    .filter(([, value]) => value);
  const origin = [
    lead.landing_page ? `landed on ${lead.landing_page}` : null,
    lead.source_page ? `began on ${lead.source_page}` : null,
    lead.referrer_host ? `referred by ${lead.referrer_host}` : "no referring site",
    campaign.length ? `campaign: ${campaign.map(([key, value]) => `${key}=${value}`).join(", ")}` : null,
  ].filter(Boolean);
  const tool = lead.source_tool ? TOOL_NAMES[lead.source_tool] : null;
  return {
    text: `New assessment request from ${slackText(lead.name, 200)} at ${slackText(lead.company, 200)}${tool ? ` (from the ${tool})` : ""}`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: "New free assessment request", emoji: false } },
      {
        type: "section",
        fields: [
          field("Name", lead.name),
          field("Company", lead.company),
          field("Email", lead.email),
          field("Phone", lead.phone),
          field("Industry", industry),
          ...(tool ? [field("From the tool", tool)] : []),
        ],
      },
      ...(lead.message
        ? [
            {
              type: "section",
              text: {
                type: "plain_text",
                text: challenges + slackText(lead.message, SLACK_SECTION_TEXT - challenges.length, SHORTENED),
                emoji: false,
              },
            },
          ]
        : []),
      {
        type: "context",
        elements: [{ type: "plain_text", text: slackText(`Where it came from: ${origin.join("; ")}`, SLACK_FIELD_TEXT), emoji: false }],
      },
    ],
  };
}

/**
 * Posts the message for a stored row to `webhook`. Never throws: the row is stored whatever Slack does,
 * so a failure is logged (the function's log) and reported as false.
 */
export async function announceLead(lead: Lead, webhook: string, page: URL): Promise<boolean> {
  try {
    const answer = await fetch(webhook, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(await slackMessage(lead, page)),
      signal: AbortSignal.timeout(SLACK_TIMEOUT_MS),
    });
    if (answer.ok) return true;
    console.error(`intake: Slack answered ${answer.status}; the request from ${lead.email} is stored but the team was not told.`);
  } catch (error) {
    console.error(
      `intake: Slack could not be reached (${(error as Error).message}); the request from ${lead.email} is stored but the team was not told.`,
    );
  }
  return false;
}
