import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import fs from "node:fs";
import { MIGRATIONS_DIR, openDatabase, type Database } from "../../supabase/database";
import { ATTRIBUTION_LIMITS } from "../../src/lib/contact-rules";
import { as, FUNCTION_ADDRESS, insert, submit, type Row } from "./api-roles";

const valid: Row = {
  name: "Dana Whitfield",
  email: "dana@northwind-industrial.com",
  company: "Northwind Industrial",
  phone: "+1 312 555 0142",
  industry: "manufacturing",
  message: "Freight invoices are audited by hand.",
  submitted_at: new Date().toISOString(),
};

async function rejects(promise: Promise<unknown>, code: string, message?: string | RegExp) {
  await assert.rejects(promise, (error: { code?: string; message: string }) => {
    assert.equal(error.code, code, error.message);
    if (typeof message === "string") assert.equal(error.message, message);
    else if (message) assert.match(error.message, message);
    return true;
  });
}

/**
 * The database's own refusal, behind the intake's rules (src/lib/contact-rules.ts, which give the visitor's
 * sentence): a CHECK constraint (SQLSTATE 23514, HTTP 400), named.
 */
async function refusedBy(promise: Promise<unknown>, constraint: string) {
  await assert.rejects(promise, (error: { code?: string; constraint?: string; message: string }) => {
    assert.equal(error.code, "23514", error.message);
    assert.equal(error.constraint, constraint, error.message);
    return true;
  });
}

/** How many assessment requests are stored for `email` (as the owner). */
async function storedFor(db: Database, email: unknown) {
  return (await db.query<{ n: number }>("select count(*)::int as n from public.contact_submissions where email = $1", [email])).rows[0]!.n;
}

/** Moves every stored row an hour and a minute into the past: the throttle's window has passed. */
async function anHourLater(db: Database) {
  await db.exec("update public.contact_submissions set created_at = created_at - interval '61 minutes'");
  await db.exec("update public.newsletter_subscriptions set created_at = created_at - interval '61 minutes'");
}

let counter = 0;
const uniqueEmail = () => `lead${++counter}@northwind-industrial.com`;

