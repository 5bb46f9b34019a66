/**
 * The product and company names, written {product} and {company} in content and named once in
 * content/site.yaml. GraphQL fills every String field (`@brand`, gatsby/brand.ts), an MDX body's
 * {company} becomes the name in its page data (`brandExpression`), and what the build reads outside
 * GraphQL is filled with `fillBrand`. Components use content strings as they come.
 */
export interface BrandNames {
  product: string;
  company: string;
}

const TOKEN = /\{(product|company)\}/g;

/** The name a `{...}` in an MDX body stands for, if it is {product} or {company}. */
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

/**
 * Where in `value` a text holds {product} or {company}: the path of field names to each such text,
 * as "hero.headline"; the items of a list share their list's path ("benefits.title"), and "" is `value` itself.
 */
export function brandPaths(value: unknown, at = ""): string[] {
  if (typeof value === "string") return HAS_TOKEN.test(value) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item: unknown) => brandPaths(item, at));
  if (isPlainObject(value)) return Object.entries(value).flatMap(([key, item]) => brandPaths(item, at ? `${at}.${key}` : key));
  return [];
}

/** Whether `value` (text, or a list or group of fields holding text) contains {product} or {company}. */
export const hasBrandToken = (value: unknown): boolean => brandPaths(value).length > 0;

/** Replaces {product} and {company} with the names, in text and in every text inside lists and groups of fields. */
export function fillBrand<T>(value: T, names: BrandNames): T {
  if (typeof value === "string") return value.replace(TOKEN, (_, key: keyof BrandNames) => names[key]) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillBrand(item, names)) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillBrand(item, names)])) as T;
  return value;
}
