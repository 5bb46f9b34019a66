import type { BodyNode, BodyTree, BodyValue } from "./body-tree";

/**
 * Warnings about the copy across pages, which `npm run check-content` prints and the build only
 * logs: what reads as boilerplate (a phrase of 8 or more words on more than three pages), a
 * headline range written with different bases ("5 to 15 percent of spend" on one page, "of affected
 * spend" on another) or as different kinds of figure (measured on one page, a target on another), and
 * a privacy policy that does not name every processor site.yaml lists. None stops a build: the words
 * may be right, but an editor should look.
 */

/** A page's visible text, in pieces a phrase does not run across: a field, a heading, a paragraph, a cell. */
export interface PageText {
  file: string;
  pieces: string[];
}

export const PHRASE_WORDS = 8;
export const MAX_PAGES_PER_PHRASE = 3;

/** Fields whose text no visitor reads as copy: addresses, files, names of icons and colours. */
const NOT_COPY = /^(id|to|href|src|image|icon|color|path|slug|linksTo|video|poster|author|date|category|alsoIn|className)$/;

/** Every text in a file's values (YAML, or an MDX file's front matter). */
export function textPieces(value: unknown, key = ""): string[] {
  if (typeof value === "string") return NOT_COPY.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item: unknown) => textPieces(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => textPieces(item, name));
  return [];
}

/** Elements whose text runs on inside a paragraph; any other element starts a new piece. */
const INLINE = new Set(["a", "abbr", "b", "code", "em", "i", "s", "small", "span", "strong", "sub", "sup"]);

/** The text of an MDX body's page data: each block a piece, and each text attribute (a title, a table cell) one. */
export function bodyPieces(tree: BodyTree): string[] {
  const pieces: string[] = [];
  const props = (values: Record<string, BodyValue> = {}) =>
    Object.entries(values).forEach(([name, value]) => pieces.push(...textPieces(value, name)));
  const inline = (node: BodyNode): string =>
    typeof node === "string" ? node : "tag" in node && INLINE.has(node.tag) ? (node.children ?? []).map(inline).join("") : "";
  const blocks = (nodes: BodyNode[]) => {
    let run = "";
    for (const node of nodes) {
      if (typeof node === "string" || ("tag" in node && INLINE.has(node.tag))) {
        run += inline(node);
        continue;
      }
      pieces.push(run);
      run = "";
      props(node.props);
      blocks(node.children ?? []);
    }
    pieces.push(run);
  };
  blocks(tree.children);
  return pieces.filter((piece) => piece.trim());
}

/** The words of a claim around a percentage ("5 to 15 percent of the spend reviewed"): meant to read the same everywhere. */
const CLAIM_BEFORE = 3;
const CLAIM_AFTER = 12;
/** What a claim's words are compared as: a phrase holding one is never counted. */
const CLAIM = "\0claim";

/**
 * A piece's sentences, each as words: the words as written, and as compared (lower case, no
 * punctuation around them). The words of a claim are marked CLAIM, so a figure written with its base
 * and period on every page, as mixedBases asks, is not reported as boilerplate.
 */
function sentences(piece: string): { shown: string[]; keys: string[] }[] {
  return piece
    .split(/(?<=[.!?;:])\s+|\n\s*\n/)
    .map((sentence) => {
      const shown = sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
      const keys = shown.map((word) =>
        word
          .toLowerCase()
          .replace(/’/g, "'")
          .replace(/^[^\p{L}\p{N}{$]+|[^\p{L}\p{N}}%]+$/gu, ""),
      );
      keys.forEach((key, i) => {
        if (!/\d%|^percent$/.test(key)) return;
        for (let j = Math.max(0, i - CLAIM_BEFORE); j <= Math.min(keys.length - 1, i + CLAIM_AFTER); j++) keys[j] = CLAIM;
      });
      return { shown, keys };
    })
    .filter(({ keys }) => keys.length >= PHRASE_WORDS);
}

