import { collections } from "../config";
import { fromMdx, fromYaml, SOURCE } from "../source-format";
import { savedTexts } from "./backends";

/**
 * The entry the editor has open, from the address (#/collections/<collection>/entries/<slug>, or …/new), and
 * its values as saved: what the backend last read or wrote for its file, which Decap's toolbar and questions
 * know nothing of (cms/src/draft-status.ts, cms/src/local-backup.ts).
 */
export interface OpenEntry {
  collection: string;
  /** Undefined for a new entry. */
  slug?: string;
  /** The entry's file in the repository, when it has one. */
  path?: string;
}

const COLLECTIONS = collections();

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
  const { [SOURCE]: _text, ...values } = entry!.path!.endsWith(".mdx") ? fromMdx(text) : fromYaml(text);
  return values;
}
