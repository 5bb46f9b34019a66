import fs from "node:fs";
import path from "node:path";
import { isMap, isScalar, isSeq, parseDocument, Scalar, type Document, type Node, type Pair } from "yaml";
import { ENTRIES, fromMdx, fromYaml, SOURCE, toMdx, toYaml } from "../../../cms/source-format";
import { sameData } from "../../../cms/yaml-text";
import { splitFrontMatter } from "../../../content-core/front-matter";
import { readYaml } from "../../../content-core/yaml";
import { CONTENT, contentFiles, readByGatsby } from "../content-files";

/**
 * The editing room's writer as a property over all of content/: every value
 * of every file (YAML files, MDX front matter, list items, MDX bodies) gets
 * every kind of edit an editor can type, and each save must read back as
 * exactly the edited data (by the editing room's reader and by the build's),
 * keep every line outside the edited value byte for byte, and keep folded
 * paragraphs folded. No file or field is named here: they are all walked.
 */

type Data = Record<string, unknown>;
type Path = (string | number)[];

/** What an editor can type into a text field. */
const TEXTS: Record<string, string> = {
  "a short line": "Cut costs",
  "a paragraph with YAML's and Markdown's marks": `Costs: down 20% # not a comment, 'single' and "double" quotes, {braces} [brackets] & anchors * stars ! bangs | pipes > arrows % and @handles, with \`code\`.`,
  "leading and trailing spaces": "  spaced out  ",
  "blank lines inside": "First paragraph.\n\nSecond paragraph, after a blank line.\n\n\nThird, after two.",
  "emoji and CJK": "Growth 📈 成長と効率 — café, naïve, 100 € ✓",
  "several lines": "Line one\nLine two: with a colon\n- line three, like a list",
  "a long line": `${"Procurement teams recover value from contracts they already signed, ".repeat(3)}every quarter.`,
  "words that look like other values": "yes",
  "a number as text": "1_000",
  "a date as text": "2024-03-15",
  "a comment mark and a dash": "- # not a list",
  "a line break at the end": "Ends with a line break\n",
};

const clone = <T>(value: T): T => structuredClone(value);

/** Every value below the top, with its address: fields, groups, lists and list items. */
function* values(value: unknown, at: Path = []): Generator<{ path: Path; value: unknown }> {
  if (at.length) yield { path: at, value };
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* values(value[i], [...at, i]);
  else if (value && typeof value === "object") for (const [key, child] of Object.entries(value)) yield* values(child, [...at, key]);
}

function setIn(data: unknown, at: Path, value: unknown): void {
  const parent = at.slice(0, -1).reduce<unknown>((node, key) => (node as Data)[key], data) as Data;
  const key = at[at.length - 1]!;
  if (value === undefined && !Array.isArray(parent)) delete parent[key];
  else parent[key] = value;
}

/** The edits of one value: new texts for a text, a flipped switch, a changed number, a list's items added, removed and moved. */
function editsOf(value: unknown): { name: string; value: unknown }[] {
  if (typeof value === "string")
    return [...Object.entries(TEXTS).map(([name, text]) => ({ name, value: text })), { name: "emptied", value: undefined }];
  if (typeof value === "number") return [{ name: "another number", value: value + 7 }];
  if (typeof value === "boolean") return [{ name: "switched", value: !value }];
  if (!Array.isArray(value)) return [{ name: "removed", value: undefined }];
  const edits = [
    { name: "an item added at the end", value: [...value, clone(value[value.length - 1] ?? "A new item")] },
    { name: "an item added at the start", value: [clone(value[0] ?? "A new item"), ...value] },
    { name: "emptied", value: [] },
  ];
  if (value.length > 1) {
    edits.push(
      { name: "the first item removed", value: value.slice(1) },
      { name: "the last item removed", value: value.slice(0, -1) },
      { name: "reversed", value: [...value].reverse() },
      { name: "the last item moved to the start", value: [value[value.length - 1], ...value.slice(0, -1)] },
    );
  }
  return edits;
}

/** A file as the editing room reads it and as the build reads it: front matter (or the whole YAML), and an MDX body. */
const isMdx = (file: string) => file.endsWith(".mdx");
function editorValues(file: string, text: string): { data: Data; body?: string } {
  const { [SOURCE]: _source, body, ...data } = isMdx(file) ? fromMdx(text) : fromYaml(text);
  return { data: data[ENTRIES] && Object.keys(data).length === 1 ? { [ENTRIES]: data[ENTRIES] } : data, body: body as string | undefined };
}

