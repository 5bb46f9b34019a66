import { splitFrontMatter } from "../content-core/front-matter";
import { readYaml } from "../content-core/yaml";
import { Document, isMap, isScalar, isSeq, parse, parseDocument, Scalar, stringify, type Node, type Pair, type YAMLSeq } from "yaml";

/**
 * How the editing room reads and writes content files so that saving changes
 * only what the editor changed. Decap's own YAML writer re-formats a whole
 * file: it drops the comments, re-wraps every long text and re-quotes
 * values, so one edited headline would show as a hundred changed lines in
 * review. Here a file is read with its text kept beside its values (the
 * hidden SOURCE field), and written by patching that text: a changed value
 * is replaced where it stands in the style it had (a folded paragraph stays
 * folded), an added field appended to its group, a removed one cut out, and a
 * list's items kept, moved, patched or added one by one. Everything else stays
 * byte for byte.
 *
 * Each replacement is read back before it is used: where a style cannot hold
 * the typed text (a plain value with a trailing space, a comma inside [a, b]),
 * the value is written double-quoted instead, which holds any text. The save
 * itself is read back once more as a whole (checkWritten) before anything is
 * written.
 */

/** The entry field that carries the file's text from reading to writing; never shown, never saved. */
export const SOURCE = "__source";

/**
 * The entry field that carries a new page's file name from the check before
 * saving to Decap's slug template (a new solution page is named after the
 * address in its "solution" field); never saved.
 */
export const NEW_FILE_NAME = "__fileName";

/** The field that holds a file whose top level is a list (industries.yaml): Decap edits a file as a group of fields. */
export const ENTRIES = "entries";

/** Where a folded paragraph is wrapped, counting its indentation, as the content files are written. */
const LINE_WIDTH = 100;

type Data = Record<string, unknown>;
type Path = (string | number)[];
const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);

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
  return Object.is(a, b) || (a === null && b === undefined) || (a === undefined && b === null);
}

/** YAML text of a value on one line: plain where YAML allows, quoted otherwise; a list or group in [ ] or { }. */
function inlineValue(value: unknown): string {
  if (typeof value === "string" && /[\n\r]/.test(value)) return JSON.stringify(value);
  if (Array.isArray(value) || isRecord(value))
    return stringify(value, { lineWidth: 0, flowCollectionPadding: false, collectionStyle: "flow" }).trimEnd();
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

/** YAML text of a list or group, in block style, indented to `indent` after its first line. */
function blockValue(value: unknown, indent: number): string {
  const text = stringify(value, { lineWidth: 0, flowCollectionPadding: false, indentSeq: true }).trimEnd();
  return text
    .split("\n")
    .map((line, index) => (index === 0 || !line ? line : `${" ".repeat(indent)}${line}`))
    .join("\n");
}

/**
 * A text as a block scalar (`>-` folded, `|-` literal, with the indicators the
 * text needs), its lines indented under a key or dash at column `parent`; no
 * final line break. Undefined when YAML cannot write this text in that style.
 */
function blockScalar(value: string, folded: boolean, parent: number, inList: boolean): string | undefined {
  const node = new Scalar(value);
  node.type = folded ? Scalar.BLOCK_FOLDED : Scalar.BLOCK_LITERAL;
  const text = new Document(inList ? [node] : { k: node }).toString({
    lineWidth: Math.max(LINE_WIDTH - parent, 40),
    minContentWidth: 0,
    indent: 2,
    indentSeq: true,
  });
  const rest = text.slice(inList ? 2 : 3).replace(/\n$/, "");
  if (!/^[|>]/.test(rest)) return undefined;
  return rest
    .split("\n")
    .map((line, index) => (index === 0 || !line ? line : `${" ".repeat(parent)}${line}`))
    .join("\n");
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Where a node is, for writing a new value in its place. */
interface Place {
  /** The value's address in the file's data. */
  path: Path;
  /** The column of the key or the dash that holds the value. */
  parent: number;
  /** A list item (after "- ") rather than a field's value (after "key: "). */
  inList: boolean;
  /** Inside a [ ] or { } written on one line, where only a one-line value fits. */
  inFlow: boolean;
}

const valueAt = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === "object" ? (value as Data)[key] : undefined), data);

