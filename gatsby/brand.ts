import fs from "node:fs";
import path from "node:path";
import { fillBrand, HAS_TOKEN, hasBrandToken, type BrandNames } from "../content-core/brand";
import { readYaml } from "../content-core/yaml";

/** The name of the field extension that fills in the brand names, as written in the schema: `title: String! @brand`. */
export const BRAND_EXTENSION = "brand";

/** The brand names read from content/site.yaml at build time (the filling itself is content-core/brand.ts). */
function namesOf(site: unknown, where: string): BrandNames {
  const { product, company } = (site ?? {}) as Partial<Record<keyof BrandNames, unknown>>;
  if (typeof product !== "string" || typeof company !== "string") throw new Error(`${where} must name the product and the company.`);
  return { product, company };
}

const namesByFolder = new Map<string, BrandNames>();

/** The names of `<contentDir>/site.yaml`, read once per build. */
export function brandNamesIn(contentDir: string): BrandNames {
  let names = namesByFolder.get(contentDir);
  if (!names) {
    const file = path.join(contentDir, "site.yaml");
    names = namesOf(readYaml(fs.readFileSync(file, "utf8")), file);
    namesByFolder.set(contentDir, names);
  }
  return names;
}

/** The parts of Gatsby's resolver context the extension uses. */
export interface BrandContext {
  nodeModel: { findOne(args: { type: string }): Promise<unknown> };
  defaultFieldResolver: Resolver;
}

type Resolver = (source: unknown, args: unknown, context: BrandContext, info: unknown) => unknown;

// One lookup per query (Gatsby makes one context per query), shared by all its fields.
const namesByQuery = new WeakMap<object, Promise<BrandNames>>();

/** The names from the SiteConfig node, through the node model, so a query that needed them depends on site.yaml. */
export function siteBrandNames(context: BrandContext): Promise<BrandNames> {
  let names = namesByQuery.get(context);
  if (!names) {
    names = context.nodeModel.findOne({ type: "SiteConfig" }).then((site) => namesOf(site, "content/site.yaml"));
    namesByQuery.set(context, names);
  }
  return names;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

function branded(value: unknown, context: BrandContext): unknown {
  // Most text has no names in it: it is returned as it is, without a lookup or a dependency on site.yaml.
  return hasBrandToken(value) ? siteBrandNames(context).then((names) => fillBrand(value, names)) : value;
}

/** `@brand`: the field's value (text or a list of text) with {product} and {company} filled in. */
export const brandExtension = {
  name: BRAND_EXTENSION,
  description: "Fills {product} and {company} with the names in content/site.yaml.",
  extend(_options: unknown, previous: { resolve?: Resolver }) {
    return {
      resolve(source: unknown, args: unknown, context: BrandContext, info: unknown) {
        const value = (previous.resolve ?? context.defaultFieldResolver)(source, args, context, info);
        return isThenable(value) ? Promise.resolve(value).then((resolved) => branded(resolved, context)) : branded(value, context);
      },
    };
  },
};

/** Built text that visitors, crawlers, feed readers and Netlify read: pages, page data, feed, sitemap, _headers, _redirects, manifest. */
const BUILT_TEXT = /(\.(html|json|xml|txt|webmanifest)|^_headers|^_redirects)$/;

/** Every built text file in `publicDir` that still shows a literal {product} or {company}, as "path: ...the text around it...". */
export function unfilledBrandTokens(publicDir: string): string[] {
  return (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .filter((file) => BUILT_TEXT.test(path.basename(file)) && fs.statSync(path.join(publicDir, file)).isFile())
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(publicDir, file), "utf8");
      const at = text.search(HAS_TOKEN);
      return at < 0 ? [] : [`${file.split(path.sep).join("/")}: ...${text.slice(Math.max(0, at - 60), at + 40).replace(/\s+/g, " ")}...`];
    })
    .sort();
}
