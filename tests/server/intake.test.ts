import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, afterEach, before, beforeEach, describe, it } from "node:test";
import { openDatabase, type Database } from "../../supabase/database";
import { createLocalServer } from "../../local/server";
import contact from "../../netlify/functions/contact.mts";
import { isSameSite } from "../../netlify/intake/form-endpoint";
import { LOCAL_ANON_KEY } from "../../src/lib/local-backend";

/**
 * The lead intake as it runs: /api/contact and /api/newsletter mounted by the local server
 * (local/server.ts) over an in-memory database with every migration, a small site root holding a
 * contact page and an insights page shaped like the built ones, and a stand-in for Slack's webhook.
 */

const SHORTENED_NOTE = "… (shortened; the full text is in the database)";
const CONTACT_SENT = "Congratulations! Your assessment request has been submitted successfully. We'll be in touch within 24 hours.";
const NEWSLETTER_SENT = "Thanks for subscribing! Watch your inbox for our next insight.";
const NEWSLETTER_DUPLICATE = "You're already subscribed.";
const EMAIL_THROTTLED = "We already have three requests from this email address in the last hour. We will reply to those within 24 hours.";
const NETWORK_THROTTLED = "Too many requests have come from your network in the last hour. Please try again later.";

/** As React writes an attribute's text. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** The industry options as the build writes them: content's names (content/industries.yaml, contact.yaml's otherIndustry). */
const INDUSTRY_OPTIONS: [string, string][] = [
  ["healthcare", "Healthcare"],
  ["manufacturing", "Manufacturing"],
  ["retail-ecommerce", "Retail & E-commerce"],
  ["private-equity", "Private Equity"],
  ["other", "Other"],
];

/** The contact page as the build writes it (src/components/contact/ContactForm.tsx), with scripts in head and body. */
const contactPage = ({
  slot = true,
  industries = INDUSTRY_OPTIONS,
} = {}) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Contact | Everpeak AI</title>
<script>window.dataLayer=[];</script><link rel="stylesheet" href="/styles.css"/></head><body><div id="___gatsby"><main><h1>Book your free assessment</h1>
<form id="contact-form" method="post" action="/api/contact#contact-form" aria-labelledby="contact-form-title" data-sent="${escapeHtml(CONTACT_SENT)}" data-refused="Database error: {message}" data-failed="Submission failed: {message}">
<h2 id="contact-form-title">Tell us about your business</h2>
${slot ? '<div class="x" data-form-result=""></div>' : '<div class="x"></div>'}
<div class="grid">
<label for="contact-name">Full name</label><input id="contact-name" name="name" type="text" autoComplete="name" required="" maxLength="200" value=""/>
<label for="contact-email">Business email</label><input id="contact-email" name="email" type="email" autoComplete="email" required="" maxLength="254" value=""/>
<label for="contact-company">Company</label><input id="contact-company" name="company" type="text" autoComplete="organization" required="" maxLength="200" value=""/>
<label for="contact-phone">Phone</label><input id="contact-phone" name="phone" type="tel" autoComplete="tel" maxLength="50" value=""/>
<label for="contact-industry">Industry</label><select id="contact-industry" name="industry"><option value="" selected="">Select your industry</option>${industries.map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`).join("")}</select>
<label for="contact-message">Your challenges</label><textarea id="contact-message" name="message" rows="4" maxLength="5000"></textarea>
</div>
<div class="hp"><label for="contact-website">Leave this field empty</label><input id="contact-website" name="website" type="text" tabindex="-1" autoComplete="off" value=""/></div>
<button type="submit">Get My Free Assessment</button>
</form></main></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/contact";/*]]>*/</script><script src="/app-123.js" async=""></script></body></html>`;

/** The insights page with its newsletter form (src/components/insights/Newsletter.tsx). */
const insightsPage =
  () => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Insights | Everpeak AI</title><script>window.dataLayer=[];</script></head>
<body><div id="___gatsby"><main><h1>Insights</h1><section id="newsletter" aria-labelledby="newsletter-title"><h2 id="newsletter-title">One useful insight a month</h2>
<form id="newsletter-form" method="post" action="/api/newsletter#newsletter" data-sent="${escapeHtml(NEWSLETTER_SENT)}" data-duplicate="${escapeHtml(NEWSLETTER_DUPLICATE)}" data-refused="Subscription failed: {message}" data-failed="Subscription failed: {message}">
<label for="newsletter-email">Work email</label><div class="row"><input id="newsletter-email" name="email" type="email" required="" autoComplete="email" maxLength="254" placeholder="you@company.com" value=""/><button type="submit">Subscribe</button></div>
<div id="newsletter-result" class="y" aria-live="polite" data-form-result=""></div>
<p>We use your email only to send this newsletter.</p></form></section></main></div>
<script src="/app-123.js" async=""></script></body></html>`;

function writeSite(root: string, pages: Record<string, string>) {
  fs.writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>");
  fs.writeFileSync(path.join(root, "404.html"), "<h1>Not found</h1>");
  for (const [page, html] of Object.entries(pages)) {
    fs.mkdirSync(path.join(root, page), { recursive: true });
    fs.writeFileSync(path.join(root, page, "index.html"), html);
  }
}

interface SlackBlock {
  type: string;
  text?: { type: string; text: string };
  fields?: { type: string; text: string }[];
  elements?: { type: string; text: string }[];
}
interface SlackPayload {
  text: string;
  blocks: SlackBlock[];
}

/** A stand-in for Slack's webhook on a loopback port: what it received, and how it answers. */
let slack: http.Server;
let webhook = "";
const received: { payload: SlackPayload; contentType?: string }[] = [];
let slackStatus = 200;

let db: Database;
let server: http.Server;
let base = "";
const root = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-intake-"));

before(async () => {
  slack = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ payload: JSON.parse(body) as SlackPayload, contentType: req.headers["content-type"] });
      res.writeHead(slackStatus).end(slackStatus === 200 ? "ok" : "invalid_payload");
    });
  });
  await new Promise<void>((resolve) => slack.listen(0, "127.0.0.1", resolve));
  webhook = `http://127.0.0.1:${(slack.address() as AddressInfo).port}/hook`;
  // Before the server listens: with inspect it would otherwise point the function at its own /__local/slack.
  process.env.SLACK_WEBHOOK_URL = webhook;
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_ANON_KEY;

  writeSite(root, { contact: contactPage(), insights: insightsPage() });
  db = await openDatabase("memory");
  server = createLocalServer({ root, db, inspect: true });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  server.close();
  slack.close();
  await db.close();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  slackStatus = 200;
  process.env.SLACK_WEBHOOK_URL = webhook;
});

let sequence = 0;
/** A fresh address per request, so the per-network throttle (20 an hour) never meets a test that does not ask for it. */
const nextAddress = () => {
  sequence++;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};