/** The column of offset `at` in `text`. */
const columnOf = (text: string, at: number) => at - (text.lastIndexOf("\n", at - 1) + 1);

/** Where the line holding `at` starts. */
const lineStart = (text: string, at: number) => text.lastIndexOf("\n", at - 1) + 1;

/** Just after the newline that ends the line holding the text that ends at `end` (a block value's end is already there). */
function afterLine(text: string, end: number): number {
  if (end > 0 && text[end - 1] === "\n") return end;
  const newline = text.indexOf("\n", end);
  return newline === -1 ? text.length : newline + 1;
}

/** Where a node's own text ends: before the line breaks and blank lines a block value counts as its own. */
function contentEnd(text: string, node: Node): number {
  let end = node.range![1];
  while (end > node.range![0] && /\s/.test(text[end - 1]!)) end--;
  return end;
}

/** The "-" that starts a list item whose value starts at `at`. */
function dashOf(text: string, at: number): number {
  let i = at - 1;
  while (i > 0 && /\s/.test(text[i]!)) i--;
  return i;
}

/** How a date is written, unquoted, in a date field. */
const DATE = /^\d{4}-\d\d?-\d\d?$/;

/**
 * Whether `text` holds `expected` at `path` as the build reads it (content-core/yaml.ts,
 * where an unquoted 2024-03-15 is a date), and as YAML 1.1 reads it: the build reads an
 * article's front matter with gray-matter, whose older js-yaml also takes 1_000 and 1:30
 * for numbers, and YAML 1.1 tools take yes and on for switches. In a date field
 * (`isDate`) a date is what the build should read, so it is compared as the text it was typed as.
 */
function readsLikeBuild(text: string, path: Path, expected: unknown, isDate: boolean): boolean {
  const asTyped = (value: unknown) => (isDate && value instanceof Date ? value.toISOString().slice(0, 10) : value);
  return [readYaml(text), parse(text, { schema: "yaml-1.1" })].every((data) => sameData(asTyped(valueAt(data, path)), expected));
}

class Patcher {
  readonly edits: Edit[] = [];
  constructor(readonly source: string) {}

  /**
   * The first of `candidates` that, put in place of [start, end), reads back as
   * `expected` at `path`; the last one (double-quoted, which holds any text) otherwise.
   */
  private firstThatReads(start: number, end: number, candidates: string[], place: Place, expected: unknown, isDate: boolean): string {
    // Read in a file of its own line (the rest of the line included), or, inside [ ] or { }, in the whole file.
    const lineEnd = this.source.indexOf("\n", end);
    const rest = this.source.slice(end, lineEnd === -1 ? undefined : lineEnd);
    const alone = (candidate: string) =>
      place.inFlow
        ? { text: this.source.slice(0, start) + candidate + this.source.slice(end), path: place.path }
        : {
            text: `${" ".repeat(place.parent)}${place.inList ? "- " : "k: "}${candidate.trimStart()}${rest}\n`,
            path: [place.inList ? 0 : "k"],
          };
    for (const candidate of candidates) {
      const { text, path } = alone(candidate);
      try {
        if (sameData(valueAt(parse(text), path), expected) && readsLikeBuild(text, path, expected, isDate)) return candidate;
      } catch {
        // This style breaks the file here: try the next.
      }
    }
    return candidates[candidates.length - 1]!;
  }

