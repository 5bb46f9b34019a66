// Where Debian's Chromium lives, and the flags it needs here (root, closed network).
import fs from "node:fs";

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
