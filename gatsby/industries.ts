import fs from "node:fs";
import path from "node:path";

/**
 * The industries appear in four places that must agree:
 * - content/industries.yaml: the industries the menus and footer show;
 * - content/contact.yaml (form.industries): the contact form's options;
 * - the database (supabase/migrations): the values a lead's industry may
 *   take, in the table's CHECK constraint and in the intake trigger;
 * - src/lib/contact-rules.ts: the labels the team's Slack message uses.
 * Each industry has one option (its `formValue`, or its `id`); the one
 * option without an industry is the catch-all, OTHER_OPTION. A new option
 * needs a migration, so the sentences say who can add it. The database's list
 * is the reference: one reader (databaseIndustries) takes it from the
 * migrations, and each other list is compared with it.
 */
export const OTHER_OPTION = "other";

interface Industry {
  id?: unknown;
  name?: unknown;
  formValue?: unknown;
}

interface Option {
  value?: unknown;
  label?: unknown;
}

type DatabaseIndustries = Partial<Record<"check" | "trigger", { values: string[]; file: string }>>;

/**
 * The one reader of the database's industries: the latest list of each place across the
 * migrations, applied in file-name order, and the file that set it. The table's CHECK
 * constraint says `industry in (...)`, the intake trigger `industry not in (...)`.
 */
export function databaseIndustries(migrationsDir: string): DatabaseIndustries {
  const lists: DatabaseIndustries = {};
  const names = fs.existsSync(migrationsDir) ? fs.readdirSync(migrationsDir).filter((name) => name.endsWith(".sql")) : [];
  for (const name of names.sort()) {
    const sql = fs.readFileSync(path.join(migrationsDir, name), "utf8");
    for (const [, not, list] of sql.matchAll(/\bindustry\s+(not\s+)?in\s*\(([^)]*)\)/gi)) {
      lists[not ? "trigger" : "check"] = {
        values: [...list!.matchAll(/'([^']*)'/g)].map((value) => value[1]!),
        file: `supabase/migrations/${name}`,
      };
    }
  }
  return lists;
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ");
/** The values of `list` that `other` lacks. */
const outside = (list: readonly unknown[], other: readonly unknown[]) => list.filter((value) => !other.includes(value));

/** One sentence per disagreement between the four lists; none when they agree. */
export function industryAgreement(
  industries: readonly Industry[],
  options: readonly Option[],
  { check, trigger }: DatabaseIndustries,
  teamLabels: Readonly<Record<string, string>>,
): string[] {
  if (!check || !trigger) {
    return [
      "supabase/migrations: no migration says which industries a lead may have (an `industry in (...)` CHECK and the intake trigger's list), so the contact form's options cannot be checked against the database.",
    ];
  }
  const problems: string[] = [];
  if (outside(check.values, trigger.values).length || outside(trigger.values, check.values).length) {
    problems.push(
      `supabase/migrations: the table's CHECK constraint (${check.file}) allows ${quoted(check.values)}, but the intake trigger (${trigger.file}) allows ${quoted(trigger.values)}. A migration must change both.`,
    );
  }
  const allowed = check.values.filter((value) => trigger.values.includes(value));
  const optionValues = options.map((option) => option.value).filter((value): value is string => typeof value === "string");

  for (const value of outside(optionValues, allowed)) {
    problems.push(
      `content/contact.yaml: the industry option "${value}" is not a value the database accepts (${quoted(allowed)}), so every lead choosing it would be refused. ` +
        "Adding an industry option needs a database migration first: ask a developer to add one in supabase/migrations, or choose one of those values.",
    );
  }
  for (const value of outside(allowed, optionValues)) {
    problems.push(
      `content/contact.yaml: the database accepts the industry "${value}" (${check.file}), but the contact form has no option for it. ` +
        "Add it to form.industries, or ask a developer for a migration that removes it.",
    );
  }

  const formValueOf = (industry: Industry) => (typeof industry.formValue === "string" ? industry.formValue : industry.id);
  industries.forEach((industry, i) => {
    const value = formValueOf(industry);
    if (typeof value !== "string" || optionValues.includes(value)) return;
    problems.push(
      `content/industries.yaml: entry ${i + 1} (${String(industry.name)}) has no option in the contact form: content/contact.yaml's form.industries has no value "${value}". ` +
        `Add that option, or set "formValue" on the industry to the value of its option (${quoted(optionValues)}).`,
    );
  });
  for (const value of outside(optionValues, [OTHER_OPTION, ...industries.map(formValueOf)])) {
    problems.push(
      `content/contact.yaml: the industry option "${value}" has no industry in content/industries.yaml. Add the industry there (with "formValue: ${value}" if its id differs), or remove the option. Only "${OTHER_OPTION}" stands alone.`,
    );
  }

  const [missing, extra] = [outside(allowed, Object.keys(teamLabels)), outside(Object.keys(teamLabels), allowed)];
  if (missing.length || extra.length) {
    problems.push(
      "src/lib/contact-rules.ts: INDUSTRY_LABELS (the names the team's Slack message uses) does not match the database's industries" +
        `${missing.length ? `; it lacks ${quoted(missing)}` : ""}${extra.length ? `; it has ${quoted(extra)}, which the database refuses` : ""}. A developer must update it with the migration.`,
    );
  }
  return problems;
}
