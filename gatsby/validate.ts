import fs from "node:fs";
import path from "node:path";
import { splitFrontMatter } from "../content-core/front-matter";
import { readYaml, yamlProblem } from "../content-core/yaml";
import { brandNamesIn } from "./brand";
import { readMdxBody } from "../content-core/mdx-reading";
import { documents, type ContentDocument } from "../content-core/model";
import { checkBody, checkValues } from "../content-core/check-values";
import { bodyPieces, copyWarnings, textPieces, type PageText, type Privacy } from "../content-core/copy-warnings";
import { toBodyTree } from "../content-core/body-from-mdx";
import { report, type Ctx } from "../content-core/model/fields";
import { repeatedIndustryOptions } from "./industry-agreement";
import { filesIn, readInventory } from "./inventory";

/**
 * A content file's values, and for MDX its body and the file line the body starts on; undefined,
 * with the problem reported, when it cannot be read. A UTF-8 byte-order mark is skipped, as the
 * build's readers (gatsby-transformer-yaml, gray-matter) skip it.
 */
function read(absolute: string, format: ContentDocument["format"], ctx: Ctx) {
  const text = fs.readFileSync(absolute, "utf8").replace(/^\uFEFF/, "");
  const mdx = format === "mdx";
  const parts = mdx ? splitFrontMatter(text.replace(/\r\n/g, "\n")) : { frontMatter: text, body: undefined, firstLine: 0 };
  if (!parts) {
    report(ctx, "", 'should start with its front matter: a line "---", the fields (title, excerpt, ...), then another line "---".');
    return undefined;
  }
  try {
    const body = mdx ? { text: parts.body!, firstLine: parts.firstLine } : undefined;
    return { data: readYaml(parts.frontMatter) as unknown, body };
  } catch (error) {
    const problem = yamlProblem(error);
    if (!problem) throw error;
    // MDX front matter starts on the file's second line.
    const line = problem.line ? ` on line ${problem.line + (mdx ? 1 : 0)}` : "";
    const what = mdx ? "has front matter that could not be read" : "could not be read as YAML";
    report(ctx, "", `${what}${line}: ${problem.reason}. Check the indentation and quotes there.`);
    return undefined;
  }
}

/** The names {product} and {company} stand for; the tokens themselves when site.yaml is broken (reported for that file). */
function namesForCheck(contentDir: string) {
  try {
    return brandNamesIn(contentDir);
  } catch {
    return { product: "{product}", company: "{company}" };
  }
}

/** What links may point to (the site's routes, and the drafts' routes, which are no pages yet), and where each file's text goes for the warnings. */
type Pages = Pick<Ctx, "routes" | "drafts"> & { texts: PageText[] };

function checkDocument(
  contentDir: string,
  relative: string,
  document: ContentDocument,
  pages: Pages,
): { errors: string[]; data?: unknown } {
  const absolute = path.join(contentDir, relative);
  const ctx: Ctx = {
    file: `content/${relative}`,
    errors: [],
    routes: pages.routes,
    drafts: pages.drafts,
    fileExists: (target) => fs.existsSync(path.resolve(path.dirname(absolute), target)),
  };
  if (!fs.existsSync(absolute)) {
    report(ctx, "", "is missing. The site needs this file.");
    return ctx;
  }
  const parsed = read(absolute, document.format, ctx);
  if (!parsed) return ctx;
  const { data, body } = parsed;
  checkValues(document, data, ctx);
  const pieces = textPieces(data);
  if (body && data && typeof data === "object") {
    const reading = readMdxBody(body.text);
    const slug = path.basename(relative, ".mdx");
    checkBody(document, slug, data as Record<string, unknown>, body, reading, () => namesForCheck(contentDir), ctx);
    // The warnings read {company} and {product} as written, as they read YAML.
    if ("tree" in reading)
      pieces.push(...bodyPieces(toBodyTree(reading.tree, () => ({ product: "{product}", company: "{company}" })).tree));
  }
  pages.texts.push({ file: ctx.file, pieces });
  return { errors: ctx.errors, data };
}

