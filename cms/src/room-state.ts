import { useSyncExternalStore } from "react";
import { store } from "decap-cms-core/dist/esm/redux";
import { loadEntries, loadEntry } from "decap-cms-core/dist/esm/actions/entries";
import { collections } from "../config";
import { fromFile, SOURCE } from "../source-format";
import { savedTexts } from "./backends";

/**
 * What the editing room knows of the entry that is open and of Decap's own store, and keeps in step where
 * Decap does not: the open entry and its values as saved (what the backend last read or wrote for its
 * file, which Decap's toolbar and questions know nothing of), the lists after a save (Decap keeps the entry
 * as it was opened, so a saved title or date looked unsaved until a reload), the form after the address
 * changes to another entry (Decap kept the old entry on screen), which pages were saved here since this
 * page was opened (for View Live), and one watch of the page for the modules that redraw Decap's words.
 */

/** Decap's entry in its store (an Immutable map). */
export interface DecapEntry {
  get(key: "data"): { toJS(): Record<string, unknown> };
  get(key: "collection" | "slug" | "path"): string | undefined;
  get(key: "newRecord"): boolean | undefined;
}

interface OpenEntry {
  collection: string;
  /** Undefined for a new entry. */
  slug?: string;
  /** The entry's file in the repository, when it has one. */
  path?: string;
}

const COLLECTIONS = collections();

/** The entry the address names: #/collections/<collection>/entries/<slug>, or …/new. */
export function openEntry(): OpenEntry | undefined {
  const match = /^#\/collections\/([^/]+)\/(?:entries\/([^?]+)|new)/.exec(window.location.hash);
  if (!match) return undefined;
  const [, collection, slug] = match as unknown as [string, string, string | undefined];
  const config = COLLECTIONS.find((candidate) => candidate.name === collection);
  if (!slug) return { collection };
  const path = config?.folder
    ? `${config.folder}/${decodeURIComponent(slug)}.${config.extension}`
    : config?.files?.find((file) => file.name === slug)?.file;
  return { collection, slug, path };
}

/** The values of the open entry's file as saved, if the backend has read it. */
export function savedValues(entry = openEntry()): Record<string, unknown> | undefined {
  const text = entry?.path ? savedTexts.get(entry.path) : undefined;
  if (text === undefined) return undefined;
  const { [SOURCE]: _text, ...values } = fromFile(entry!.path!, text);
  return values;
}

const watchers: ((changes: MutationRecord[]) => void)[] = [];

/** Calls `watcher` whenever Decap redraws part of the page (one observer for every module that rewrites what Decap draws). */
export function onRoomChange(watcher: (changes: MutationRecord[]) => void): void {
  if (!watchers.length)
    new MutationObserver((changes) => watchers.forEach((each) => each(changes))).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  watchers.push(watcher);
}

const savedHere = new Map<string, Date>();
const key = (collection: string, slug: string) => `${collection}/${slug}`;

/** When this entry was last saved from this page, if it was. */
export function savedAt(collection: string, slug: string): Date | undefined {
  return savedHere.get(key(collection, slug));
}

/** After a save: noted for View Live, and the collection's list read again from the files, as they now are. */
export function afterSave(collection: string, slug: string): void {
  savedHere.set(key(collection, slug), new Date());
  // After Decap's own steps for the save (it calls this before it marks the entry saved).
  setTimeout(() => {
    const stored = store.getState().collections.get(collection);
    if (stored) void store.dispatch(loadEntries(stored));
  }, 0);
}

/** The entries of a collection Decap has read (the list's, refreshed after each save), by slug. */
function entriesOf(collection: string): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  (store.getState().entries.get("entities") as DecapMap).forEach((entry, id) => {
    if (id.startsWith(`${collection}.`)) out.set(id.slice(collection.length + 1), (entry.get("data") as DecapMap).toJS());
  });
  return out;
}

let cached: { entities: unknown; collection: string; entries: Map<string, Record<string, unknown>> } | undefined;

/** The saved entries of `collection`, by slug, redrawn when a save or a list reading changes them. */
export function useSavedEntries(collection: string): Map<string, Record<string, unknown>> {
  return useSyncExternalStore(store.subscribe, () => {
    const entities = store.getState().entries.get("entities");
    if (!cached || cached.entities !== entities || cached.collection !== collection)
      cached = { entities, collection, entries: entriesOf(collection) };
    return cached.entries;
  });
}

/**
 * Decap keeps its form when the address changes from one entry to another (a typed or pasted address,
 * the browser's back button): the old entry stayed on screen. When the form holds another entry than
 * the address names (Decap has already asked about unsaved changes), it is opened on the entry the
 * address names, as Decap opens an entry from its list.
 */
export function followEntryAddress(): void {
  window.addEventListener("hashchange", () => {
    const named = openEntry();
    if (!named?.slug) return;
    const slug = decodeURIComponent(named.slug);
    const open = store.getState().entryDraft.get("entry") as DecapEntry | undefined;
    if (!open || open.get("newRecord") || (open.get("collection") === named.collection && open.get("slug") === slug)) return;
    const stored = store.getState().collections.get(named.collection);
    if (stored) void store.dispatch(loadEntry(stored, slug));
  });
}
