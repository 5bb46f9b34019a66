import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { openDatabase, type Database } from "../../local/database";

type Row = Record<string, unknown>;

const valid: Row = {
  name: "Dana Whitfield",
  email: "dana@northwind-industrial.com",
  company: "Northwind Industrial",
  phone: "+1 312 555 0142",
  industry: "manufacturing",
  message: "Freight invoices are audited by hand.",
  submitted_at: "2025-11-15T09:30:00.000Z",
};

/** Runs one statement as a Supabase API role, inside a transaction, like PostgREST does. */
async function as(db: Database, role: "anon" | "authenticated", sql: string, params: unknown[] = []) {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return tx.query(sql, params);
  });
}

function insert(db: Database, table: string, row: Row, role: "anon" | "authenticated" = "anon") {
  const columns = Object.keys(row);
  const sql = `insert into public.${table} (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`;
  return as(db, role, sql, Object.values(row));
}

async function rejects(promise: Promise<unknown>, code: string, constraint?: string) {
  await assert.rejects(promise, (error: { code?: string; message: string }) => {
    assert.equal(error.code, code, error.message);
    if (constraint) assert.match(error.message, new RegExp(constraint));
    return true;
  });
}

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
    await rejects(as(db, "anon", "insert into public.contact_submissions (name, email, company, submitted_at) values ('a', 'a@b.co', 'c', now()) returning id"), "42501");
  });

  it("refuses anon writing columns it was not granted", async () => {
    await rejects(insert(db, "contact_submissions", { ...valid, id: "00000000-0000-0000-0000-000000000000" }), "42501");
    await rejects(insert(db, "contact_submissions", { ...valid, created_at: "2020-01-01T00:00:00Z" }), "42501");
  });

  const checks: [string, Row, string][] = [
    ["a blank name", { name: "   " }, "contact_submissions_name_length"],
    ["a name over 200 characters", { name: "n".repeat(201) }, "contact_submissions_name_length"],
    ["an email over 254 characters", { email: `${"e".repeat(250)}@x.io` }, "contact_submissions_email_length"],
    ["an email without an @", { email: "dana.northwind.com" }, "contact_submissions_email_shape"],
    ["an email with spaces", { email: "dana @northwind.com" }, "contact_submissions_email_shape"],
    ["a blank company", { company: "" }, "contact_submissions_company_length"],
    ["a company over 200 characters", { company: "c".repeat(201) }, "contact_submissions_company_length"],
    ["a phone over 50 characters", { phone: "1".repeat(51) }, "contact_submissions_phone_length"],
    ["an unknown industry", { industry: "retail" }, "contact_submissions_industry_known"],
    ["a message over 5,000 characters", { message: "m".repeat(5001) }, "contact_submissions_message_length"],
  ];
  for (const [label, change, constraint] of checks) {
    it(`rejects ${label}`, async () => {
      await rejects(insert(db, "contact_submissions", { ...valid, ...change }), "23514", constraint);
    });
  }

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

  it("requires name, email, company and submitted_at", async () => {
    for (const column of ["name", "email", "company", "submitted_at"]) {
      const row = { ...valid };
      delete row[column];
      await rejects(insert(db, "contact_submissions", row), "23502");
    }
  });

  it("subscribes an address once, whatever its letter case", async () => {
    await insert(db, "newsletter_subscriptions", { email: "cfo@harbor-logistics.com", subscribed_at: new Date().toISOString() });
    await rejects(insert(db, "newsletter_subscriptions", { email: "cfo@harbor-logistics.com", subscribed_at: new Date().toISOString() }), "23505");
    await rejects(insert(db, "newsletter_subscriptions", { email: "CFO@Harbor-Logistics.com", subscribed_at: new Date().toISOString() }), "23505");
    await rejects(insert(db, "newsletter_subscriptions", { email: "not-an-email", subscribed_at: new Date().toISOString() }), "23514", "newsletter_subscriptions_email_shape");
  });

  it("re-opening applies nothing twice", async () => {
    const { rows } = await db.query<{ count: number }>("select count(*)::int as count from public.local_migrations");
    assert.equal(rows[0]!.count, 1);
  });
});