/**
 * How the build reads a file: by Gatsby's plugins themselves, and by the content checks' reader
 * (content-core/yaml.ts), which must read the same.
 */
const BUILD_READERS: Record<string, (file: string, text: string) => unknown> = {
  "the build": readByGatsby,
  "the content checks": (file, text) => readYaml(isMdx(file) ? splitFrontMatter(text)!.frontMatter : text),
};

/** A build reader's values of a file (its front matter for an MDX file), with its dates as the YYYY-MM-DD text the form holds. */
function buildValues(file: string, text: string, read = BUILD_READERS["the build"]!): Data {
  const asText = (value: unknown): unknown =>
    value instanceof Date
      ? value.toISOString().slice(0, 10)
      : Array.isArray(value)
        ? value.map(asText)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asText(v)]))
          : value;
  const data = asText(read(file, text));
  return Array.isArray(data) ? { [ENTRIES]: data } : ((data ?? {}) as Data);
}

/** The YAML text of a file (an MDX file's front matter), and the line of the file it starts on. */
function yamlOf(file: string, text: string): { yaml: string; firstLine: number } {
  if (!isMdx(file)) return { yaml: text, firstLine: 0 };
  const parts = splitFrontMatter(text)!;
  return { yaml: parts.frontMatter, firstLine: 1 };
}

const lineOf = (text: string, at: number) => text.slice(0, at).split("\n").length - 1;
function contentEnd(text: string, node: Node): number {
  let end = node.range![1];
  while (end > node.range![0] && /\s/.test(text[end - 1]!)) end--;
  return end;
}

/**
 * The lines of the file that hold the value at `at` (from its key or dash), as [first, last]. A
 * removed field that shared its line with a list item's dash takes the next field up beside the
 * dash: that field's first line is the edit's too.
 */
function linesOf(document: Document, yaml: string, at: Path, removed = false): [number, number] {
  const parent = at.length > 1 ? (document.getIn(at.slice(0, -1), true) as Node) : document.contents!;
  const key = at[at.length - 1]!;
  if (isSeq(parent)) {
    const item = parent.items[key as number] as Node;
    let dash = item.range![0] - 1;
    while (dash > 0 && /\s/.test(yaml[dash]!)) dash--;
    return [lineOf(yaml, dash), lineOf(yaml, contentEnd(yaml, item))];
  }
  if (!isMap(parent)) throw new Error(`no group at ${at.join(".")}`);
  const pairs = parent.items as Pair<Node, Node | null>[];
  const index = pairs.findIndex((p) => isScalar(p.key) && String(p.key.value) === String(key));
  const pair = pairs[index]!;
  const first = lineOf(yaml, pair.key.range![0]);
  const last = lineOf(yaml, pair.value ? contentEnd(yaml, pair.value) : pair.key.range![1]);
  const besideDash = yaml.slice(yaml.lastIndexOf("\n", pair.key.range![0]) + 1, pair.key.range![0]).trim() !== "";
  const next = pairs[index + 1];
  return [first, removed && besideDash && next ? lineOf(yaml, next.key.range![0]) : last];
}

/** Every folded paragraph of a YAML text, by its value. */
function foldedTexts(document: Document): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (isScalar(node)) {
      if (node.type === Scalar.BLOCK_FOLDED) out.push(String(node.value));
    } else if (isMap(node) || isSeq(node)) {
      for (const item of node.items as unknown[]) walk(isMap(node) ? (item as Pair).value : item);
    }
  };
  walk(document.contents);
  return out;
}

/** Every text of a value, anywhere in it. */
function textsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (value && typeof value === "object") for (const child of Object.values(value)) textsIn(child, out);
  return out;
}

const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), "utf8");
const save = (file: string, data: Data) => (isMdx(file) ? toMdx(data) : toYaml(data));

/** What a check of a save needs to know of the file before it: read once per file. */
interface Before {
  file: string;
  text: string;
  document: Document;
  yaml: { yaml: string; firstLine: number };
  folded: string[];
}

/** One value's edit in a save: where, the new value (undefined: removed), and whether it was a folded paragraph. */
interface Change {
  at: Path;
  value: unknown;
  folded: boolean;
}

