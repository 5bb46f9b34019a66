import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Transaction } from "@electric-sql/pglite";
import { readYaml } from "../../content-core/yaml";
import { checkIndustries, databaseIndustries, industryAgreement, type DatabaseIndustries } from "../../gatsby/industry-agreement";
import { fixedPages } from "../../gatsby/pages";
import { openDatabase, type Database } from "../../supabase/database";
import { INDUSTRY_CONSTRAINT, industryOptions } from "../../src/lib/contact-rules";
import { insert, type Row } from "./api-roles";

/**
 * content/industries.yaml, the one list of industries, against the database's own constraint
 * (gatsby/industry-agreement.ts): read from the catalog of the migrated database, never from the SQL text.
 */

const REPOSITORY = path.resolve(__dirname, "../..");
const CONTENT = path.join(REPOSITORY, "content");

type Industry = { id: string; name: string; formValue?: string };
const industries = () => readYaml(fs.readFileSync(path.join(CONTENT, "industries.yaml"), "utf8")) as Industry[];
const otherLabel = () =>
  (readYaml(fs.readFileSync(path.join(CONTENT, "contact.yaml"), "utf8")) as { form: { otherIndustry: string } }).form.otherIndustry;

/** SPEC §3: the industry options' values, in their order. */
const SPEC_VALUES = [
  "healthcare",
  "manufacturing",
  "financial-services",
  "professional-services",
  "education",
  "retail-ecommerce",
  "transportation-logistics",
  "real-estate",
  "private-equity",
  "other",
];

const valuesOf = (database: DatabaseIndustries) => ("values" in database ? database.values : assert.fail(database.problem));

let counter = 0;
const request = (industry: string): Row => ({
  name: "Dana Whitfield",
  email: `industry${++counter}@northwind-industrial.com`,
  company: "Northwind Industrial",
  industry,
  submitted_at: new Date().toISOString(),
});

/** The constraint as a later migration could leave it: `sql` run on the migrated database, undone afterwards. */
async function withMigration<T>(db: Database, sql: string, run: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(sql);
    const result = await run(tx);
    await tx.rollback();
    return result;
  });
}

const replaceConstraint = (check: string) =>
  `alter table public.contact_submissions drop constraint ${INDUSTRY_CONSTRAINT};\n` +
  `alter table public.contact_submissions add constraint ${INDUSTRY_CONSTRAINT} check (${check});\n`;

/** A throwaway copy of the real content folder, which a test changes the way an editor would. */
function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-industries-"));
  fs.cpSync(CONTENT, dir, { recursive: true });
  return dir;
}

