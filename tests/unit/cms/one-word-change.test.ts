import fs from "node:fs";
import path from "node:path";
import { isPair, isSeq, parseDocument, Scalar, visit, type Node } from "yaml";
import { remarkFileStyle, remarkRoomAfterLastBlock } from "../../../cms/editor-components";
import { fromMdx, fromYaml, SOURCE, toMdx, toYaml } from "../../../cms/source-format";
import { sameData } from "../../../cms/yaml-text";
import { splitFrontMatter } from "../../../content-core/front-matter";
import { CONTENT, contentFiles } from "../content-files";
import { decapSerializers, type Serializers, type SlateNode } from "./decap-serializers";

/**
 * A one-word change is a one-line change in review, wherever the file's own wrapping allows: over every
 * folded paragraph of content/ and every paragraph of every body, the first, a middle and the last word
 * are each made longer and shorter, and the saved file may differ only on the line that word is on
 * (a line that would grow past the file's width takes one line more), and must read back as edited.
 */

type Data = Record<string, unknown>;
const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), "utf8");
const isMdx = (file: string) => file.endsWith(".mdx");

/** The first, a middle and the last word, each made longer and shorter. */
function wordEdits(count: number): { index: number; change: (word: string) => string; name: string }[] {
  const indexes = [...new Set([0, Math.floor(count / 2), count - 1])];
  return indexes.flatMap((index) => [
    { index, change: (word: string) => `${word}ward`, name: `word ${index + 1} of ${count} made longer` },
    { index, change: (word: string) => (word.length > 1 ? word.slice(0, -1) : "ox"), name: `word ${index + 1} of ${count} made shorter` },
  ]);
}

/**
 * Where `after` departs from `before`: the lines of `before` between their common start and common end, and
 * the lines of `after` in their place.
 */
function difference(before: string, after: string) {
  const was = before.split("\n");
  const now = after.split("\n");
  let start = 0;
  while (start < was.length && start < now.length && was[start] === now[start]) start++;
  let end = 0;
  while (end < was.length - start && end < now.length - start && was[was.length - 1 - end] === now[now.length - 1 - end]) end++;
  return { start, was: was.slice(start, was.length - end), now: now.slice(start, now.length - end) };
}

/** Sets the value at `at` in a copy of `data`. */
function setIn(data: Data, at: (string | number)[], value: unknown): Data {
  const copy = structuredClone(data);
  const parent = at.slice(0, -1).reduce<unknown>((node, key) => (node as Data)[key], copy) as Data;
  parent[at[at.length - 1]!] = value;
  return copy;
}

const withoutSource = ({ [SOURCE]: _source, ...values }: Data) => values;

/** Every folded paragraph of a file (an MDX file's front matter): its place, its text and the file's lines of its words, in order. */
function foldedParagraphs(file: string, text: string) {
  const yaml = isMdx(file) ? splitFrontMatter(text)!.frontMatter : text;
  const firstLine = isMdx(file) ? 1 : 0;
  const document = parseDocument(yaml);
  const found: { at: (string | number)[]; value: string; lineOfWord: number[] }[] = [];
  visit(document, {
    Scalar(_key, node, ancestors) {
      if (node.type !== Scalar.BLOCK_FOLDED) return;
      const at = ancestors.flatMap((ancestor, i): (string | number)[] => {
        const child = ancestors[i + 1] ?? node;
        if (isSeq(ancestor)) return [ancestor.items.indexOf(child)];
        return isPair(ancestor) && ancestor.value === child ? [String((ancestor.key as Scalar).value)] : [];
      });
      // Each word's line in the file: the paragraph's lines after its ">-", blank lines holding no word.
      const first = yaml.slice(0, (node as Node).range![0]).split("\n").length - 1 + firstLine;
      const lines = yaml
        .slice((node as Node).range![0], (node as Node).range![1])
        .trimEnd()
        .split("\n")
        .slice(1);
      const lineOfWord = lines.flatMap((line, i) =>
        line.trim()
          ? line
              .trim()
              .split(" ")
              .map(() => first + 1 + i)
          : [],
      );
      found.push({ at, value: String(node.value), lineOfWord });
    },
  });
  return found;
}

