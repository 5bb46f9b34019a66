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
 * needs a migration, so the sentences say who can add it.
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

/** The industry values a migration's SQL allows, per place: the CHECK constraint (`industry in (...)`) and the trigger (`industry not in (...)`). */
export function migrationIndustryLists(sql: string): { check?: string[]; trigger?: string[] } {
  const lists: { check?: string[]; trigger?: string[] } = {};
  for (const match of sql.matchAll(/\bindustry\s+(not\s+)?in\s*\(([^)]*)\)/gi)) {
    const values = [...match[2]!.matchAll(/'([^']*)'/g)].map((value) => value[1]!);
    lists[match[1] ? "trigger" : "check"] = values;
  }
  return lists;
}

/** The latest list of each place across the migrations, applied in file-name order, and the file that set it. */
export function allowedIndustries(migrationsDir: string): {
  check?: { values: string[]; file: string };
  trigger?: { values: string[]; file: string };
} {
  const current: ReturnType<typeof allowedIndustries> = {};
  const files = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir)
        .filter((name) => name.endsWith(".sql"))
        .sort()
    : [];
  for (const name of files) {
    const lists = migrationIndustryLists(fs.readFileSync(path.join(migrationsDir, name), "utf8"));
    const file = `supabase/migrations/${name}`;
    if (lists.check) current.check = { values: lists.check, file };
    if (lists.trigger) current.trigger = { values: lists.trigger, file };
  }
  return current;
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ");

/** One sentence per disagreement between the four lists; none when they agree. */
export function industryAgreement(
  industries: readonly Industry[],
  options: readonly Option[],
  database: ReturnType<typeof allowedIndustries>,
  teamLabels: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  const optionValues = options.map((option) => option.value).filter((value): value is string => typeof value === "string");

  const { check, trigger } = database;
  if (!check || !trigger) {
    problems.push(
      "supabase/migrations: no migration says which industries a lead may have (an `industry in (...)` CHECK and the intake trigger's list), so the contact form's options cannot be checked against the database.",
    );
    return problems;
  }
  const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));
  if (!sameSet(check.values, trigger.values)) {
    problems.push(
      `supabase/migrations: the table's CHECK constraint (${check.file}) allows ${quoted(check.values)}, but the intake trigger (${trigger.file}) allows ${quoted(trigger.values)}. A migration must change both.`,
    );
  }
  const allowed = check.values.filter((value) => trigger.values.includes(value));

  for (const value of optionValues.filter((value) => !allowed.includes(value))) {
    problems.push(
      `content/contact.yaml: the industry option "${value}" is not a value the database accepts (${quoted(allowed)}), so every lead choosing it would be refused. ` +
        "Adding an industry option needs a database migration first: ask a developer to add one in supabase/migrations, or choose one of those values.",
    );
  }
  for (const value of allowed.filter((value) => !optionValues.includes(value))) {
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
  const covered = new Set(industries.map(formValueOf));
  for (const value of optionValues.filter((value) => value !== OTHER_OPTION && !covered.has(value))) {
    problems.push(
      `content/contact.yaml: the industry option "${value}" has no industry in content/industries.yaml. Add the industry there (with "formValue: ${value}" if its id differs), or remove the option. Only "${OTHER_OPTION}" stands alone.`,
    );
  }

  const labelled = Object.keys(teamLabels);
  if (!sameSet(labelled, allowed)) {
    const missing = allowed.filter((value) => !labelled.includes(value));
    const extra = labelled.filter((value) => !allowed.includes(value));
    problems.push(
      "src/lib/contact-rules.ts: INDUSTRY_LABELS (the names the team's Slack message uses) does not match the database's industries" +
        `${missing.length ? `; it lacks ${quoted(missing)}` : ""}${extra.length ? `; it has ${quoted(extra)}, which the database refuses` : ""}. A developer must update it with the migration.`,
    );
  }
  return problems;
}
