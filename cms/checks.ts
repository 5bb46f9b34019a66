import { documents, SLUG, type ContentDocument } from "../content-core/model";
import type { BrandNames } from "../content-core/brand";
import { checkBody, checkValues } from "../content-core/check-values";
import { addressOf, PAGE_FOLDERS } from "../content-core/routes";
import { readMdxBody } from "../content-core/mdx-reading";
import { list, type Ctx, type Field } from "../content-core/model/fields";
import { ENTRIES, SOURCE, toMdx } from "./source-format";

/** The build's content checks (content-core/check-values.ts), run on an entry before the editing room saves it. */

/** What the build knows that a check needs: the site's routes, and the names {product} and {company} stand for. */
export interface CheckContext {
  routes: readonly string[];
  /** Routes of draft articles: no pages yet, so a link to one is refused with its own sentence. */
  drafts?: readonly string[];
  names: BrandNames;
}

/** An entry's data without the optional values left empty: Decap keeps a cleared field as "" or [], where the model means "absent". */
export function withoutEmptyOptionals(field: Field, value: unknown): unknown {
  if (field.kind === "list" && Array.isArray(value)) return value.map((entry) => withoutEmptyOptionals(field.of, entry));
  if (field.kind !== "object" || !value || typeof value !== "object" || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    // A list file's entries (industries.yaml) are each a value of the model.
    const model = field.fields[key] ?? (key === ENTRIES ? list(field) : undefined);
    const cleaned = model ? withoutEmptyOptionals(model, child) : child;
    const empty = cleaned === "" || cleaned === null || cleaned === undefined || (Array.isArray(cleaned) && cleaned.length === 0);
    if (!(empty && model?.optional)) out[key] = cleaned;
  }
  return out;
}

/**
 * A new solution page's file, named after the address in its "solution" field (the build requires
 * the two to match), or, in the build's words, why that address cannot be a new page.
 */
export function newSolutionFile(solution: unknown, context: CheckContext): { file: string; name: string } | { problem: string } {
  const prefix = PAGE_FOLDERS.solutions.route("");
  const route = typeof solution === "string" ? solution.trim() : "";
  const name = route.startsWith(prefix) ? route.slice(prefix.length) : "";
  const file = `content/solutions/${name}${PAGE_FOLDERS.solutions.extension}`;
  if (!SLUG.test(name)) {
    return {
      problem: `A new solution page's address is "${route}". Write ${prefix} followed by the new page's name in lowercase words joined by hyphens, such as ${prefix}spend-analytics: it is the page's address, and its file is named after it.`,
    };
  }
  if (context.routes.includes(route))
    return { problem: `${file}: "solution" is "${route}", which is already a page. Write an address no page has yet.` };
  return { file, name };
}

/** The content document a repository path belongs to: content/insights/x.mdx is an article. */
export function documentFor(file: string): ContentDocument | undefined {
  const inside = file.replace(/^content\//, "");
  return documents.find((document) => document.path === inside || (document.files && inside.startsWith(`${document.path}/`)));
}

/** The problems the build would report for this file's values, in its words; an MDX file's body is checkEntryWithBody's. */
export function checkEntry(file: string, data: Record<string, unknown>, context: CheckContext): string[] {
  const document = documentFor(file);
  return document ? checkWith(document, file, data, context).errors : [];
}

const slugOf = (file: string) => file.replace(/^.*\//, "").replace(/\.[a-z]+$/, "");

function checkWith(document: ContentDocument, file: string, data: Record<string, unknown>, context: CheckContext): Ctx {
  const routes = new Set(context.routes);
  // A new page links to itself before the build knows it.
  if (document.format === "mdx") routes.add(addressOf(document.path, slugOf(file)).path);
  const ctx: Ctx = { file, errors: [], routes, drafts: new Set(context.drafts), fileExists: () => true };
  checkValues(document, fileValues(document, data), ctx);
  return ctx;
}

/** An entry's data as the build reads the file's values: without SOURCE, an MDX file's body, or a list file's ENTRIES field. */
export function fileValues(document: ContentDocument, data: Record<string, unknown>): unknown {
  if (document.entries) return data[ENTRIES];
  const { [SOURCE]: _source, ...values } = data;
  const { body: _body, ...frontMatter } = values;
  return document.format === "mdx" ? frontMatter : values;
}

/** checkEntry, and an MDX file's body too, read as the build reads it, with the lines of the file as it will be saved. */
export function checkEntryWithBody(file: string, data: Record<string, unknown>, context: CheckContext): string[] {
  const document = documentFor(file);
  if (!document) return [];
  const ctx = checkWith(document, file, data, context);
  if (document.format !== "mdx" || typeof data.body !== "string") return ctx.errors;
  const body = data.body;
  const saved = toMdx(data);
  const firstLine = saved.slice(0, saved.length - body.length).split("\n").length;
  checkBody(
    document,
    slugOf(file),
    fileValues(document, data) as Record<string, unknown>,
    { text: body, firstLine },
    readMdxBody(body),
    () => context.names,
    ctx,
  );
  return ctx.errors;
}
