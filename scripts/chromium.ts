// Where Debian's Chromium lives, and the flags it needs here (root, closed network).
import fs from "node:fs";
import type { Flags } from "lighthouse";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function chromiumPath(): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
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

/**
 * What Lighthouse clears before each run so that every run is a first visit.
 * Its default empties the HTTP cache but keeps local storage, where the site
 * notes what the browser has cached (the web fonts) and the insights gate's state.
 */
export const firstVisitStorage: NonNullable<Flags["clearStorageTypes"]> = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
  "indexeddb",
  "cookies",
];