  /** A new value `next` in place of the scalar `node`, in the style the node had where the text allows. */
  private scalar(node: Scalar, next: unknown, place: Place): void {
    const start = node.range![0];
    const end = contentEnd(this.source, node);
    const separator = start > 0 && this.source[start - 1] === ":" ? " " : "";
    if (Array.isArray(next) || isRecord(next)) {
      const indent = place.parent + 2;
      this.edits.push({ start, end, text: `\n${" ".repeat(indent)}${blockValue(next, indent)}` });
      return;
    }
    const candidates: string[] = [];
    if (typeof next === "string" && !place.inFlow) {
      const block = node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
      // A folded paragraph stays folded; a text typed over several lines is written as those lines.
      const folded = node.type === Scalar.BLOCK_FOLDED;
      if (folded || /\n/.test(next)) candidates.push(blockScalar(next, folded, place.parent, place.inList) ?? "");
      else if (block) candidates.push(inlineValue(next));
      // A quoted text keeps its quotes.
      const quoted = node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE;
      if (quoted && !/\n/.test(next)) candidates.push(stringify(next, { lineWidth: 0, defaultStringType: node.type }).trimEnd());
      if (!block && !/\n/.test(next)) candidates.push(inlineValue(next));
    } else {
      candidates.push(inlineValue(next));
    }
    candidates.push(typeof next === "string" ? JSON.stringify(next) : inlineValue(next));
    const text = this.firstThatReads(
      start,
      end,
      candidates.filter(Boolean).map((candidate) => separator + candidate),
      place,
      next,
      node.type === Scalar.PLAIN && DATE.test(String(node.source)),
    );
    this.edits.push({ start, end, text });
  }

  node(node: Node | null, next: unknown, place: Place): void {
    if (!node || !node.range || sameData(node.toJSON(), next)) return;
    if (isScalar(node)) return this.scalar(node, next, place);
    const flow = (isSeq(node) || isMap(node)) && Boolean(node.flow);
    if (isSeq(node) && Array.isArray(next) && !flow) return this.list(node, next, place);
    if (isMap(node) && isRecord(next)) {
      const keys = node.items.map((pair) => keyOf(pair as Pair<Node, Node | null>)).sort();
      const nextKeys = Object.keys(next)
        .filter((key) => next[key] !== undefined)
        .sort();
      // A group written on one line ({a: 1}) is rewritten whole when its fields change.
      if (!flow || sameData(keys, nextKeys)) {
        this.map(node.items as Pair<Node, Node | null>[], next, { ...place, inFlow: flow, parent: columnOf(this.source, node.range[0]) });
        return;
      }
    }
    if (isSeq(node) && Array.isArray(next) && node.items.length === next.length) {
      node.items.forEach((item, i) => this.node(item as Node, next[i], { ...place, path: [...place.path, i], inFlow: true }));
      return;
    }
    // A value that changed kind, or a list on one line that changed length: rewritten in the style it had.
    const start = node.range[0];
    this.edits.push({ start, end: contentEnd(this.source, node), text: flow ? inlineValue(next) : blockValue(next, place.parent + 2) });
  }

