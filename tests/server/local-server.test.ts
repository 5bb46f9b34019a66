import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { openDatabase, type Database } from "../../supabase/database";
import { createLocalServer } from "../../local/server";
import { LOCAL_ANON_KEY } from "../../src/lib/local-backend";

let base = "";
let db: Database;
let close: () => void;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-public-"));

before(async () => {
  fs.mkdirSync(path.join(root, "about"));
  fs.writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>");
  fs.writeFileSync(path.join(root, "about", "index.html"), "<h1>About</h1>");
  fs.writeFileSync(path.join(root, "404.html"), "<h1>Not found</h1>");
  // Netlify's configuration, which the build writes into public/ and which must never be served.
  fs.mkdirSync(path.join(root, "static"));
  fs.writeFileSync(path.join(root, "static", "a.txt"), "a");
  fs.writeFileSync(
    path.join(root, "_headers"),
    [
      "# HOST-FILE-HEADERS",
      "/*",
      "  X-Local-Test: 1",
      "  Cache-Control: no-cache",
      "/about",
      "  Content-Security-Policy: script-src 'self' 'sha256-about'",
      "/about/index.html",
      "  Content-Security-Policy: script-src 'self' 'sha256-about'",
      "/insights/:slug",
      "  X-Article: 1",
      "/static/*",
      "  Cache-Control: max-age=60",
      "",
    ].join("\n"),
  );
  fs.writeFileSync(path.join(root, "_redirects"), "# HOST-FILE-REDIRECTS\n");
  // Unset, so the server started with inspect points the contact function at its own /__local/slack.
  delete process.env.SLACK_WEBHOOK_URL;
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_ANON_KEY;
  db = await openDatabase("memory");
  const server = createLocalServer({ root, db, inspect: true });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
after(async () => {
  close();
  await db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const insert = (table: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/rest/v1/${table}`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json", Prefer: "return=minimal", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const request = {
  name: "Dana Whitfield",
  email: "dana@northwind-industrial.com",
  company: "Northwind Industrial",
  phone: null,
  industry: "manufacturing",
  message: null,
  // Now: the database refuses a time far from its own clock (supabase/migrations).
  submitted_at: new Date().toISOString(),
};

async function expectRestError(response: Response, status: number, code: string) {
  assert.equal(response.status, status);
  const body = (await response.json()) as Record<string, unknown>;
  assert.equal(body.code, code);
  assert.deepEqual(Object.keys(body).sort(), ["code", "details", "hint", "message"]);
}

describe("local backend: the PostgREST insert supabase-js makes", () => {
  it("stores a valid request as anon and answers 201 with no body", async () => {
    const response = await insert("contact_submissions", request);
    assert.equal(response.status, 201);
    assert.equal(await response.text(), "");
    const rows = (await (await fetch(`${base}/__local/contact_submissions`)).json()) as Record<string, unknown>[];
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.email, request.email);
  });

  it("checks the apikey like Supabase", async () => {
    await expectRestError(await insert("contact_submissions", request, { apikey: "" }), 401, "PGRST301");
    await expectRestError(await insert("contact_submissions", request, { apikey: "stolen" }), 401, "PGRST301");
  });

  it("lets the database decide: constraint 400, duplicate 409, reading 401", async () => {
    await expectRestError(await insert("contact_submissions", { ...request, industry: "retail" }), 400, "23514");
    await insert("newsletter_subscriptions", { email: "cfo@harbor.com", subscribed_at: new Date().toISOString() });
    await expectRestError(
      await insert("newsletter_subscriptions", { email: "CFO@harbor.com", subscribed_at: new Date().toISOString() }),
      409,
      "23505",
    );
    await expectRestError(await insert("contact_submissions", request, { Prefer: "return=representation" }), 401, "42501");
    await expectRestError(await insert("contact_submissions", { ...request, created_at: "2020-01-01" }), 401, "42501");
  });

  it("answers bad requests with a 4xx and a reason", async () => {
    await expectRestError(await insert("contact_submissions", "{not json"), 400, "PGRST102");
    await expectRestError(await insert("contact_submissions", "[]"), 400, "PGRST102");
    await expectRestError(await insert("contact_submissions", { ...request, "bad column": 1 }), 400, "PGRST204");
    await expectRestError(await insert("contact_submissions", { nonexistent: 1 }), 400, "42703");
    await expectRestError(await insert("no_such_table", { a: 1 }), 404, "PGRST205");
    await expectRestError(await insert("contact_submissions", { message: "x".repeat(1024 * 1024 + 1) }), 413, "PGRST413");
    const get = await fetch(`${base}/rest/v1/contact_submissions`);
    assert.equal(get.status, 405);
    assert.equal(get.headers.get("allow"), "POST, OPTIONS");
  });

  it("still serves after all of that", async () => {
    assert.equal((await insert("contact_submissions", { ...request, email: "after@northwind.com" })).status, 201);
  });
});

/** supabase-js's rpc(): POST /rest/v1/rpc/<name> with the named arguments as a JSON object. */
const call = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const storedRows = async () => (await (await fetch(`${base}/__local/contact_submissions`)).json()) as Record<string, unknown>[];

describe("local backend: the PostgREST function call supabase-js makes (rpc)", () => {
  it("calls submit_assessment_request as anon and answers 200 with the row as stored, without its client hash", async () => {
    const email = "rpc@northwind-industrial.com";
    const response = await call(
      "submit_assessment_request",
      { request: { ...request, email, source_page: "/insights/ai-roi", source_tool: "roi-calculator" } },
      { "x-visitor-address": "192.0.2.9" },
    );
    assert.equal(response.status, 200);
    assert.match(String(response.headers.get("content-type")), /^application\/json/);
    const row = (await response.json()) as Record<string, unknown>;
    assert.equal(row.email, email);
    assert.equal(row.name, request.name);
    assert.equal(row.industry, "manufacturing");
    assert.equal(row.source_page, "/insights/ai-roi");
    assert.equal(row.source_tool, "roi-calculator");
    assert.equal(row.phone, null);
    assert.ok(!("client_hash" in row), "anon is not told the client hash");
    const stored = (await storedRows()).filter((each) => each.email === email);
    assert.equal(stored.length, 1);
    assert.match(String(stored[0]!.client_hash), /^[0-9a-f]{64}$/);
  });

  it("hashes the address the function names in x-visitor-address, not the caller's", async () => {
    const hashOf = async (email: string, headers: Record<string, string>) => {
      assert.equal((await call("submit_assessment_request", { request: { ...request, email } }, headers)).status, 200);
      return (await storedRows()).find((row) => row.email === email)!.client_hash;
    };
    const a = await hashOf("visitor-a@northwind-industrial.com", { "x-visitor-address": "192.0.2.10", "X-Forwarded-For": "10.9.9.9" });
    const b = await hashOf("visitor-b@northwind-industrial.com", { "x-visitor-address": "192.0.2.11", "X-Forwarded-For": "10.9.9.9" });
    const c = await hashOf("visitor-c@northwind-industrial.com", { "X-Forwarded-For": "192.0.2.10" });
    assert.notEqual(a, b);
    assert.equal(c, a, "without it, the address the proxy names");
  });

  it("lets the database decide: a constraint 400, the per-email throttle 429 with its sentence", async () => {
    await expectRestError(
      await call("submit_assessment_request", { request: { ...request, email: "rpc-check@northwind.com", industry: "retail" } }),
      400,
      "23514",
    );
    const email = "rpc-throttle@northwind-industrial.com";
    for (let i = 0; i < 3; i++) assert.equal((await call("submit_assessment_request", { request: { ...request, email } })).status, 200);
    const throttled = await call("submit_assessment_request", { request: { ...request, email: email.toUpperCase() } });
    assert.equal(throttled.status, 429);
    const body = (await throttled.json()) as Record<string, unknown>;
    assert.equal(body.code, "PT429");
    assert.equal(
      body.message,
      "We already have three requests from this email address in the last hour. We will reply to those within 24 hours.",
    );
  });

  it("answers a call it cannot make like PostgREST, with a 4xx and a reason", async () => {
    await expectRestError(await call("submit_assessment_request", { request }, { apikey: "stolen" }), 401, "PGRST301");
    await expectRestError(await call("no_such_function", { a: 1 }), 404, "PGRST202");
    await expectRestError(await call("submit_assessment_request", { other: {} }), 404, "PGRST202");
    await expectRestError(await call("submit_assessment_request", { "bad name": {} }), 404, "PGRST202");
    await expectRestError(await call("Submit-Assessment", { request }), 404, "PGRST202");
    await expectRestError(await call("submit_assessment_request", "{"), 400, "PGRST102");
    await expectRestError(await call("submit_assessment_request", "[]"), 400, "PGRST102");
    await expectRestError(await call("submit_assessment_request", { request: "x".repeat(1024 * 1024) }), 413, "PGRST413");
    const get = await fetch(`${base}/rest/v1/rpc/submit_assessment_request`);
    assert.equal(get.status, 405);
    assert.equal(get.headers.get("allow"), "POST, OPTIONS");
    await expectRestError(await fetch(`${base}/rest/v1/rpc/a/b`, { method: "POST" }), 404, "PGRST125");
  });

  it("answers a body of JSON null with 400, as it answers an empty or invalid body", async () => {
    const signal = AbortSignal.timeout(3000);
    for (const target of ["rpc/submit_assessment_request", "contact_submissions"]) {
      const response = await fetch(`${base}/rest/v1/${target}`, {
        method: "POST",
        headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
        body: "null",
        signal,
      });
      await expectRestError(response, 400, "PGRST102");
    }
  });
});

describe("local backend: pages and the functions", () => {
  it("serves pages without a trailing slash, redirects the slash form, and 404s with the 404 page", async () => {
    const about = await fetch(`${base}/about`);
    assert.equal(about.status, 200);
    assert.match(await about.text(), /About/);
    const slash = await fetch(`${base}/about/?ref=x`, { redirect: "manual" });
    assert.equal(slash.status, 301);
    assert.equal(slash.headers.get("location"), "/about?ref=x");
    const missing = await fetch(`${base}/nowhere`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Not found/);
    assert.equal((await fetch(`${base}/%E0%A4%A`)).status, 400);
    assert.equal((await fetch(`${base}/`, { method: "DELETE" })).status, 405);
  });

  it("applies src/lib/redirects.ts: an industry's page goes to the contact form with its industry named, anything else below /industries to the form", async () => {
    for (const [route, location] of [
      ["/industries/healthcare", "/contact?industry=healthcare"],
      ["/industries/healthcare/", "/contact?industry=healthcare"],
      ["/industries/financial-services", "/contact?industry=financial-services"],
      ["/industries", "/contact"],
      ["/industries/", "/contact"],
      ["/industries/a/b", "/contact"],
      ["/industries/Health_Care", "/contact"],
    ]) {
      const response = await fetch(`${base}${route}`, { redirect: "manual" });
      assert.equal(response.status, 301, route);
      assert.equal(response.headers.get("location"), location, route);
    }
    assert.equal((await fetch(`${base}/industriesx`, { redirect: "manual" })).status, 404);
  });

  it("mounts the form functions at /api/contact and /api/newsletter; /api/slack-notify is gone", async () => {
    assert.equal((await fetch(`${base}/api/slack-notify`)).status, 404);
    const post = (pathname: string, body: string, type = "application/x-www-form-urlencoded") =>
      fetch(`${base}${pathname}`, { method: "POST", headers: { "Content-Type": type, Origin: base, Accept: "application/json" }, body });
    for (const pathname of ["/api/contact", "/api/newsletter"]) {
      const wrong = await fetch(`${base}${pathname}`);
      assert.equal(wrong.status, 405, pathname);
      assert.equal(wrong.headers.get("allow"), "POST", pathname);
      assert.equal((await post(pathname, "{", "application/json")).status, 400, pathname);
    }
    const email = "mounted@northwind-industrial.com";
    const sent = await post("/api/contact", new URLSearchParams({ name: "Dana", email, company: "Northwind" }).toString());
    assert.equal(sent.status, 200);
    assert.deepEqual(await sent.json(), { ok: true, kind: "sent" });
    assert.equal((await storedRows()).filter((row) => row.email === email).length, 1);
    // With inspect and no SLACK_WEBHOOK_URL, the team's message stays at /__local/slack.
    const deadline = Date.now() + 5000;
    let told = false;
    while (!told && Date.now() < deadline) {
      const messages = (await (await fetch(`${base}/__local/slack`)).json()) as { blocks: { fields?: { text: string }[] }[] }[];
      told = messages.some((message) => message.blocks.some((block) => block.fields?.some((field) => field.text === `Email: ${email}`)));
      if (!told) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(told, "the message reached /__local/slack");
    const subscribed = await post("/api/newsletter", new URLSearchParams({ email }).toString());
    assert.equal(subscribed.status, 200);
    assert.deepEqual(await subscribed.json(), { ok: true, kind: "sent" });
  });
});

describe("local backend: compression, as the production host compresses", () => {
  // node:http, not fetch: fetch decompresses and hides what was sent.
  const get = (pathname: string, encoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${pathname}`, { headers: { "Accept-Encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });

  it("sends pages brotli- or gzip-encoded to a browser that accepts it, and plain to one that does not", async () => {
    const br = await get("/about", "gzip, deflate, br");
    assert.equal(br.headers["content-encoding"], "br");
    assert.equal(br.headers.vary, "Accept-Encoding");
    assert.equal(zlib.brotliDecompressSync(br.body).toString(), "<h1>About</h1>");
    const gzip = await get("/about", "gzip");
    assert.equal(gzip.headers["content-encoding"], "gzip");
    assert.equal(zlib.gunzipSync(gzip.body).toString(), "<h1>About</h1>");
    const plain = await get("/about", "identity");
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.equal(plain.body.toString(), "<h1>About</h1>");
  });

  it("sends a rebuilt file's new text, not the compressed copy it kept of the old one", async () => {
    const file = path.join(root, "static", "kept.txt");
    const later = new Date(Date.now() + 60_000);
    fs.writeFileSync(file, "before the build");
    const first = await get("/static/kept.txt", "br");
    assert.equal(zlib.brotliDecompressSync(first.body).toString(), "before the build");
    assert.equal(first.headers["content-length"], String(first.body.length));
    // The same length, so only the file's time tells the two apart.
    fs.writeFileSync(file, "after the build!");
    fs.utimesSync(file, later, later);
    for (const encoding of ["br", "gzip"]) {
      const { body } = await get("/static/kept.txt", encoding);
      assert.equal((encoding === "br" ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)).toString(), "after the build!");
    }
  });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** node:http with the path sent exactly as given: fetch would normalise `/./`, `//` and `..` away. */
function raw(target: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("local backend: headers from public/_headers, matched as Netlify matches them", () => {
  it("sends a page's own rule only to that page, under any spelling Netlify accepts", async () => {
    for (const target of ["/about", "/about/index.html", "/ABOUT"]) {
      assert.equal((await raw(target)).headers["content-security-policy"], "script-src 'self' 'sha256-about'", target);
    }
    for (const target of ["/", "/no-such-page", "/about-us", "/static/a.txt"]) {
      const { headers } = await raw(target);
      assert.equal(headers["content-security-policy"], undefined, target);
      assert.equal(headers["x-local-test"], "1", target);
    }
  });

  it("reads :name as one segment and joins a header that two matching rules set", async () => {
    assert.equal((await raw("/insights/some-article")).headers["x-article"], "1");
    assert.equal((await raw("/insights/some-article/more")).headers["x-article"], undefined);
    assert.equal((await raw("/static/a.txt")).headers["cache-control"], "no-cache, max-age=60");
  });
});

describe("local backend: addresses that try to leave the site", () => {
  it("never redirects to another host: a Location is always a same-origin path", async () => {
    for (const target of [
      "/.//evil.example/",
      "//evil.example/",
      "/%2F%2Fevil.example/",
      "/%5C%5Cevil.example/",
      "/.%5C/evil.example/",
      "//",
    ]) {
      const { status, headers } = await raw(target);
      assert.ok(status < 500, `${target}: ${status}`);
      const location = headers.location;
      if (location !== undefined) assert.match(location, /^(\/[^/\\]|\/$)/, `${target} -> ${location}`);
    }
  });

  it("redirects a slash-ended address to one that does not redirect again", async () => {
    const { status, headers } = await raw("/about%2F");
    assert.equal(status, 301);
    assert.equal(headers.location, "/about");
    assert.equal((await raw("/about")).status, 200);
  });

  it("never serves Netlify's _headers or _redirects, however the address is spelled", async () => {
    for (const target of [
      "/_headers",
      "/%5fheaders",
      "/x/..%2f_headers",
      "/x/%2e%2e/_headers",
      "/x/../_redirects",
      "/x/..%2F_redirects",
      "/_HEADERS",
      "/_headers.",
      "/about/..%2f..%2f_headers",
    ]) {
      const { status, body } = await raw(target);
      assert.ok(status === 400 || status === 404, `${target}: ${status}`);
      assert.doesNotMatch(body, /HOST-FILE/, target);
    }
  });
});

describe("local backend: methods and hosts no route expects", () => {
  it("answers TRACE and other unusual methods with 405, an Allow header and a reason, on every route", async () => {
    for (const [method, target, allow] of [
      ["TRACE", "/", "GET, HEAD"],
      ["TRACE", "/api/contact", "POST"],
      ["TRACE", "/api/newsletter", "POST"],
      ["TRACE", "/rest/v1/rpc/submit_assessment_request", "POST, OPTIONS"],
      ["TRACE", "/rest/v1/contact_submissions", "POST, OPTIONS"],
      ["PROPFIND", "/about", "GET, HEAD"],
      ["MKCOL", "/api/contact", "POST"],
    ] as const) {
      const response = await raw(target, { method });
      assert.equal(response.status, 405, `${method} ${target}`);
      assert.equal(response.headers.allow, allow, `${method} ${target}`);
      assert.match(String(response.headers["content-type"]), /^text\/plain/);
      assert.match(response.body, new RegExp(method));
    }
  });

  /** A request written byte for byte: node:http replaces an empty Host with its own. */
  const wire = (target: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      );
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("error", reject);
      socket.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), body: text.slice(text.indexOf("\r\n\r\n") + 4) });
      });
    });

  it("answers a Host header that is no host with 400 and a reason, on every route", async () => {
    for (const host of ["[::1", "", "a b", "evil.example/path", "user@evil.example"]) {
      for (const target of ["/", "/api/contact", "/rest/v1/contact_submissions", "/rest/v1/rpc/submit_assessment_request"]) {
        const response = await wire(target, host);
        assert.equal(response.status, 400, `Host ${JSON.stringify(host)} ${target}`);
        assert.match(response.body, /Host header/);
      }
    }
    assert.equal((await wire("/about", "localhost:9000")).status, 200);
    assert.equal((await wire("/about", "[::1]:9000")).status, 200);
  });

  it("answers a table name that is not valid URL encoding without failing", async () => {
    const response = await raw("/rest/v1/%E0%A4%A", { method: "POST", headers: { apikey: LOCAL_ANON_KEY } });
    assert.ok(response.status >= 400 && response.status < 500, String(response.status));
  });
});

