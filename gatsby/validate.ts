import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { documents as defaultDocuments, type ContentDocument } from "./content-model";
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

function checkDocument(contentDir: string, relative: string, document: ContentDocument, routes: ReadonlySet<string>) {
  const absolute = path.join(contentDir, relative);
  const ctx: Ctx = {
    file: `content/${relative}`,
    errors: [],
    routes,
    fileExists: (target) => fs.existsSync(path.resolve(path.dirname(absolute), target)),
  };
  if (!fs.existsSync(absolute)) {
    report(ctx, "", "is missing. The site needs this file.");
    return ctx.errors;
  }
  const data = readYaml(absolute, ctx);
  if (ctx.errors.length) return ctx.errors;

  if (!document.entries) {
    validate(document.model, data, "", ctx);
    return ctx.errors;
  }
  if (!Array.isArray(data)) {
    report(ctx, "", `should be a list of entries (each starting with "- "), but is ${describeValue(data)}.`);
    return ctx.errors;
  }
  const { exactly, uniqueBy } = document.entries;
  if (exactly !== undefined && data.length !== exactly) {
    report(ctx, "", `has ${data.length} entries; the site needs exactly ${exactly}.`);
  }
  data.forEach((entry, i) => validate(document.model, entry, `entry ${i + 1}`, ctx));
  if (uniqueBy) checkUnique(data, uniqueBy, "entries", ctx);
  return ctx.errors;
}

/** A folder of one-object files (content/solutions): each file checked, then the set as a whole. */
function checkFolder(contentDir: string, document: ContentDocument, routes: ReadonlySet<string>): string[] {
  const names = yamlFilesIn(path.join(contentDir, document.path));
  const errors = names.flatMap((name) => checkDocument(contentDir, `${document.path}/${name}`, document, routes));
  if (!document.files) return errors;
  const { exactly, uniqueBy } = document.files;
  if (names.length !== exactly) {
    errors.push(`content/${document.path}/: holds ${names.length} files; the site needs exactly ${exactly}.`);
  }
  const owners = new Map<unknown, string>();
  for (const name of names) {
    let value: unknown;
    try {
      value = (yaml.load(fs.readFileSync(path.join(contentDir, document.path, name), "utf8")) as Record<string, unknown> | null)?.[uniqueBy];
    } catch {
      continue; // already reported as unreadable
    }
    if (value === undefined) continue;
    const owner = owners.get(value);
    if (owner) errors.push(`content/${document.path}/${name}: "${uniqueBy}" repeats ${JSON.stringify(value)}, already used by ${owner}.`);
    else owners.set(value, name);
  }
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
      errors.push(...checkDocument(contentDir, document.path, document, routes));
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
