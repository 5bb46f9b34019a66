import { isMap, isScalar, isSeq, Scalar, stringify, type Document, type Node, type Pair, type YAMLSeq } from "yaml";
import { readYamlDocument } from "../content-core/yaml";
import {
  blockScalar,
  blockValue,
  DATE,
  inlineValue,
  isRecord,
  readsLikeBuild,
  refolded,
  sameData,
  type Data,
  type Path,
} from "./yaml-text";

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Where a node is: its path in the data, the column of the key or dash holding it, after "- " or "key: ", inside [ ] or { }. */
interface Place {
  path: Path;
  parent: number;
  inList: boolean;
  inFlow: boolean;
}

const lineStart = (text: string, at: number) => text.lastIndexOf("\n", at - 1) + 1;
const columnOf = (text: string, at: number) => at - lineStart(text, at);

/** Just after the newline that ends the line holding the text that ends at `end` (a block value's end is already there). */
function afterLine(text: string, end: number): number {
  if (end > 0 && text[end - 1] === "\n") return end;
  const newline = text.indexOf("\n", end);
  return newline === -1 ? text.length : newline + 1;
}

/** Where a node's own text ends: before the line breaks and blank lines a block value counts as its own. */
const contentEnd = (text: string, node: Node) => node.range![0] + text.slice(node.range![0], node.range![1]).trimEnd().length;

/** The "-" that starts a list item whose value starts at `at`. */
const dashOf = (text: string, at: number) => text.slice(0, at).trimEnd().length - 1;

/**
 * Writes new values into a YAML file's text: a changed value is replaced where it stands in the style it had,
 * an added field appended to its group, a removed one cut out, a list's items kept, moved, patched or added.
 */
class Patcher {
  readonly edits: Edit[] = [];
  constructor(
    readonly source: string,
    readonly document: Document,
  ) {}

  /** A node's value as the file is read, its aliases and merge keys (<<) resolved. */
  private valueOf = (node: Node): unknown => node.toJS(this.document);

  /**
   * The first of `candidates` that, put in place of [start, end), reads back as
   * `expected` at `path`; the last one (double-quoted, which holds any text) otherwise.
   */
  private firstThatReads(start: number, end: number, candidates: string[], place: Place, expected: unknown, isDate: boolean): string {
    // Read alone on its line (with the rest of the line), or, inside [ ] or { }, in the whole file.
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
        if (readsLikeBuild(text, path, expected, isDate)) return candidate;
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
      // A folded paragraph keeps the file's lines wherever their words are unchanged.
      if (folded) candidates.push(refolded(this.source.slice(start, end), String(node.value), next) ?? "");
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
    if (!node || !node.range || sameData(this.valueOf(node), next)) return;
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
    const old = items.map(this.valueOf);
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
      const inner = new Patcher(this.source, this.document);
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

/**
 * The YAML text of `next`: `source` changed only where they differ, or, for a new file (no `source`) or one whose top
 * level changed kind, `next` written anew.
 */
export function writeYaml(next: Data | unknown[], source?: string): string {
  const document = readYamlDocument(source ?? "");
  const patcher = new Patcher(source ?? "", document);
  const top: Place = { path: [], parent: 0, inList: false, inFlow: false };
  if (isSeq(document.contents) && Array.isArray(next)) patcher.node(document.contents, next, top);
  else if (isMap(document.contents) && isRecord(next)) patcher.map(document.contents.items as Pair<Node, Node | null>[], next, top);
  else return stringify(next, { lineWidth: 0 });
  return patcher.apply();
}
