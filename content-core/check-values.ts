import { checkArticleBody, checkMdxReading } from "./article-body";
import type { BrandNames } from "./brand";
import { checkBodyTree } from "./body-from-mdx";
import type { MdxReading } from "./mdx-reading";
import { isDraft, type ContentDocument } from "./model";
import { closest, describeValue, report, type Ctx, type Field } from "./model/fields";
import { addressOf } from "./routes";

// The checks of a content file's values, run by the build (gatsby/validate.ts) and by the editing room before a save (cms/checks.ts).

/** A file's values against its model: a one-object file, or a list file (industries.yaml) with its count and unique field. */
export function checkValues(document: ContentDocument, data: unknown, ctx: Ctx): void {
  if (!document.entries) {
    validate(document.model, data, "", ctx);
    return;
  }
  if (!Array.isArray(data)) {
    report(ctx, "", `should be a list of entries (each starting with "- "), but is ${describeValue(data)}.`);
    return;
  }
  const { exactly, uniqueBy } = document.entries;
  if (exactly !== undefined && data.length !== exactly) {
    report(ctx, "", `has ${data.length} entries; the site needs exactly ${exactly}.`);
  }
  data.forEach((entry, i) => validate(document.model, entry, `entry ${i + 1}`, ctx));
  if (uniqueBy) checkUnique(data, uniqueBy, "entries", ctx);
}

/**
 * The routes and files a file's values (and MDX body) point at, found by running the checks with lookups that
 * record what they are asked and answer yes (cms/deletion.ts asks before deleting a page or a picture).
 */
export function referencesIn(document: ContentDocument, values: unknown, body?: string): { routes: Set<string>; files: Set<string> } {
  const routes = new Set<string>();
  const files = new Set<string>();
  const recordIn = (asked: Set<string>) => (value: string) => Boolean(asked.add(value));
  const lookup = Object.assign(new Set<string>(), { has: recordIn(routes) });
  const ctx: Ctx = { file: "", errors: [], routes: lookup, fileExists: recordIn(files) };
  checkValues(document, values, ctx);
  if (body !== undefined) checkArticleBody(body, undefined, 1, ctx);
  return { routes, files };
}

/** What messages call the files of an MDX folder. */
export const BODY_NOUNS: Record<string, string> = { insights: "article", legal: "legal page" };

/**
 * An MDX file's body (`reading`: content-core/mdx-reading.ts) with its front matter `fields`: the id
 * matches the file name, the body is allowed, the read time fits (once published), and the page data can hold it.
 */
export function checkBody(
  document: ContentDocument,
  slug: string,
  fields: Record<string, unknown>,
  body: { text: string; firstLine: number },
  reading: MdxReading,
  brand: () => BrandNames,
  ctx: Ctx,
): void {
  if (typeof fields.id === "string" && fields.id !== slug) {
    const { path } = addressOf(document.path, slug);
    report(ctx, "id", `is "${fields.id}", but the file is named ${slug}.mdx. They must match: the id is the page's address, ${path}.`);
  }
  const noun = BODY_NOUNS[document.path] ?? "page";
  const before = ctx.errors.length;
  // A draft's read time is checked once it is published: its text is still being written.
  checkArticleBody(body.text, isDraft(fields) ? undefined : fields.readTime, body.firstLine, ctx);
  checkMdxReading(reading, body.text, body.firstLine, noun, ctx);
  // What the page data cannot hold (content-core/body-from-mdx.ts); only once the body is otherwise right, so nothing is reported twice.
  if (ctx.errors.length === before) checkBodyTree(reading, body.firstLine, noun, brand, ctx);
}

/** Reports entries of `entries` that repeat another entry's `key`. */
function checkUnique(entries: unknown[], key: string, at: string, ctx: Ctx): void {
  const seen = new Map<unknown, number>();
  entries.forEach((entry, i) => {
    const value = (entry as Record<string, unknown> | null)?.[key];
    if (value === undefined) return;
    const first = seen.get(value);
    if (first !== undefined) {
      report(ctx, `${at}[${i + 1}].${key}`, `repeats ${JSON.stringify(value)}, already used by entry ${first}.`);
    } else seen.set(value, i + 1);
  });
}

/** Walks `value` against `field`, adding a plain-language error for every problem. */
export function validate(field: Field, value: unknown, at: string, ctx: Ctx): void {
  if (value === undefined || value === null) {
    if (!field.optional) report(ctx, at, `is missing; it needs ${field.describe}.`);
    return;
  }
  switch (field.kind) {
    case "scalar":
      field.check(value, at, ctx);
      return;
    case "file":
      if (typeof value !== "string" || value.trim() === "") {
        report(ctx, at, `should be a file path such as images/example.jpg, but is ${describeValue(value)}.`);
      } else if (!ctx.fileExists(value)) {
        report(ctx, at, `names "${value}", but there is no such file next to ${ctx.file}.${field.ifMissing ? ` ${field.ifMissing}` : ""}`);
      }
      return;
    case "list": {
      if (!Array.isArray(value)) {
        report(ctx, at, `should be a list (lines starting with "- "), but is ${describeValue(value)}.`);
        return;
      }
      const { min, max } = field;
      if (min !== undefined && min === max && value.length !== min) {
        report(ctx, at, `has ${value.length} entries; it needs exactly ${min}.`);
      } else if (min !== undefined && value.length < min) {
        report(ctx, at, `has ${value.length} entries; it needs at least ${min}.`);
      } else if (max !== undefined && value.length > max) {
        report(ctx, at, `has ${value.length} entries; it allows at most ${max}.`);
      }
      value.forEach((item, i) => validate(field.of, item, `${at}[${i + 1}]`, ctx));
      const problem = field.rule?.(value);
      if (problem) report(ctx, at, problem);
      return;
    }
    case "object": {
      if (typeof value !== "object" || Array.isArray(value)) {
        report(ctx, at, `should be a group of fields, but is ${describeValue(value)}.`);
        return;
      }
      const known = Object.keys(field.fields);
      const atField = (key: string) => (at ? `${at}.${key}` : key);
      for (const key of Object.keys(value).filter((key) => !known.includes(key))) {
        const hint = closest(key, known);
        report(
          ctx,
          atField(key),
          `is not a field the site uses${hint ? `; did you mean "${hint}"?` : `. Known fields: ${known.join(", ")}.`}`,
        );
      }
      for (const [key, child] of Object.entries(field.fields)) validate(child, (value as Record<string, unknown>)[key], atField(key), ctx);
      const problem = field.rule?.(value as Record<string, unknown>);
      if (problem) report(ctx, at, problem);
      return;
    }
  }
}
