import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import { BACKENDS } from "../config";
import { DeleteRefused, draftRefusal, picturesIn, planDeletion, readContent, type ContentReader } from "../deletion";
import { fromMdx } from "../source-format";
import { isDraft } from "../../content-core/model";

/**
 * Decap's backends with the checks of cms/deletion.ts: Decap has no event before a delete that may
 * refuse it or add files to it, so deleteFiles reads every content file through the backend and
 * refuses, or deletes the files with the pictures only they used. Saving an article as a draft takes
 * its page away as a delete does, so persistEntry checks that first (draftRefusal), and writes only the
 * uploaded pictures the saved files show.
 */

/** `paths` with the pictures that go with them, or the refusal if deleting them would break a page. */
async function checkedDelete(backend: ContentReader, paths: string[]): Promise<string[]> {
  const plan = planDeletion(paths, await readContent(backend));
  if (plan.refusal) throw new DeleteRefused(plan.refusal);
  return [...paths, ...plan.pictures];
}

/** A refused save: Decap shows "Failed to persist entry: " and the sentence, which the refusal panel shows as "Not saved". */
class SaveRefused extends DeleteRefused {
  override name = "SaveRefused";
}

/** The files Decap is about to write: an article among them saved as a draft must be one the site can do without. */
async function checkDrafts(backend: ContentReader, files: { path: string; raw: string }[]): Promise<void> {
  for (const file of files) {
    if (!file.path.endsWith(".mdx") || !isDraft(fromMdx(file.raw))) continue;
    const refusal = draftRefusal(file.path, await readContent(backend));
    if (refusal) throw new SaveRefused(refusal);
  }
}

/** Each file's text as the backend last read or wrote it, by path: what is saved, beside what the form holds (cms/src/room-state.ts). */
export const savedTexts = new Map<string, string>();

/** One of Decap's backend classes, with the delete and the draft checked first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a class TypeScript lets a function extend takes any[]
function checked<T extends new (...args: any[]) => DecapBackendImplementation>(Base: T) {
  class Checked extends Base {
    override async deleteFiles(paths: string[], commitMessage: string) {
      return super.deleteFiles(await checkedDelete(this, paths), commitMessage);
    }

    override async persistEntry(entry: { dataFiles: { path: string; raw: string }[]; assets: { path: string }[] }, options: unknown) {
      await checkDrafts(this, entry.dataFiles);
      // Decap writes every picture uploaded while the form was open, chosen or not: only those the files show are written.
      const shown = new Set(entry.dataFiles.flatMap((file) => [...picturesIn(file.path, file.raw)]));
      const assets = entry.assets.filter((asset) => shown.has(asset.path.replace(/^\//, "")));
      const persisted = await super.persistEntry({ ...entry, assets }, options);
      for (const file of entry.dataFiles) savedTexts.set(file.path, file.raw);
      return persisted;
    }

    override async getEntry(path: string) {
      const entry = await super.getEntry(path);
      savedTexts.set(path, entry.data);
      return entry;
    }
  }
  return Checked;
}

/** The backends cms/config.ts names, by name, for CMS.registerBackend. */
export const CHECKED_BACKENDS = { [BACKENDS.github]: checked(GitHubBackend), [BACKENDS.proxy]: checked(ProxyBackend) };
