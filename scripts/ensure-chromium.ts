// Makes sure the browser tests have a Chromium: Debian's package, installed
// here if we are root with apt, otherwise an exact instruction and exit 1.
import { spawnSync } from "node:child_process";
import { chromiumPath } from "./chromium";

const found = chromiumPath();
if (found) {
  console.log(`Browser tests use ${found}.`);
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
if (isRoot && hasApt) {
  console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = update.status === 0 && spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (install && install.status === 0 && chromiumPath()) {
    console.log(`Installed ${chromiumPath()}.`);
    process.exit(0);
  }
  console.error("Installing chromium with apt-get failed; see the output above.");
  process.exit(1);
}

console.error(
  [
    "The browser tests need Chromium, and none was found.",
    "On Debian or Ubuntu, install it with:  sudo apt-get update && sudo apt-get install -y chromium",
    "Or point CHROMIUM_PATH at an existing Chromium or Chrome binary.",
  ].join("\n"),
);
process.exit(1);
