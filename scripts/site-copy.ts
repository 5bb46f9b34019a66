import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A throwaway copy of the site to build with different content: the deploy preview's build
 * (scripts/build-preview-site.ts) and the editing room's browser tests (tests/cms) use it. The copy
 * shares node_modules through a symlink and leaves out everything a build makes, so it builds from
 * scratch like a fresh clone would.
 */
export const REPOSITORY = path.resolve(__dirname, "..");

const LEFT_OUT = new Set([".git", "node_modules", ".cache", "public", "reports", "test-results", "playwright-report", ".probe"]);

/** Copies the site to a new temporary folder, or to `dir` (emptied first). */
export function makeSiteCopy(prefix: string, dir = fs.mkdtempSync(path.join(os.tmpdir(), `everpeak-${prefix}-`))): string {
  removeSiteCopy(dir);
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(REPOSITORY)) {
    if (LEFT_OUT.has(entry)) continue;
    // Packages are shared, not copied: the editing room's (cms/node_modules) as well as the site's.
    fs.cpSync(path.join(REPOSITORY, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => path.basename(source) !== "node_modules",
    });
  }
  for (const modules of ["node_modules", path.join("cms", "node_modules")]) {
    if (fs.existsSync(path.join(REPOSITORY, modules))) fs.symlinkSync(path.join(REPOSITORY, modules), path.join(dir, modules), "dir");
  }
  return dir;
}

/**
 * The folder of a kept copy (the browser tests' deploy preview): one per
 * checkout, named by its path, so that two checkouts on one
 * machine never test each other's copy.
 */
export function checkoutCopyDir(name: string): string {
  return path.join(os.tmpdir(), `everpeak-${name}-${createHash("sha256").update(REPOSITORY).digest("hex").slice(0, 12)}`);
}

/** `npm run build` in a copy (Gatsby, then the editing room), as Netlify builds, its output shown; resolves with the exit code. */
export function buildSiteCopy(dir: string, env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const build = spawn("npm", ["run", "build"], { cwd: dir, stdio: "inherit", env: { ...process.env, CI: "true", ...env } });
    build.on("error", reject);
    build.on("exit", resolve);
  });
}

export function removeSiteCopy(dir: string): void {
  if (!dir.startsWith(os.tmpdir())) throw new Error(`refusing to remove ${dir}: not a site copy`);
  fs.rmSync(dir, { recursive: true, force: true });
}
