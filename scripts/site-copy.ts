import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A throwaway copy of the site to build with different content: the
 * scale benchmark (scripts/bench-scale.ts) and the browser test with an
 * extra article (tests/extra) use it. The copy shares node_modules through a
 * symlink and leaves out everything a build makes, so it builds from scratch
 * like a fresh clone would.
 */
export const REPOSITORY = path.resolve(__dirname, "..");

const LEFT_OUT = new Set([".git", "node_modules", ".cache", "public", "reports", "test-results", "screenshots", "playwright-report", ".probe"]);

/** Copies the site to a new temporary folder, or to `dir` (emptied first). */
export function makeSiteCopy(prefix: string, dir = fs.mkdtempSync(path.join(os.tmpdir(), `everpeak-${prefix}-`))): string {
  removeSiteCopy(dir);
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(REPOSITORY)) {
    if (LEFT_OUT.has(entry)) continue;
    fs.cpSync(path.join(REPOSITORY, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(REPOSITORY, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

export function removeSiteCopy(dir: string): void {
  if (!dir.startsWith(os.tmpdir())) throw new Error(`refusing to remove ${dir}: not a site copy`);
  fs.rmSync(dir, { recursive: true, force: true });
}
