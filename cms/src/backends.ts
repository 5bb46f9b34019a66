import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import { BACKENDS } from "../config";
import { DeleteRefused, draftRefusal, planDeletion, readContent, type ContentReader } from "../deletion";
import { fromMdx } from "../source-format";
import { isDraft } from "../../content-core/model";

/**
 * Decap's backends with the check before a delete (cms/deletion.ts). Decap has
 * no event before a delete that may refuse it or add files to it: its
 * deleteEntry (decap-cms-core backend.ts) hands the entry's path to the
 * backend's deleteFiles, as the media library does a picture's. Here
 * deleteFiles first reads every content file through the backend itself (what
 * the repository holds now), then refuses with a sentence, deleting nothing,
 * or deletes the files with the pictures only they used, in one change.
 *
 * Saving an article as a draft takes its page away as a delete does, so
 * persistEntry runs the same check first (draftRefusal): while a page links to
 * it, or the listing needs it as one of its featured articles, it is not saved.
 */

/** `paths` with the pictures that go with them, or the refusal (DeleteRefused) if deleting them would break a page. */
async function checkedDelete(backend: ContentReader, paths: string[]): Promise<string[]> {
  const plan = planDeletion(paths, await readContent(backend));
  if (plan.refusal) throw new DeleteRefused(plan.refusal);
  return [...paths, ...plan.pictures];
}

/** A refused save; Decap shows "Failed to persist entry: " and the error as text, which the refusal panel shows as "Not saved". */
class SaveRefused extends Error {
  override toString() {
    return this.message;
  }
}

/** The files Decap is about to write: an article among them saved as a draft must be one the site can do without. */
async function checkDrafts(backend: ContentReader, files: { path: string; raw: string }[]): Promise<void> {
  for (const file of files) {
    if (!file.path.endsWith(".mdx") || !isDraft(fromMdx(file.raw))) continue;
    const refusal = draftRefusal(file.path, await readContent(backend));
    if (refusal) throw new SaveRefused(refusal);
  }
}

/** What the checks need of a Decap backend: reading content, deleting files, writing an entry's files. */
type Backend = ContentReader & {
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  persistEntry(entry: { dataFiles: { path: string; raw: string }[] }, options: unknown): Promise<unknown>;
};

/** One of Decap's backend classes, with the delete and the draft checked first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a class TypeScript lets a function extend takes any[]
function checked<T extends new (...args: any[]) => Backend>(Base: T) {
  class Checked extends Base {
    override async deleteFiles(paths: string[], commitMessage: string) {
      return super.deleteFiles(await checkedDelete(this, paths), commitMessage);
    }

    override async persistEntry(entry: { dataFiles: { path: string; raw: string }[] }, options: unknown) {
      await checkDrafts(this, entry.dataFiles);
      return super.persistEntry(entry, options);
    }
  }
  return Checked;
}

/** The backends cms/config.ts names, by name, for CMS.registerBackend. */
export const CHECKED_BACKENDS = { [BACKENDS.github]: checked(GitHubBackend), [BACKENDS.proxy]: checked(ProxyBackend) };
