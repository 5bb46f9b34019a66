import fs from "node:fs";
import path from "node:path";
import { readYaml } from "../content-core/yaml";
import type { Database } from "../supabase/database";
import { INDUSTRY_CONSTRAINT, OTHER_INDUSTRY } from "../src/lib/contact-rules";

/**
 * content/industries.yaml against the values the database accepts: its CHECK constraint (INDUSTRY_CONSTRAINT) once
 * every migration is applied to an in-memory PGlite (imported when first needed). The contact form offers each
 * industry's `formValue` (or `id`), and OTHER_INDUSTRY.
 */
interface Industry {
  id?: unknown;
  name?: unknown;
  formValue?: unknown;
}

/** What the database says of industries: the values its constraint accepts, in its order, or why it cannot say. */
export type DatabaseIndustries = { values: string[] } | { problem: string };

const FIX_READER =
  "A developer must restore it in a new migration (industry in (...)), or name the new constraint in src/lib/contact-rules.ts (INDUSTRY_CONSTRAINT).";

/** Postgres's own text of `industry in ('a', 'b')` (pg_get_constraintdef), which is the only shape read; NOT VALID spares old rows only. */
const LIST_CHECK = /^CHECK \(\(industry = ANY \(ARRAY\[((?:'(?:[^']|'')*'::text(?:, )?)+)\]\)\)\)(?: NOT VALID)?$/;

/** The values contact_submissions' industry constraint accepts, in its order, from the database's catalog. */
export async function databaseIndustries(db: Pick<Database, "query">): Promise<DatabaseIndustries> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'public.contact_submissions'::regclass and contype = 'c' and conname = $1`,
    [INDUSTRY_CONSTRAINT],
  );
  const definition = rows[0]?.definition;
  if (definition === undefined) {
    return {
      problem: `supabase/migrations: the database has no CHECK constraint ${INDUSTRY_CONSTRAINT} on contact_submissions, so it would store any industry a request names, and the contact form's options cannot be checked against it. ${FIX_READER}`,
    };
  }
  const list = LIST_CHECK.exec(definition)?.[1];
  if (list === undefined) {
    return {
      problem: `supabase/migrations: the database's constraint ${INDUSTRY_CONSTRAINT} is "${definition}", not a list of the industries it accepts (industry in (...)), so the contact form's options cannot be checked against it. ${FIX_READER}`,
    };
  }
  return { values: [...list.matchAll(/'((?:[^']|'')*)'::text/g)].map((value) => value[1]!.replace(/''/g, "'")) };
}

let migrated: Promise<DatabaseIndustries> | undefined;

/** The database's industries with every migration of supabase/migrations applied: read once per process (a build). */
export function migratedIndustries(): Promise<DatabaseIndustries> {
  migrated ??= (async () => {
    let db: Database;
    try {
      const { openDatabase } = await import("../supabase/database");
      db = await openDatabase("memory", path.join(__dirname, "..", "supabase", "migrations"));
    } catch (error) {
      return {
        problem: `supabase/migrations: the migrations could not be applied to check content/industries.yaml against the database (${(error as Error).message}).`,
      };
    }
    try {
      return await databaseIndustries(db);
    } finally {
      await db.close();
    }
  })();
  return migrated;
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ");

/** Each entry's option value (`formValue`, else `id`), or undefined for an entry too broken to have one (the content check says why). */
const optionValues = (industries: readonly Industry[]) =>
  industries.map((industry) => {
    const value = typeof industry.formValue === "string" ? industry.formValue : industry.id;
    return typeof value === "string" ? value : undefined;
  });

const entry = (industry: Industry, i: number) => `content/industries.yaml: entry ${i + 1} (${String(industry.name)})`;

/** One sentence per industry whose contact-form option an earlier industry already has: content alone, so part of checkContent. */
export function repeatedIndustryOptions(industries: readonly Industry[]): string[] {
  const values = optionValues(industries);
  return values.flatMap((value, i) => {
    const first = value === undefined ? i : values.indexOf(value);
    return first < i
      ? [
          `${entry(industries[i]!, i)} is the contact form's industry option "${value}", as entry ${first + 1} is. Each industry needs its own.`,
        ]
      : [];
  });
}

/** One sentence per disagreement between the industries and the database; none when they agree. */
export function industryAgreement(industries: readonly Industry[], database: DatabaseIndustries): string[] {
  if ("problem" in database) return [database.problem];
  const allowed = database.values;
  const values = optionValues(industries);
  const problems: string[] = [];
  values.forEach((value, i) => {
    if (value === undefined || allowed.includes(value)) return;
    problems.push(
      `${entry(industries[i]!, i)} is the contact form's industry option "${value}", which is not a value the database accepts (${quoted(allowed)}), so every lead choosing it would be refused. ` +
        'Adding an industry option needs a database migration first: ask a developer to add one in supabase/migrations, or set "formValue" to one of those values.',
    );
  });
  for (const value of allowed.filter((value) => value !== OTHER_INDUSTRY && !values.includes(value))) {
    problems.push(
      `content/industries.yaml: the database accepts the industry "${value}" (its constraint ${INDUSTRY_CONSTRAINT}), but no industry has it, so the contact form has no option for it. ` +
        `Add the industry (with "formValue: ${value}" if its id differs), or ask a developer for a migration that removes it.`,
    );
  }
  if (!allowed.includes(OTHER_INDUSTRY)) {
    problems.push(
      `supabase/migrations: the database's constraint ${INDUSTRY_CONSTRAINT} does not accept "${OTHER_INDUSTRY}", the contact form's last option (contact.yaml's form.otherIndustry), so every lead choosing it would be refused. A developer must add it back in a migration.`,
    );
  }
  return problems;
}

/** content/industries.yaml's entries, or undefined when the file cannot be read as a list (the content check says why). */
function readIndustries(contentDir: string): Industry[] | undefined {
  try {
    const data = readYaml(fs.readFileSync(path.join(contentDir, "industries.yaml"), "utf8").replace(/^\uFEFF/, "")) as unknown;
    return Array.isArray(data) && data.every((item) => typeof item === "object" && item !== null) ? (data as Industry[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The build's comparison with the migrated database: apart from checkContent, as it is asynchronous and the editing room has no Postgres. */
export async function checkIndustries(contentDir: string): Promise<string[]> {
  const industries = readIndustries(contentDir);
  return industries ? industryAgreement(industries, await migratedIndustries()) : [];
}
