// `npm run lint`: Prettier's check of the layout, then this folder's ESLint 9 over the repository,
// from wherever npm placed them (ESLint 9 next to this file, while Gatsby keeps ESLint 7 at the
// root). Arguments go to ESLint (--fix); `npm run format` rewrites the layout.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "..");
const require = createRequire(import.meta.url);
const bin = (name, file) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
const run = (file, args) => spawnSync(process.execPath, [file, ...args], { cwd: root, stdio: "inherit" }).status ?? 1;

const layout = run(bin("prettier", "bin/prettier.cjs"), ["--check", "--log-level", "warn", "."]);
if (layout !== 0) console.error("The files above are not laid out as Prettier writes them: run `npm run format`.");
const rules = run(bin("eslint", "bin/eslint.js"), [
  "--config",
  path.join(here, "eslint.config.mjs"),
  "--max-warnings",
  "0",
  ...process.argv.slice(2),
  ".",
]);
process.exit(layout || rules);