describe("a one-word change in a folded paragraph changes that word's line of the file", () => {
  const files = contentFiles();
  const cases = files.flatMap((file) => foldedParagraphs(file, read(file)).map((paragraph) => ({ file, ...paragraph })));

  it("finds the folded paragraphs of content/", () => {
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(files.filter((file) => cases.some((c) => c.file === file)))("in %s", (file) => {
    const original = read(file);
    const entry = isMdx(file) ? fromMdx(original) : fromYaml(original);
    const failures: string[] = [];
    for (const { at, value, lineOfWord } of cases.filter((c) => c.file === file)) {
      const words = value.split(/[ \n]+/);
      // Every word is on a line of the file.
      expect(words).toHaveLength(lineOfWord.length);
      const place = Array.isArray(entry.entries) && !isMdx(file) && typeof at[0] === "number" ? ["entries", ...at] : at;
      for (const { index, change, name } of wordEdits(words.length)) {
        let seen = -1;
        const edited = value.replace(/[^ \n]+/g, (word) => (++seen === index ? change(word) : word));
        const saved = isMdx(file) ? toMdx(setIn(entry, place, edited)) : toYaml(setIn(entry, place, edited));
        const where = `${at.join(".")}, ${name}`;
        const reread = withoutSource(isMdx(file) ? fromMdx(saved) : fromYaml(saved));
        if (!sameData(reread, withoutSource(setIn(entry, place, edited)))) failures.push(`${where}: reads back as other values`);
        const { start, was, now } = difference(original, saved);
        const line = lineOfWord[index]!;
        // Two lines only where one would pass the width.
        const grew = now.length === 2 && `${now[0]} ${now[1]!.trim()}`.length > 100;
        const oneLine = was.length === 1 && start === line && (now.length === 1 || grew);
        if (!oneLine)
          failures.push(
            `${where}: changed lines ${start + 1} to ${start + was.length} (the word is on line ${line + 1}) into ${JSON.stringify(now)}`,
          );
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });
});

describe("a one-word change in a paragraph of a body, through the rich-text editor, changes that paragraph's line", () => {
  let decap: Serializers;
  beforeAll(async () => {
    decap = await decapSerializers();
  }, 60_000);
  const options = { remarkPlugins: [remarkFileStyle, remarkRoomAfterLastBlock] };
  const bodies = contentFiles().filter(isMdx);

  /** Every paragraph of the editor's tree (in lists and quotes too), with the text leaves that carry no marks. */
  function paragraphs(nodes: SlateNode[], out: SlateNode[][] = []): SlateNode[][] {
    for (const node of nodes) {
      if (node.type === "shortcode") continue;
      if (node.type === "paragraph")
        out.push((node.children ?? []).filter((leaf) => Object.keys(leaf).join() === "text" && /\S/.test(leaf.text!)));
      else if (node.children) paragraphs(node.children, out);
    }
    return out.filter((leaves) => leaves.length);
  }

  it.each(bodies)("in %s", (file) => {
    const original = read(file);
    const entry = fromMdx(original);
    const tree = decap.markdownToSlate(String(entry.body), options);
    const count = paragraphs(tree).length;
    expect(count).toBeGreaterThan(0);
    const failures: string[] = [];
    for (let p = 0; p < count; p++) {
      const words = paragraphs(tree)[p]!.flatMap((leaf) => leaf.text!.match(/\S+/g) ?? []);
      for (const { index, change, name } of wordEdits(words.length)) {
        const nodes = structuredClone(tree);
        let seen = -1;
        for (const leaf of paragraphs(nodes)[p]!)
          leaf.text = leaf.text!.replace(/\S+/g, (word) => (++seen === index ? change(word) : word));
        const body = decap.slateToMarkdown(nodes, options);
        const saved = toMdx({ ...entry, body });
        const where = `paragraph ${p + 1}, ${name} ("${words[index]}")`;
        if (fromMdx(saved).body !== `${body.trimEnd()}\n`) failures.push(`${where}: the body reads back otherwise`);
        const { start, was, now } = difference(original, saved);
        const oneLine = was.length === 1 && now.length === 1 && was[0]!.includes(words[index]!) && now[0]!.includes(change(words[index]!));
        if (!oneLine)
          failures.push(`${where}: changed lines ${start + 1} to ${start + was.length} into ${JSON.stringify(now).slice(0, 300)}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
