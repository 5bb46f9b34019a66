import { collections, type DecapCollection } from "./config";

/**
 * The editing room's search: an entry is found when every word typed begins a
 * word of its title or summary, in any case and with or without accents.
 *
 * Decap 3's search box reads, of each entry, the identifier field, any
 * "author" field and the fields of the list's summary, and passes them to the
 * `fuzzy` package, which takes the typed letters in order wherever they first
 * occur and keeps an entry only if the score is above 5. "ROI" in "Measuring
 * AI ROI: ..." takes its r from "measuring" and scores 5, so the article is
 * not found; an article's excerpt is not read at all. scripts/build-cms.ts points
 * Decap's import of `fuzzy` (in its backend's search) at this module, which
 * offers the same `filter`. An entry of a folder is found by what Decap reads
 * (its `extract`: the title, author and date) and its collection's
 * `search_fields` (cms/config.ts: the excerpt or summary); a single file by
 * its label and description, as the collection list shows them.
 */

export interface Found<T> {
  string: string;
  score: number;
  index: number;
  original: T;
}

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

/**
 * What an entry is found by: for a single file its label and description; for
 * an entry of a folder, what Decap read (`read`) and its collection's search
 * fields. Anything else is found by `read` alone.
 */
export function searchText(entry: SearchedEntry, read: string, all: readonly DecapCollection[] = (configured ??= collections())): string {
  const collection = all.find((candidate) => candidate.name === entry.collection);
  // A single file's fields are groups, which Decap reads as "[object Object]": its label says what it is.
  const file = collection?.files?.find((candidate) => candidate.name === entry.slug);
  if (file) return `${file.label} ${file.description ?? ""}`;
  const valueAt = (path: string) =>
    path
      .split(".")
      .reduce<unknown>(
        (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
        entry.data,
      );
  const fields = (collection?.search_fields ?? []).map(valueAt).filter((value) => typeof value === "string");
  return [read, ...fields].join(" ");
}

/**
 * The entries whose text has every word of `term` at the start of one of its
 * words, best first: the more typed words match whole words, the better. Each
 * scores above 5, the least Decap keeps.
 */
export function filter<T>(term: string, entries: readonly T[], options: { extract?: (entry: T) => string } = {}): Found<T>[] {
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
