import fs from "node:fs";
import path from "node:path";
import type { Chunk, Compiler } from "webpack";
import { PAGE_COMPONENT_CHUNK_PREFIX } from "../src/lib/gatsby-internals";

/** Whether a chunk is read when a page starts: Gatsby's entry bundles, or part of a page component's chunk group. */
const runsAtStartup = (chunk: Chunk): boolean =>
  chunk.canBeInitial() || [...chunk.groupsIterable].some((group) => group.name?.startsWith(PAGE_COMPONENT_CHUNK_PREFIX));

/** One stylesheet of the build: its file in public/, and whose it is (the app's, a page component's, or loaded on demand). */
export interface StyleSheet {
  file: string;
  kind: "app" | "page" | "on-demand";
}

/**
 * Where the build lists its stylesheets (StyleSheetList), for gatsby-ssr.tsx and the editing room: the
 * tools' cache folder under node_modules, which is ours to write (Gatsby's .cache/ is not).
 */
export const styleSheetListFile = (directory = process.cwd()) =>
  path.join(directory, "node_modules", ".cache", "everpeak", "style-sheets.json");

/** Lists every stylesheet of the browser bundles, the on-demand ones too, which Gatsby's own stats leave out. */
export class StyleSheetList {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap("StyleSheetList", (compilation) => {
      const kind = (chunk: Chunk): StyleSheet["kind"] => (chunk.canBeInitial() ? "app" : runsAtStartup(chunk) ? "page" : "on-demand");
      const sheets: StyleSheet[] = [...compilation.chunks].flatMap((chunk) =>
        [...chunk.files].filter((file) => file.endsWith(".css")).map((file) => ({ file, kind: kind(chunk) })),
      );
      // In the order a page has them: the app's, the page components', then the parts loaded on demand.
      const order: StyleSheet["kind"][] = ["app", "page", "on-demand"];
      sheets.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.file.localeCompare(b.file));
      const target = styleSheetListFile(compiler.context);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, JSON.stringify(sheets));
    });
  }
}

/** The class names an HTML fragment's elements carry. */
export const classesIn = (html: string): Set<string> =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));

/** The class names a stylesheet's selectors name (declarations, url(...) and all, are left out). */
export const classesStyledBy = (css: string): Set<string> => {
  const selectors = css.replace(/\{[^{}]*\}/g, "{}");
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
};

type LoadedSheet = StyleSheet & { css: string; classes: Set<string> };
const manifests = new Map<string, LoadedSheet[]>();

/**
 * The on-demand stylesheets a page's server-rendered markup uses, which Gatsby does not inline
 * (gatsby-ssr.tsx writes them). `inlined` names the files Gatsby writes already; `directory` is the site's.
 */
export function onDemandStyleSheets(bodyHtml: string, inlined: readonly string[], directory = process.cwd()): LoadedSheet[] {
  let sheets = manifests.get(directory);
  if (!sheets) {
    const listed = JSON.parse(fs.readFileSync(styleSheetListFile(directory), "utf8")) as StyleSheet[];
    sheets = listed.map((sheet) => {
      const css = fs.readFileSync(path.join(directory, "public", sheet.file), "utf8");
      return { ...sheet, css, classes: classesStyledBy(css) };
    });
    manifests.set(directory, sheets);
  }
  const used = classesIn(bodyHtml);
  return sheets.filter(
    (sheet) => sheet.kind === "on-demand" && !inlined.includes(sheet.file) && [...sheet.classes].some((name) => used.has(name)),
  );
}
