import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { classesIn, classesStyledBy, onDemandStyleSheets, styleSheetListFile, type StyleSheet } from "../../../gatsby/style-sheets";

/** A built site in a temporary folder: its stylesheets in public/ and the build's list of them. */
function builtSite(sheets: (StyleSheet & { css: string })[]): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "style-sheets-"));
  fs.mkdirSync(path.join(directory, "public"));
  fs.mkdirSync(path.dirname(styleSheetListFile(directory)), { recursive: true });
  for (const sheet of sheets) fs.writeFileSync(path.join(directory, "public", sheet.file), sheet.css);
  fs.writeFileSync(styleSheetListFile(directory), JSON.stringify(sheets.map(({ file, kind }) => ({ file, kind }))));
  return directory;
}

describe("the stylesheets a page gets", () => {
  const directory = builtSite([
    { file: "app.1.css", kind: "app", css: ".header{color:red}" },
    { file: "component---article.2.css", kind: "page", css: ".title{margin:0}.table{width:100%}" },
    { file: "241.3.css", kind: "on-demand", css: ".table{border:0}.callout p{margin:0}" },
    { file: "68.4.css", kind: "on-demand", css: ".menu{display:grid}" },
  ]);

  it("include a part loaded on demand whose classes the server-rendered markup uses, and no other", () => {
    const body = '<main><h1 class="title">A</h1><aside class="callout x"><p>B</p></aside></main>';
    expect(onDemandStyleSheets(body, ["app.1.css", "component---article.2.css"], directory).map((sheet) => sheet.file)).toEqual([
      "241.3.css",
    ]);
    expect(onDemandStyleSheets('<main class="title"></main>', ["app.1.css"], directory)).toEqual([]);
  });

  it("never repeat a stylesheet Gatsby writes already, nor add a page component's", () => {
    const body = '<table class="table"></table><nav class="menu"></nav>';
    expect(onDemandStyleSheets(body, ["241.3.css"], directory).map((sheet) => sheet.file)).toEqual(["68.4.css"]);
  });

  it("come with their CSS, to be written into the head", () => {
    const [sheet] = onDemandStyleSheets('<nav class="menu"></nav>', [], directory);
    expect(sheet?.css).toBe(".menu{display:grid}");
  });
});

describe("class names", () => {
  it("are read from class attributes, several to an element", () => {
    expect([...classesIn('<a class="b1 c-2" href="/x.y">z</a><p class="">q</p>')]).toEqual(["b1", "c-2"]);
  });

  it("are read from selectors, not from numbers or file names inside declarations", () => {
    expect([...classesStyledBy(".a:hover .b_c>.d{width:1.5rem;background:url(/x.png)}@media (min-width:1px){.e{x:0}}")]).toEqual([
      "a",
      "b_c",
      "d",
      "e",
    ]);
  });
});