/** Phrases of PHRASE_WORDS words or more found on more than MAX_PAGES_PER_PHRASE pages, longest run first found. */
export function repeatedPhrases(pages: readonly PageText[]): string[] {
  const read = pages.map(({ file, pieces }) => ({ file, sentences: pieces.flatMap(sentences) }));
  const filesOf = new Map<string, Set<string>>();
  const shingle = (keys: string[], at: number) => keys.slice(at, at + PHRASE_WORDS).join(" ");
  for (const { file, sentences: all } of read)
    for (const { keys } of all)
      for (let at = 0; at + PHRASE_WORDS <= keys.length; at++) {
        const key = shingle(keys, at);
        if (key.includes(CLAIM)) continue;
        filesOf.set(key, (filesOf.get(key) ?? new Set()).add(file));
      }

  const warnings: string[] = [];
  const reported = new Set<string>();
  const repeated = (key: string) => (filesOf.get(key)?.size ?? 0) > MAX_PAGES_PER_PHRASE && !reported.has(key);
  for (const { sentences: all } of read)
    for (const { shown, keys } of all)
      for (let at = 0; at + PHRASE_WORDS <= keys.length; at++) {
        if (!repeated(shingle(keys, at))) continue;
        const files = filesOf.get(shingle(keys, at))!;
        let end = at;
        while (
          end + 1 + PHRASE_WORDS <= keys.length &&
          repeated(shingle(keys, end + 1)) &&
          filesOf.get(shingle(keys, end + 1))!.size === files.size
        )
          end++;
        for (let i = at; i <= end; i++) reported.add(shingle(keys, i));
        const phrase = shown.slice(at, end + PHRASE_WORDS).join(" ");
        warnings.push(
          `"${phrase}" is on ${files.size} pages (${[...files].join(", ")}). Words repeated on page after page read as boilerplate: say it once, or in each page's own words.`,
        );
        at = end + PHRASE_WORDS - 1;
      }
  return warnings;
}