/** A fresh email per lead, so the per-email throttle (3 an hour) never meets a test that does not ask for it. */
const nextEmail = (who = "dana") => `${who}.${++sequence}@northwind-industrial.com`;

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: "Dana Whitfield",
  email: nextEmail(),
  company: "Northwind Industrial",
  phone: "",
  industry: "manufacturing",
  message: "Freight invoices are audited by hand.",
  ...overrides,
});

interface SendOptions {
  /** A JSON body instead of the form's encoding. */
  json?: boolean;
  /** As a form posted without JavaScript: no Accept: application/json. */
  page?: boolean;
  headers?: Record<string, string>;
}

/** POSTs `fields` to `pathname` from the site's own page: form-encoded and asking for JSON, as the form's script does (src/lib/form-post.ts). */
function send(
  pathname: string,
  fields: Record<string, unknown> | string,
  { json = false, page = false, headers = {} }: SendOptions = {},
  at = base,
) {
  const body =
    typeof fields === "string" ? fields : json ? JSON.stringify(fields) : new URLSearchParams(fields as Record<string, string>).toString();
  return fetch(`${at}${pathname}`, {
    method: "POST",
    headers: {
      "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
      Origin: at,
      Accept: page ? "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" : "application/json",
      "X-Forwarded-For": nextAddress(),
      ...headers,
    },
    body,
  });
}

async function expectAnswer(response: Response, status: number, expected: Record<string, unknown>) {
  assert.equal(response.status, status);
  assert.match(String(response.headers.get("content-type")), /^application\/json; charset=utf-8$/);
  assert.deepEqual(await response.json(), expected);
}

async function expectRefused(response: Response, field: string, message: string, status = 400) {
  await expectAnswer(response, status, { ok: false, kind: "refused", message, field });
}

async function expectError(response: Response, status: number, pattern: RegExp) {
  assert.equal(response.status, status);
  const body = (await response.json()) as { ok: boolean; message: string };
  assert.equal(body.ok, false);
  assert.match(body.message, pattern);
}

type Row = Record<string, string | null>;

/** The stored requests, as `npm run submissions` reads them (/__local, the server started with inspect). */
async function storedRows(table = "contact_submissions"): Promise<Row[]> {
  const response = await fetch(`${base}/__local/${table}`);
  assert.equal(response.status, 200);
  return (await response.json()) as Row[];
}
const rowsFor = async (email: string, table = "contact_submissions") =>
  (await storedRows(table)).filter((row) => row.email?.toLowerCase() === email.toLowerCase());

async function storedRow(email: string): Promise<Row> {
  const rows = await rowsFor(email);
  assert.equal(rows.length, 1, `one row for ${email}, not ${rows.length}`);
  return rows[0]!;
}

/** The plain texts of a message's fields block, each checked to be plain_text. */
function fieldsOf(payload: SlackPayload): string[] {
  return (payload.blocks[1]?.fields ?? []).map((field) => {
    assert.equal(field.type, "plain_text");
    return field.text;
  });
}

/** The messages about `email`: its Email field, allowing for spaces a faulty message might leave around it. */
const messagesFor = (email: string) => {
  const field = new RegExp(`^Email: [\\s\u00a0\u200b\ufeff]*${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[\\s\u00a0\u200b\ufeff]*$`);
  return received.filter(({ payload }) => fieldsOf(payload).some((text) => field.test(text)));
};

async function until<T>(find: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) assert.fail(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The one Slack message about `email`, waited for: the team is told after the visitor is answered. */
async function slackMessageFor(email: string): Promise<SlackPayload> {
  const [message, ...more] = await until(() => {
    const found = messagesFor(email);
    return found.length ? found : undefined;
  }, `a Slack message for ${email}`);
  assert.equal(more.length, 0, `one Slack message for ${email}`);
  return message!.payload;
}

/** No message for `email`: a request sent after it is announced first, then a little longer is allowed. */
async function expectNotAnnounced(...emails: string[]) {
  const marker = lead();
  assert.equal((await send("/api/contact", marker)).status, 200);
  await slackMessageFor(marker.email);
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const email of emails) assert.equal(messagesFor(email).length, 0, `no Slack message for ${email}`);
}

/** Every plain text of a message, in order. */
function textsOf(payload: SlackPayload): string[] {
  return [
    payload.text,
    ...payload.blocks.flatMap((block) => [block.text?.text, ...(block.fields ?? []).map((field) => field.text)]),
  ].filter((text): text is string => typeof text === "string");
}

/** Every text Slack will measure, with its limit. */
function withinSlackLimits(payload: SlackPayload) {
  for (const block of payload.blocks) {
    if (block.type === "header") assert.ok(block.text!.text.length <= 150, `header of ${block.text!.text.length}`);
    else if (block.text) assert.ok(block.text.text.length <= 3000, `section text of ${block.text.text.length}`);
    for (const field of block.fields ?? []) assert.ok(field.text.length <= 2000, `field of ${field.text.length}`);
    for (const element of block.elements ?? []) assert.ok(element.text.length <= 2000, `context of ${element.text.length}`);
  }
}

/** console.error and console.log as the functions (running in this process) write them, while `run` runs. */
async function capturingLogs<T>(run: (logged: { errors: string[]; logs: string[] }) => Promise<T>): Promise<T> {
  const logged = { errors: [] as string[], logs: [] as string[] };
  const [error, log] = [console.error, console.log];
  console.error = (...args: unknown[]) => logged.errors.push(args.map(String).join(" "));
  console.log = (...args: unknown[]) => logged.logs.push(args.map(String).join(" "));
  try {
    return await run(logged);
  } finally {
    console.error = error;
    console.log = log;
  }
}

const waitForLine = (lines: string[], pattern: RegExp) =>
  until(() => lines.find((line) => pattern.test(line)), `a logged line matching ${pattern}`);

/** HTML's escapes undone, as a browser reads an attribute or a textarea. */
const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[name]!,
  );

/** The form `id` of a page, from its opening tag to its end. */
function formOf(page: string, id: string): string {
  const start = page.search(new RegExp(`<form\\b[^>]*\\sid="${id}"`));
  assert.ok(start >= 0, `the page has the form ${id}`);
  const end = page.indexOf("</form>", start);
  assert.ok(end > start);
  return page.slice(start, end);
}

const tagOf = (form: string, element: "input" | "select" | "textarea", name: string) => {
  const tag = new RegExp(`<${element}\\b[^>]*\\sname="${name}"[^>]*>`).exec(form)?.[0];
  assert.ok(tag, `the form has the ${element} ${name}`);
  return tag;
};

