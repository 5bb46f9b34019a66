import { Document, parse, Scalar, stringify } from "yaml";
import { readYaml } from "../content-core/yaml";

/** A value as YAML text in the content files' styles, and whether a text reads back as the value (cms/yaml-patch.ts). */

/** Where a folded paragraph is wrapped, counting its indentation, as the content files are written. */
const LINE_WIDTH = 100;

export type Data = Record<string, unknown>;
export type Path = (string | number)[];
export const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);

/** Two values are the same data: same scalars, same lists in the same order, same fields in any order. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  }
  if (isRecord(a) || isRecord(b)) {
    if (!isRecord(a) || !isRecord(b)) return false;
    const keys = (value: Data) => Object.keys(value).filter((key) => value[key] !== undefined);
    const [ka, kb] = [keys(a), keys(b)];
    return ka.length === kb.length && ka.every((key) => sameData(a[key], b[key]));
  }
  return Object.is(a, b) || (a == null && b == null);
}

/** YAML text of a value on one line: plain where YAML allows, quoted otherwise; a list or group in [ ] or { }. */
export function inlineValue(value: unknown): string {
  if (typeof value === "string" && /[\n\r]/.test(value)) return JSON.stringify(value);
  if (Array.isArray(value) || isRecord(value))
    return stringify(value, { lineWidth: 0, flowCollectionPadding: false, collectionStyle: "flow" }).trimEnd();
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

/** `text` with every line after the first indented by `indent` spaces. */
const indentRest = (text: string, indent: number) =>
  text
    .split("\n")
    .map((line, index) => (index === 0 || !line ? line : `${" ".repeat(indent)}${line}`))
    .join("\n");

/** YAML text of a list or group, in block style, indented to `indent` after its first line. */
export const blockValue = (value: unknown, indent: number) =>
  indentRest(stringify(value, { lineWidth: 0, flowCollectionPadding: false, indentSeq: true }).trimEnd(), indent);

/**
 * A text as a block scalar (`>-` folded, `|-` literal, with the indicators the
 * text needs), its lines indented under a key or dash at column `parent`; no
 * final line break. Undefined when YAML cannot write this text in that style.
 */
export function blockScalar(value: string, folded: boolean, parent: number, inList: boolean): string | undefined {
  const node = new Scalar(value);
  node.type = folded ? Scalar.BLOCK_FOLDED : Scalar.BLOCK_LITERAL;
  const text = new Document(inList ? [node] : { k: node }).toString({
    lineWidth: Math.max(LINE_WIDTH - parent, 40),
    minContentWidth: 0,
    indent: 2,
    indentSeq: true,
  });
  const rest = text.slice(inList ? 2 : 3).replace(/\n$/, "");
  return /^[|>]/.test(rest) ? indentRest(rest, parent) : undefined;
}

export const valueAt = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === "object" ? (value as Data)[key] : undefined), data);

export const DATE = /^\d{4}-\d\d?-\d\d?$/;

/**
 * Whether `text` holds `expected` at `path` as the editing room reads it, as the build reads it (content-core/yaml.ts)
 * and as YAML 1.1 tools read it (yes, on, 1_000, 1:30). In a date field (`isDate`) a date the build reads is compared as typed.
 */
export function readsLikeBuild(text: string, path: Path, expected: unknown, isDate: boolean): boolean {
  const asTyped = (value: unknown) => (isDate && value instanceof Date ? value.toISOString().slice(0, 10) : value);
  return [readYaml(text, { datesAsText: true }), readYaml(text), parse(text, { schema: "yaml-1.1" })].every((data) =>
    sameData(asTyped(valueAt(data, path)), expected),
  );
}
