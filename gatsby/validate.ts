import fs from "node:fs";
import path from "node:path";
import { splitFrontMatter } from "../content-core/front-matter";
import { readYaml, yamlProblem } from "../content-core/yaml";
import { brandNamesIn } from "./brand";
import { readMdxBodies } from "./content-mdx";
import { documents as defaultDocuments, type ContentDocument } from "../content-core/model";
import { checkBody, checkValues } from "../content-core/check-values";
import { report, type Ctx } from "../content-core/model/fields";
import { INDUSTRY_LABELS } from "../src/lib/contact-rules";
import { databaseIndustries, industryAgreement } from "./industry-agreement";
import { readInventory } from "./inventory";

interface Options {
  documents?: ContentDocument[];
  routes?: ReadonlySet<string>;
  /** Where the database migrations are (the industries must agree with them). */
  migrationsDir?: string;
}

const REPOSITORY = path.resolve(__dirname, "..");

/**
 * A content file's text. Some editors save UTF-8 with a byte-order mark; the
 * build's readers (gatsby-transformer-yaml, gray-matter) skip it, so the check does too
 * rather than fail on an invisible character.
 */
function readText(absolute: string): string {
  return fs.readFileSync(absolute, "utf8").replace(/^\uFEFF/, "");
}

function readYamlFile(absolute: string, ctx: Ctx): unknown {
  try {
    return readYaml(readText(absolute));
  } catch (error) {
    const problem = yamlProblem(error);
    if (!problem) throw error;
    const line = problem.line ? ` on line ${problem.line}` : "";
    report(ctx, "", `could not be read as YAML${line}: ${problem.reason}. Check the indentation and quotes there.`);
    return undefined;
  }
}

interface Parsed {
  data: unknown;
  /** MDX only: the text after the front matter, and the file line it starts on. */
  body?: { text: string; firstLine: number };
}

const readMdxSource = (absolute: string) => readText(absolute).replace(/\r\n/g, "\n");

/** An MDX file: YAML front matter between two "---" lines, then the body. */
function readMdx(absolute: string, ctx: Ctx): Parsed | undefined {
  const parts = splitFrontMatter(readMdxSource(absolute));
  if (!parts) {
    report(ctx, "", 'should start with its front matter: a line "---", the fields (title, excerpt, ...), then another line "---".');
    return undefined;
  }
  try {
    return { data: readYaml(parts.frontMatter), body: { text: parts.body, firstLine: parts.firstLine } };
  } catch (error) {
    const problem = yamlProblem(error);
    if (!problem) throw error;
    // The front matter starts on the file's second line.
    const line = problem.line ? ` on line ${problem.line + 1}` : "";
    report(ctx, "", `has front matter that could not be read${line}: ${problem.reason}. Check the indentation and quotes there.`);
    return undefined;
  }
}

function read(absolute: string, format: ContentDocument["format"], ctx: Ctx): Parsed | undefined {
  if (format === "mdx") return readMdx(absolute, ctx);
  const data = readYamlFile(absolute, ctx);
  return ctx.errors.length ? undefined : { data };
}

/**
 * Compiles the MDX bodies of all folders in one go (see gatsby/content-mdx.ts),
 * so that each file's check then finds its body already read.
 */
function readAllMdx(contentDir: string, documents: readonly ContentDocument[]): void {
  const bodies = documents
    .filter((document) => document.format === "mdx")
    .flatMap((document) => {
      const dir = path.join(contentDir, document.path);
      if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
      return fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".mdx"))
        .map((name) => splitFrontMatter(readMdxSource(path.join(dir, name)))?.body);
    });
  readMdxBodies(bodies.filter((body): body is string => body !== undefined));
}

/**
 * The names a body's {product} and {company} stand for. The check only needs
 * to know they are names: when site.yaml is missing or broken, which is
 * reported for that file, the tokens stand in for themselves.
 */
function namesForCheck(contentDir: string) {
  try {
    return brandNamesIn(contentDir);
  } catch {
    return { product: "{product}", company: "{company}" };
  }
}

