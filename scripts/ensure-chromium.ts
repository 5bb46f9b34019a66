// Makes sure the browser tests have their Chromium, Debian's chromium-headless-shell package
// (scripts/chromium.ts says why that one): installed here if we are root with apt, otherwise an
// exact instruction and exit 1.
import { spawnSync } from "node:child_process";
import { headlessShellPath } from "./chromium";

const PACKAGE = "chromium-headless-shell";

const found = headlessShellPath();
if (found) {
  console.log(`Browser tests use ${found}.`);
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
if (isRoot && hasApt) {
  console.log(`No ${PACKAGE} found: installing Debian's package (apt-get install -y ${PACKAGE})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = update.status === 0 && spawnSync("apt-get", ["install", "-y", "-qq", PACKAGE], { stdio: "inherit", env });
  if (install && install.status === 0 && headlessShellPath()) {
    console.log(`Installed ${headlessShellPath()}.`);
    process.exit(0);
  }
  console.error(`Installing ${PACKAGE} with apt-get failed; see the output above.`);
  process.exit(1);
}

console.error(
  [
    "The browser tests need Debian's headless Chromium, and none was found.",
    `On Debian or Ubuntu, install it with:  sudo apt-get update && sudo apt-get install -y ${PACKAGE}`,
    "Or point HEADLESS_SHELL_PATH at an existing chromium-headless-shell binary.",
  ].join("\n"),
);
process.exit(1);
