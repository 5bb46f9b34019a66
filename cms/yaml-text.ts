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

/** `over` laid on `base`: groups both have merged, any other value of `over` in place of `base`'s. */
export function merged(base: Data, over: Data): Data {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const was = out[key];
    out[key] = isRecord(was) && isRecord(value) ? merged(was, value) : value;
  }
  return out;
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

/** A blank line of a folded paragraph: a line break in its text. */
const BREAK = "\n";

/**
 * A folded paragraph's text as the words its lines hold, a line break as BREAK; undefined for a text
 * whose spaces folding cannot keep where they are (at either end of a line, two in a row, tabs).
 */
function foldedWords(text: string): string[] | undefined {
  if (/[\t\r]|^\n|\n$/.test(text) || text === "") return undefined;
  const words: string[] = [];
  for (const [index, part] of text.split("\n").entries()) {
    if (index) words.push(BREAK);
    if (part === "") continue;
    const inPart = part.split(" ");
    if (inPart.includes("")) return undefined;
    words.push(...inPart);
  }
  return words;
}

/** For each item of `a`, the index of the same item of `b` in a longest run common to both, or -1. */
function matchedIn(a: string[], b: string[]): number[] {
  const match = a.map(() => -1);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) match[start] = start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) match[--endA] = --endB;
  const [n, m] = [endA - start, endB - start];
  // A text retyped at length is written anew past its common start and end.
  if (n * m > 4_000_000) return match;
  const longest = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      longest[i]![j] = a[start + i] === b[start + j] ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[start + i] === b[start + j]) match[start + i++] = start + j++;
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  return match;
}

/**
 * A folded paragraph's new text `next` written over its old one (`written`, from its `>-` to its last
 * word, holding `was`) keeping every line of the file whose words are unchanged: the words that
 * changed are wrapped again only on the lines that held them, at the file's width (LINE_WIDTH, or its
 * longest line), so a word changed is a line changed, or two when that line would grow past the width.
 * Undefined when the old lines or the new text are not plain words (see foldedWords).
 */
export function refolded(written: string, was: string, next: string): string | undefined {
  const [header = "", ...rest] = written.split("\n");
  const chomp = /^>(-?)[ \t]*(#.*)?$/.exec(header)?.[1];
  // Kept (">-") or one line break at the end (">"), as the header says.
  const end = chomp === "-" ? "" : "\n";
  if (chomp === undefined || !was.endsWith(end) || !next.endsWith(end) || !rest[0]?.trim()) return undefined;
  const indent = /^ */.exec(rest[0])![0].length;
  const lines = rest.map((line) => (line === "" ? [BREAK] : line.slice(indent).split(" ")));
  if (rest.some((line) => line !== "" && (!line.startsWith(" ".repeat(indent)) || line[indent] === " "))) return undefined;
  const old = lines.flat();
  const words = foldedWords(next.slice(0, next.length - end.length));
  const oldWords = foldedWords(was.slice(0, was.length - end.length));
  if (!words || !oldWords || old.includes("") || old.join(" ") !== oldWords.join(" ")) return undefined;

  const match = matchedIn(old, words);
  const lineOf = lines.flatMap((line, index) => line.map(() => index));
  const changed = new Set<number>();
  const isWords = (line: number) => lines[line] !== undefined && lines[line]![0] !== BREAK;
  old.forEach((_, i) => {
    // A word gone, or words typed between two of one line: that line changed.
    if (match[i] === -1 || (i > 0 && lineOf[i - 1] === lineOf[i] && match[i - 1] !== -1 && match[i]! !== match[i - 1]! + 1))
      changed.add(lineOf[i]!);
  });
  // Words typed between two lines, where none were taken out, join the line they run on into, the next one or else the one before.
  const matched = old.map((_, i) => i).filter((i) => match[i] !== -1);
  for (let k = -1; k < matched.length; k++) {
    const [before, after] = [matched[k], matched[k + 1]];
    const from = before === undefined ? 0 : match[before]! + 1;
    const to = after === undefined ? words.length : match[after]!;
    if (from >= to || (after ?? old.length) - (before ?? -1) > 1) continue;
    const [lineBefore, lineAfter] = [before === undefined ? -1 : lineOf[before]!, after === undefined ? -1 : lineOf[after]!];
    if (words[to - 1] !== BREAK && isWords(lineAfter)) changed.add(lineAfter);
    else if (words[from] !== BREAK && isWords(lineBefore)) changed.add(lineBefore);
  }

  const width = Math.max(LINE_WIDTH, ...rest.map((line) => line.length));
  const pad = " ".repeat(indent);
  const out: string[] = [];
  /** New words on lines of their own, each as long as the width allows. */
  const wrap = (from: number, to: number) => {
    let line: string | undefined;
    for (const word of words.slice(from, to)) {
      if (word !== BREAK && line !== undefined && indent + line.length + 1 + word.length <= width) line += ` ${word}`;
      else {
        if (line !== undefined) out.push(pad + line);
        line = word === BREAK ? undefined : word;
        if (word === BREAK) out.push("");
      }
    }
    if (line !== undefined) out.push(pad + line);
  };
  let at = 0;
  rest.forEach((line, index) => {
    if (changed.has(index)) return;
    const first = match[lineOf.indexOf(index)]!;
    wrap(at, first);
    out.push(line);
    at = first + lines[index]!.length;
  });
  wrap(at, words.length);
  return [header, ...out].join("\n");
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
