// Where Debian's Chromium lives, and the flags it needs here (root, closed network).
import fs from "node:fs";
import type { Flags, RunnerResult } from "lighthouse";

const existing = (candidates: (string | undefined)[]) =>
  candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));

/** The whole browser, as visitors run it, for Lighthouse (bench:web); without it, the browser tests' headless shell (the same Blink). */
export function chromiumPath(): string | undefined {
  return (
    existing([process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]) ?? headlessShellPath()
  );
}

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell, the chromium package's Blink without
 * the browser around it, in about two thirds of the time; the visual baselines are drawn by it (the
 * whole browser smooths text differently). The binary itself, so that Playwright's signals reach it.
 */
export function headlessShellPath(): string | undefined {
  return existing([process.env.HEADLESS_SHELL_PATH, "/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"]);
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Unhinted glyphs: hinted to whole pixels, the headless shell's text is wider and breaks lines elsewhere than the whole browser's. */
export const headlessShellArgs = [...chromiumArgs, "--font-render-hinting=none"];

/** What Lighthouse clears so that every run is a first visit: its default keeps local storage, where the site notes the cached web fonts and the gate's state. */
const firstVisitStorage: NonNullable<Flags["clearStorageTypes"]> = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
  "indexeddb",
  "cookies",
];

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`, as a first visit. A run the tool
 * itself spoils (NO_NAVSTART and the like: a fault of the tool, not the page) is run once more.
 */
export async function lighthouseRun(url: string, port: number, flags: Flags = {}): Promise<RunnerResult> {
  // Not a static import: tsx would compile lighthouse to CommonJS with esbuild's __name helper,
  // which then breaks the functions lighthouse serialises into the page ("__name is not defined").
  const { default: lighthouse } = await import("lighthouse");
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, { port, logLevel: "error", clearStorageTypes: firstVisitStorage, ...flags });
    if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!run.lhr.runtimeError || attempt === 2) return run;
    console.error(`  Lighthouse failed (${run.lhr.runtimeError.code}); running ${url} once more`);
  }
}