  /**
   * A list in block style: items that are still there keep their lines (moved
   * with them when the order changed), an item changed in place is patched,
   * a new item is written after the dash of the list's indentation.
   */
  private list(node: YAMLSeq, next: unknown[], place: Place): void {
    const items = node.items as Node[];
    const dashes = items.map((item) => dashOf(this.source, item.range![0]));
    const column = dashes.length ? columnOf(this.source, dashes[0]!) : place.parent + 2;
    const old = items.map((item) => item.toJSON() as unknown);
    // Each new item takes an old one equal to it, then the next old one left, if any.
    const used = new Set<number>();
    const from: (number | undefined)[] = next.map((value) => {
      const index = old.findIndex((was, i) => !used.has(i) && sameData(was, value));
      if (index >= 0) used.add(index);
      return index >= 0 ? index : undefined;
    });
    const leftover = old.map((_, i) => i).filter((i) => !used.has(i));
    for (let j = 0; j < next.length; j++) if (from[j] === undefined && leftover.length) from[j] = leftover.shift();

    const itemPlace = (i: number): Place => ({ path: [...place.path, i], parent: column, inList: true, inFlow: false });
    if (next.length === items.length && from.every((i, j) => i === j)) {
      items.forEach((item, i) => this.node(item, next[i], itemPlace(i)));
      return;
    }
    if (!items.length) {
      this.edits.push({
        start: node.range![0],
        end: contentEnd(this.source, node),
        text: blockValue(next, column).trimStart(),
      });
      return;
    }
    // The lines of each old item, up to the next item's dash (its comments and blank lines go with it).
    const starts = dashes.map((dash) => lineStart(this.source, dash));
    const regionEnd = afterLine(this.source, contentEnd(this.source, items[items.length - 1]!));
    const chunkEnd = (i: number) => (i + 1 < starts.length ? starts[i + 1]! : regionEnd);
    const pad = " ".repeat(column);
    const chunks = next.map((value, j) => {
      const i = from[j];
      if (i === undefined) return `${pad}- ${blockValue(value, column + 2)}\n`;
      const inner = new Patcher(this.source);
      inner.node(items[i]!, value, itemPlace(i));
      const chunk = inner.apply(starts[i]!, chunkEnd(i));
      return chunk.endsWith("\n") ? chunk : `${chunk}\n`;
    });
    const text = next.length ? chunks.join("") : `${pad}[]\n`;
    this.edits.push({ start: starts[0]!, end: regionEnd, text });
  }

  map(pairs: Pair<Node, Node | null>[], next: Data, place: Place): void {
    const seen = new Set<string>();
    const column = place.parent;
    for (const pair of pairs) {
      const key = keyOf(pair);
      seen.add(key);
      const path = [...place.path, key];
      if (next[key] === undefined) {
        // A field the editor removed: its lines go. The first field of a list item shares its line
        // with the item's dash, which stays: the next field moves up beside it.
        const keyStart = pair.key.range![0];
        const end = pair.value?.range ? contentEnd(this.source, pair.value) : pair.key.range![1];
        const afterDash = this.source.slice(lineStart(this.source, keyStart), keyStart).trim() !== "";
        const following = pairs[pairs.indexOf(pair) + 1];
        if (!afterDash) this.edits.push({ start: lineStart(this.source, keyStart), end: afterLine(this.source, end), text: "" });
        else if (following) this.edits.push({ start: keyStart, end: following.key.range![0], text: "" });
        else this.edits.push({ start: keyStart, end, text: "{}" });
        continue;
      }
      if (!pair.value) {
        if (next[key] !== null)
          this.edits.push({ start: pair.key.range![1], end: pair.key.range![1], text: `: ${inlineValue(next[key])}` });
        continue;
      }
      this.node(pair.value, next[key], { path, parent: columnOf(this.source, pair.key.range![0]), inList: false, inFlow: place.inFlow });
    }
    const added = Object.keys(next).filter((key) => !seen.has(key) && next[key] !== undefined);
    if (!added.length) return;
    const pad = " ".repeat(column);
    const lines = added.map((key) => {
      const value = next[key];
      const name = inlineValue(key);
      if (Array.isArray(value) || isRecord(value)) return `${pad}${name}:\n${pad}  ${blockValue(value, column + 2)}`;
      const block = typeof value === "string" && /\n/.test(value) ? blockScalar(value, false, column, false) : undefined;
      return `${pad}${name}: ${block ?? inlineValue(value)}`;
    });
    // After the group's last line.
    const last = pairs[pairs.length - 1];
    const at = last
      ? afterLine(this.source, last.value?.range ? contentEnd(this.source, last.value) : last.key.range![1])
      : this.source.length;
    this.edits.push({ start: at, end: at, text: `${at > 0 && this.source[at - 1] !== "\n" ? "\n" : ""}${lines.join("\n")}\n` });
  }

