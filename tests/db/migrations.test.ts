import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import fs from "node:fs";
import { MIGRATIONS_DIR, openDatabase, type Database } from "../../local/database";
import { as, insert, type Row } from "./api-roles";

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

  const checks: [string, Row, string][] = [
    ["a blank name", { name: "   " }, "Please enter your full name."],
    ["a name of non-breaking, zero-width and tab characters", { name: "\u00a0\u200b\t\u2060\ufeff" }, "Please enter your full name."],
    ["a name over 200 characters", { name: "n".repeat(201) }, "Full name must be at most 200 characters."],
    ["an email over 254 characters", { email: `${"e".repeat(250)}@x.io` }, "Business email must be at most 254 characters."],
    ["an email without an @", { email: "dana.northwind.com" }, "Please enter a business email address such as name@company.com."],
    ["an email with spaces", { email: "dana @northwind.com" }, "Please enter a business email address such as name@company.com."],
    ["an email whose domain starts with a dot", { email: "a@.b.co" }, "Please enter a business email address such as name@company.com."],
    [
      "an email carrying markup",
      { email: "<script>alert(1)</script>@x.y" },
      "Please enter a business email address such as name@company.com.",
    ],
    ["a blank company", { company: "" }, "Please enter your company name."],
    ["a company of spaces and non-breaking spaces", { company: " \u00a0 \u3000" }, "Please enter your company name."],
    ["a company over 200 characters", { company: "c".repeat(201) }, "Company name must be at most 200 characters."],
    ["a phone over 50 characters", { phone: "1".repeat(51) }, "Phone number must be at most 50 characters."],
    ["an unknown industry", { industry: "retail" }, "Please choose your industry from the list."],
    [
      "a message over 5,000 characters",
      { message: "m".repeat(5001) },
      "Please keep the description of your challenges to 5,000 characters.",
    ],
  ];
  for (const [label, change, message] of checks) {
    it(`rejects ${label} with a sentence a visitor can read`, async () => {
      await rejects(insert(db, "contact_submissions", { ...valid, email: uniqueEmail(), ...change }), "23514", message);
    });
  }

  // Postgres reads "tomorrow" as the coming midnight, which is within 15 minutes from 23:45 on: the
  // future case is a time 20 minutes ahead instead, so the test does not depend on the hour it runs.
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  for (const when of [
    "infinity",
    "-infinity",
    "4713-01-01 BC",
    "9999-01-01T00:00:00Z",
    "yesterday",
    minutesFromNow(-20),
    minutesFromNow(20),
  ]) {
    it(`rejects a submitted_at of ${when}: it must be within 15 minutes of the server's clock`, async () => {
      await rejects(
        insert(db, "contact_submissions", { ...valid, email: uniqueEmail(), submitted_at: when }),
        "23514",
        "The date and time on your device are more than 15 minutes off. Please correct them and send the form again.",
      );
    });
  }

  it("stores empty optional fields as null, and trims the required ones", async () => {
    const email = uniqueEmail();
    await insert(db, "contact_submissions", {
      ...valid,
      email: ` ${email}\u00a0`,
      name: " Dana Whitfield\t",
      phone: "",
      industry: "",
      message: " \n ",
    });
    const { rows } = await db.query<Row>("select name, email, phone, industry, message from public.contact_submissions where email = $1", [
      email,
    ]);
    assert.deepEqual(rows, [{ name: "Dana Whitfield", email, phone: null, industry: null, message: null }]);
  });

  it("stores where the lead came from, cutting over-long attribution instead of refusing the lead", async () => {
    const email = uniqueEmail();
    await insert(db, "contact_submissions", {
      ...valid,
      email,
      landing_page: "/?utm_source=newsletter&utm_campaign=q4-pe",
      source_page: "/contact",
      referrer_host: "www.linkedin.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "c".repeat(400),
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

  it("requires name, email, company and submitted_at, each with its sentence", async () => {
    const sentences: Record<string, string> = {
      name: "Please enter your full name.",
      email: "Please enter your business email address.",
      company: "Please enter your company name.",
      submitted_at: "The date and time on your device are more than 15 minutes off. Please correct them and send the form again.",
    };
    for (const [column, sentence] of Object.entries(sentences)) {
      const row: Row = { ...valid, email: uniqueEmail() };
      delete row[column];
      await rejects(insert(db, "contact_submissions", row), "23514", sentence);
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
    await rejects(
      insert(db, "newsletter_subscriptions", { email: "not-an-email", subscribed_at: new Date().toISOString() }),
      "23514",
      "Please enter an email address such as name@company.com.",
    );
  });

  it("re-opening applies nothing twice", async () => {
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql"));
    const { rows } = await db.query<{ count: number }>("select count(*)::int as count from public.local_migrations");
    assert.equal(rows[0]!.count, files.length);
  });
});