/** A folder of one-object files (content/solutions, content/insights): each file checked, then the set as a whole. */
function checkFolder(contentDir: string, document: ContentDocument, pages: Pages): string[] {
  const extension = document.format === "mdx" ? ".mdx" : ".yaml";
  const dir = path.join(contentDir, document.path);
  const names = filesIn(dir, extension);
  const errors = (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [])
    .filter((name) => !names.includes(name) && !name.startsWith("."))
    .map(
      (name) =>
        `content/${document.path}/${name}: is not a file the site reads here; files in this folder end in ${extension}. Rename it or move it.`,
    );

  const entries: { file: string; data: Record<string, unknown> }[] = [];
  for (const name of names) {
    const result = checkDocument(contentDir, `${document.path}/${name}`, document, pages);
    errors.push(...result.errors);
    if (result.data && typeof result.data === "object") entries.push({ file: name, data: result.data as Record<string, unknown> });
  }
  if (!document.files) return errors;
  const { min, uniqueBy, rule } = document.files;
  if (names.length < min) {
    const noun = (count: number) => `${count} ${count === 1 ? "file" : "files"}`;
    errors.push(`content/${document.path}/: holds ${noun(names.length)}; the site needs at least ${noun(min)} here.`);
  }
  const owners = new Map<unknown, string>();
  for (const { file, data } of entries) {
    const value = data[uniqueBy];
    if (value === undefined) continue;
    const owner = owners.get(value);
    if (owner) errors.push(`content/${document.path}/${file}: "${uniqueBy}" repeats ${JSON.stringify(value)}, already used by ${owner}.`);
    else owners.set(value, file);
  }
  if (rule) errors.push(...rule(entries));
  return errors;
}

/**
 * Checks every content file: `errors`, one plain-language sentence per problem, stop the build;
 * `warnings` (content-core/copy-warnings.ts) only ask an editor to look. `routes` replaces the site's own.
 */
export function checkContent(contentDir: string, options: { routes?: ReadonlySet<string> } = {}): { errors: string[]; warnings: string[] } {
  const inventory = readInventory(contentDir);
  const pages: Pages = {
    routes: options.routes ?? inventory.routes,
    drafts: new Set(inventory.drafts.map((draft) => draft.route)),
    texts: [],
  };
  const errors: string[] = [];
  let industries: string[] = [];
  let privacy: { policy: string; processors: string[] } | undefined;
  for (const document of documents) {
    if (!document.path.endsWith(".yaml")) {
      errors.push(...checkFolder(contentDir, document, pages));
      continue;
    }
    const result = checkDocument(contentDir, document.path, document, pages);
    errors.push(...result.errors);
    // Once the industries are sound on their own: one option each? (The database's side: checkIndustries, gatsby-node.ts.)
    if (document.path === "industries.yaml" && !result.errors.length && Array.isArray(result.data))
      industries = repeatedIndustryOptions(result.data);
    if (document.path === "site.yaml" && !result.errors.length) privacy = (result.data as { privacy: typeof privacy }).privacy;
  }
  errors.push(...industries);

  const known = new Set(documents.map((d) => d.path));
  for (const name of filesIn(contentDir, ".yaml")) {
    if (!known.has(name)) errors.push(`content/${name}: is not a content file the site uses. Rename it or remove it.`);
  }
  // The privacy policy against the processors site.yaml lists: its page's file, then that file's text.
  const policyFile = privacy && inventory.legal.find((page) => page.route === privacy.policy)?.file;
  const policy = pages.texts.find((page) => page.file === policyFile);
  const checked: Privacy | undefined = policy && privacy && { policy, processors: privacy.processors };
  return { errors, warnings: copyWarnings(pages.texts, checked) };
}

/** The problems of `checkContent`, which stop a build. */
export const validateContent = (contentDir: string, options: { routes?: ReadonlySet<string> } = {}) =>
  checkContent(contentDir, options).errors;

/** The sentences as one message, as `npm run build`, `npm run develop` and `npm run check-content` print it. */
export function formatProblems(errors: string[]): string {
  const noun = errors.length === 1 ? "problem" : "problems";
  return [`The content has ${errors.length} ${noun}. Fix these and build again:`, ...errors.map((e) => `  - ${e}`)].join("\n");
}