/** A range of percentages: "20-40%", "20–40%", "20 to 40 percent", "5-15 percent". */
const RANGE = /(\d+(?:\.\d+)?)\s*(?:%|percent)?\s*(?:-|–|—|to)\s*(\d+(?:\.\d+)?)\s*(?:%|percent)(?![\p{L}\p{N}])/gu;
/** Words that compare, not measure: "20-40% off", "a 25-40% revenue increase from". */
const COMPARING = new Set(
  "less lower more fewer higher off reduction reductions cut cuts saving savings saved increase decrease".split(" "),
);
/** Prepositions that put a range on its base: "of spend", "on managed spend", "per new contract". */
const ON_BASE = /^(?:([\p{L}-]+(?:\s+[\p{L}-]+){0,2})\s+)??(of|off|on|in|from|per)\s+(.+)$/u;
/** "cut addressable spend by 20-40%": the verb, then the base, just before the range. */
const BASE_BEFORE = /\b(?:cut|cuts|reduce|reduces|reduced|remove|removes|lower|lowers)\s+((?:(?!by\s)[\p{L}{}$-]+\s+){1,6}?)(?:by\s+)?$/u;
/** "The 20-40% range is based on ...": where a note says what a range is measured on. */
const DEFINED = /^(?:range|figure)?\s*(?:is|are)\s+(?:based|measured)\s+/;
/** Where a base ends: a joining word, or the period the range is measured over ("by each renewal", "in a typical first year"). */
const BASE_END =
  /[,;:.()—–]|\s(?:and|or|but|so|which|that|who|when|once|while|because|than|is|are|was|were|typically|usually|often|as|if)\b|\s(?:in|within|over|during|after|by|at|before|each|a|per)\s+(?:(?:[\d-]+|the|a|an|its|their|your|each|every|first|second|third|typical|full|end|of|to|vendor's|last)\s+){0,6}?(?:years?|quarters?|months?|weeks?|go-live|renewal|run[ -]rate|cycles?)\b/u;
const DETERMINERS = /\b(?:the|a|an|your|its|our|their|this|these|those|each|every|all)\b/g;

function baseOf(before: string, after: string): string | undefined {
  const on = ON_BASE.exec(after.trimStart().replace(DEFINED, ""));
  let base: string | undefined;
  if (on && !/[,;:.]/.test(on[1] ?? "")) {
    const measure = (on[1] ?? "").split(/\s+/).filter((word) => word && !COMPARING.has(word));
    const rest = on[3]!.split(BASE_END)[0]!;
    base = measure.length ? `${measure.join(" ")} ${on[2]} ${rest}` : rest;
  } else base = BASE_BEFORE.exec(before)?.[1];
  base = base?.replace(DETERMINERS, " ").replace(/-/g, " ").replace(/\s+/g, " ").trim();
  return base || undefined;
}

/** Words that join a base's parts; two bases that share none of their other words are two claims that happen to share a range. */
const JOINING = new Set("of off on in per from with to for by compared than".split(" "));

/** Groups the bases of one range that share a word, so "review time per new contract" and "development cost" stay apart. */
function claimsOf(bases: Map<string, Set<string>>): Map<string, Set<string>>[] {
  const groups: { words: Set<string>; bases: Map<string, Set<string>> }[] = [];
  for (const [base, files] of bases) {
    const words = new Set(base.split(" ").filter((word) => !JOINING.has(word)));
    const joined = groups.filter((group) => [...words].some((word) => group.words.has(word)));
    const group = { words, bases: new Map([[base, files]]) };
    for (const other of joined) {
      other.words.forEach((word) => group.words.add(word));
      other.bases.forEach((where, name) => group.bases.set(name, where));
      groups.splice(groups.indexOf(other), 1);
    }
    groups.push(group);
  }
  const order = [...bases.keys()];
  const first = (base: string) => order.indexOf(base);
  return groups.map((group) => new Map([...group.bases].sort(([a], [b]) => first(a) - first(b))));
}

/** The words that say what kind of figure a range is, in the clause around it; the first kind found wins. */
const KINDS: [kind: string, words: RegExp][] = [
  ["a target", /\b(?:target|targets|targeted|aim|aims|goal)\b/],
  ["a ceiling", /\bup to\b/],
  ["modelled", /\b(?:model|models|modelled|modeled|worked example)\b/],
  ["an estimate", /\b(?:estimate|estimates|estimated)\b/],
  ["a measured result", /\b(?:typical|typically|measured|usually)\b/],
];
const CLAUSE = /[,;:()—–]/;

/** The kind of figure a range is, from the words of its clause ("typically cut 30-50%", "target a 30-50% reduction"). */
function kindOf(before: string, after: string): string | undefined {
  const clause = `${before.split(CLAUSE).pop()} ${after.split(CLAUSE)[0]}`;
  return KINDS.find(([, words]) => words.test(clause))?.[0];
}

/** Every range with a base it can read: the figure, the base, its kind if its words say, and the file. */
function rangesIn(pages: readonly PageText[]) {
  const ranges: { figure: string; base: string; kind?: string; file: string }[] = [];
  for (const { file, pieces } of pages)
    for (const piece of pieces)
      for (const sentence of piece.toLowerCase().split(/(?<=[.!?;])\s+/)) {
        for (const match of sentence.matchAll(RANGE)) {
          const [before, after] = [sentence.slice(0, match.index), sentence.slice(match.index + match[0].length)];
          const base = baseOf(before, after);
          if (base) ranges.push({ figure: `${match[1]}-${match[2]}%`, base, kind: kindOf(before, after), file });
        }
      }
  return ranges;
}

/** For each figure, its bases and the files each is written in. */
function basesOf(ranges: ReturnType<typeof rangesIn>) {
  const figures = new Map<string, Map<string, Set<string>>>();
  for (const { figure, base, file } of ranges) {
    const bases = figures.get(figure) ?? new Map<string, Set<string>>();
    figures.set(figure, bases.set(base, (bases.get(base) ?? new Set()).add(file)));
  }
  return figures;
}

/** Ranges written with more than one base for the same claim: one warning per claim, naming each base and its pages. */
export function mixedBases(pages: readonly PageText[]): string[] {
  return [...basesOf(rangesIn(pages))].flatMap(([figure, bases]) =>
    claimsOf(bases)
      .filter((claim) => claim.size > 1)
      .map(
        (claim) =>
          `${figure} is written with ${claim.size} different bases: ${[...claim].map(([base, files]) => `"${base}" (${[...files].join(", ")})`).join("; ")}. A reader takes a figure to mean one thing; give it the same base wherever it appears.`,
      ),
  );
}

/** One claim (a range and its bases, grouped as mixedBases groups them) written as more than one kind of figure. */
export function mixedKinds(pages: readonly PageText[]): string[] {
  const ranges = rangesIn(pages);
  return [...basesOf(ranges)].flatMap(([figure, bases]) =>
    claimsOf(bases).flatMap((claim) => {
      const kinds = new Map<string, Set<string>>();
      for (const { kind, file } of ranges.filter((range) => range.figure === figure && claim.has(range.base) && range.kind))
        kinds.set(kind!, (kinds.get(kind!) ?? new Set()).add(file));
      if (kinds.size < 2) return [];
      const said = [...kinds].map(([kind, files]) => `as ${kind} (${[...files].join(", ")})`);
      return [
        `${figure} of "${[...claim.keys()][0]}" is written ${said.slice(0, -1).join(", ")} and ${said.at(-1)}. A reader takes a figure to be one kind of number; say everywhere whether it was measured, modelled, estimated, a ceiling or a target.`,
      ];
    }),
  );
}

/** The processors (content/site.yaml, privacy.processors) the privacy policy's text does not name as a word of its own. */
export function unnamedProcessors(policy: PageText, processors: readonly string[]): string[] {
  const text = policy.pieces.join("\n").toLowerCase();
  const named = (name: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u").test(text);
  const missing = processors.filter((name) => !named(name));
  if (!missing.length) return [];
  const names = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} or ${missing.at(-1)}`;
  return [
    `${policy.file} names ${processors.length - missing.length} of the ${processors.length} processors in content/site.yaml (privacy.processors): not ${names}. A privacy policy names every outside service that receives personal information collected through the site.`,
  ];
}

/** What the privacy check needs: the policy's page and the processors site.yaml lists. */
export interface Privacy {
  policy: PageText;
  processors: readonly string[];
}

export const copyWarnings = (pages: readonly PageText[], privacy?: Privacy) => [
  ...repeatedPhrases(pages),
  ...mixedBases(pages),
  ...mixedKinds(pages),
  ...(privacy ? unnamedProcessors(privacy.policy, privacy.processors) : []),
];
