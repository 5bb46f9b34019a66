import { isMap, isScalar, isSeq, parse, parseDocument, stringify, type Node, type Pair } from "yaml";

/**
 * How the editing room reads and writes content files so that saving changes
 * only what the editor changed. Decap's own YAML writer re-formats a whole
 * file: it drops the comments, re-wraps every long text and re-quotes
 * values, so one edited headline would show as a hundred changed lines in
 * review. Here a file is read with its text kept beside its values (the
 * hidden SOURCE field), and written by patching that text: a changed value
 * is replaced where it stands, an added field appended to its group, a
 * removed one cut out, a list that changed length rewritten as a list.
 * Everything else stays byte for byte.
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

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);

/** YAML text of one value on one line: plain where YAML allows, quoted otherwise. */
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
    .map((line, index) => (index === 0 ? line : `${" ".repeat(indent)}${line}`))
    .join("\n");
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The column of offset `at` in `text`. */
const columnOf = (text: string, at: number) => at - (text.lastIndexOf("\n", at - 1) + 1);

/** Where the line holding `at` starts. */
const lineStart = (text: string, at: number) => text.lastIndexOf("\n", at - 1) + 1;

function diffNode(text: string, node: Node | null, next: unknown, edits: Edit[]): void {
  if (!node || !node.range) return;
  const [start, valueEnd] = node.range;
  if (isScalar(node)) {
    if (!same(node.toJSON(), next))
      edits.push({
        start,
        end: valueEnd,
        text:
          Array.isArray(next) || isRecord(next)
            ? `\n${" ".repeat(columnOf(text, start) + 2)}${blockValue(next, columnOf(text, start) + 2)}`
            : inlineValue(next),
      });
    return;
  }
  if (isSeq(node) && Array.isArray(next)) {
    if (node.items.length === next.length) {
      node.items.forEach((item, index) => diffNode(text, item as Node, next[index], edits));
      return;
    }
  }
  if (isMap(node) && isRecord(next)) {
    const keys = (node.items as Pair<Node, Node | null>[]).map((pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key)));
    const sameKeys = same(
      [...keys].sort(),
      Object.keys(next)
        .filter((key) => next[key] !== undefined)
        .sort(),
    );
    // A group written on one line ({a: 1}) is rewritten whole when its fields change.
    if (!node.flow || sameKeys) {
      diffMap(text, node.items as Pair<Node, Node | null>[], next, edits, columnOf(text, start));
      return;
    }
  }
  if (same(node.toJSON(), next)) return;
  // A list that changed length, or a value that changed kind: rewritten in the style it had.
  const flow = (isSeq(node) || isMap(node)) && node.flow;
  edits.push({ start, end: valueEnd, text: flow ? inlineValue(next) : blockValue(next, columnOf(text, start)) });
}

function diffMap(text: string, pairs: Pair<Node, Node | null>[], next: Data, edits: Edit[], indent: number): void {
  const seen = new Set<string>();
  for (const pair of pairs) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    seen.add(key);
    if (next[key] === undefined) {
      // A field the editor removed: its lines go.
      const to = pair.value?.range ? pair.value.range[1] : pair.key.range![1];
      edits.push({ start: lineStart(text, pair.key.range![0]), end: afterLine(text, to), text: "" });
      continue;
    }
    if (pair.value === null || pair.value === undefined) {
      if (next[key] !== null) edits.push({ start: pair.key.range![1], end: pair.key.range![1], text: `: ${inlineValue(next[key])}` });
      continue;
    }
    diffNode(text, pair.value, next[key], edits);
  }
  const added = Object.keys(next).filter((key) => !seen.has(key) && next[key] !== undefined);
  if (!added.length) return;
  const pad = " ".repeat(indent);
  const lines = added.map((key) => {
    const value = next[key];
    return Array.isArray(value) || isRecord(value)
      ? `${pad}${key}:\n${pad}  ${blockValue(value, indent + 2)}`
      : `${pad}${key}: ${inlineValue(value)}`;
  });
  // After the group's last line.
  const last = pairs[pairs.length - 1];
  const at = last ? afterLine(text, last.value?.range ? last.value.range[1] : last.key.range![1]) : text.length;
  edits.push({ start: at, end: at, text: `${at > 0 && text[at - 1] !== "\n" ? "\n" : ""}${lines.join("\n")}\n` });
}

/** Just after the newline that ends the line holding the text that ends at `end` (a block value's end is already there). */
function afterLine(text: string, end: number): number {
  if (end > 0 && text[end - 1] === "\n") return end;
  const newline = text.indexOf("\n", end);
  return newline === -1 ? text.length : newline + 1;
}

/** `source` with the values of `next`, changed only where they differ. */
export function patchYaml(source: string, next: Data): string {
  const document = parseDocument(source, { keepSourceTokens: true });
  const data = Object.fromEntries(Object.entries(next).filter(([key]) => key !== SOURCE));
  const edits: Edit[] = [];
  if (isSeq(document.contents) && Array.isArray(data[ENTRIES])) diffNode(source, document.contents, data[ENTRIES], edits);
  else if (isMap(document.contents)) diffMap(source, document.contents.items as Pair<Node, Node | null>[], data, edits, 0);
  else return stringify(data, { lineWidth: 0 });
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** A YAML file as an entry: its values (a top-level list as ENTRIES), and its text. */
export function fromYaml(content: string): Data {
  const values = parse(content) as unknown;
  if (Array.isArray(values)) return { [ENTRIES]: values, [SOURCE]: content };
  return { ...(isRecord(values) ? values : {}), [SOURCE]: content };
}

export function toYaml(data: Data): string {
  const source = data[SOURCE];
  const values = Object.fromEntries(Object.entries(data).filter(([key]) => key !== SOURCE && key !== NEW_FILE_NAME));
  if (typeof source === "string") return patchYaml(source, values);
  return stringify(Object.keys(values).length === 1 && Array.isArray(values[ENTRIES]) ? values[ENTRIES] : values, { lineWidth: 0 });
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---[^\S\r\n]*(\r?\n\r?\n?|$)/;

/** An MDX file as an entry: its front matter's values, its body, and its text. */
export function fromMdx(content: string): Data {
  const match = FRONT_MATTER.exec(content);
  if (!match) return { body: content, [SOURCE]: content };
  const values = parse(match[1] ?? "") as unknown;
  return { ...(isRecord(values) ? values : {}), body: content.slice(match[0].length), [SOURCE]: content };
}

export function toMdx(data: Data): string {
  const { body: edited = "", [SOURCE]: source, ...values } = data;
  const match = typeof source === "string" ? FRONT_MATTER.exec(source) : null;
  // The rich-text editor drops the body's final line break: the file keeps the one it had, and a new file ends with one.
  const ending = typeof source === "string" ? (/\s*$/.exec(source)?.[0] ?? "") : "\n";
  const body = String(edited).trimEnd() + ending;
  if (!match) return `---\n${stringify(values, { lineWidth: 0 })}---\n\n${body}`;
  const frontMatter = patchYaml(match[1] ?? "", values);
  return `---\n${frontMatter}---${match[2]}${body}`;
}
