/** What the editing room uses of Decap's packages that have no types: the two backends cms/src/backends.ts extends, and its store (cms/src/room-state.ts). */
interface DecapBackendImplementation {
  getEntry(path: string): Promise<{ data: string }>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<{ file: { path: string }; data: string }[]>;
  /** GitHub's backend pages entriesByFolder; this reads them all. */
  allEntriesByFolder?(folder: string, extension: string, depth: number): Promise<{ file: { path: string }; data: string }[]>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  /** Writes an entry's files (each with its repository path and its text) and its pictures (`assets`, with their paths). */
  persistEntry(entry: { dataFiles: { path: string; raw: string }[]; assets: { path: string }[] }, options: unknown): Promise<unknown>;
}

declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: new (...args: unknown[]) => DecapBackendImplementation;
}

declare module "decap-cms-backend-github" {
  export const GitHubBackend: new (...args: unknown[]) => DecapBackendImplementation;
}

/** Immutable's Map, as far as the editing room reads Decap's store. */
interface DecapMap {
  get(key: string): unknown;
  forEach(each: (value: DecapMap, key: string) => void): void;
  toJS(): Record<string, unknown>;
}

declare module "decap-cms-core/dist/esm/redux" {
  export const store: {
    getState(): { collections: DecapMap; entries: DecapMap; entryDraft: DecapMap; mediaLibrary: DecapMap; config: { slug?: unknown } };
    dispatch(action: unknown): unknown;
    subscribe(listener: () => void): () => void;
  };
}

declare module "decap-cms-core/dist/esm/actions/entries" {
  export function loadEntries(collection: unknown): unknown;
  export function loadEntry(collection: unknown, slug: string): unknown;
  /** The form from the local backup Decap read when the entry opened (its store's entryDraft.localBackup). */
  export function loadLocalBackup(): unknown;
  /** `slug` false for a new entry's backup. */
  export function deleteLocalBackup(collection: unknown, slug: string | false): unknown;
  export function persistLocalBackup(entry: unknown, collection: unknown): unknown;
}

declare module "decap-cms-core/dist/esm/actions/notifications" {
  export function addNotification(notification: {
    message: string;
    type: "success" | "info" | "warning" | "error";
    dismissAfter?: number;
  }): unknown;
}

declare module "decap-cms-core/dist/esm/lib/urlHelper" {
  /** A file name as Decap writes it (`options`: the config's `slug`). */
  export function sanitizeSlug(name: string, options: unknown): string;
}

declare module "decap-cms-core/dist/esm/reducers/mediaLibrary" {
  /** The files the media library shows for `field`: in the entry's form, its picture folder's and this visit's uploads. */
  export function selectMediaFiles(state: unknown, field: unknown): { name: string; path: string }[];
}

declare module "decap-cms-widget-*" {
  const widget: { Widget(): unknown };
  export default widget;
}

declare module "decap-cms-locales" {
  export const en: Record<string, unknown>;
}