/** An attribute as written in the markup (escaped), or null. */
const rawAttribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** A textarea's text as written (escaped), without the one leading line break the parser drops. */
function textareaOf(form: string, name: string): string {
  const found = new RegExp(`<textarea\\b[^>]*\\sname="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(form);
  assert.ok(found, `the form has the textarea ${name}`);
  return found[1]!.replace(/^\n/, "");
}

/** The values of the select's options that are selected. */
function selectedOf(form: string, name: string): string[] {
  const found = new RegExp(`<select\\b[^>]*\\sname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(form);
  assert.ok(found, `the form has the select ${name}`);
  return [...found[1]!.matchAll(/<option\b[^>]*>/g)]
    .filter(([tag]) => / selected=""/.test(tag))
    .map(([tag]) => rawAttribute(tag, "value")!);
}

/** The paragraph the endpoint put in the form's result slot: its role, tone and text (unescaped). */
function resultOf(form: string): { role: string; tone: string; text: string } {
  const found =
    /<div\b[^>]*\sdata-form-result=""[^>]*><p id="[\w-]+-message" role="(\w+)" tabindex="-1" autofocus="" data-tone="(\w+)">([^<]*)<\/p><\/div>/.exec(
      form,
    );
  assert.ok(found, `a result paragraph in the form's result slot:\n${form}`);
  return { role: found[1]!, tone: found[2]!, text: unescapeHtml(found[3]!) };
}

async function expectPage(response: Response, status: number): Promise<string> {
  assert.equal(response.status, status);
  assert.equal(response.headers.get("content-type"), "text/html; charset=utf-8");
  const policy = response.headers.get("content-security-policy") ?? "";
  assert.match(policy, /(^|; )script-src 'none'(;|$)/, policy);
  assert.match(policy, /frame-ancestors 'none'/, policy);
  const page = await response.text();
  assert.doesNotMatch(page, /<script/i, "the answer page runs no script");
  return page;
}

const SECURITY_HEADERS = {
  "strict-transport-security": "max-age=31536000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "cache-control": "no-store",
  "x-robots-tag": "noindex",
};

describe("the form endpoints refuse what no form of the site sends", () => {
  it("answers 405 with Allow: POST to anything but POST", async () => {
    for (const pathname of ["/api/contact", "/api/newsletter"]) {
      for (const method of ["GET", "PUT", "DELETE", "OPTIONS"]) {
        const response = await fetch(`${base}${pathname}`, { method, headers: { Origin: base } });
        assert.equal(response.status, 405, `${method} ${pathname}`);
        assert.equal(response.headers.get("allow"), "POST", `${method} ${pathname}`);
        assert.deepEqual(await response.json(), { ok: false, message: "Only POST is allowed." });
      }
    }
  });

  it("answers 413 to a body over 64 KB, however it is sent, and stores nothing", async () => {
    const big = lead({ message: "x".repeat(65 * 1024) });
    await expectError(await send("/api/contact", big, { json: true }), 413, /at most 65536 bytes/);
    await expectError(await send("/api/contact", big), 413, /at most 65536 bytes/);
    await expectError(await send("/api/newsletter", { email: `${"e".repeat(65 * 1024)}@x.io` }), 413, /at most 65536 bytes/);
    // Chunked, with no Content-Length to go by: counted as read.
    const { hostname, port } = new URL(base);
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          hostname,
          port,
          path: "/api/contact",
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: base,
            Accept: "application/json",
            "X-Forwarded-For": nextAddress(),
          },
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      const text = new URLSearchParams(big as Record<string, string>).toString();
      req.write(text.slice(0, 30_000));
      req.end(text.slice(30_000));
    });
    assert.equal(chunked.status, 413);
    assert.match(chunked.body, /at most 65536 bytes/);
    assert.equal((await rowsFor(big.email)).length, 0);
    await expectNotAnnounced(big.email);
  });

  it("refuses other content types with 415, and stores nothing", async () => {
    const sent = lead();
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "multipart/form-data; boundary=x",
      "application/xml",
      "application/jsonp",
    ]) {
      await expectError(
        await send("/api/contact", JSON.stringify(sent), { headers: { "Content-Type": type } }),
        415,
        /x-www-form-urlencoded/,
      );
    }
    await expectError(
      await send("/api/newsletter", JSON.stringify({ email: "cfo@harbor.com" }), { headers: { "Content-Type": "text/plain" } }),
      415,
      /x-www-form-urlencoded/,
    );
    assert.equal((await rowsFor(sent.email)).length, 0);
    await expectNotAnnounced(sent.email);
  });

  it("refuses requests from other websites, or with no Origin, with 403, and stores nothing", async () => {
    const sent = lead();
    const { port } = new URL(base);
    for (const origin of [
      "https://evil.example",
      "http://localhost.evil.example",
      "null",
      `http://127.0.0.1:${Number(port) + 1}`,
      "not a url",
    ]) {
      await expectError(await send("/api/contact", sent, { headers: { Origin: origin } }), 403, /site's own pages/);
      await expectError(await send("/api/newsletter", { email: sent.email }, { headers: { Origin: origin } }), 403, /site's own pages/);
    }
    const noOrigin = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams(sent).toString(),
    });
    await expectError(noOrigin, 403, /site's own pages/);
    assert.equal((await rowsFor(sent.email)).length, 0);
    assert.equal((await rowsFor(sent.email, "newsletter_subscriptions")).length, 0);
    await expectNotAnnounced(sent.email);
  });

  it("accepts the function's own origin and the addresses Netlify names for this deploy (URL, DEPLOY_PRIME_URL, DEPLOY_URL)", () => {
    const env = {
      URL: "https://www.everpeak.ai",
      DEPLOY_PRIME_URL: "https://deploy-preview-42--everpeak.netlify.app",
      DEPLOY_URL: "https://64f1a2b3c4d5e6f7a8b9c0d1--everpeak.netlify.app",
    };
    const fn = "https://deploy-preview-42--everpeak.netlify.app/api/contact";
    assert.equal(isSameSite("https://deploy-preview-42--everpeak.netlify.app", fn, env), true);
    assert.equal(isSameSite("https://www.everpeak.ai", fn, env), true);
    assert.equal(isSameSite("https://64f1a2b3c4d5e6f7a8b9c0d1--everpeak.netlify.app", fn, env), true);
    assert.equal(isSameSite("https://deploy-preview-43--everpeak.netlify.app", fn, env), false);
    assert.equal(isSameSite("https://everpeak.ai", fn, env), false);
    assert.equal(isSameSite("http://localhost:9000", "http://localhost:9000/api/contact", {}), true);
    assert.equal(isSameSite("http://localhost:9001", "http://localhost:9000/api/contact", {}), false);
    assert.equal(isSameSite(null, "http://localhost:9000/api/contact", {}), false);
    assert.equal(isSameSite("null", "http://localhost:9000/api/contact", {}), false);
  });

  it("sends security headers with every answer, JSON or page (Netlify's _headers do not cover functions)", async () => {
    const answers: [string, Response][] = [
      ["sent", await send("/api/contact", lead())],
      ["refused", await send("/api/contact", lead({ name: " " }))],
      ["not JSON", await send("/api/contact", "{", { json: true })],
      ["405", await fetch(`${base}/api/contact`)],
      ["403", await send("/api/contact", lead(), { headers: { Origin: "https://evil.example" } })],
      ["413", await send("/api/contact", lead({ message: "x".repeat(65 * 1024) }))],
      ["415", await send("/api/contact", "x", { headers: { "Content-Type": "text/plain" } })],
      ["page sent", await send("/api/contact", lead(), { page: true })],
      ["page refused", await send("/api/contact", lead({ email: "nobody" }), { page: true })],
      ["newsletter", await send("/api/newsletter", { email: nextEmail("reader") })],
      ["newsletter page", await send("/api/newsletter", { email: "nobody" }, { page: true })],
    ];
    for (const [what, response] of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(response.headers.get(name), value, `${what}: ${name}`);
      const type = response.headers.get("content-type") ?? "";
      const policy = response.headers.get("content-security-policy");
      if (type.startsWith("text/html")) assert.match(policy ?? "", /^default-src 'self'; script-src 'none';.*frame-ancestors 'none'/, what);
      else assert.equal(policy, "default-src 'none'; frame-ancestors 'none'", what);
      await response.arrayBuffer();
    }
  });

  it("answers 400 to a JSON body that is not JSON, or not an object", async () => {
    await expectError(await send("/api/contact", "{name:", { json: true }), 400, /not valid JSON/);
    await expectError(await send("/api/contact", JSON.stringify([lead()]), { json: true }), 400, /JSON object/);
    await expectError(await send("/api/contact", "null", { json: true }), 400, /JSON object/);
  });
});

