import { EMAIL_SHAPE, FIELD_LIMITS, INDUSTRY_LABELS, INDUSTRY_VALUES, type AssessmentRequest } from "../../src/lib/contact-rules";

/**
 * POST /api/slack-notify: tells the team's Slack channel that an assessment
 * request arrived. The browser calls it after the database insert succeeded
 * and never reads the answer; the webhook URL lives only in this function's
 * environment (SLACK_WEBHOOK_URL).
 */

const MAX_BODY_BYTES = 10 * 1024;
const SLACK_TIMEOUT_MS = 5000;
/** Slack rejects section text over 3,000 characters. */
const MAX_SLACK_MESSAGE = 2800;

interface DeployContext {
  deploy?: { context?: string };
}

const json = (status: number, body: Record<string, string>, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** Slack's three control characters; with plain_text blocks, no mention or link can be injected. */
export const escapeSlack = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type Parsed = { ok: true; value: AssessmentRequest } | { ok: false; error: string };

function requiredText(body: Record<string, unknown>, field: "name" | "email" | "company"): string | string[] {
  const value = body[field];
  if (typeof value !== "string" || value.trim() === "") return [`"${field}" is required and must be text.`];
  if (value.length > FIELD_LIMITS[field]) return [`"${field}" must be at most ${FIELD_LIMITS[field]} characters.`];
  return value.trim();
}

function optionalText(body: Record<string, unknown>, field: "phone" | "message" | "industry", max: number): string | null | string[] {
  const value = body[field];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") return [`"${field}" must be text or null.`];
  if (value.length > max) return [`"${field}" must be at most ${max} characters.`];
  return value.trim() || null;
}

export function parseRequest(body: unknown): Parsed {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: "The body must be a JSON object." };
  }
  const record = body as Record<string, unknown>;
  const name = requiredText(record, "name");
  const email = requiredText(record, "email");
  const company = requiredText(record, "company");
  const phone = optionalText(record, "phone", FIELD_LIMITS.phone);
  const industry = optionalText(record, "industry", 40);
  const message = optionalText(record, "message", FIELD_LIMITS.message);
  for (const result of [name, email, company, phone, industry, message]) {
    if (Array.isArray(result)) return { ok: false, error: result[0]! };
  }
  if (!EMAIL_SHAPE.test(email as string)) return { ok: false, error: '"email" must be an email address.' };
  if (industry !== null && !(INDUSTRY_VALUES as readonly string[]).includes(industry as string)) {
    return { ok: false, error: `"industry" must be one of: ${INDUSTRY_VALUES.join(", ")}.` };
  }
  return {
    ok: true,
    value: {
      name: name as string,
      email: email as string,
      company: company as string,
      phone: phone as string | null,
      industry: industry as AssessmentRequest["industry"],
      message: message as string | null,
    },
  };
}

/** The Slack message: every visitor-typed value escaped and in plain_text. */
export function slackPayload(request: AssessmentRequest) {
  const field = (label: string, value: string | null) => ({ type: "plain_text", text: `${label}: ${escapeSlack(value ?? "not given")}`, emoji: false });
  const message = request.message
    ? escapeSlack(request.message.length > MAX_SLACK_MESSAGE ? `${request.message.slice(0, MAX_SLACK_MESSAGE)}… (shortened; the full text is in the database)` : request.message)
    : null;
  return {
    text: `New assessment request from ${escapeSlack(request.name)} at ${escapeSlack(request.company)}`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: "New free assessment request", emoji: false } },
      {
        type: "section",
        fields: [
          field("Name", request.name),
          field("Company", request.company),
          field("Email", request.email),
          field("Phone", request.phone),
          field("Industry", request.industry && INDUSTRY_LABELS[request.industry]),
        ],
      },
      ...(message ? [{ type: "section", text: { type: "plain_text", text: `Challenges: ${message}`, emoji: false } }] : []),
    ],
  };
}

async function readBody(req: Request): Promise<string | null> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
  const text = await req.text();
  return new TextEncoder().encode(text).length > MAX_BODY_BYTES ? null : text;
}

export default async function handler(req: Request, context?: DeployContext): Promise<Response> {
  if (req.method !== "POST") {
    return json(405, { error: "Only POST is allowed." }, { Allow: "POST" });
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