describe("supabase/migrations on Postgres (PGlite)", () => {
  let db: Database;
  before(async () => {
    db = await openDatabase("memory");
  });
  after(async () => {
    await db.close();
  });

  it("lets anon insert a valid assessment request and stores it with defaults", async () => {
    await insert(db, "contact_submissions", valid);
    const { rows } = await db.query<Row>("select * from public.contact_submissions where email = $1", [valid.email]);
    assert.equal(rows.length, 1);
    assert.match(String(rows[0]!.id), /^[0-9a-f-]{36}$/);
    assert.ok(rows[0]!.created_at instanceof Date);
    assert.equal(rows[0]!.industry, "manufacturing");
  });

  it("accepts nulls for the optional fields", async () => {
    await insert(db, "contact_submissions", { ...valid, email: "nulls@example.com", phone: null, industry: null, message: null });
  });

  for (const role of ["anon", "authenticated"] as const) {
    it(`refuses ${role} any SELECT, UPDATE or DELETE`, async () => {
      await rejects(as(db, role, "select * from public.contact_submissions"), "42501");
      await rejects(as(db, role, "select email from public.newsletter_subscriptions"), "42501");
      await rejects(as(db, role, "update public.contact_submissions set name = 'x'"), "42501");
      await rejects(as(db, role, "delete from public.contact_submissions"), "42501");
      await rejects(as(db, role, "delete from public.newsletter_subscriptions"), "42501");
    });
  }

  it("refuses an insert that asks for the row back (that needs SELECT)", async () => {
    await rejects(
      as(
        db,
        "anon",
        "insert into public.contact_submissions (name, email, company, submitted_at) values ('a', 'a@b.co', 'c', now()) returning id",
      ),
      "42501",
    );
  });

  it("refuses an insert of more than one row, and stores none of them", async () => {
    const before = (await db.query<{ n: number }>("select count(*)::int as n from public.contact_submissions")).rows[0]!.n;
    await rejects(
      as(
        db,
        "anon",
        "insert into public.contact_submissions (name, email, company, submitted_at) values ('A', 'a1@b.co', 'C', now()), ('B', 'b1@b.co', 'C', now())",
      ),
      "23514",
      "Please send one request at a time.",
    );
    await rejects(
      as(db, "anon", "insert into public.newsletter_subscriptions (email, subscribed_at) values ('n1@b.co', now()), ('n2@b.co', now())"),
      "23514",
      "Please send one request at a time.",
    );
    const after = (await db.query<{ n: number }>("select count(*)::int as n from public.contact_submissions")).rows[0]!.n;
    assert.equal(after, before);
  });

  it("refuses anon writing columns it was not granted", async () => {
    await rejects(insert(db, "contact_submissions", { ...valid, id: "00000000-0000-0000-0000-000000000000" }), "42501");
    await rejects(insert(db, "contact_submissions", { ...valid, created_at: "2020-01-01T00:00:00Z" }), "42501");
    await rejects(insert(db, "contact_submissions", { ...valid, client_hash: "0".repeat(64) }), "42501");
  });

  // The values the rules refuse with a sentence (tests/unit/src/lib/contact-rules.test.ts): the database refuses
  // them too, by a CHECK constraint, whether inserted or sent through submit_assessment_request.
  const checks: [string, Row, string][] = [
    ["a blank name", { name: "   " }, "contact_submissions_name_length"],
    ["a name of non-breaking, zero-width and tab characters", { name: "\u00a0\u200b\t\u2060\ufeff" }, "contact_submissions_name_visible"],
    ["a name over 200 characters", { name: "n".repeat(201) }, "contact_submissions_name_length"],
    ["an email over 254 characters", { email: `${"e".repeat(250)}@x.io` }, "contact_submissions_email_length"],
    ["an email without an @", { email: "dana.northwind.com" }, "contact_submissions_email_shape"],
    ["an email with spaces", { email: "dana @northwind.com" }, "contact_submissions_email_shape"],
    ["an email whose domain starts with a dot", { email: "a@.b.co" }, "contact_submissions_email_strict"],
    ["an email carrying markup", { email: "<script>alert(1)</script>@x.y" }, "contact_submissions_email_strict"],
    ["a blank company", { company: "" }, "contact_submissions_company_length"],
    ["a company of spaces and non-breaking spaces", { company: " \u00a0 \u3000" }, "contact_submissions_company_visible"],
    ["a company over 200 characters", { company: "c".repeat(201) }, "contact_submissions_company_length"],
    ["a phone over 50 characters", { phone: "1".repeat(51) }, "contact_submissions_phone_length"],
    ["an unknown industry", { industry: "retail" }, "contact_submissions_industry_known"],
    ["a message over 5,000 characters", { message: "m".repeat(5001) }, "contact_submissions_message_length"],
  ];
  for (const [label, change, constraint] of checks) {
    it(`refuses ${label} by its CHECK constraint ${constraint}, inserted or submitted, and stores nothing`, async () => {
      const row: Row = { ...valid, email: uniqueEmail(), ...change };
      await refusedBy(insert(db, "contact_submissions", row), constraint);
      await refusedBy(submit(db, row), constraint);
      assert.equal(await storedFor(db, row.email), 0);
    });
  }

  // submitted_at is the function's clock now (netlify/intake/database.ts), not the visitor's: the database keeps
  // only its CHECK that the time is a finite one.
  for (const when of ["infinity", "-infinity"]) {
    it(`refuses a submitted_at of ${when} by its CHECK constraint contact_submissions_submitted_at_finite`, async () => {
      const row: Row = { ...valid, email: uniqueEmail(), submitted_at: when };
      await refusedBy(insert(db, "contact_submissions", row), "contact_submissions_submitted_at_finite");
      await refusedBy(submit(db, row), "contact_submissions_submitted_at_finite");
      assert.equal(await storedFor(db, row.email), 0);
    });
  }

  it("refuses by its CHECK constraints the untrimmed and blank values the rules trim or drop", async () => {
    const cases: [Row, string][] = [
      [{ email: ` ${uniqueEmail()}\u00a0` }, "contact_submissions_email_shape"],
      [{ phone: "" }, "contact_submissions_phone_not_blank"],
      [{ phone: " \u00a0\u200b " }, "contact_submissions_phone_not_blank"],
      [{ industry: "" }, "contact_submissions_industry_known"],
      [{ industry: " manufacturing" }, "contact_submissions_industry_known"],
    ];
    for (const [change, constraint] of cases) {
      const row: Row = { ...valid, email: uniqueEmail(), ...change };
      await refusedBy(insert(db, "contact_submissions", row), constraint);
      await refusedBy(submit(db, row), constraint);
      assert.equal(await storedFor(db, row.email), 0);
    }
  });

  it("stores where the lead came from, each value at its column's limit", async () => {
    const email = uniqueEmail();
    await insert(db, "contact_submissions", {
      ...valid,
      email,
      landing_page: "/?utm_source=newsletter&utm_campaign=q4-pe",
      source_page: "/contact",
      referrer_host: "www.linkedin.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "c".repeat(150),
      utm_term: null,
      utm_content: "hero-cta",
    });
    const { rows } = await db.query<Row>(
      "select landing_page, source_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content from public.contact_submissions where email = $1",
      [email],
    );
    assert.deepEqual(rows[0], {
      landing_page: "/?utm_source=newsletter&utm_campaign=q4-pe",
      source_page: "/contact",
      referrer_host: "www.linkedin.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "c".repeat(150),
      utm_term: null,
      utm_content: "hero-cta",
    });
  });

  // The rules cut attribution to these limits (ATTRIBUTION_LIMITS); the database refuses anything longer.
  for (const [column, limit] of Object.entries(ATTRIBUTION_LIMITS)) {
    it(`takes a ${column} of ${limit} characters and refuses a longer one by its CHECK constraint contact_submissions_${column}_length`, async () => {
      const atLimit: Row = { ...valid, email: uniqueEmail(), [column]: "a".repeat(limit) };
      assert.equal((await submit(db, atLimit))[column], atLimit[column]);
      const over: Row = { ...valid, email: uniqueEmail(), [column]: "a".repeat(limit + 1) };
      await refusedBy(insert(db, "contact_submissions", over), `contact_submissions_${column}_length`);
      await refusedBy(submit(db, over), `contact_submissions_${column}_length`);
      assert.equal(await storedFor(db, over.email), 0);
    });
  }

  it("throttles one email address: the fourth request inside an hour is refused with HTTP 429's code, and accepted after the hour", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++)
      await insert(db, "contact_submissions", { ...valid, email: email.toUpperCase().slice(0, i) + email.slice(i) });
    await rejects(
      insert(db, "contact_submissions", { ...valid, email }),
      "PT429",
      "We already have three requests from this email address in the last hour. We will reply to those within 24 hours.",
    );
    await anHourLater(db);
    await insert(db, "contact_submissions", { ...valid, email });
  });

  it("throttles one client address (20 an hour), keeps only a salted hash of it, and lets other addresses through", async () => {
    await anHourLater(db);
    for (let i = 0; i < 20; i++) await insert(db, "contact_submissions", { ...valid, email: uniqueEmail() }, { from: "203.0.113.7" });
    await rejects(
      insert(db, "contact_submissions", { ...valid, email: uniqueEmail() }, { from: "203.0.113.7" }),
      "PT429",
      "Too many requests have come from your network in the last hour. Please try again later.",
    );
    await insert(db, "contact_submissions", { ...valid, email: uniqueEmail() }, { from: "198.51.100.23" });
    const { rows } = await db.query<{ client_hash: string }>(
      "select distinct client_hash from public.contact_submissions where client_hash is not null",
    );
    assert.equal(rows.length, 2);
    for (const { client_hash } of rows) {
      assert.match(client_hash, /^[0-9a-f]{64}$/);
      assert.ok(!client_hash.includes("203.0.113.7"));
    }
    // An unsalted hash of the address would be guessable from the address alone.
    const plain = (await db.query<{ h: string }>("select encode(sha256(convert_to('203.0.113.7', 'UTF8')), 'hex') as h")).rows[0]!.h;
    assert.ok(rows.every((row) => row.client_hash !== plain));
    await anHourLater(db);
    await insert(db, "contact_submissions", { ...valid, email: uniqueEmail() }, { from: "203.0.113.7" });
  });

  it("throttles newsletter sign-ups from one client address", async () => {
    for (let i = 0; i < 20; i++)
      await insert(
        db,
        "newsletter_subscriptions",
        { email: uniqueEmail(), subscribed_at: new Date().toISOString() },
        { from: "192.0.2.44" },
      );
    await rejects(
      insert(db, "newsletter_subscriptions", { email: uniqueEmail(), subscribed_at: new Date().toISOString() }, { from: "192.0.2.44" }),
      "PT429",
      "Too many sign-ups have come from your network in the last hour. Please try again later.",
    );
  });

  it("accepts values exactly at the limits", async () => {
    await insert(db, "contact_submissions", {
      ...valid,
      name: "n".repeat(200),
      company: "c".repeat(200),
      phone: "1".repeat(50),
      message: "m".repeat(5000),
      email: `${"e".repeat(247)}@x.io`,
    });
  });

  it("requires name, email, company and submitted_at: a request without one is refused by its NOT NULL constraint", async () => {
    for (const column of ["name", "email", "company", "submitted_at"]) {
      const row: Row = { ...valid, email: uniqueEmail() };
      delete row[column];
      for (const attempt of [() => insert(db, "contact_submissions", row), () => submit(db, row)]) {
        await assert.rejects(attempt(), (error: { code?: string; column?: string; message: string }) => {
          assert.equal(error.code, "23502", error.message);
          assert.equal(error.column, column, error.message);
          return true;
        });
      }
    }
  });

  it("subscribes an address once, whatever its letter case", async () => {
    await insert(db, "newsletter_subscriptions", { email: "cfo@harbor-logistics.com", subscribed_at: new Date().toISOString() });
    await rejects(
      insert(db, "newsletter_subscriptions", { email: "cfo@harbor-logistics.com", subscribed_at: new Date().toISOString() }),
      "23505",
    );
    await rejects(
      insert(db, "newsletter_subscriptions", { email: "CFO@Harbor-Logistics.com", subscribed_at: new Date().toISOString() }),
      "23505",
    );
    await refusedBy(
      insert(db, "newsletter_subscriptions", { email: "not-an-email", subscribed_at: new Date().toISOString() }),
      "newsletter_subscriptions_email_shape",
    );
  });

  it("refuses by its CHECK constraints a newsletter address the rules refuse (checkNewsletterEmail)", async () => {
    const cases: [string, string][] = [
      [`${"e".repeat(250)}@x.io`, "newsletter_subscriptions_email_length"],
      [" cfo@harbor-logistics.com", "newsletter_subscriptions_email_shape"],
      ["cfo@harbor-logistics", "newsletter_subscriptions_email_shape"],
      ["a@.b.co", "newsletter_subscriptions_email_strict"],
      ["<b>cfo</b>@x.y", "newsletter_subscriptions_email_strict"],
    ];
    for (const [email, constraint] of cases) {
      await refusedBy(insert(db, "newsletter_subscriptions", { email, subscribed_at: new Date().toISOString() }), constraint);
    }
  });

  it("re-opening applies nothing twice", async () => {
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql"));
    const { rows } = await db.query<{ count: number }>("select count(*)::int as count from public.local_migrations");
    assert.equal(rows[0]!.count, files.length);
  });
});

