import { collections, type DecapCollection } from "./config";
import { valueAt } from "./yaml-text";

/**
 * The editing room's search: an entry is found when every word typed begins a word of its title or
 * summary, in any case, with or without accents. Decap 3 hands its search to the `fuzzy` package, which
 * misses "ROI" in "Measuring AI ROI" and never reads an excerpt; scripts/build-cms.ts points Decap's
 * import of `fuzzy` here, which offers the same `filter`.
 */

/** An entry as Decap's search holds it. */
interface SearchedEntry {
  collection?: string;
  slug?: string;
  data?: Record<string, unknown>;
}

/** "Measuring AI ROI: a Práctical" gives measuring, ai, roi, a, practical. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

let configured: DecapCollection[] | undefined;

/** What an entry is found by: a single file's label and description, or what Decap read (`read`) and its collection's search fields. */
function searchText(entry: SearchedEntry, read: string): string {
  const collection = (configured ??= collections()).find((candidate) => candidate.name === entry.collection);
  // A single file's fields are groups, which Decap reads as "[object Object]": its label says what it is.
  const file = collection?.files?.find((candidate) => candidate.name === entry.slug);
  if (file) return `${file.label} ${file.description ?? ""}`;
  const fields = (collection?.search_fields ?? [])
    .map((path) => valueAt(entry.data, path.split(".")))
    .filter((value) => typeof value === "string");
  return [read, ...fields].join(" ");
}

/** The entries with every word of `term` starting one of their words, best first (more whole words); each scores above 5, the least Decap keeps. */
export function filter<T>(term: string, entries: readonly T[], options: { extract?: (entry: T) => string } = {}) {
  const wanted = wordsOf(term);
  if (!wanted.length) return [];
  return entries
    .flatMap((entry, index) => {
      const read = options.extract?.(entry) ?? String(entry);
      const text = entry && typeof entry === "object" ? searchText(entry as SearchedEntry, read) : read;
      const words = wordsOf(text);
      if (!wanted.every((word) => words.some((candidate) => candidate.startsWith(word)))) return [];
      const whole = wanted.filter((word) => words.includes(word)).length;
      return [{ string: text, score: 10 + whole, index, original: entry }];
    })
    .sort((a, b) => b.score - a.score || a.index - b.index);
}
