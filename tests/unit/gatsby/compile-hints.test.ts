import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { COMPILE_HINT, StartupCompileHints } from "../../../gatsby/compile-hints";

/** A tiny app built as Gatsby builds the site: an entry, a page component chunk, and a part loaded later. */
function build(dir: string): Promise<void> {
  fs.writeFileSync(
    path.join(dir, "entry.js"),
    'import("./page" /* webpackChunkName: "component---src-pages-index-tsx" */).then((page) => page.start());\n',
  );
  fs.writeFileSync(path.join(dir, "page.js"), 'export function start() {\n  return import("./menu" /* webpackChunkName: "menu" */);\n}\n');
  fs.writeFileSync(path.join(dir, "menu.js"), 'export const open = () => document.body.classList.add("menu-open");\n');
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./entry.js" },
    devtool: "source-map",
    output: { path: path.join(dir, "out"), filename: "[name].js", chunkFilename: "[name].js" },
    plugins: [new StartupCompileHints()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
  );
}

describe("the compile hint", () => {
  let out: string;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    await build(dir);
    out = path.join(dir, "out");
  }, 30_000);

  const read = (file: string) => fs.readFileSync(path.join(out, file), "utf8");

  it("starts the bundles a page starts with, after minification", () => {
    for (const file of ["app.js", "component---src-pages-index-tsx.js"]) {
      expect(read(file).startsWith(COMPILE_HINT)).toBe(true);
      expect(read(file).split("\n")).toHaveLength(3); // the hint, the minified code, the source map's comment
    }
  });

  it("leaves out the parts loaded later", () => {
    expect(read("menu.js")).not.toContain("allFunctionsCalledOnLoad");
  });

  it("keeps the source maps pointing at the code's lines", () => {
    const map = JSON.parse(read("component---src-pages-index-tsx.js.map")) as { mappings: string };
    // Nothing maps to the hint's line; the code that was line 1 is line 2.
    expect(map.mappings.startsWith(";")).toBe(true);
    expect(map.mappings.split(";")[1]).not.toBe("");
  });
});
