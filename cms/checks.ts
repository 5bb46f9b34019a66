import { documents, type ContentDocument } from "../content-core/model";
import type { BrandNames } from "../content-core/brand";
import { checkBody, checkValues } from "../content-core/check-values";
import { addressOf, PAGE_FOLDERS } from "../content-core/routes";
import { readMdxBody } from "../content-core/mdx-reading";
import { list, type Ctx, type Field } from "../content-core/model/fields";
import { ENTRIES, SOURCE, toMdx } from "./source-format";
import { isRecord } from "./yaml-text";

/** The build's content checks (content-core/check-values.ts), run on an entry before the editing room saves it. */

/** What the build knows that a check needs: the site's routes, and the names {product} and {company} stand for. */
export interface CheckContext {
  routes: readonly string[];
  /** Routes of draft articles: no pages yet, so a link to one is refused with its own sentence. */
  drafts?: readonly string[];
  names: BrandNames;
  /** The solution pages' names (their "subpage"): a new page needs a name of its own. */
  solutionNames?: readonly string[];
}

/** Whether a value is empty as Decap keeps a cleared field: "", [], null or absent. */
export const isEmpty = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);

/** An entry's data without the optional values left empty: Decap keeps a cleared field as "" or [], where the model means "absent". */
export function withoutEmptyOptionals(field: Field, value: unknown): unknown {
  if (field.kind === "list" && Array.isArray(value)) return value.map((entry) => withoutEmptyOptionals(field.of, entry));
  if (field.kind !== "object" || !isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // A list file's entries (industries.yaml) are each a value of the model.
    const model = field.fields[key] ?? (key === ENTRIES ? list(field) : undefined);
    const cleaned = model ? withoutEmptyOptionals(model, child) : child;
    if (!(isEmpty(cleaned) && model?.optional)) out[key] = cleaned;
  }
  return out;
}

/** A page name as an address: "Spend Analytics & AP" is spend-analytics-ap. */
export const slugOfName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * A new solution page's file, named after its page name ("Spend Analytics" is
 * content/solutions/spend-analytics.yaml, at /solutions/spend-analytics), or, in the build's words,
 * why that name cannot make a new page.
 */
export function newSolutionFile(pageName: unknown, context: CheckContext): { file: string; name: string } | { problem: string } {
  const written = typeof pageName === "string" ? pageName.trim() : "";
  const name = slugOfName(written);
  const route = PAGE_FOLDERS.solutions.route(name);
  const file = `content/solutions/${name}${PAGE_FOLDERS.solutions.extension}`;
  if (!name) return { problem: `content/solutions/: "subpage" is empty. Write the new page's name: its address is made from it.` };
  if (context.solutionNames?.includes(written))
    return { problem: `${file}: "subpage" is "${written}", which another solution page is called. Give the new page a name of its own.` };
  if (context.routes.includes(route))
    return {
      problem: `${file}: "subpage" is "${written}", which makes the address ${route}, already a page. Give the new page another name.`,
    };
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
