// `npm run lint`: this folder's ESLint 9 over the repository, from wherever npm placed it (here,
// next to this file, while Gatsby keeps ESLint 7 at the root). Arguments are passed on (--fix).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const eslint = path.join(path.dirname(createRequire(import.meta.url).resolve("eslint/package.json")), "bin", "eslint.js");
const args = ["--config", path.join(here, "eslint.config.mjs"), "--max-warnings", "0", ...process.argv.slice(2), "."];
const { status } = spawnSync(process.execPath, [eslint, ...args], { cwd: path.join(here, ".."), stdio: "inherit" });
process.exit(status ?? 1);