/** `lines` appear in `now` as one run, at or after `from`: where the run ends, or -1. */
function runAt(now: string[], lines: string[], from: number): number {
  for (let i = from; i + lines.length <= now.length; i++) if (lines.every((line, k) => now[i + k] === line)) return i + lines.length;
  return -1;
}

/** Where `written` departs from the edited data, or from what the edits must leave alone, in words. */
function problemsOf(before: Before, written: string, changes: Change[], expected: { data: Data; body?: string }): string[] {
  const { file, text: original } = before;
  const problems: string[] = [];
  const show = (value: unknown) => JSON.stringify(value)?.slice(0, 300);
  let editor: { data: Data; body?: string };
  let builds: [string, Data][];
  try {
    editor = editorValues(file, written);
    builds = Object.entries(BUILD_READERS).map(([reader, read]) => [reader, buildValues(file, written, read)]);
  } catch (error) {
    return [`the written file could not be read: ${(error as Error).message}\n${written}`];
  }
  if (!sameData(editor.data, expected.data)) problems.push(`the editing room reads back other values: ${show(editor.data)}`);
  for (const [reader, data] of builds)
    if (!sameData(data, expected.data)) problems.push(`${reader} reads back other values: ${show(data)}`);
  if (expected.body !== undefined && editor.body !== expected.body) problems.push(`the body reads back as ${show(editor.body)}`);

  // Every line outside the edited values' lines is the same, byte for byte, and in its place.
  const after = parseDocument(yamlOf(file, written).yaml);
  const spans = changes
    .filter((change) => change.at.length)
    .map((change) =>
      linesOf(before.document, before.yaml.yaml, change.at, change.value === undefined).map((line) => line + before.yaml.firstLine),
    )
    .sort((a, b) => a[0]! - b[0]!);
  if (spans.length) {
    const was = original.split("\n");
    const now = written.split("\n");
    const gaps = [was.slice(0, spans[0]![0]), ...spans.map(([, last], i) => was.slice(last! + 1, spans[i + 1]?.[0] ?? was.length))];
    let at = 0;
    gaps.forEach((gap, i) => {
      // The first run starts the file, the last one ends it, the others follow in order.
      const last = i === gaps.length - 1;
      const end = runAt(now, gap, last ? Math.max(at, now.length - gap.length) : at);
      const inPlace = end >= 0 && (i > 0 || end === gap.length) && (!last || end === now.length);
      if (!inPlace) problems.push(`lines ${i ? spans[i - 1]![1]! + 2 : 1} to ${i < spans.length ? spans[i]![0] : was.length} changed`);
      else at = end;
    });
  }
  // A folded paragraph that is still in the data is still folded; one edited as text stays folded, whatever was typed.
  const texts = textsIn(expected.data);
  const foldedNow = new Set(foldedTexts(after));
  for (const text of before.folded) if (texts.has(text) && !foldedNow.has(text)) problems.push(`${show(text)} is no longer folded`);
  for (const change of changes) {
    if (
      change.folded &&
      typeof change.value === "string" &&
      (after.getIn(change.at, true) as Scalar | undefined)?.type !== Scalar.BLOCK_FOLDED
    )
      problems.push(`${change.at.join(".")}, a folded paragraph, was written in another style`);
  }
  return problems;
}

/** The texts of a file in groups of up to `size` that share no parent: edited together in one save, each where it stands. */
function batches(texts: Path[], size: number): Path[][] {
  const out: Path[][] = [];
  const left = [...texts];
  while (left.length) {
    const batch: Path[] = [];
    const parents = new Set<string>();
    for (let i = 0; i < left.length && batch.length < size;) {
      const parent = left[i]!.slice(0, -1).join(".");
      if (parents.has(parent)) i++;
      else {
        parents.add(parent);
        batch.push(...left.splice(i, 1));
      }
    }
    out.push(batch);
  }
  return out;
}

