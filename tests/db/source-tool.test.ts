import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { MIGRATIONS_DIR, openDatabase, type Database } from "../../supabase/database";
import { TOOL_IDS } from "../../src/lib/contact-rules";
import { as, insert, submit, type Row } from "./api-roles";

/** contact_submissions.source_tool (supabase/migrations/20261127090000_source_tool.sql): which reader tool led to a request. */

let counter = 0;
const request = (change: Row = {}): Row => ({
  name: "Dana Whitfield",
  email: `tool${++counter}@northwind-industrial.com`,
  company: "Northwind Industrial",
  message: "ROI estimate: cost $150,000, savings $300,000 a year; payback 4.3 months.",
  submitted_at: new Date().toISOString(),
  ...change,
});

async function storedTool(db: Database, email: unknown) {
  const { rows } = await db.query<Row>("select source_tool from public.contact_submissions where email = $1", [email]);
  return rows.map((row) => row.source_tool);
}

describe("contact_submissions.source_tool", () => {
  let db: Database;
  before(async () => {
    db = await openDatabase("memory");
  });
  after(async () => {
    await db.close();
  });

  for (const tool of TOOL_IDS) {
    for (const role of ["anon", "authenticated"] as const) {
      it(`stores ${tool} sent by ${role}`, async () => {
        const row = request({ source_tool: tool });
        await insert(db, "contact_submissions", row, { role });
        assert.deepEqual(await storedTool(db, row.email), [tool]);
      });
    }
  }

  it("stores null when the request came through no tool, sent as null or left out", async () => {
    const sentNull = request({ source_tool: null });
    const leftOut = request();
    await insert(db, "contact_submissions", sentNull);
    await insert(db, "contact_submissions", leftOut);
    assert.deepEqual([...(await storedTool(db, sentNull.email)), ...(await storedTool(db, leftOut.email))], [null, null]);
  });

  for (const value of ["ROI-calculator", " roi-calculator", "roi-calculator ", "", "newsletter", "<b>x</b>", "x".repeat(10_000)]) {
    it(`refuses ${JSON.stringify(value.slice(0, 20))}${value.length > 20 ? "..." : ""} and stores nothing`, async () => {
      const row = request({ source_tool: value });
      await assert.rejects(insert(db, "contact_submissions", row), (error: { code?: string; message: string }) => {
        assert.equal(error.code, "23514", error.message);
        assert.match(error.message, /contact_submissions_source_tool_known/);
        return true;
      });
      assert.deepEqual(await storedTool(db, row.email), []);
    });
  }

  it("keeps the intake guards: one row per insert, even when every row names a tool", async () => {
    await assert.rejects(
      as(
        db,
        "anon",
        "insert into public.contact_submissions (name, email, company, submitted_at, source_tool) values ('A', 'many1@northwind.com', 'C', now(), 'roi-calculator'), ('B', 'many2@northwind.com', 'C', now(), 'readiness-check')",
      ),
      /Please send one request at a time\./,
    );
    // A value the rules refuse (checkLead) is refused by the database's CHECK constraint, tool or not.
    await assert.rejects(
      insert(db, "contact_submissions", request({ name: " ", source_tool: "roi-calculator" })),
      (error: { code?: string; constraint?: string; message: string }) => {
        assert.equal(error.code, "23514", error.message);
        assert.equal(error.constraint, "contact_submissions_name_length", error.message);
        return true;
      },
    );
  });

  for (const tool of TOOL_IDS) {
    it(`stores ${tool} sent through submit_assessment_request and answers it with the row`, async () => {
      const row = request({ source_tool: tool });
      assert.equal((await submit(db, row, { visitor: "192.0.2.5" })).source_tool, tool);
      assert.deepEqual(await storedTool(db, row.email), [tool]);
    });
  }

  it("refuses through submit_assessment_request every value its CHECK refuses, and stores nothing", async () => {
    for (const value of ["ROI-calculator", " roi-calculator", "roi-calculator ", "", "newsletter", "<b>x</b>", "x".repeat(10_000)]) {
      const row = request({ source_tool: value });
      await assert.rejects(submit(db, row), (error: { code?: string; constraint?: string; message: string }) => {
        assert.equal(error.code, "23514", error.message);
        assert.equal(error.constraint, "contact_submissions_source_tool_known", error.message);
        return true;
      });
      assert.deepEqual(await storedTool(db, row.email), []);
    }
  });

  it("is not readable or changeable by the API roles", async () => {
    const row = request({ source_tool: "roi-calculator" });
    await insert(db, "contact_submissions", row);
    for (const sql of [
      "select source_tool from public.contact_submissions",
      "update public.contact_submissions set source_tool = 'readiness-check'",
    ]) {
      await assert.rejects(as(db, "anon", sql), (error: { code?: string }) => error.code === "42501");
    }
  });

  it("lists in its CHECK exactly the tools of src/lib/contact-rules.ts", () => {
    const sql = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith(".sql"))
      .map((name) => fs.readFileSync(path.join(MIGRATIONS_DIR, name), "utf8"))
      .join("\n");
    const lists = [...sql.matchAll(/source_tool in \(([^)]*)\)/g)];
    assert.ok(lists.length > 0, "no migration limits source_tool");
    const latest = lists
      .at(-1)![1]!
      .split(",")
      .map((value) => value.trim().replace(/^'|'$/g, ""));
    assert.deepEqual(latest, TOOL_IDS);
  });
});