describe("public.submit_assessment_request: the intake functions' way in", () => {
  let db: Database;
  before(async () => {
    db = await openDatabase("memory");
  });
  after(async () => {
    await db.close();
  });

  /** A request as the function sends it (checkLead's values and submitted_at): every column it may write. */
  const lead = (change: Row = {}): Row => ({
    name: "Dana Whitfield",
    email: uniqueEmail(),
    company: "Northwind Industrial",
    phone: "+1 312 555 0142",
    industry: "manufacturing",
    message: "Freight invoices are audited by hand.",
    landing_page: "/insights/ai-roi-measurement?utm_source=newsletter",
    source_page: "/insights/ai-roi-measurement",
    referrer_host: "www.linkedin.com",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "q4-pe",
    utm_term: null,
    utm_content: "hero-cta",
    source_tool: "roi-calculator",
    submitted_at: new Date().toISOString(),
    ...change,
  });

  /** The stored row's client_hash, as the owner reads it. */
  async function clientHash(id: unknown) {
    const { rows } = await db.query<{ client_hash: string | null }>("select client_hash from public.contact_submissions where id = $1", [
      id,
    ]);
    assert.equal(rows.length, 1);
    return rows[0]!.client_hash;
  }

  const count = async () => (await db.query<{ n: number }>("select count(*)::int as n from public.contact_submissions")).rows[0]!.n;

  for (const role of ["anon", "authenticated"] as const) {
    it(`lets ${role} submit a request and answers the row as stored: id, created_at and the values, no client_hash`, async () => {
      const request = lead();
      const row = await submit(db, request, { role, visitor: "192.0.2.10" });
      const { id, created_at, submitted_at, ...values } = row;
      assert.match(String(id), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      assert.ok(Math.abs(Date.parse(String(created_at)) - Date.now()) < 60_000, `created_at ${created_at}`);
      assert.equal(Date.parse(String(submitted_at)), Date.parse(String(request.submitted_at)));
      const { submitted_at: _sent, ...sent } = request;
      assert.deepEqual(values, sent);
      assert.ok(!("client_hash" in row), "the answer names the client hash");
      // Stored with its hash all the same.
      assert.match(String(await clientHash(id)), /^[0-9a-f]{64}$/);
    });
  }

  it("answers exactly the row the owner's select shows, but for client_hash", async () => {
    const row = await submit(db, lead({ phone: null, industry: null, message: null, source_tool: null }), { visitor: "192.0.2.11" });
    const { rows } = await db.query<{ stored: Row }>(
      "select to_jsonb(c) - 'client_hash' as stored from public.contact_submissions c where id = $1",
      [row.id],
    );
    assert.deepEqual(row, rows[0]!.stored);
    const typed = (await db.query<Row>("select * from public.contact_submissions where id = $1", [row.id])).rows[0]!;
    assert.deepEqual(Object.keys(typed).sort(), [...Object.keys(row), "client_hash"].sort());
    for (const [column, value] of Object.entries(typed)) {
      if (column === "client_hash") continue;
      if (value instanceof Date) assert.equal(value.getTime(), Date.parse(String(row[column])), column);
      else assert.equal(value, row[column], column);
    }
  });

  it("ignores an id, created_at or client_hash sent in the request: they are not among the columns it writes", async () => {
    const forged = lead({ id: "00000000-0000-0000-0000-000000000000", created_at: "2020-01-01T00:00:00Z", client_hash: "0".repeat(64) });
    const row = await submit(db, forged, { visitor: "192.0.2.12" });
    assert.notEqual(row.id, forged.id);
    assert.ok(Date.parse(String(row.created_at)) > Date.now() - 60_000, `created_at ${row.created_at}`);
    const { rows } = await db.query<Row>("select id, created_at, client_hash from public.contact_submissions where email = $1", [
      forged.email,
    ]);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.id, row.id);
    assert.notEqual((rows[0]!.created_at as Date).getUTCFullYear(), 2020);
    assert.match(String(rows[0]!.client_hash), /^[0-9a-f]{64}$/);
    assert.notEqual(rows[0]!.client_hash, forged.client_hash);
    // Without request headers there is no address to hash: the forged hash is not kept either.
    const unheaded = await submit(db, lead({ client_hash: "0".repeat(64) }));
    assert.equal(await clientHash(unheaded.id), null);
    assert.equal((await db.query("select 1 from public.contact_submissions where id = $1", [forged.id])).rows.length, 0);
  });

  it("keys the client hash on x-visitor-address before cf-connecting-ip, x-forwarded-for and x-real-ip", async () => {
    const visitor = "203.0.113.50";
    // The hash a request straight from the visitor's address gets.
    const email = uniqueEmail();
    await insert(db, "contact_submissions", { ...valid, email }, { headers: { "cf-connecting-ip": visitor } });
    const direct = (await db.query<{ client_hash: string }>("select client_hash from public.contact_submissions where email = $1", [email]))
      .rows[0]!.client_hash;
    assert.match(direct, /^[0-9a-f]{64}$/);

    const proxies = { "cf-connecting-ip": "198.18.0.1", "x-forwarded-for": `${FUNCTION_ADDRESS}, 10.0.0.1`, "x-real-ip": "198.18.0.3" };
    const named = await submit(db, lead(), { headers: { "x-visitor-address": visitor, ...proxies } });
    assert.equal(await clientHash(named.id), direct);
    const padded = await submit(db, lead(), { headers: { "x-visitor-address": ` ${visitor} `, ...proxies } });
    assert.equal(await clientHash(padded.id), direct);

    // A blank x-visitor-address names nobody: the proxy's header decides.
    const blank = await submit(db, lead(), { headers: { "x-visitor-address": " ", ...proxies } });
    const proxied = await submit(db, lead(), { headers: proxies });
    assert.equal(await clientHash(blank.id), await clientHash(proxied.id));
    assert.notEqual(await clientHash(proxied.id), direct);
  });

  it("throttles one email address through it: the fourth request inside an hour is refused with HTTP 429's code, and accepted after the hour", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++)
      await submit(db, lead({ email: email.toUpperCase().slice(0, i) + email.slice(i) }), { visitor: `192.0.2.${20 + i}` });
    await rejects(
      submit(db, lead({ email }), { visitor: "192.0.2.23" }),
      "PT429",
      "We already have three requests from this email address in the last hour. We will reply to those within 24 hours.",
    );
    assert.equal((await db.query("select 1 from public.contact_submissions where lower(email) = $1", [email])).rows.length, 3);
    await anHourLater(db);
    await submit(db, lead({ email }), { visitor: "192.0.2.23" });
  });

  it("throttles one visitor (20 an hour) by x-visitor-address, though every request comes from the function's one address, and lets other visitors through", async () => {
    await anHourLater(db);
    for (let i = 0; i < 20; i++) await submit(db, lead(), { visitor: "203.0.113.7" });
    await rejects(
      submit(db, lead(), { visitor: "203.0.113.7" }),
      "PT429",
      "Too many requests have come from your network in the last hour. Please try again later.",
    );
    for (let i = 0; i < 3; i++) await submit(db, lead(), { visitor: `198.51.100.${i + 1}` });
    await anHourLater(db);
    await submit(db, lead(), { visitor: "203.0.113.7" });
  });

  it("throttles newsletter sign-ups by x-visitor-address too", async () => {
    const from = (visitor: string) => ({ headers: { "x-visitor-address": visitor, "x-forwarded-for": FUNCTION_ADDRESS } });
    const signUp = () => ({ email: uniqueEmail(), subscribed_at: new Date().toISOString() });
    for (let i = 0; i < 20; i++) await insert(db, "newsletter_subscriptions", signUp(), from("192.0.2.99"));
    await rejects(
      insert(db, "newsletter_subscriptions", signUp(), from("192.0.2.99")),
      "PT429",
      "Too many sign-ups have come from your network in the last hour. Please try again later.",
    );
    await insert(db, "newsletter_subscriptions", signUp(), from("192.0.2.100"));
  });

  it("stores one row per call, and refuses a request of many rows (a JSON array), storing none", async () => {
    const before = await count();
    await submit(db, lead());
    assert.equal(await count(), before + 1);
    await assert.rejects(submit(db, [lead(), lead()]), (error: { code?: string }) => error.code === "22023");
    assert.equal(await count(), before + 1);
  });

  it("gives anon no SELECT, UPDATE or DELETE on the row it submitted, nor the helpers", async () => {
    const row = await submit(db, lead(), { visitor: "192.0.2.30" });
    await rejects(as(db, "anon", "select * from public.contact_submissions where id = $1", [row.id]), "42501");
    await rejects(as(db, "anon", "select count(*) from public.contact_submissions"), "42501");
    await rejects(as(db, "anon", "update public.contact_submissions set name = 'x' where id = $1", [row.id]), "42501");
    await rejects(as(db, "anon", "delete from public.contact_submissions where id = $1", [row.id]), "42501");
    await rejects(as(db, "anon", "select public.request_client_hash()"), "42501");
    const { rows } = await db.query<Row>("select name from public.contact_submissions where id = $1", [row.id]);
    assert.deepEqual(rows, [{ name: row.name }]);
  });
});
