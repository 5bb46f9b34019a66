// Makes sure the browser tests have their browsers, from Debian's packages: installed here when we
// are root with apt, otherwise the exact instruction and exit 1. Several sets are installed with one
// apt-get, as `npm test` does first of all (scripts/run-tests.mjs).
//   tsx scripts/ensure-browsers.ts chromium   Playwright's suites: chromium-headless-shell (scripts/chromium.ts says why that one)
//   tsx scripts/ensure-browsers.ts engines    the cross-engine smoke (tests/engines): Firefox ESR, and WebKitGTK's
//                                             WebKitWebDriver and MiniBrowser under Xvfb (scripts/engine-browsers.ts)
//   tsx scripts/ensure-browsers.ts chromium engines   both
import { spawnSync } from "node:child_process";
import { headlessShellPath } from "./chromium";
import { ENGINE_PROGRAMS } from "./engine-browsers";

const SETS = {
  chromium: {
    what: "The browser tests need Debian's headless Chromium, and none was found.",
    missing: () => (headlessShellPath() ? [] : ["chromium-headless-shell"]),
    found: () => `Browser tests use ${headlessShellPath()}.`,
    otherwise: "Or point HEADLESS_SHELL_PATH at an existing chromium-headless-shell binary.",
  },
  engines: {
    what: "The cross-engine smoke runs Safari's engine (WebKitGTK) and Firefox, and some of their programs are missing.",
    missing: () => [...new Set(ENGINE_PROGRAMS.filter((entry) => !entry.present()).map((entry) => entry.pkg))],
    found: () => `The cross-engine smoke uses ${ENGINE_PROGRAMS.map((entry) => entry.program).join(", ")}.`,
    otherwise: "",
  },
};

const names = process.argv.slice(2);
if (names.length === 0 || !names.every((name): name is keyof typeof SETS => Object.hasOwn(SETS, name))) {
  console.error("Usage: tsx scripts/ensure-browsers.ts chromium|engines [chromium|engines]");
  process.exit(2);
}
const sets = [...new Set(names)].map((name) => SETS[name]);
const missing = () => [...new Set(sets.flatMap((set) => set.missing()))];
const found = () => sets.map((set) => set.found()).join("\n");
const packages = missing();
if (packages.length === 0) {
  console.log(found());
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
if (isRoot && hasApt) {
  console.log(`Installing Debian's ${packages.join(", ")} (apt-get install -y ${packages.join(" ")})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = update.status === 0 && spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
  if (install && install.status === 0 && missing().length === 0) {
    console.log(found());
    process.exit(0);
  }
  console.error(`Installing ${packages.join(", ")} with apt-get failed; see the output above.`);
  process.exit(1);
}

const lacking = sets.filter((set) => set.missing().length > 0);
console.error(
  [
    ...lacking.map((set) => set.what),
    `On Debian or Ubuntu, install them with:  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`,
    ...lacking.map((set) => set.otherwise),
  ]
    .filter(Boolean)
    .join("\n"),
);
process.exit(1);