  /** The source between `from` and `to` with the edits that fall there. */
  apply(from = 0, to = this.source.length): string {
    let out = this.source.slice(from, to);
    const inside = this.edits.filter((edit) => edit.start >= from && edit.end <= to).sort((a, b) => b.start - a.start);
    for (const edit of inside) out = out.slice(0, edit.start - from) + edit.text + out.slice(edit.end - from);
    return out;
  }
}

const keyOf = (pair: Pair<Node, Node | null>) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));

/** `source` with the values of `next`, changed only where they differ. */
export function patchYaml(source: string, next: Data): string {
  const document = parseDocument(source, { keepSourceTokens: true });
  const data = Object.fromEntries(Object.entries(next).filter(([key]) => key !== SOURCE));
  const patcher = new Patcher(source);
  const top: Place = { path: [], parent: 0, inList: false, inFlow: false };
  if (isSeq(document.contents) && Array.isArray(data[ENTRIES])) patcher.node(document.contents, data[ENTRIES], top);
  else if (isMap(document.contents)) patcher.map(document.contents.items as Pair<Node, Node | null>[], data, top);
  else return stringify(data, { lineWidth: 0 });
  return patcher.apply();
}

/** A YAML file as an entry: its values (a top-level list as ENTRIES), and its text. */
export function fromYaml(content: string): Data {
  const values = parse(content) as unknown;
  if (Array.isArray(values)) return { [ENTRIES]: values, [SOURCE]: content };
  return { ...(isRecord(values) ? values : {}), [SOURCE]: content };
}

/** The values of an entry as they are written: without the hidden fields. */
const savedValues = (data: Data) => Object.fromEntries(Object.entries(data).filter(([key]) => key !== SOURCE && key !== NEW_FILE_NAME));

export function toYaml(data: Data): string {
  const source = data[SOURCE];
  const values = savedValues(data);
  if (typeof source === "string") return patchYaml(source, values);
  return stringify(Object.keys(values).length === 1 && Array.isArray(values[ENTRIES]) ? values[ENTRIES] : values, { lineWidth: 0 });
}

/** An MDX file as an entry: its front matter's values, its body, and its text. */
export function fromMdx(content: string): Data {
  const parts = splitFrontMatter(content);
  if (!parts) return { body: content, [SOURCE]: content };
  const values = parse(parts.frontMatter) as unknown;
  return { ...(isRecord(values) ? values : {}), body: parts.body, [SOURCE]: content };
}

export function toMdx(data: Data): string {
  const { body: edited = "", [SOURCE]: source, [NEW_FILE_NAME]: _name, ...values } = data;
  const parts = typeof source === "string" ? splitFrontMatter(source) : undefined;
  // The rich-text editor drops the body's final line break: the file keeps the one it had, and a new file ends with one.
  const ending = typeof source === "string" ? (/\s*$/.exec(source)?.[0] ?? "") : "\n";
  const body = String(edited).trimEnd() + ending;
  if (!parts) return `---\n${stringify(values, { lineWidth: 0 })}---\n\n${body}`;
  return `---\n${patchYaml(parts.frontMatter, values)}---${parts.closing}${body}`;
}

/**
 * The guard before a save: the text `write` would save for `data`, read back
 * as the editing room reads a file, and the fields whose values it would not
 * keep (none when the file holds exactly what the form shows). An MDX body is
 * compared without its final line breaks, which the rich-text editor drops.
 */
export function readBack(data: Data, format: "yaml" | "mdx", write: (data: Data) => string = format === "mdx" ? toMdx : toYaml) {
  const text = write(data);
  let read: Data;
  try {
    read = format === "mdx" ? fromMdx(text) : fromYaml(text);
  } catch {
    return { text, unkept: Object.keys(savedValues(data)) };
  }
  const wanted = savedValues(data);
  const got = savedValues(read);
  const unkept = [...new Set([...Object.keys(wanted), ...Object.keys(got)])].filter((key) =>
    key === "body" ? String(wanted.body ?? "").trimEnd() !== String(got.body ?? "").trimEnd() : !sameData(wanted[key], got[key]),
  );
  return { text, unkept };
}