/** What links may point to: the site's routes, and the drafts' routes, which are no pages yet. */
type Pages = Pick<Ctx, "routes" | "drafts">;

function contextFor(contentDir: string, relative: string, pages: Pages): Ctx {
  const absolute = path.join(contentDir, relative);
  return {
    file: `content/${relative}`,
    errors: [],
    ...pages,
    fileExists: (target) => fs.existsSync(path.resolve(path.dirname(absolute), target)),
  };
}

function checkDocument(
  contentDir: string,
  relative: string,
  document: ContentDocument,
  pages: Pages,
): { errors: string[]; data?: unknown } {
  const ctx = contextFor(contentDir, relative, pages);
  const absolute = path.join(contentDir, relative);
  if (!fs.existsSync(absolute)) {
    report(ctx, "", "is missing. The site needs this file.");
    return { errors: ctx.errors };
  }
  const parsed = read(absolute, document.format, ctx);
  if (!parsed) return { errors: ctx.errors };
  const { data, body } = parsed;

  if (!document.entries) {
    checkValues(document, data, ctx);
    if (body && data && typeof data === "object") {
      const reading = readMdxBodies([body.text])[0]!;
      checkBody(
        document,
        path.basename(relative, ".mdx"),
        data as Record<string, unknown>,
        body,
        reading,
        () => namesForCheck(contentDir),
        ctx,
      );
    }
    return { errors: ctx.errors, data };
  }
  checkValues(document, data, ctx);
  return Array.isArray(data) ? { errors: ctx.errors, data } : { errors: ctx.errors };
}

/** A folder of one-object files (content/solutions, content/insights): each file checked, then the set as a whole. */
function checkFolder(contentDir: string, document: ContentDocument, pages: Pages): string[] {
  const extension = document.format === "mdx" ? ".mdx" : ".yaml";
  const dir = path.join(contentDir, document.path);
  const all = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const names = all.filter((name) => name.endsWith(extension) || (extension === ".yaml" && name.endsWith(".yml")));
  const errors = all
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

function yamlFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".yaml") || name.endsWith(".yml"))
    .sort();
}

/** Checks every content file; returns one plain-language sentence per problem. */
export function validateContent(contentDir: string, options: Options = {}): string[] {
  const documents = options.documents ?? defaultDocuments;
  const inventory = readInventory(contentDir);
  const pages: Pages = { routes: options.routes ?? inventory.routes, drafts: new Set(inventory.drafts.map((draft) => draft.route)) };
  const errors: string[] = [];
  readAllMdx(contentDir, documents);

  const data = new Map<string, unknown>();
  for (const document of documents) {
    if (document.path.endsWith(".yaml")) {
      const result = checkDocument(contentDir, document.path, document, pages);
      errors.push(...result.errors);
      if (!result.errors.length) data.set(document.path, result.data);
    } else {
      errors.push(...checkFolder(contentDir, document, pages));
    }
  }

  // Once the industries are sound on their own: do they agree with the database and the team's labels?
  const industries = data.get("industries.yaml");
  if (Array.isArray(industries)) {
    const database = databaseIndustries(options.migrationsDir ?? path.join(REPOSITORY, "supabase", "migrations"));
    errors.push(...industryAgreement(industries, database, INDUSTRY_LABELS));
  }

  const known = new Set(documents.filter((d) => d.path.endsWith(".yaml")).map((d) => d.path));
  for (const name of yamlFilesIn(contentDir)) {
    if (!known.has(name)) {
      errors.push(`content/${name}: is not a content file the site uses. Rename it or remove it.`);
    }
  }
  return errors;
}

/** The sentences as one message, as `npm run build`, `npm run develop` and `npm run check-content` print it. */
export function formatProblems(errors: string[]): string {
  const noun = errors.length === 1 ? "problem" : "problems";
  return [`The content has ${errors.length} ${noun}. Fix these and build again:`, ...errors.map((e) => `  - ${e}`)].join("\n");
}
