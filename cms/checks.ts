import { documents as contentDocuments, SLUG, type ContentDocument } from "../content-core/model";
import type { BrandNames } from "../content-core/brand";
import { checkBody, checkValues } from "../content-core/check-values";
import { addressOf, PAGE_FOLDERS } from "../content-core/page-folders";
import type { MdxReading } from "../content-core/mdx-reading";
import type { Ctx, Field } from "../content-core/model/fields";
import { ENTRIES, SOURCE, toMdx } from "./source-format";

/**
 * The build's content checks (content-core/check-values.ts), run on an entry before
 * the editing room saves it: the editor reads the sentence the build would print
 * and the file is not saved. Plain code: it runs in the browser (cms/src) and
 * in the tests.
 */

/** What the build knows that a check needs: the site's routes, and the names {product} and {company} stand for. */
export interface CheckContext {
  routes: readonly string[];
  /** Routes of draft articles: no pages yet, so a link to one is refused with its own sentence. */
  drafts?: readonly string[];
  names: BrandNames;
}

/**
 * An entry's data without the optional values an editor left empty: Decap
 * keeps a cleared field as "" (or an empty list), which the build would read
 * as a value, while the model means "absent".
 */
export function withoutEmptyOptionals(field: Field, value: unknown): unknown {
  if (field.kind === "object" && value && typeof value === "object" && Array.isArray((value as Record<string, unknown>)[ENTRIES])) {
    const { [ENTRIES]: entries, ...rest } = value as Record<string, unknown>;
    return { ...rest, [ENTRIES]: (entries as unknown[]).map((entry) => withoutEmptyOptionals(field, entry)) };
  }
  if (field.kind === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const model = field.fields[key];
      if (!model) {
        out[key] = child;
        continue;
      }
      const cleaned = withoutEmptyOptionals(model, child);
      const empty = cleaned === "" || cleaned === null || cleaned === undefined || (Array.isArray(cleaned) && cleaned.length === 0);
      if (empty && model.optional) continue;
      out[key] = cleaned;
    }
    return out;
  }
  if (field.kind === "list" && Array.isArray(value)) return value.map((entry) => withoutEmptyOptionals(field.of, entry));
  return value;
}

/**
 * A new solution page's file, named after the address written in its
 * "solution" field (the build requires the two to match); or, as the
 * build's checks word a problem, why that address cannot be a new page.
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
export function documentFor(file: string, documents: readonly ContentDocument[] = contentDocuments): ContentDocument | undefined {
  const inside = file.replace(/^content\//, "");
  return documents.find((document) => document.path === inside || (document.files && inside.startsWith(`${document.path}/`)));
}

/**
 * The problems the build would report for this file's data, as the build
 * words them ("content/home.yaml: "hero.secondaryCta.to" points to ...").
 * An MDX file's front matter only: checkEntryWithBody reads its body too.
 */
export function checkEntry(
  file: string,
  data: Record<string, unknown>,
  context: CheckContext,
  documents: readonly ContentDocument[] = contentDocuments,
): string[] {
  const document = documentFor(file, documents);
  if (!document) return [];
  return checkWith(document, file, data, context).errors;
}

function checkWith(document: ContentDocument, file: string, data: Record<string, unknown>, context: CheckContext): Ctx {
  const routes = new Set(context.routes);
  // A new page links to itself before the build knows it.
  const slug = file.replace(/^.*\//, "").replace(/\.[a-z]+$/, "");
  if (document.format === "mdx") routes.add(addressOf(document.path, slug).path);
  const ctx: Ctx = { file, errors: [], routes, drafts: new Set(context.drafts), fileExists: () => true };
  checkValues(document, fileValues(document, data), ctx);
  return ctx;
}

/**
 * An entry's data as the build reads the file's values: without the text the
 * editing room keeps beside them, an MDX file's front matter without its body,
 * and a file that is a list (industries.yaml, edited as one list field) as that list.
 */
export function fileValues(document: ContentDocument, data: Record<string, unknown>): unknown {
  const { body: _body, [SOURCE]: _source, ...frontMatter } = data;
  const { [SOURCE]: _text, ...values } = data;
  return document.entries ? values[ENTRIES] : document.format === "mdx" ? frontMatter : values;
}

/**
 * checkEntry, and for an MDX file its body too, read by `readBody` (the
 * build's reader, content-core/mdx-reader.cjs, with the compiler): the line numbers
 * are those of the file as it will be saved.
 */
export async function checkEntryWithBody(
  file: string,
  data: Record<string, unknown>,
  context: CheckContext,
  readBody: (body: string) => Promise<MdxReading>,
  documents: readonly ContentDocument[] = contentDocuments,
): Promise<string[]> {
  const document = documentFor(file, documents);
  if (!document) return [];
  const ctx = checkWith(document, file, data, context);
  if (document.format !== "mdx" || typeof data.body !== "string") return ctx.errors;
  const body = data.body;
  const saved = toMdx(data);
  const firstLine = saved.slice(0, saved.length - body.length).split("\n").length;
  const { body: _body, [SOURCE]: _source, ...fields } = data;
  const slug = file.replace(/^.*\//, "").replace(/\.mdx$/, "");
  checkBody(document, slug, fields, { text: body, firstLine }, await readBody(body), () => context.names, ctx);
  return ctx.errors;
}