describe("POST /api/contact judges a request by the intake's rules (src/lib/contact-rules.ts)", () => {
  it("refuses a missing or invalid field with 400, kind refused, the rules' sentence and the field", async () => {
    const refused: [Record<string, unknown>, string, string][] = [
      [{ name: "  " }, "name", "Please enter your full name."],
      [{ name: "\u00a0\u200b\ufeff" }, "name", "Please enter your full name."],
      [{ company: undefined }, "company", "Please enter your company name."],
      [{ email: "" }, "email", "Please enter your business email address."],
      [{ email: "dana at northwind" }, "email", "Please enter a business email address such as name@company.com."],
      // Which industries exist is the database's constraint's to say (INDUSTRY_CONSTRAINT): its refusal, on the field.
      [{ industry: "retail" }, "industry", "Please choose your industry from the list."],
      [{ industry: "toString" }, "industry", "Please choose your industry from the list."],
      [{ industry: "banking" }, "industry", "Please choose your industry from the list."],
      // The first refused field in the form's order.
      [{ name: "", email: "nobody" }, "name", "Please enter your full name."],
    ];
    for (const [overrides, field, message] of refused) {
      const sent = Object.fromEntries(Object.entries(lead(overrides)).filter(([, value]) => value !== undefined));
      await expectRefused(await send("/api/contact", sent), field, message);
    }
    // A JSON value that is not text is no value: a missing email.
    await expectRefused(
      await send("/api/contact", lead({ email: 42 }), { json: true }),
      "email",
      "Please enter your business email address.",
    );
  });

  it("enforces the database's length limits, in characters", async () => {
    await expectRefused(await send("/api/contact", lead({ name: "n".repeat(201) })), "name", "Full name must be at most 200 characters.");
    await expectRefused(
      await send("/api/contact", lead({ company: "c".repeat(201) })),
      "company",
      "Company name must be at most 200 characters.",
    );
    await expectRefused(
      await send("/api/contact", lead({ phone: "1".repeat(51) })),
      "phone",
      "Phone number must be at most 50 characters.",
    );
    await expectRefused(
      await send("/api/contact", lead({ email: `${"e".repeat(250)}@x.io` })),
      "email",
      "Business email must be at most 254 characters.",
    );
    await expectRefused(
      await send("/api/contact", lead({ message: "m".repeat(5001) })),
      "message",
      "Please keep the description of your challenges to 5,000 characters.",
    );
    // 200 characters of four bytes each are 200 characters.
    const name = "𝒟".repeat(200);
    const sent = lead({ name });
    await expectAnswer(await send("/api/contact", sent), 200, { ok: true, kind: "sent" });
    assert.equal((await storedRow(sent.email)).name, name);
  });

  it("stores nothing and tells Slack nothing of a refused request", async () => {
    const sent = lead({ industry: "retail" });
    assert.equal((await send("/api/contact", sent)).status, 400);
    assert.equal((await rowsFor(sent.email)).length, 0);
    await expectNotAnnounced(sent.email);
  });

  it("takes a JSON body as the form's fields, ignoring values that are not text (a phone sent as a number is no phone)", async () => {
    const sent = lead({ phone: 5551234, industry: null });
    await expectAnswer(await send("/api/contact", sent, { json: true }), 200, { ok: true, kind: "sent" });
    const row = await storedRow(sent.email);
    assert.equal(row.phone, null);
    assert.equal(row.industry, null);
  });
});