describe("industries agree across content and the database's own constraint", () => {
  let db: Database;
  before(async () => {
    db = await openDatabase("memory");
  });
  after(async () => {
    await db.close();
  });

  it("reads the constraint of the migrated database, and today it agrees with content", async () => {
    const database = await databaseIndustries(db);
    assert.deepEqual(valuesOf(database), SPEC_VALUES);
    assert.deepEqual(industryAgreement(industries(), database), []);
  });

  it("reads what the database does: each value read is stored, and one not read is refused by that constraint", async () => {
    for (const value of valuesOf(await databaseIndustries(db))) await insert(db, "contact_submissions", request(value));
    await assert.rejects(insert(db, "contact_submissions", request("banking")), (error: { code?: string; constraint?: string }) => {
      assert.equal(error.code, "23514");
      assert.equal(error.constraint, INDUSTRY_CONSTRAINT);
      return true;
    });
  });

  it("gives the contact form one option per industry, named as in content, in the database's order, and the catch-all last", async () => {
    assert.deepEqual(industryOptions(industries(), otherLabel(), valuesOf(await databaseIndustries(db))), [
      { value: "healthcare", label: "Healthcare" },
      { value: "manufacturing", label: "Manufacturing" },
      { value: "financial-services", label: "Financial Services" },
      { value: "professional-services", label: "Professional Services" },
      { value: "education", label: "Education" },
      { value: "retail-ecommerce", label: "Retail & E-commerce" },
      { value: "transportation-logistics", label: "Transportation & Logistics" },
      { value: "real-estate", label: "Real Estate" },
      { value: "private-equity", label: "Private Equity" },
      { value: "other", label: "Other" },
    ]);
  });

  it("hands the contact page (and only it) the database's values in order, for its form's options", async () => {
    const pages = await fixedPages();
    assert.deepEqual(
      pages.filter((page) => Object.keys(page.context).length).map((page) => [page.path, page.context]),
      [["/contact", { industryValues: SPEC_VALUES }]],
    );
    for (const page of pages) assert.ok(fs.existsSync(page.component), `${page.path}: ${page.component} is missing`);
  });

  it("fails an industry the database would refuse, and says it needs a migration", async () => {
    const problems = industryAgreement([...industries(), { id: "banking", name: "Banking" }], await databaseIndustries(db));
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(
      problems[0]!,
      /^content\/industries\.yaml: entry 10 \(Banking\) is the contact form's industry option "banking", which is not a value the database accepts .*Adding an industry option needs a database migration first/,
    );
  });

  it("fails a value the database accepts that no industry has", async () => {
    const problems = industryAgreement(
      industries().map((industry) => (industry.id === "real-estate" ? { ...industry, formValue: "education" } : industry)),
      await databaseIndustries(db),
    );
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(
      problems[0]!,
      /^content\/industries\.yaml: the database accepts the industry "real-estate" .*, but no industry has it, so the contact form has no option for it/,
    );
  });

  it("fails a migration that lets the database accept an industry content does not know, naming the constraint", async () => {
    const list = [...SPEC_VALUES, "banking"].map((value) => `'${value}'`).join(", ");
    const problems = await withMigration(db, replaceConstraint(`industry in (${list})`), async (tx) => {
      const database = await databaseIndustries(tx);
      assert.ok(valuesOf(database).includes("banking"));
      return industryAgreement(industries(), database);
    });
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(
      problems[0]!,
      /^content\/industries\.yaml: the database accepts the industry "banking" \(its constraint contact_submissions_industry_known\), but no industry has it/,
    );
  });

  // The reader of the SQL text this replaced saw only `industry in (...)`: the three below passed it unseen.
  it("reads the constraint however a migration writes it: = any (array[...]), quotes and all", async () => {
    const values = await withMigration(
      db,
      replaceConstraint(
        `industry = any (array[${[...SPEC_VALUES, "banking", "o'hare"].map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}])`,
      ),
      async (tx) => valuesOf(await databaseIndustries(tx)),
    );
    assert.deepEqual(values, [...SPEC_VALUES, "banking", "o'hare"]);
  });

  it("fails a migration that drops the constraint: the database would store any industry", async () => {
    const problems = await withMigration(db, `alter table public.contact_submissions drop constraint ${INDUSTRY_CONSTRAINT};`, async (tx) =>
      industryAgreement(industries(), await databaseIndustries(tx)),
    );
    assert.deepEqual(problems, [
      "supabase/migrations: the database has no CHECK constraint contact_submissions_industry_known on contact_submissions, so it would store any industry a request names, and the contact form's options cannot be checked against it. " +
        "A developer must restore it in a new migration (industry in (...)), or name the new constraint in src/lib/contact-rules.ts (INDUSTRY_CONSTRAINT).",
    ]);
  });

  it("fails a constraint that is no list of industries, and one that no longer accepts the catch-all", async () => {
    const shaped = await withMigration(db, replaceConstraint(`industry ~ '^[a-z-]+$'`), async (tx) =>
      industryAgreement(industries(), await databaseIndustries(tx)),
    );
    assert.equal(shaped.length, 1, shaped.join("\n"));
    assert.match(
      shaped[0]!,
      /^supabase\/migrations: the database's constraint contact_submissions_industry_known is "CHECK \(\(industry ~ /,
    );
    assert.match(shaped[0]!, /not a list of the industries it accepts/);

    const list = SPEC_VALUES.filter((value) => value !== "other")
      .map((value) => `'${value}'`)
      .join(", ");
    // NOT VALID: the rows stored above keep "other"; new ones could not.
    const withoutOther = await withMigration(
      db,
      `${replaceConstraint(`industry in (${list})`).replace(/;\n$/, "")} not valid;`,
      async (tx) => industryAgreement(industries(), await databaseIndustries(tx)),
    );
    assert.equal(withoutOther.length, 1, withoutOther.join("\n"));
    assert.match(
      withoutOther[0]!,
      /^supabase\/migrations: the database's constraint contact_submissions_industry_known does not accept "other"/,
    );
  });

  it("is part of the build's check (gatsby-node.ts, npm run check-content): an industry the database does not know stops it", async () => {
    const dir = copyOfContent();
    try {
      assert.deepEqual(await checkIndustries(dir), []);
      const industriesFile = fs.readFileSync(path.join(dir, "industries.yaml"), "utf8");
      fs.writeFileSync(
        path.join(dir, "industries.yaml"),
        industriesFile.replace("  formValue: retail-ecommerce\n", "  formValue: retail\n"),
      );
      const problems = await checkIndustries(dir);
      assert.equal(problems.length, 2, problems.join("\n"));
      assert.match(
        problems[0]!,
        /^content\/industries\.yaml: entry 7 \(Retail & E-commerce\) is the contact form's industry option "retail", which is not a value the database accepts/,
      );
      assert.match(problems[1]!, /^content\/industries\.yaml: the database accepts the industry "retail-ecommerce"/);

      const script = spawnSync(
        path.join(REPOSITORY, "node_modules", ".bin", "tsx"),
        [path.join(REPOSITORY, "scripts", "check-content.ts"), dir],
        {
          cwd: REPOSITORY,
          encoding: "utf8",
        },
      );
      assert.equal(script.status, 1, script.stderr);
      assert.match(script.stderr, /The content has 2 problems\. Fix these and build again:/);
      assert.match(
        script.stderr,
        /- content\/industries\.yaml: entry 7 \(Retail & E-commerce\) is the contact form's industry option "retail"/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
