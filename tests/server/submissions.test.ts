import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { promisify } from "node:util";
import { openDatabase } from "../../supabase/database";

const run = promisify(execFile);

describe("npm run submissions", () => {
  it("prints a missing optional value as NULL, not as an empty cell", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-submissions-"));
    const db = await openDatabase(dir);
    await db.query(
      "insert into public.contact_submissions (name, email, company, phone, industry, message, submitted_at) values ($1, $2, $3, null, $4, null, now())",
      ["Dana Whitfield", "dana@northwind-industrial.com", "Northwind Industrial", "manufacturing"],
    );
    await db.close();
    // A port nobody listens on, so the script reads the database file itself.
    const { stdout } = await run(process.execPath, ["--import", "tsx", "local/submissions.ts"], {
      env: { ...process.env, LOCAL_DB: dir, PORT: "1" },
    });
    const row = stdout.split("\n").find((line) => line.includes("Dana Whitfield"));
    assert.ok(row, stdout);
    const header = stdout
      .split("\n")
      .find((line) => line.startsWith("name "))!
      .split("|")
      .map((cell) => cell.trim());
    const cells = Object.fromEntries(row.split("|").map((cell, i) => [header[i], cell.trim()]));
    assert.equal(cells.phone, "NULL", row);
    assert.equal(cells.message, "NULL", row);
    assert.equal(cells.industry, "manufacturing", row);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