describe("local backend: /__local/<table> only when asked for (LOCAL_INSPECT=1)", () => {
  const seeded = "inspect@northwind-industrial.com";

  before(async () => {
    await db.query(
      "insert into public.contact_submissions (name, email, company, phone, industry, message, submitted_at) values ($1, $2, $3, null, $4, null, now())",
      ["Dana Whitfield", seeded, "Northwind Industrial", "manufacturing"],
    );
  });

  it("answers 404 like any unknown page by default", async () => {
    const server = createLocalServer({ root, db });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const closed = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const table of ["contact_submissions", "newsletter_subscriptions"]) {
        const response = await fetch(`${closed}/__local/${table}`);
        assert.equal(response.status, 404, table);
        assert.doesNotMatch(await response.text(), new RegExp(seeded), table);
      }
    } finally {
      server.close();
    }
  });

  it("lists the stored rows as JSON when the server is started with inspect", async () => {
    const response = await fetch(`${base}/__local/contact_submissions`);
    assert.equal(response.status, 200);
    assert.match(String(response.headers.get("content-type")), /^application\/json/);
    const rows = (await response.json()) as Record<string, unknown>[];
    assert.ok(rows.some((row) => row.email === seeded));
  });
});

describe("npm run serve and npm run submissions with a database they cannot open", () => {
  const repo = path.resolve(__dirname, "..", "..");
  const run = promisify(execFile);
  const script = async (file: string, env: Record<string, string>) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", file], {
        cwd: repo,
        env: { ...process.env, ...env },
        timeout: 120_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout: string; stderr: string };
      return { code: failed.code ?? -1, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-local-db-"));
  const inFile = path.join(scratch, "a-file");
  fs.writeFileSync(inFile, "not a folder");
  after(() => fs.rmSync(scratch, { recursive: true, force: true }));

  for (const file of ["local/server.ts", "local/submissions.ts"]) {
    it(`${file}: a LOCAL_DB inside a file exits 1 with one sentence naming the path, no stack trace`, async () => {
      const bad = path.join(inFile, "db");
      const { code, stderr } = await script(file, { LOCAL_DB: bad, PORT: file.endsWith("server.ts") ? "0" : "1" });
      assert.equal(code, 1, stderr);
      assert.match(
        stderr,
        new RegExp(`The local database at ${bad.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} cannot be opened \\(ENOTDIR`),
        stderr,
      );
      assert.match(stderr, /Set LOCAL_DB to a writable folder, or LOCAL_DB=memory\./);
      assert.doesNotMatch(stderr, /^ {4}at /m, stderr);
    });
  }

  it("local/submissions.ts: a running server without LOCAL_INSPECT holds the folder, and the script says to stop it or set LOCAL_INSPECT=1", async () => {
    const dataDir = path.join(scratch, "held");
    const held = await openDatabase(dataDir);
    const server = createLocalServer({ root, db: held });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = String((server.address() as AddressInfo).port);
      const { code, stderr } = await script("local/submissions.ts", { LOCAL_DB: dataDir, PORT: port });
      assert.equal(code, 1, stderr);
      assert.match(stderr, /is in use by the running local server .*stop the server, or start it with LOCAL_INSPECT=1/);
      assert.doesNotMatch(stderr, /^ {4}at /m, stderr);
    } finally {
      server.close();
      await held.close();
    }
  });

  it("local/submissions.ts: a running server with LOCAL_INSPECT=1 is asked for the rows", async () => {
    await db.query("insert into public.newsletter_subscriptions (email, subscribed_at) values ($1, now())", [
      "asked@northwind-industrial.com",
    ]);
    // The folder is unusable, so the row can only have come from the server.
    const { code, stdout, stderr } = await script("local/submissions.ts", {
      LOCAL_DB: path.join(inFile, "unused"),
      PORT: new URL(base).port,
    });
    assert.equal(code, 0, stderr);
    assert.match(stdout, /asked@northwind-industrial\.com/);
  });
});
