import {
  ATTRIBUTION_LIMITS,
  EMAIL_SHAPE,
  FIELD_LIMITS,
  INDUSTRY_LABELS,
  INDUSTRY_VALUES,
  type Attribution,
  type Industry,
  type LeadNotification,
} from "../../src/lib/contact-rules";
import { isToolId, TOOL_IDS, TOOL_NAMES } from "../../src/lib/tool-request";

/**
 * POST /api/slack-notify: tells the team's Slack channel (SLACK_WEBHOOK_URL) that an assessment request
 * arrived. It answers only JSON from the site's own pages, so no other website can post fake leads here.
 */

/** Generous for the longest values the database accepts (in characters) once JSON-escaped. */
const MAX_BODY_BYTES = 64 * 1024;
const SLACK_TIMEOUT_MS = 5000;
/** Slack's limits, in characters: section text 3,000, a section field 2,000, header 150. */
const SLACK_SECTION_TEXT = 3000;
const SLACK_FIELD_TEXT = 2000;

/** Netlify applies public/_headers to files only, not to functions: every answer carries its own. */
const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Cache-Control": "no-store",
};

const json = (status: number, body: Record<string, string>, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...SECURITY_HEADERS, "Content-Type": "application/json; charset=utf-8", ...headers },
  });

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

/** A one-line field stays one line: a line break typed into a name cannot fake another field. */
const oneLine = (text: string) => text.replace(/[\s\p{Cc}\u2028\u2029]+/gu, " ").trim();

type Parsed = { ok: true; value: LeadNotification } | { ok: false; error: string };

/** A text field, trimmed (an optional one left empty is null), or [the sentence] when the database would refuse it. */
function textField(body: Record<string, unknown>, field: string, max: number, required = false): string | null | [string] {
  const value = body[field];
  if (!required && (value === undefined || value === null || value === "")) return null;
  if (typeof value !== "string" || (required && value.trim() === ""))
    return [required ? `"${field}" is required and must be text.` : `"${field}" must be text or null.`];
  if ([...value.trim()].length > max) return [`"${field}" must be at most ${max} characters.`];
  return value.trim() || null;
}

/** Where the lead came from: optional, cut to the database's lengths, never a reason to refuse. */
function attribution(body: Record<string, unknown>): Partial<Attribution> {
  const found: Partial<Attribution> = {};
  for (const [key, limit] of Object.entries(ATTRIBUTION_LIMITS) as [keyof Attribution, number][]) {
    const value = body[key];
    if (typeof value === "string" && value.trim()) found[key] = oneLine([...value].slice(0, limit).join(""));
  }
  return found;
}

function parseRequest(body: unknown): Parsed {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: "The body must be a JSON object." };
  }
  const record = body as Record<string, unknown>;
  const fields = [
    textField(record, "name", FIELD_LIMITS.name, true),
    textField(record, "email", FIELD_LIMITS.email, true),
    textField(record, "company", FIELD_LIMITS.company, true),
    textField(record, "phone", FIELD_LIMITS.phone),
    textField(record, "industry", 40),
    textField(record, "message", FIELD_LIMITS.message),
  ];
  const problem = fields.find(Array.isArray);
  if (problem) return { ok: false, error: problem[0] };
  const [name, email, company, phone, industry, message] = fields as [
    string,
    string,
    string,
    string | null,
    Industry | null,
    string | null,
  ];
  if (!EMAIL_SHAPE.test(email)) return { ok: false, error: '"email" must be an email address.' };
  if (industry !== null && !INDUSTRY_VALUES.includes(industry)) {
    return { ok: false, error: `"industry" must be one of: ${INDUSTRY_VALUES.join(", ")}.` };
  }
  const tool = record.source_tool ?? null;
  if (tool !== null && !isToolId(tool)) return { ok: false, error: `"source_tool" must be null or one of: ${TOOL_IDS.join(", ")}.` };
  const value = { name: oneLine(name), email, company: oneLine(company), phone: phone && oneLine(phone), industry, message };
  return { ok: true, value: { ...value, ...attribution(record), source_tool: tool } };
}

const SHORTENED = "… (shortened; the full text is in the database)";

/** The Slack message: every visitor-typed value escaped, in plain_text, within Slack's limits. */
function slackPayload(lead: LeadNotification) {
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
    lead.source_page ? `sent from ${lead.source_page}` : null,
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
          field("Industry", lead.industry && INDUSTRY_LABELS[lead.industry]),
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

const hostOf = (address: string | null | undefined) => {
  try {
    return address ? new URL(address).host : undefined;
  } catch {
    return undefined;
  }
};

/** The site's own pages: the function's own origin (production, a deploy preview, localhost), and the addresses Netlify names for this deploy. */
export function isSameSite(origin: string | null, requestUrl: string, env: Record<string, string | undefined> = process.env): boolean {
  const host = hostOf(origin);
  return host !== undefined && [requestUrl, env.URL, env.DEPLOY_PRIME_URL, env.DEPLOY_URL].some((address) => hostOf(address) === host);
}

async function readBody(req: Request): Promise<string | null> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
  const text = await req.text();
  return new TextEncoder().encode(text).length > MAX_BODY_BYTES ? null : text;
}

/** `context` is what Netlify passes a function: here, which deploy answers (production, a deploy preview). */
export default async function handler(req: Request, context?: { deploy?: { context?: string } }): Promise<Response> {
  if (req.method !== "POST") {
    return json(405, { error: "Only POST is allowed." }, { Allow: "POST" });
  }
  if (!/^application\/json\s*(;|$)/i.test(req.headers.get("content-type") ?? "")) {
    return json(415, { error: "The body must be sent as application/json." });
  }
  if (!isSameSite(req.headers.get("origin"), req.url)) {
    return json(403, { error: "Notifications are accepted only from the site's own pages." });
  }
  const text = await readBody(req);
  if (text === null) return json(413, { error: `The body must be at most ${MAX_BODY_BYTES} bytes.` });

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: "The body must be valid JSON." });
  }
  const parsed = parseRequest(body);
  if (!parsed.ok) return json(400, { error: parsed.error });

  const payload = slackPayload(parsed.value);
  const webhook = process.env.SLACK_WEBHOOK_URL;
  if (!webhook) {
    if (context?.deploy?.context === "production") {
      console.error("slack-notify: SLACK_WEBHOOK_URL is not set, so the team was not told about a new assessment request.");
      return json(503, { error: "Notifications are not configured." });
    }
    console.log(`slack-notify: no SLACK_WEBHOOK_URL set; this is what would have been sent:\n${JSON.stringify(payload, null, 2)}`);
    return json(202, { status: "logged" });
  }

  try {
    const answer = await fetch(webhook, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(SLACK_TIMEOUT_MS),
    });
    if (!answer.ok) {
      console.error(`slack-notify: Slack answered ${answer.status}.`);
      return json(502, { error: "Slack did not accept the notification." });
    }
  } catch (error) {
    console.error(`slack-notify: Slack could not be reached: ${(error as Error).message}`);
    return json(502, { error: "Slack could not be reached." });
  }
  return json(202, { status: "sent" });
}

export const config = {
  path: "/api/slack-notify",
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
