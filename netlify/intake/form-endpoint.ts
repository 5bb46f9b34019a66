import { backendFor, type Backend } from "./database";
import { attribute, formTag, plainResultPage, resultPage, type Tone } from "./result-page";

/**
 * What the two form endpoints share (/api/contact, /api/newsletter): a POST of the form's fields from
 * the site's own pages, answered in JSON to the site's script (Accept: application/json) and with the
 * page in the site's own look to a plain form post, which works with no JavaScript at all.
 */

/** What Netlify hands a Functions v2 handler, as far as these use it (local/functions.ts hands the same). */
export interface FunctionContext {
  ip?: string;
  deploy?: { context?: string };
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** What a form's handler decided: its kind picks the form's text (data-sent, data-refused, ...); `message` fills its {message}. */
export interface Outcome {
  kind: "sent" | "duplicate" | "refused" | "failed";
  status: number;
  message?: string;
  /** The field a refusal is about, for the script to mark. */
  field?: string;
}

export interface FormEndpoint {
  /** The form's id in its page. */
  form: string;
  /** The built page that holds the form, for the answer to a plain post. */
  page: string;
  /** What it does with the fields. */
  handle: (fields: Record<string, string>, run: HandlerRun) => Promise<Outcome>;
}

/** What a handler works with besides the fields. */
export interface HandlerRun {
  backend: Backend;
  visitor: string | null;
  context: FunctionContext;
  /** The form's page (`page`) on the site that was asked: the built page, deployed with the function. */
  page: URL;
}

/** Generous for the longest values the database accepts, form-encoded. */
const MAX_BODY_BYTES = 64 * 1024;

/** Netlify's _headers apply to files only, not to functions: every answer carries its own. */
const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
};

/** The answer page runs no script: its own policy allows none, and the site's styles, pictures and fonts. */
const PAGE_POLICY =
  "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "media-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

const answer = (status: number, body: string, type: string, extra: Record<string, string> = {}) =>
  new Response(body, { status, headers: { ...SECURITY_HEADERS, "Content-Type": `${type}; charset=utf-8`, ...extra } });

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  answer(status, JSON.stringify(body), "application/json", {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    ...extra,
  });

const hostOf = (address: string | null | undefined) => (address && URL.canParse(address) ? new URL(address).host : undefined);

/** The site's own pages: the function's own origin (production, a deploy preview, localhost), and the addresses Netlify names for this deploy. */
export function isSameSite(origin: string | null, requestUrl: string, env: Record<string, string | undefined> = process.env): boolean {
  const host = hostOf(origin);
  return host !== undefined && [requestUrl, env.URL, env.DEPLOY_PRIME_URL, env.DEPLOY_URL].some((address) => hostOf(address) === host);
}

/** The fields of a form-encoded or JSON body, each a string (the last of a repeated name); an error answer for anything else. */
async function readFields(req: Request): Promise<Record<string, string> | Response> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "application/json")
    return json(415, { ok: false, message: "Send the form's fields as application/x-www-form-urlencoded (or JSON)." });
  // A declared length over the limit is refused unread.
  const text = Number(req.headers.get("content-length") ?? "0") > MAX_BODY_BYTES ? null : await req.text();
  if (text === null || new TextEncoder().encode(text).length > MAX_BODY_BYTES)
    return json(413, { ok: false, message: `The body must be at most ${MAX_BODY_BYTES} bytes.` });
  if (type === "application/x-www-form-urlencoded") return Object.fromEntries(new URLSearchParams(text));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { ok: false, message: "The body is not valid JSON." });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return json(400, { ok: false, message: "The body must be a JSON object." });
  return Object.fromEntries(Object.entries(body).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
}

const TONES: Record<Outcome["kind"], Tone> = { sent: "success", duplicate: "info", refused: "error", failed: "error" };

/** The built page with the outcome in its form; values put back unless the request was sent. */
async function pageAnswer(endpoint: FormEndpoint, requestUrl: string, outcome: Outcome, fields: Record<string, string>): Promise<Response> {
  const headers = { "Content-Security-Policy": PAGE_POLICY };
  let html: string | null = null;
  try {
    const page = await fetch(new URL(endpoint.page, requestUrl), { signal: AbortSignal.timeout(5000) });
    if (page.ok) html = await page.text();
  } catch {
    // Answered plainly below.
  }
  const open = html && formTag(html, endpoint.form);
  const template = open && attribute(open, `data-${outcome.kind}`);
  const message = template ? template.replace("{message}", outcome.message ?? "") : (outcome.message ?? "");
  const page =
    html && template
      ? resultPage(html, {
          form: endpoint.form,
          tone: TONES[outcome.kind],
          message,
          values: outcome.kind === "sent" ? undefined : fields,
          field: outcome.field,
        })
      : null;
  if (page) return answer(outcome.status, page, "text/html", headers);
  console.error(`intake: ${endpoint.page} could not be had or has no form "${endpoint.form}"; answered with a plain page.`);
  const said =
    outcome.kind === "sent" || outcome.kind === "duplicate" ? "Thank you: we have received it." : outcome.message || "It was not sent.";
  return answer(outcome.status, plainResultPage(said, said, endpoint.page), "text/html", headers);
}

/** The Functions v2 handler of one form. */
export function formEndpoint(endpoint: FormEndpoint) {
  return async (req: Request, context: FunctionContext = {}): Promise<Response> => {
    if (req.method !== "POST") return json(405, { ok: false, message: "Only POST is allowed." }, { Allow: "POST" });
    // A page elsewhere must not send requests through a visitor's browser: browsers name the page's origin on every POST.
    if (!isSameSite(req.headers.get("origin"), req.url))
      return json(403, { ok: false, message: "Requests are accepted only from the site's own pages." });
    const fields = await readFields(req);
    if (fields instanceof Response) return fields;
    const production = context.deploy?.context === "production";
    const backend = backendFor(req.url, process.env, production);
    let outcome: Outcome;
    if (!backend) {
      console.error("intake: SUPABASE_URL and SUPABASE_ANON_KEY are not set, so nothing can be stored.");
      outcome = { kind: "failed", status: 503, message: "the site cannot store requests right now" };
    } else
      outcome = await endpoint.handle(fields, { backend, visitor: context.ip ?? null, context, page: new URL(endpoint.page, req.url) });
    if (/application\/json/.test(req.headers.get("accept") ?? "")) {
      const { kind, message, field } = outcome;
      const ok = kind === "sent" || kind === "duplicate";
      return json(outcome.status, { ok, kind, ...(ok ? {} : { message }), ...(field ? { field } : {}) });
    }
    return pageAnswer(endpoint, req.url, outcome, fields);
  };
}
