import fs from "node:fs";
import path from "node:path";
import { OTHER_INDUSTRY } from "../src/lib/contact-rules";

/**
 * content/industries.yaml against what content cannot change: the values the database accepts (its
 * CHECK constraint) and the labels of the team's Slack message (INDUSTRY_LABELS).
 * The contact form offers each industry's `formValue` (or `id`), and OTHER_INDUSTRY.
 */
interface Industry {
  id?: unknown;
  name?: unknown;
  formValue?: unknown;
}

type DatabaseIndustries = Partial<Record<"check", { values: string[]; file: string }>>;

/** The latest `industry in (...)` list (the CHECK constraint) across the migrations, with its file. */
export function databaseIndustries(migrationsDir: string): DatabaseIndustries {
  const lists: DatabaseIndustries = {};
  const names = fs.existsSync(migrationsDir) ? fs.readdirSync(migrationsDir).filter((name) => name.endsWith(".sql")) : [];
  for (const name of names.sort()) {
    const sql = fs.readFileSync(path.join(migrationsDir, name), "utf8");
    for (const [, list] of sql.matchAll(/\bindustry\s+in\s*\(([^)]*)\)/gi)) {
      lists.check = {
        values: [...list!.matchAll(/'([^']*)'/g)].map((value) => value[1]!),
        file: `supabase/migrations/${name}`,
      };
    }
  }
  return lists;
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ");
/** The values of `list` that `other` lacks. */
const outside = <T>(list: readonly T[], other: readonly unknown[]) => list.filter((value) => !other.includes(value));

/** One sentence per disagreement between the industries, the database and the team's labels; none when they agree. */
export function industryAgreement(
  industries: readonly Industry[],
  { check }: DatabaseIndustries,
  teamLabels: Readonly<Record<string, string>>,
): string[] {
  if (!check) {
    return [
      "supabase/migrations: no migration says which industries a lead may have (an `industry in (...)` CHECK), so the contact form's options cannot be checked against the database.",
    ];
  }
  const problems: string[] = [];
  const allowed = check.values;

  const values = industries.map((industry) => (typeof industry.formValue === "string" ? industry.formValue : industry.id));
  industries.forEach((industry, i) => {
    const value = values[i];
    const where = `content/industries.yaml: entry ${i + 1} (${String(industry.name)})`;
    if (typeof value !== "string") return;
    if (!allowed.includes(value)) {
      problems.push(
        `${where} is the contact form's industry option "${value}", which is not a value the database accepts (${quoted(allowed)}), so every lead choosing it would be refused. ` +
          'Adding an industry option needs a database migration first: ask a developer to add one in supabase/migrations, or set "formValue" to one of those values.',
      );
    } else if (values.indexOf(value) < i) {
      problems.push(
        `${where} is the contact form's industry option "${value}", as entry ${values.indexOf(value) + 1} is. Each industry needs its own.`,
      );
    }
  });
  for (const value of outside(allowed, [OTHER_INDUSTRY, ...values])) {
    problems.push(
      `content/industries.yaml: the database accepts the industry "${value}" (${check.file}), but no industry has it, so the contact form has no option for it. ` +
        `Add the industry (with "formValue: ${value}" if its id differs), or ask a developer for a migration that removes it.`,
    );
  }

  const [missing, extra] = [outside(allowed, Object.keys(teamLabels)), outside(Object.keys(teamLabels), allowed)];
  if (missing.length || extra.length) {
    problems.push(
      "src/lib/contact-rules.ts: INDUSTRY_LABELS (the intake's industries, and the names the team's Slack message uses) does not match the database's industries" +
        `${missing.length ? `; it lacks ${quoted(missing)}` : ""}${extra.length ? `; it has ${quoted(extra)}, which the database refuses` : ""}. A developer must update it with the migration.`,
    );
  }
  return problems;
}
