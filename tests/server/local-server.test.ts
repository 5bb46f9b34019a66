import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import zlib from "node:zlib";
import { openDatabase, type Database } from "../../local/database";
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
  db = await openDatabase("memory");
  const server = createLocalServer({ root, db });
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
  submitted_at: "2025-11-15T09:30:00.000Z",
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
    await expectRestError(await insert("newsletter_subscriptions", { email: "CFO@harbor.com", subscribed_at: new Date().toISOString() }), 409, "23505");
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

describe("local backend: pages and the function", () => {
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

  it("applies gatsby/redirects.ts: /industries and everything below it go to /contact", async () => {
    for (const route of ["/industries", "/industries/", "/industries/healthcare", "/industries/anything-else"]) {
      const response = await fetch(`${base}${route}`, { redirect: "manual" });
      assert.equal(response.status, 301, route);
      assert.equal(response.headers.get("location"), "/contact", route);
    }
    assert.equal((await fetch(`${base}/industriesx`, { redirect: "manual" })).status, 404);
  });

  it("mounts the Slack function at /api/slack-notify", async () => {
    const wrong = await fetch(`${base}/api/slack-notify`);
    assert.equal(wrong.status, 405);
    const log = console.log;
    console.log = () => undefined;
    try {
      delete process.env.SLACK_WEBHOOK_URL;
      const sent = await fetch(`${base}/api/slack-notify`, {
        method: "POST",
        body: JSON.stringify({ name: "Dana", email: "dana@northwind.com", company: "Northwind" }),
      });
      assert.equal(sent.status, 202);
    } finally {
      console.log = log;
    }
    const invalid = await fetch(`${base}/api/slack-notify`, { method: "POST", body: "{" });
    assert.equal(invalid.status, 400);
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
});
