import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { checkArticleBody } from "./article-body";
import { ARTICLE_COMPONENTS, WORDS_PER_MINUTE, documents as defaultDocuments, type ContentDocument } from "./content-model";
import { checkUnique, describeValue, report, validate, type Ctx } from "./model";
import { siteRoutes } from "./routes";

interface Options {
  documents?: ContentDocument[];
  routes?: ReadonlySet<string>;
}

function readYaml(absolute: string, ctx: Ctx): unknown {
  try {
    return yaml.load(fs.readFileSync(absolute, "utf8"));
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const line = error.mark ? ` on line ${error.mark.line + 1}` : "";
      report(ctx, "", `could not be read as YAML${line}: ${error.reason}. Check the indentation and quotes there.`);
    } else {
      report(ctx, "", `could not be read: ${(error as Error).message}`);
    }
    return undefined;
  }
}

interface Parsed {
  data: unknown;
  /** MDX only: the text after the front matter, and the file line it starts on. */
  body?: { text: string; firstLine: number };
}

/** An MDX file: YAML front matter between two "---" lines, then the body. */
function readMdx(absolute: string, ctx: Ctx): Parsed | undefined {
  const source = fs.readFileSync(absolute, "utf8").replace(/\r\n/g, "\n");
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(source);
  if (!match) {
    report(ctx, "", 'should start with its front matter: a line "---", the fields (title, excerpt, ...), then another line "---".');
    return undefined;
  }
  try {
    return {
      data: yaml.load(match[1]!),
      body: { text: source.slice(match[0].length), firstLine: match[0].split("\n").length },
    };
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      // The front matter starts on the file's second line.
      const line = error.mark ? ` on line ${error.mark.line + 2}` : "";
      report(ctx, "", `has front matter that could not be read${line}: ${error.reason}. Check the indentation and quotes there.`);
      return undefined;
    }
    throw error;
  }
}

function read(absolute: string, format: ContentDocument["format"], ctx: Ctx): Parsed | undefined {
  if (format === "mdx") return readMdx(absolute, ctx);
  const data = readYaml(absolute, ctx);
  return ctx.errors.length ? undefined : { data };
}

function contextFor(contentDir: string, relative: string, routes: ReadonlySet<string>): Ctx {
  const absolute = path.join(contentDir, relative);
  return {
    file: `content/${relative}`,
    errors: [],
    routes,
    fileExists: (target) => fs.existsSync(path.resolve(path.dirname(absolute), target)),
  };
}

function checkDocument(
  contentDir: string,
  relative: string,
  document: ContentDocument,
  routes: ReadonlySet<string>,
): { errors: string[]; data?: unknown } {
  const ctx = contextFor(contentDir, relative, routes);
  const absolute = path.join(contentDir, relative);
  if (!fs.existsSync(absolute)) {
    report(ctx, "", "is missing. The site needs this file.");
    return { errors: ctx.errors };
  }
  const parsed = read(absolute, document.format, ctx);
  if (!parsed) return { errors: ctx.errors };
  const { data, body } = parsed;

  if (!document.entries) {
    validate(document.model, data, "", ctx);
    if (body && data && typeof data === "object") {
      const fields = data as Record<string, unknown>;
      const slug = path.basename(relative, ".mdx");
      if (typeof fields.id === "string" && fields.id !== slug) {
        const address = document.route?.(slug) ?? slug;
        report(ctx, "id", `is "${fields.id}", but the file is named ${slug}.mdx. They must match: the id is the page's address, ${address}.`);
      }
      checkArticleBody(body.text, fields.readTime, body.firstLine, { components: ARTICLE_COMPONENTS, wordsPerMinute: WORDS_PER_MINUTE }, ctx);
    }
    return { errors: ctx.errors, data };
  }
  if (!Array.isArray(data)) {
    report(ctx, "", `should be a list of entries (each starting with "- "), but is ${describeValue(data)}.`);
    return { errors: ctx.errors };
  }
  const { exactly, uniqueBy } = document.entries;
  if (exactly !== undefined && data.length !== exactly) {
    report(ctx, "", `has ${data.length} entries; the site needs exactly ${exactly}.`);
  }
  data.forEach((entry, i) => validate(document.model, entry, `entry ${i + 1}`, ctx));
  if (uniqueBy) checkUnique(data, uniqueBy, "entries", ctx);
  return { errors: ctx.errors, data };
}

/** A folder of one-object files (content/solutions, content/insights): each file checked, then the set as a whole. */
function checkFolder(contentDir: string, document: ContentDocument, routes: ReadonlySet<string>): string[] {
  const extension = document.format === "mdx" ? ".mdx" : ".yaml";
  const dir = path.join(contentDir, document.path);
  const all = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const names = all.filter((name) => name.endsWith(extension) || (extension === ".yaml" && name.endsWith(".yml")));
  const errors = all
    .filter((name) => !names.includes(name) && !name.startsWith("."))
    .map((name) => `content/${document.path}/${name}: is not a file the site reads here; files in this folder end in ${extension}. Rename it or move it.`);

  const entries: { file: string; data: Record<string, unknown> }[] = [];
  for (const name of names) {
    const result = checkDocument(contentDir, `${document.path}/${name}`, document, routes);
    errors.push(...result.errors);
    if (result.data && typeof result.data === "object") entries.push({ file: name, data: result.data as Record<string, unknown> });
  }
  if (!document.files) return errors;
  const { exactly, uniqueBy, rule } = document.files;
  if (names.length !== exactly) {
    errors.push(`content/${document.path}/: holds ${names.length} files; the site needs exactly ${exactly}.`);
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
  const routes = options.routes ?? siteRoutes;
  const errors: string[] = [];

  for (const document of documents) {
    if (document.path.endsWith(".yaml")) {
      errors.push(...checkDocument(contentDir, document.path, document, routes).errors);
    } else {
      errors.push(...checkFolder(contentDir, document, routes));
    }
  }

  const known = new Set(documents.filter((d) => d.path.endsWith(".yaml")).map((d) => d.path));
  for (const name of yamlFilesIn(contentDir)) {
    if (!known.has(name)) {
      errors.push(`content/${name}: is not a content file the site uses. Rename it or remove it.`);
    }
  }
  return errors;
}

export function formatProblems(errors: string[]): string {
  const noun = errors.length === 1 ? "problem" : "problems";
  return [`The content has ${errors.length} ${noun}. Fix these and build again:`, ...errors.map((e) => `  - ${e}`)].join(
    "\n",
  );
}
