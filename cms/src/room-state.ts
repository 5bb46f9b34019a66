import { useSyncExternalStore } from "react";
import { store } from "decap-cms-core/dist/esm/redux";
import { loadEntries, loadEntry } from "decap-cms-core/dist/esm/actions/entries";

/**
 * What the editing room keeps in step with Decap's own store, where Decap does not: the lists after a
 * save (Decap keeps the entry as it was opened, so a saved title or date looked unsaved until a reload),
 * the form after the address changes to another entry (Decap kept the old entry on screen), and which
 * pages were saved here since this page was opened (for View Live, cms/src/view-live.ts).
 */

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

const ENTRY_ROUTE = /^#\/collections\/([^/]+)\/entries\/(.+)$/;

/**
 * Decap keeps its form when the address changes from one entry to another (a typed or pasted address,
 * the browser's back button): the old entry stayed on screen. When the form holds another entry than
 * the address names (Decap has already asked about unsaved changes), it is opened on the entry the
 * address names, as Decap opens an entry from its list.
 */
export function followEntryAddress(): void {
  window.addEventListener("hashchange", () => {
    const route = ENTRY_ROUTE.exec(window.location.hash);
    if (!route) return;
    const [, collection, slug] = route;
    const open = store.getState().entryDraft.get("entry") as DecapMap | undefined;
    if (!open || open.get("newRecord") || (open.get("collection") === collection && open.get("slug") === decodeURIComponent(slug!))) return;
    const stored = store.getState().collections.get(collection!);
    if (stored) void store.dispatch(loadEntry(stored, decodeURIComponent(slug!)));
  });
}