describe("POST /api/contact tells the team in Slack of the row as stored", () => {
  it("sends Slack the request in plain text, with the content type Slack expects and the industry's label", async () => {
    const sent = lead({ industry: "private-equity" });
    await expectAnswer(await send("/api/contact", sent), 200, { ok: true, kind: "sent" });
    const payload = await slackMessageFor(sent.email);
    assert.equal(messagesFor(sent.email).length, 1);
    assert.equal(received.find((message) => message.payload === payload)!.contentType, "application/json");
    assert.equal(payload.text, "New assessment request from Dana Whitfield at Northwind Industrial");
    assert.deepEqual(payload.blocks[0], {
      type: "header",
      text: { type: "plain_text", text: "New free assessment request", emoji: false },
    });
    assert.deepEqual(fieldsOf(payload), [
      "Name: Dana Whitfield",
      "Company: Northwind Industrial",
      `Email: ${sent.email}`,
      "Phone: not given",
      "Industry: Private Equity",
    ]);
    assert.equal(payload.blocks[2]!.text!.type, "plain_text");
    assert.equal(payload.blocks[2]!.text!.text, "Challenges: Freight invoices are audited by hand.");
    for (const block of payload.blocks) {
      for (const text of [block.text, ...(block.fields ?? []), ...(block.elements ?? [])]) if (text) assert.equal(text.type, "plain_text");
    }
  });

  it("(1) announces the stored row, not the request: spaces of every kind trimmed and line breaks folded, as kept", async () => {
    const email = nextEmail();
    const sent = {
      name: "\u00a0\u200bDana\nWhitfield\u200b ",
      email: ` \u200b${email}\u00a0`,
      company: "\ufeffNorthwind\r\nIndustrial\u00a0",
      phone: "\u00a0+1 555 0100\u200b",
      industry: " manufacturing\u00a0",
      message: "\u200b  Freight invoices\nare audited by hand.\u00a0 ",
    };
    await expectAnswer(await send("/api/contact", sent), 200, { ok: true, kind: "sent" });
    const row = await storedRow(email);
    assert.deepEqual(
      { name: row.name, email: row.email, company: row.company, phone: row.phone, industry: row.industry, message: row.message },
      {
        name: "Dana Whitfield",
        email,
        company: "Northwind Industrial",
        phone: "+1 555 0100",
        industry: "manufacturing",
        message: "Freight invoices\nare audited by hand.",
      },
    );
    const payload = await slackMessageFor(email);
    assert.equal(payload.text, `New assessment request from ${row.name} at ${row.company}`);
    assert.deepEqual(fieldsOf(payload), [
      `Name: ${row.name}`,
      `Company: ${row.company}`,
      `Email: ${row.email}`,
      `Phone: ${row.phone}`,
      "Industry: Manufacturing",
    ]);
    assert.equal(payload.blocks[2]!.text!.text, `Challenges: ${row.message}`);
    for (const text of textsOf(payload)) assert.doesNotMatch(text, /[\u00a0\u200b\ufeff]/, JSON.stringify(text));
  });

  it("(2) announces a request whose visitor went away at once", async () => {
    const sent = lead();
    const body = new URLSearchParams(sent).toString();
    const { hostname, port } = new URL(base);
    const req = http.request({
      hostname,
      port,
      path: "/api/contact",
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
        Origin: base,
        Accept: "application/json",
        "X-Forwarded-For": nextAddress(),
      },
    });
    req.on("error", () => undefined);
    // The body written, then the connection dropped: the tab closed, the train went into a tunnel.
    req.end(body, () => req.destroy());
    const payload = await slackMessageFor(sent.email);
    assert.equal(payload.text, "New assessment request from Dana Whitfield at Northwind Industrial");
    await storedRow(sent.email);
  });

  it("thanks the visitor without waiting for Slack", async () => {
    // A Slack that takes 1.5 s to answer.
    let told = false;
    const slow = http.createServer((req, res) => {
      req.resume();
      req.on("end", () =>
        setTimeout(() => {
          told = true;
          res.writeHead(200).end("ok");
        }, 1500),
      );
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    process.env.SLACK_WEBHOOK_URL = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hook`;
    try {
      const started = Date.now();
      await expectAnswer(await send("/api/contact", lead()), 200, { ok: true, kind: "sent" });
      const took = Date.now() - started;
      assert.ok(took < 1500, `answered in ${took} ms`);
      assert.equal(told, false);
      await until(() => (told ? true : undefined), "Slack answering");
    } finally {
      slow.close();
    }
  });

  it("escapes mentions and links so nobody can ping the channel or plant a link", async () => {
    const sent = lead({
      name: "<!channel> Dana",
      company: "<https://evil.example|click> & Co",
      message: "<@U123> see <https://evil|click>",
    });
    assert.equal((await send("/api/contact", sent)).status, 200);
    const payload = await slackMessageFor(sent.email);
    const raw = JSON.stringify(payload);
    assert.ok(!raw.includes("<!channel>"), raw);
    assert.ok(!raw.includes("<https://evil"), raw);
    assert.ok(!raw.includes("<@U123>"), raw);
    assert.equal(payload.text, "New assessment request from &lt;!channel&gt; Dana at &lt;https://evil.example|click&gt; &amp; Co");
    assert.equal(payload.blocks[2]!.text!.text, "Challenges: &lt;@U123&gt; see &lt;https://evil|click&gt;");
    // Stored as typed: escaping is Slack's, not the database's.
    assert.equal((await storedRow(sent.email)).name, "<!channel> Dana");
  });

  it("shortens a long message to what Slack accepts; the database keeps it whole", async () => {
    const sent = lead({ message: "m".repeat(5000) });
    assert.equal((await send("/api/contact", sent)).status, 200);
    const payload = await slackMessageFor(sent.email);
    withinSlackLimits(payload);
    assert.ok(payload.blocks[2]!.text!.text.length <= 3000);
    assert.ok(payload.blocks[2]!.text!.text.endsWith(SHORTENED_NOTE));
    assert.equal((await storedRow(sent.email)).message, "m".repeat(5000));
  });

  it("delivers 2,900 characters of 'P&L' within Slack's limits: escaped first, then cut on whole escapes", async () => {
    const sent = lead({ message: "P&L ".repeat(725).trimEnd() }); // 2,899 characters, 725 ampersands
    assert.equal((await send("/api/contact", sent)).status, 200);
    const payload = await slackMessageFor(sent.email);
    withinSlackLimits(payload);
    const text = payload.blocks[2]!.text!.text;
    assert.match(text, /^Challenges: P&amp;L P&amp;L/);
    assert.doesNotMatch(text.replace(SHORTENED_NOTE, ""), /&(?!amp;)|&a$|&am$|&amp$/, "no escape is cut in half");
    assert.ok(text.endsWith(SHORTENED_NOTE));
  });

  it("delivers 3,400 CJK characters, and 400 family emoji, within Slack's limits without splitting a character", async () => {
    const cjk = lead({ message: "経費削減の機会を見つける".repeat(284).slice(0, 3400) });
    assert.equal((await send("/api/contact", cjk)).status, 200);
    withinSlackLimits(await slackMessageFor(cjk.email));
    const family = "👩‍👩‍👧‍👦";
    const emoji = lead({ message: `Team: ${family.repeat(400)}` });
    assert.equal((await send("/api/contact", emoji, { json: true })).status, 200);
    const payload = await slackMessageFor(emoji.email);
    withinSlackLimits(payload);
    const text = payload.blocks[2]!.text!.text;
    assert.ok(text.endsWith(SHORTENED_NOTE));
    const body = text.slice("Challenges: Team: ".length).replace(SHORTENED_NOTE, "");
    assert.equal(body.length % family.length, 0, "only whole emoji");
    assert.equal(body.replaceAll(family, ""), "");
  });

  it("keeps one-line fields on one line (the rules fold line breaks before storing), so a line break cannot fake another field", async () => {
    const sent = lead({ name: "Dana\nEmail: ceo@rival.example", company: "Northwind\r\nPhone: 0", phone: "555\u2028Industry: Healthcare" });
    assert.equal((await send("/api/contact", sent)).status, 200);
    const row = await storedRow(sent.email);
    assert.equal(row.name, "Dana Email: ceo@rival.example");
    assert.equal(row.company, "Northwind Phone: 0");
    assert.equal(row.phone, "555 Industry: Healthcare");
    const fields = fieldsOf(await slackMessageFor(sent.email));
    assert.equal(fields[0], "Name: Dana Email: ceo@rival.example");
    assert.equal(fields[1], "Company: Northwind Phone: 0");
    assert.equal(fields[3], "Phone: 555 Industry: Healthcare");
    for (const field of fields) assert.doesNotMatch(field, /[\r\n\u2028\u2029]/);
  });

  it("tells the team where the lead came from: landed on, began on, referred by, campaign", async () => {
    const sent = lead({
      landing_page: "/solutions/vendor-management",
      source_page: "/insights/ai-roi",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_campaign: "q4-procurement",
    });
    assert.equal((await send("/api/contact", sent)).status, 200);
    const blocks = (await slackMessageFor(sent.email)).blocks;
    assert.deepEqual(blocks[blocks.length - 1], {
      type: "context",
      elements: [
        {
          type: "plain_text",
          text: "Where it came from: landed on /solutions/vendor-management; began on /insights/ai-roi; referred by www.linkedin.com; campaign: source=linkedin, campaign=q4-procurement",
          emoji: false,
        },
      ],
    });
    const row = await storedRow(sent.email);
    assert.equal(row.source_page, "/insights/ai-roi");
    assert.equal(row.utm_campaign, "q4-procurement");
  });

  it("says when no site referred the visit", async () => {
    const sent = lead();
    assert.equal((await send("/api/contact", sent)).status, 200);
    const blocks = (await slackMessageFor(sent.email)).blocks;
    assert.equal(blocks[blocks.length - 1]!.elements![0]!.text, "Where it came from: no referring site");
  });

  for (const [tool, name] of [
    ["roi-calculator", "ROI calculator"],
    ["readiness-check", "AI-readiness self-check"],
  ] as const) {
    it(`names the ${name} that led to the request, by its name, not its id`, async () => {
      const sent = lead({ source_tool: tool, source_page: "/insights/ai-roi" });
      assert.equal((await send("/api/contact", sent)).status, 200);
      const payload = await slackMessageFor(sent.email);
      const texts = textsOf(payload);
      assert.equal(texts[0], `New assessment request from Dana Whitfield at Northwind Industrial (from the ${name})`);
      assert.ok(texts.includes(`From the tool: ${name}`), texts.join("\n"));
      assert.ok(!JSON.stringify(payload).includes(tool), "the team reads the tool's name, not its id");
      assert.equal((await storedRow(sent.email)).source_tool, tool);
    });
  }

  it("says nothing of a tool when the request came through none", async () => {
    for (const overrides of [{}, { source_tool: "" }]) {
      const sent = lead(overrides);
      assert.equal((await send("/api/contact", sent)).status, 200);
      const texts = textsOf(await slackMessageFor(sent.email));
      assert.equal(texts[0], "New assessment request from Dana Whitfield at Northwind Industrial");
      assert.ok(!texts.some((text) => text.startsWith("From the tool")), texts.join("\n"));
    }
  });

  for (const [value, json] of [
    ["calculator", false],
    ["ROI calculator", false],
    [" roi-calculator", false],
    ["ROI-CALCULATOR", false],
    ["toString", false],
    ["__proto__", false],
    [1, true],
    [true, true],
    [["roi-calculator"], true],
    [{ id: "roi-calculator" }, true],
  ] as const) {
    it(`drops the unknown tool ${JSON.stringify(value)}: stored and announced with no tool`, async () => {
      const sent = lead({ source_tool: value });
      await expectAnswer(await send("/api/contact", sent, { json }), 200, { ok: true, kind: "sent" });
      assert.equal((await storedRow(sent.email)).source_tool, null);
      const texts = textsOf(await slackMessageFor(sent.email));
      assert.equal(texts[0], "New assessment request from Dana Whitfield at Northwind Industrial");
      assert.ok(!texts.some((text) => text.startsWith("From the tool")), texts.join("\n"));
    });
  }
});

describe("POST /api/contact names the industry in Slack as the built contact page does", () => {
  /** A second local server over the same database, whose site is `pages`; `run` gets its address. */
  async function withSite(pages: Record<string, string>, run: (at: string) => Promise<void>) {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-intake-site-"));
    writeSite(site, pages);
    const other = createLocalServer({ root: site, db });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    try {
      await run(`http://127.0.0.1:${(other.address() as AddressInfo).port}`);
    } finally {
      other.close();
      fs.rmSync(site, { recursive: true, force: true });
    }
  }

  it("takes the industry's name from the page's option, in content's words, never from the request", async () => {
    const renamed = INDUSTRY_OPTIONS.map(([value, label]): [string, string] => [
      value,
      value === "manufacturing" ? "Manufacturing & Industrial" : label,
    ]);
    await withSite({ contact: contactPage({ industries: renamed }) }, async (at) => {
      const sent = lead({ industry: "manufacturing", industryLabel: "Something else" });
      await expectAnswer(await send("/api/contact", sent, {}, at), 200, { ok: true, kind: "sent" });
      assert.equal((await storedRow(sent.email)).industry, "manufacturing");
      // Slack's own escape of "&".
      assert.equal(fieldsOf(await slackMessageFor(sent.email))[4], "Industry: Manufacturing &amp; Industrial");
    });
  });

  it("names the industry by its value, and logs why, when the page cannot be had or has no such option", async () => {
    const without = INDUSTRY_OPTIONS.filter(([value]) => value !== "healthcare");
    await capturingLogs(async ({ errors }) => {
      await withSite({ contact: contactPage({ industries: without }) }, async (at) => {
        const sent = lead({ industry: "healthcare" });
        await expectAnswer(await send("/api/contact", sent, {}, at), 200, { ok: true, kind: "sent" });
        assert.equal(fieldsOf(await slackMessageFor(sent.email))[4], "Industry: healthcare");
      });
      await withSite({}, async (at) => {
        const sent = lead({ industry: "private-equity" });
        await expectAnswer(await send("/api/contact", sent, {}, at), 200, { ok: true, kind: "sent" });
        assert.equal(fieldsOf(await slackMessageFor(sent.email))[4], "Industry: private-equity");
      });
      assert.match(
        errors.join("\n"),
        /\/contact could not be had or offers no industry "healthcare"; Slack names the industry by its value/,
      );
      assert.match(
        errors.join("\n"),
        /\/contact could not be had or offers no industry "private-equity"; Slack names the industry by its value/,
      );
    });
  });

  it("says nothing of a refused industry: the database's refusal is the visitor's sentence, not an error of the rules", async () => {
    await capturingLogs(async ({ errors }) => {
      const sent = lead({ industry: "banking" });
      await expectRefused(await send("/api/contact", sent), "industry", "Please choose your industry from the list.");
      assert.equal((await rowsFor(sent.email)).length, 0);
      assert.deepEqual(errors, []);
    });
  });
});

describe("POST /api/contact when Slack cannot be told", () => {
  afterEach(() => {
    process.env.SLACK_WEBHOOK_URL = webhook;
    delete process.env.SUPABASE_URL;
    delete process.env.SUPABASE_ANON_KEY;
  });

  it("stores the request and thanks the visitor when Slack refuses it, and logs the failure", async () => {
    slackStatus = 500;
    const sent = lead();
    await capturingLogs(async ({ errors }) => {
      await expectAnswer(await send("/api/contact", sent), 200, { ok: true, kind: "sent" });
      await storedRow(sent.email);
      await waitForLine(
        errors,
        new RegExp(`Slack answered 500; the request from ${sent.email.replace(/\./g, "\\.")} is stored but the team was not told`),
      );
    });
  });

  it("stores the request and thanks the visitor when Slack cannot be reached, and logs the failure", async () => {
    process.env.SLACK_WEBHOOK_URL = "http://127.0.0.1:9/unreachable";
    const sent = lead();
    await capturingLogs(async ({ errors }) => {
      await expectAnswer(await send("/api/contact", sent), 200, { ok: true, kind: "sent" });
      await storedRow(sent.email);
      await waitForLine(
        errors,
        new RegExp(`Slack could not be reached \\(.*\\); the request from ${sent.email.replace(/\./g, "\\.")} is stored`),
      );
    });
  });

  it("in production without SLACK_WEBHOOK_URL: stores the request, thanks the visitor and logs that the team was not told", async () => {
    delete process.env.SLACK_WEBHOOK_URL;
    // Production stores through Supabase's project: here the local server's PostgREST.
    process.env.SUPABASE_URL = base;
    process.env.SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
    const sent = lead();
    const before = received.length;
    await capturingLogs(async ({ errors, logs }) => {
      const response = await contact(
        new Request("https://www.everpeak.ai/api/contact", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://www.everpeak.ai", Accept: "application/json" },
          body: new URLSearchParams(sent).toString(),
        }),
        { ip: "192.0.2.80", deploy: { context: "production" } },
      );
      await expectAnswer(response, 200, { ok: true, kind: "sent" });
      assert.match(
        errors.join("\n"),
        new RegExp(`SLACK_WEBHOOK_URL is not set, so the team was not told of the request from ${sent.email.replace(/\./g, "\\.")}`),
      );
      assert.equal(logs.length, 0, "production logs no payload");
    });
    await storedRow(sent.email);
    assert.equal(received.length, before);
  });

  it("in production without the database's settings: 503 failed, nothing stored, and says why in the log", async () => {
    const sent = lead();
    await capturingLogs(async ({ errors }) => {
      const response = await contact(
        new Request("https://www.everpeak.ai/api/contact", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://www.everpeak.ai", Accept: "application/json" },
          body: new URLSearchParams(sent).toString(),
        }),
        { ip: "192.0.2.81", deploy: { context: "production" } },
      );
      await expectAnswer(response, 503, { ok: false, kind: "failed", message: "the site cannot store requests right now" });
      assert.match(errors.join("\n"), /SUPABASE_URL and SUPABASE_ANON_KEY are not set/);
    });
    assert.equal((await rowsFor(sent.email)).length, 0);
  });

  it("locally without SLACK_WEBHOOK_URL: stores the request and logs what would have been sent", async () => {
    delete process.env.SLACK_WEBHOOK_URL;
    const sent = lead({ name: "Dana Local" });
    const before = received.length;
    await capturingLogs(async ({ logs }) => {
      await expectAnswer(await send("/api/contact", sent), 200, { ok: true, kind: "sent" });
      assert.match(
        logs.join("\n"),
        /no SLACK_WEBHOOK_URL set; this is what would have been sent:[\s\S]*New assessment request from Dana Local/,
      );
    });
    await storedRow(sent.email);
    assert.equal(received.length, before);
  });
});

