/**
 * The product and company names. Editors write {product} and {company} in
 * content (YAML, MDX front matter and MDX bodies); the names live once, in
 * content/site.yaml. In an MDX body, MDX reads {company} as an expression;
 * content-core/body-from-mdx.ts writes the name in its place (`brandExpression`). The
 * rest is filled in here, at build time, in one of two ways, both with
 * `fillBrand`:
 * - every String field of every content type carries the `@brand` field
 *   extension (content-core/model/fields.ts emits it, gatsby/schema.ts registers it), so
 *   page queries, static queries and whatever is built from them (heads,
 *   structured data, share pictures drawn from the heads) get the names;
 * - what is built from the files themselves after the build (the RSS feed,
 *   the web manifest, gatsby/post-build.ts) reads them with `readContentYaml`
 *   or fills what it parsed with `fillBrand` and `brandNamesIn`.
 * Components use content strings as they come.
 */
export interface BrandNames {
  product: string;
  company: string;
}

const TOKEN = /\{(product|company)\}/g;

/**
 * The source of a `{...}` in an MDX body that is a brand name: MDX reads
 * {company} in the text as an expression, and content-core/body-from-mdx.ts writes the
 * name in its place.
 */
export function brandExpression(source: string): keyof BrandNames | undefined {
  const match = /^\s*(product|company)\s*$/.exec(source);
  return match ? (match[1] as keyof BrandNames) : undefined;
}
/** A {product} or {company} anywhere in a text. */
export const HAS_TOKEN = /\{(?:product|company)\}/;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** Whether `value` (text, or a list or group of fields holding text) contains {product} or {company}. */
export function hasBrandToken(value: unknown): boolean {
  if (typeof value === "string") return HAS_TOKEN.test(value);
  if (Array.isArray(value)) return value.some(hasBrandToken);
  if (isPlainObject(value)) return Object.values(value).some(hasBrandToken);
  return false;
}

/**
 * Replaces {product} and {company} with the names, in text and in every text
 * inside lists and groups of fields. Anything else (numbers, dates, true or
 * false, other {braces}) is left as it is.
 */
export function fillBrand<T>(value: T, names: BrandNames): T {
  if (typeof value === "string") return value.replace(TOKEN, (_, key: keyof BrandNames) => names[key]) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillBrand(item, names)) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillBrand(item, names)])) as T;
  return value;
}
