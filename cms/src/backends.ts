import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import { BACKENDS } from "../config";
import { DeleteRefused, planDeletion, readContent, type ContentReader } from "../deletion";

/**
 * Decap's backends with the check before a delete (cms/deletion.ts). Decap has
 * no event before a delete that may refuse it or add files to it: its
 * deleteEntry (decap-cms-core backend.ts) hands the entry's path to the
 * backend's deleteFiles, as the media library does a picture's. Here
 * deleteFiles first reads every content file through the backend itself (what
 * the repository holds now), then refuses with a sentence, deleting nothing,
 * or deletes the files with the pictures only they used, in one change.
 */

/** `paths` with the pictures that go with them, or the refusal (DeleteRefused) if deleting them would break a page. */
async function checkedDelete(backend: ContentReader, paths: string[]): Promise<string[]> {
  const plan = planDeletion(paths, await readContent(backend));
  if (plan.refusal) throw new DeleteRefused(plan.refusal);
  return [...paths, ...plan.pictures];
}

class CheckedGitHubBackend extends GitHubBackend {
  override async deleteFiles(paths: string[], commitMessage: string) {
    return super.deleteFiles(await checkedDelete(this, paths), commitMessage);
  }
}

class CheckedProxyBackend extends ProxyBackend {
  override async deleteFiles(paths: string[], commitMessage: string) {
    return super.deleteFiles(await checkedDelete(this, paths), commitMessage);
  }
}

/** The backends cms/config.ts names, by name, for CMS.registerBackend. */
export const CHECKED_BACKENDS = { [BACKENDS.github]: CheckedGitHubBackend, [BACKENDS.proxy]: CheckedProxyBackend };