describe("POST /api/contact as a plain form post (no JavaScript)", () => {
  it("(3) answers 200 with the contact page, no script, the success text in the form's result slot and the fields empty", async () => {
    const sent = lead({ company: "Smith & Sons", phone: "+1 555 0100", message: "Line one\nLine two" });
    const page = await expectPage(await send("/api/contact", sent, { page: true }), 200);
    assert.match(page, /<title>Contact \| Everpeak AI<\/title>/);
    assert.match(page, /<h1>Book your free assessment<\/h1>/);
    const form = formOf(page, "contact-form");
    assert.deepEqual(resultOf(form), { role: "status", tone: "success", text: CONTACT_SENT });
    for (const name of ["name", "email", "company", "phone", "website"])
      assert.equal(rawAttribute(tagOf(form, "input", name), "value"), "", name);
    assert.equal(textareaOf(form, "message"), "");
    assert.deepEqual(selectedOf(form, "industry"), [""]);
    assert.doesNotMatch(form, /aria-invalid/);
    assert.equal((await storedRow(sent.email)).company, "Smith & Sons");
    await slackMessageFor(sent.email);
  });

  it("(3) answers a refusal with 400, 'Database error: <sentence>' in an alert, every typed value back (escaped) and the field marked", async () => {
    const sent = {
      name: "Dana Whitfield",
      email: "dana at northwind",
      company: `Smith & Sons <b>"Quality" 'first'</b>`,
      phone: "+1 555 0100",
      industry: "retail-ecommerce",
      message: "\nLine one & <two>\n</textarea><script>alert(1)</script>",
      website: "",
    };
    const page = await expectPage(await send("/api/contact", sent, { page: true }), 400);
    const form = formOf(page, "contact-form");
    assert.deepEqual(resultOf(form), {
      role: "alert",
      tone: "error",
      text: "Database error: Please enter a business email address such as name@company.com.",
    });
    const company = rawAttribute(tagOf(form, "input", "company"), "value")!;
    assert.equal(company, "Smith &amp; Sons &lt;b&gt;&quot;Quality&quot; &#x27;first&#x27;&lt;/b&gt;");
    for (const name of ["name", "email", "company", "phone"] as const)
      assert.equal(unescapeHtml(rawAttribute(tagOf(form, "input", name), "value")!), sent[name], name);
    assert.equal(unescapeHtml(textareaOf(form, "message")), sent.message);
    assert.doesNotMatch(textareaOf(form, "message"), /<\/textarea>|<script/);
    assert.deepEqual(selectedOf(form, "industry"), ["retail-ecommerce"]);
    const email = tagOf(form, "input", "email");
    assert.equal(rawAttribute(email, "aria-invalid"), "true");
    assert.equal(rawAttribute(email, "aria-describedby"), "contact-form-message");
    assert.equal(form.match(/aria-invalid/g)!.length, 1, "only the refused field is marked");
    assert.equal((await storedRows()).filter((row) => row.company === sent.company).length, 0);
  });

  it("(3) marks the field the rules refused, whichever it is", async () => {
    const form = formOf(await expectPage(await send("/api/contact", lead({ industry: "retail" }), { page: true }), 400), "contact-form");
    assert.equal(resultOf(form).text, "Database error: Please choose your industry from the list.");
    assert.equal(rawAttribute(tagOf(form, "select", "industry"), "aria-invalid"), "true");
    assert.deepEqual(selectedOf(form, "industry"), [], "no option is the value sent");
  });

  it("(4) falls back to a plain page that still says the result when the page cannot be had, or has no result slot", async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-intake-bare-"));
    // A contact page whose form lost its result slot, and no insights page at all.
    writeSite(bare, { contact: contactPage({ slot: false }) });
    const other = createLocalServer({ root: bare, db });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const at = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      await capturingLogs(async ({ errors }) => {
        const sent = lead();
        const page = await expectPage(await send("/api/contact", sent, { page: true }, at), 200);
        assert.match(page, /<p role="status">Thank you: we have received it\.<\/p>/);
        assert.match(page, /<a href="\/contact">Back to the form<\/a>/);
        await storedRow(sent.email);
        await slackMessageFor(sent.email);

        const refused = await expectPage(await send("/api/contact", lead({ name: "" }), { page: true }, at), 400);
        assert.match(refused, /Please enter your full name\./);

        const subscribed = await expectPage(await send("/api/newsletter", { email: nextEmail("reader") }, { page: true }, at), 200);
        assert.match(subscribed, /<p role="status">Thank you: we have received it\.<\/p>/);
        assert.match(subscribed, /<a href="\/insights">Back to the form<\/a>/);
        assert.match(errors.join("\n"), /\/contact could not be had or has no form "contact-form"; answered with a plain page/);
        assert.match(errors.join("\n"), /\/insights could not be had or has no form "newsletter-form"; answered with a plain page/);
      });
    } finally {
      other.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe("POST /api/newsletter", () => {
  it("(5) subscribes an address, trimmed, and tells Slack nothing", async () => {
    const email = nextEmail("reader");
    await expectAnswer(await send("/api/newsletter", { email: `\u00a0${email}\u200b` }), 200, { ok: true, kind: "sent" });
    const rows = await rowsFor(email, "newsletter_subscriptions");
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.email, email);
    assert.notEqual(rows[0]!.client_hash, null);
    await expectNotAnnounced(email);
  });

  it("(5) answers an address already there, in any letter case, as a duplicate, and keeps one row", async () => {
    const email = nextEmail("cfo");
    assert.equal((await send("/api/newsletter", { email })).status, 200);
    await expectAnswer(await send("/api/newsletter", { email: email.toUpperCase() }), 200, { ok: true, kind: "duplicate" });
    const page = await expectPage(await send("/api/newsletter", { email: email.replace(/^c/, "C") }, { page: true }), 200);
    assert.deepEqual(resultOf(formOf(page, "newsletter-form")), { role: "status", tone: "info", text: NEWSLETTER_DUPLICATE });
    assert.equal((await rowsFor(email, "newsletter_subscriptions")).length, 1);
  });

  it("(5) refuses an address that is not one, with the rules' sentence, as JSON and as a page", async () => {
    const sentence = "please enter a valid email address such as name@company.com.";
    await expectRefused(await send("/api/newsletter", { email: "reader at harbor" }), "email", sentence);
    await expectRefused(await send("/api/newsletter", { email: " " }), "email", "please enter your email address.");
    await expectRefused(await send("/api/newsletter", {}), "email", "please enter your email address.");
    const page = await expectPage(await send("/api/newsletter", { email: `"reader" <at> harbor` }, { page: true }), 400);
    const form = formOf(page, "newsletter-form");
    assert.deepEqual(resultOf(form), { role: "alert", tone: "error", text: `Subscription failed: ${sentence}` });
    const input = tagOf(form, "input", "email");
    assert.equal(rawAttribute(input, "value"), "&quot;reader&quot; &lt;at&gt; harbor");
    assert.equal(rawAttribute(input, "aria-invalid"), "true");
    assert.equal((await storedRows("newsletter_subscriptions")).filter((row) => /reader.*harbor/.test(row.email ?? "")).length, 0);
  });

  it("(5) answers a plain sign-up with the insights page, the thanks in the result slot and the field empty", async () => {
    const email = nextEmail("reader");
    const page = await expectPage(await send("/api/newsletter", { email }, { page: true }), 200);
    assert.match(page, /<h1>Insights<\/h1>/);
    const form = formOf(page, "newsletter-form");
    assert.deepEqual(resultOf(form), { role: "status", tone: "success", text: NEWSLETTER_SENT });
    assert.equal(rawAttribute(tagOf(form, "input", "email"), "value"), "");
    assert.equal((await rowsFor(email, "newsletter_subscriptions")).length, 1);
  });
});

describe("POST /api/contact against abuse", () => {
  it("(6) thanks a bot that filled the hidden field, and stores and announces nothing", async () => {
    const bot = lead({ website: "https://spam.example" });
    await expectAnswer(await send("/api/contact", bot), 200, { ok: true, kind: "sent" });
    const page = await expectPage(await send("/api/contact", { ...bot, website: " x " }, { page: true }), 200);
    assert.equal(resultOf(formOf(page, "contact-form")).text, CONTACT_SENT);
    assert.equal((await rowsFor(bot.email)).length, 0);
    await expectNotAnnounced(bot.email);
  });

  it("(7) answers the fourth request from one email in an hour with 429, kind refused and the database's sentence", async () => {
    const email = nextEmail("busy");
    for (let i = 0; i < 3; i++) await expectAnswer(await send("/api/contact", lead({ email })), 200, { ok: true, kind: "sent" });
    // The same address in other letters is the same address.
    const fourth = await send("/api/contact", lead({ email: email.toUpperCase() }));
    await expectAnswer(fourth, 429, { ok: false, kind: "refused", message: EMAIL_THROTTLED });
    const page = await expectPage(await send("/api/contact", lead({ email }), { page: true }), 429);
    assert.equal(resultOf(formOf(page, "contact-form")).text, `Database error: ${EMAIL_THROTTLED}`);
    assert.equal((await rowsFor(email)).length, 3);
    await until(() => (messagesFor(email).length === 3 ? true : undefined), "three Slack messages");
    await expectNotAnnounced(email.toUpperCase());
    assert.equal(messagesFor(email).length, 3);
  });

  it("(7) answers the 21st request from one network in an hour with 429, and serves other networks", async () => {
    const address = "203.0.113.7";
    for (let i = 0; i < 20; i++)
      assert.equal((await send("/api/contact", lead(), { headers: { "X-Forwarded-For": address } })).status, 200, `request ${i + 1}`);
    await expectAnswer(await send("/api/contact", lead(), { headers: { "X-Forwarded-For": address } }), 429, {
      ok: false,
      kind: "refused",
      message: NETWORK_THROTTLED,
    });
    await expectAnswer(await send("/api/contact", lead(), { headers: { "X-Forwarded-For": "203.0.113.8" } }), 200, {
      ok: true,
      kind: "sent",
    });
  });

  it("(8) hashes the visitor's address, not the function's: different X-Forwarded-For, different client_hash", async () => {
    const first = lead();
    const second = lead();
    const again = lead();
    const proxied = lead();
    for (const [sent, address] of [
      [first, "192.0.2.1"],
      [second, "192.0.2.2"],
      [again, "192.0.2.1"],
      [proxied, "192.0.2.1, 10.0.0.1"],
    ] as const) {
      await expectAnswer(await send("/api/contact", sent, { headers: { "X-Forwarded-For": address } }), 200, { ok: true, kind: "sent" });
    }
    const hash = async (email: string) => (await storedRow(email)).client_hash;
    const [a, b, c, d] = [await hash(first.email), await hash(second.email), await hash(again.email), await hash(proxied.email)];
    assert.match(a ?? "", /^[0-9a-f]{64}$/);
    assert.match(b ?? "", /^[0-9a-f]{64}$/);
    assert.notEqual(a, b);
    assert.equal(c, a, "one address, one hash");
    assert.equal(d, a, "the first address a proxy names is the visitor's");
  });
});