describe.each(contentFiles())("the editing room writes %s", (file) => {
  const original = read(file);
  const entry = isMdx(file) ? fromMdx(original) : fromYaml(original);
  const { data, body } = editorValues(file, original);
  const yaml = yamlOf(file, original);
  const document = parseDocument(yaml.yaml, { keepSourceTokens: true });
  const before: Before = { file, text: original, document, yaml, folded: foldedTexts(document) };
  const inFile = (at: Path) => (at[0] === ENTRIES ? at.slice(1) : at);
  const isFolded = (at: Path) => (document.getIn(inFile(at), true) as Scalar | undefined)?.type === Scalar.BLOCK_FOLDED;

  /** Saves the entry with `changes`, and says what went wrong, naming the values. */
  function trySave(changes: Change[], name: string): string[] {
    const next = clone(entry);
    const expected = clone(data);
    for (const change of changes) {
      setIn(next, change.at, clone(change.value));
      setIn(expected, change.at, clone(change.value));
    }
    const problems = problemsOf(
      before,
      save(file, next),
      changes.map((change) => ({ ...change, at: inFile(change.at) })),
      { data: expected, body },
    );
    return problems.length ? [`${changes.map((change) => change.at.join(".")).join(", ")} (${name}): ${problems.join("; ")}`] : [];
  }

  it("every text, typed every way an editor can, reads back as typed and changes only its own lines", () => {
    const texts = [...values(data)].filter(({ value }) => typeof value === "string").map(({ path: at }) => at);
    const failures: string[] = [];
    // Up to eight texts of different groups in one save: each edit is made where its own value stands, so
    // eight at once check each as one would, in an eighth of the time. A failing group is tried text by text.
    for (const [name, text] of Object.entries(TEXTS)) {
      for (const batch of batches(texts, 8)) {
        const changes = batch.map((at) => ({ at, value: text, folded: isFolded(at) }));
        if (trySave(changes, name).length) failures.push(...changes.flatMap((change) => trySave([change], name)));
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it("every value emptied or removed, every number and switch changed, and every list's items added, removed and moved, reads back as edited and changes only its own lines", () => {
    const failures: string[] = [];
    for (const { path: at, value } of values(data)) {
      for (const edit of editsOf(value)) {
        // Texts are typed above; a list item is removed by the list's own edits.
        if (typeof edit.value === "string") continue;
        if (edit.value === undefined && typeof at[at.length - 1] === "number") continue;
        failures.push(...trySave([{ at, value: edit.value, folded: isFolded(at) }], edit.name));
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it("every text written plain on one line, made multi-line and then one line again, is written back as it was", () => {
    const failures: string[] = [];
    for (const { path: at, value } of values(data)) {
      const node = document.getIn(at[0] === ENTRIES ? at.slice(1) : at, true) as Scalar | undefined;
      // A date is set with the date picker, never typed over two lines; a text shaped like a date is written quoted.
      if (typeof value !== "string" || node?.type !== Scalar.PLAIN || /^\d{4}-\d\d-\d\d$/.test(value)) continue;
      const multi = clone(entry);
      setIn(multi, at, `${value}\nand a second line`);
      const written = save(file, multi);
      const reopened = isMdx(file) ? fromMdx(written) : fromYaml(written);
      setIn(reopened, at, value);
      const back = save(file, reopened);
      if (back !== original)
        failures.push(`${at.join(".")}: ${JSON.stringify(back.split("\n").find((line, i) => line !== original.split("\n")[i]))}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  if (body !== undefined) {
    it("a body edited every way keeps its front matter byte for byte and reads back as typed", () => {
      const frontMatter = original.slice(0, original.length - body.length);
      const failures: string[] = [];
      const bodies = {
        "a paragraph added": `${body.trimEnd()}\n\nA paragraph added at the end.\n`,
        "a paragraph added at the start": `A first paragraph.\n\n${body}`,
        ...Object.fromEntries(Object.entries(TEXTS).map(([name, text]) => [name, `${text}\n\n${body}`])),
        "a horizontal rule": `${body.trimEnd()}\n\n---\n\nAfter the rule.\n`,
        emptied: "",
      };
      for (const [name, edited] of Object.entries(bodies)) {
        const written = save(file, { ...clone(entry), body: edited });
        if (!written.startsWith(frontMatter)) failures.push(`${name}: the front matter changed`);
        // The rich-text editor drops a body's final line breaks; the file keeps the ones it had.
        const expected = edited.trimEnd() + /\s*$/.exec(original)![0];
        if (fromMdx(written).body !== expected) failures.push(`${name}: the editing room reads back another body`);
        if (splitFrontMatter(written)?.body.trim() !== expected.trim()) failures.push(`${name}: the build reads back another body`);
        if (!sameData(buildValues(file, written), data)) failures.push(`${name}: the build reads other front matter`);
      }
      expect(failures).toEqual([]);
    });
  }
});
