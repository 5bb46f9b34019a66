import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import {
  CHECKED_WITH,
  COMPONENT_STYLES,
  dropStylesCacheGroup,
  FOCUS_WRAPPER_ID,
  GATSBY_BUNDLE_TAG,
  GATSBY_IMAGE_HEAD_KEYS,
  GATSBY_INLINE_SCRIPTS,
  isAppStyleSheet,
  PAGE_COMPONENT_CHUNK_PREFIX,
  PARTYTOWN_BROWSER_PLUGIN,
  PARTYTOWN_BROWSER_PLUGIN_FILE,
  WEBPACK_STATS_FILE,
  pageDataFile,
  staticQueryDataFile,
} from "../../../../src/lib/gatsby-internals";

/**
 * Each use of src/lib/gatsby-internals.ts against the gatsby package that is
 * installed: its files read as text, and the few expressions that write a
 * page's inline scripts evaluated as Gatsby would. A failure says which use
 * to re-check after an upgrade.
 */

const ROOT = path.resolve(__dirname, "../../../..");
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [ROOT] }));
const GATSBY = packageDir("gatsby");

function gatsbyFile(file: string, use: string): string {
  const full = path.join(GATSBY, file);
  if (!fs.existsSync(full)) {
    throw new Error(
      `The installed gatsby has no ${file} any more, which ${use} relies on: re-check that use in src/lib/gatsby-internals.ts.`,
    );
  }
  return fs.readFileSync(full, "utf8");
}

/** Fails with `sentence` unless `text` contains `expected`. */
function expectIn(text: string, expected: string | RegExp, sentence: string) {
  const found = typeof expected === "string" ? text.includes(expected) : expected.test(text);
  if (!found) throw new Error(sentence);
}

/** The source of the expression `const <name> = ...` is given in a file of Gatsby's. */
function gatsbyExpression(file: string, name: string, use: string): string {
  const source = ts.createSourceFile(file, gatsbyFile(file, use), ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
  let found: string | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      found ??= node.initializer.getText(source);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found)
    throw new Error(`gatsby's ${file} no longer defines \`${name}\`, which ${use} relies on: re-check it in src/lib/gatsby-internals.ts.`);
  return found;
}

/** Evaluates one of Gatsby's expressions with the names it uses. */
const evaluate = (expression: string, scope: Record<string, unknown>, self: object = {}): string =>
  new Function(...Object.keys(scope), `return (${expression});`).call(self, ...Object.values(scope));

const minorOf = (version: string) => version.split(".").slice(0, 2).join(".");

describe("Gatsby's internals (src/lib/gatsby-internals.ts) in the installed gatsby", () => {
  it.each(Object.entries(CHECKED_WITH))("%s is the release the uses were checked against", (name, checked) => {
    const installed = JSON.parse(fs.readFileSync(path.join(packageDir(name), "package.json"), "utf8")).version as string;
    if (minorOf(installed) !== minorOf(checked)) {
      throw new Error(
        `${name} ${installed} is installed, but src/lib/gatsby-internals.ts was checked against ${checked}: ` +
          `re-check each use listed there against ${name} ${installed}, then set CHECKED_WITH["${name}"] to "${installed}".`,
      );
    }
  });

  it("1. Gatsby's production webpack configuration has the `styles` cache group that gatsby-node.ts deletes", () => {
    const config = gatsbyFile("dist/utils/webpack.config.js", "dropStylesCacheGroup");
    const production = config.slice(config.indexOf("stage === `build-javascript`"));
    expectIn(
      production,
      /cacheGroups: \{[\s\S]*?\n\s+styles: \{[\s\S]*?name: `styles`/,
      "gatsby's dist/utils/webpack.config.js no longer defines the `styles` cache group for build-javascript: " +
        "re-check dropStylesCacheGroup in src/lib/gatsby-internals.ts (how Gatsby now gathers CSS).",
    );
    const built = { optimization: { splitChunks: { cacheGroups: { framework: {}, styles: {} } } } };
    dropStylesCacheGroup(built);
    expect(built.optimization.splitChunks.cacheGroups).toEqual({ framework: {} });
    expect(() => dropStylesCacheGroup(built)).toThrow(/has no optimization\.splitChunks\.cacheGroups\.styles any more/);
  });

  it("2. Gatsby's internal Partytown plugin is where the build swaps it for an empty one", () => {
    gatsbyFile(PARTYTOWN_BROWSER_PLUGIN_FILE, "the Partytown swap (PARTYTOWN_BROWSER_PLUGIN)");
    expect(PARTYTOWN_BROWSER_PLUGIN.test(path.join(GATSBY, PARTYTOWN_BROWSER_PLUGIN_FILE))).toBe(true);
    expectIn(
      gatsbyFile("dist/bootstrap/load-plugins/load-internal-plugins.js", "the Partytown swap"),
      "internal-plugins/partytown",
      "gatsby no longer loads its internal Partytown plugin (dist/bootstrap/load-plugins/load-internal-plugins.js): " +
        "the swap in gatsby-node.ts may be unneeded; re-check PARTYTOWN_BROWSER_PLUGIN in src/lib/gatsby-internals.ts.",
    );
  });

  describe("3. the inline scripts Gatsby writes have the shapes the Content-Security-Policy allows", () => {
    const allowed = (source: string, id?: string) =>
      GATSBY_INLINE_SCRIPTS.some((known) => (known.id === undefined || known.id === id) && known.matches(source));
    const SENTENCE = "re-check GATSBY_INLINE_SCRIPTS in src/lib/gatsby-internals.ts against what Gatsby writes now.";
    const EXTRACTOR = "dist/utils/gatsby-webpack-stats-extractor.js";
    const chunkMap = {
      app: ["/app-1a2b.css", "/app-3c4d.js"],
      "component---src-pages-index-tsx": ["/component---src-pages-index-tsx-5e6f.js"],
    };

    it("the chunk map and compilation hash of the scripts slice", () => {
      const mapping = evaluate(gatsbyExpression(EXTRACTOR, "scriptChunkMapping", "the CSP"), { newChunkMapJson: JSON.stringify(chunkMap) });
      const slice = gatsbyExpression(EXTRACTOR, "chunkSliceContents", "the CSP");
      expectIn(
        slice,
        'id="gatsby-chunk-mapping"',
        `Gatsby's scripts slice no longer gives its chunk map the id gatsby-chunk-mapping: ${SENTENCE}`,
      );
      if (!allowed(`\n            ${mapping}\n          `, "gatsby-chunk-mapping")) {
        throw new Error(
          `Gatsby's scripts slice writes its chunk map as ${mapping.slice(0, 40)}…, a shape the CSP does not allow: ${SENTENCE}`,
        );
      }
      const hashTag = evaluate(gatsbyExpression(EXTRACTOR, "hashSliceContents", "the CSP"), { stats: { hash: "0123abcd" } });
      const hash = /^<script>([\s\S]*)<\/script>$/.exec(hashTag)?.[1];
      if (hash === undefined || !allowed(hash))
        throw new Error(`Gatsby's scripts slice writes its compilation hash as ${hashTag}: ${SENTENCE}`);
    });

    it("the page's path and, without slices, the chunk map (cache-dir/static-entry.js)", () => {
      const ENTRY = "cache-dir/static-entry.js";
      expectIn(
        gatsbyFile(ENTRY, "the CSP"),
        "id={`gatsby-script-loader`}",
        `static-entry.js no longer writes the script gatsby-script-loader: ${SENTENCE}`,
      );
      const pageData = gatsbyExpression(ENTRY, "windowPageData", "the CSP");
      for (const GATSBY_SLICES of ["1", ""]) {
        const source = evaluate(pageData, {
          pagePath: "/solutions/x",
          webpackCompilationHash: "0123abcd",
          inlinePageData: false,
          pageData: {},
          process: { env: { GATSBY_SLICES } },
        });
        if (!allowed(source, "gatsby-script-loader")) throw new Error(`static-entry.js writes the page's path as ${source}: ${SENTENCE}`);
      }
      const mapping = evaluate(gatsbyExpression(ENTRY, "scriptChunkMapping", "the CSP"), { chunkMapping: chunkMap });
      if (!allowed(mapping, "gatsby-chunk-mapping"))
        throw new Error(`static-entry.js writes its chunk map as ${mapping.slice(0, 40)}…: ${SENTENCE}`);
    });
  });

  it("4. Gatsby's bundle tags have the shape gatsby/boot-scripts.ts replaces", () => {
    const extractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js", "GATSBY_BUNDLE_TAG");
    const template = /`<script src="[^`]*" async><\/script>`/.exec(extractor)?.[0];
    if (!template) {
      throw new Error(
        "Gatsby's scripts slice no longer writes its bundles as <script src=… async>: re-check GATSBY_BUNDLE_TAG in src/lib/gatsby-internals.ts " +
          "(otherwise the boot script starts nothing and the budget counts nothing).",
      );
    }
    const tag = evaluate(template, { asset: "app-0123abcd.js" }, { publicPath: "" });
    expect([...tag.matchAll(GATSBY_BUNDLE_TAG)].map((match) => match[1])).toEqual(["/app-0123abcd.js"]);
  });

  it("5 and 6. Gatsby inlines the components' CSS as gatsby-ssr.tsx expects, and gives onRenderBody the page's markup and styles", () => {
    const entry = gatsbyFile("cache-dir/static-entry.js", "gatsby-ssr.tsx");
    expectIn(
      entry,
      `data-identity={\`${COMPONENT_STYLES}\`}`,
      `static-entry.js no longer marks the components' <style> elements ${COMPONENT_STYLES}: re-check COMPONENT_STYLES in src/lib/gatsby-internals.ts.`,
    );
    const args = /apiRunner\(`onRenderBody`, \{([^}]*)\}\)/.exec(entry)?.[1] ?? "";
    for (const name of ["bodyHtml", "styles"]) {
      expectIn(
        args,
        new RegExp(`(^|,)\\s*${name}\\s*(,|:|$)`),
        `Gatsby no longer passes \`${name}\` to onRenderBody (cache-dir/static-entry.js): re-check renderBodyExtras in src/lib/gatsby-internals.ts.`,
      );
    }
  });

  it("7. Gatsby's chunk names: page components', the app entry's and its stylesheet's", () => {
    const sentence =
      "re-check PAGE_COMPONENT_CHUNK_PREFIX and isAppStyleSheet in src/lib/gatsby-internals.ts (stylesheet kinds and order).";
    const names = gatsbyFile("dist/utils/js-chunk-names.js", "PAGE_COMPONENT_CHUNK_PREFIX");
    expectIn(names, "kind = `component`", `Gatsby's page component chunks are no longer of the kind \`component\`: ${sentence}`);
    expectIn(
      names,
      "`${kind}---${name}`",
      `Gatsby no longer names a page component's chunk ${PAGE_COMPONENT_CHUNK_PREFIX}<path>: ${sentence}`,
    );
    const config = gatsbyFile("dist/utils/webpack.config.js", "isAppStyleSheet");
    expectIn(config, "app: directoryPath(`.cache/production-app`)", `Gatsby's production entry is no longer named app: ${sentence}`);
    expectIn(config, "filename: `[name].[contenthash].css`", `Gatsby no longer names a stylesheet [name].[contenthash].css: ${sentence}`);
    expect(isAppStyleSheet("/app.0123abcd.css")).toBe(true);
  });

  it("8 to 10. the store's program directory, BUILD_STAGE and webpack.stats.json", () => {
    expectIn(
      gatsbyFile("dist/redux/reducers/index.js", "siteDirectory"),
      "exports.program = ",
      "Gatsby's store no longer has `program`: re-check siteDirectory in src/lib/gatsby-internals.ts.",
    );
    expectIn(
      gatsbyFile("dist/redux/reducers/program.js", "siteDirectory"),
      /directory: `\/`/,
      "Gatsby's store's `program` no longer has `directory`: re-check siteDirectory in src/lib/gatsby-internals.ts.",
    );
    expectIn(
      gatsbyFile("dist/utils/webpack.config.js", "isDevelopHtml"),
      "envObject.BUILD_STAGE = JSON.stringify(stage)",
      "Gatsby no longer defines process.env.BUILD_STAGE in its bundles: re-check isDevelopHtml in src/lib/gatsby-internals.ts.",
    );
    expectIn(
      gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js", "WEBPACK_STATS_FILE"),
      `\`public\`, \`${WEBPACK_STATS_FILE}\``,
      `Gatsby no longer writes public/${WEBPACK_STATS_FILE}: re-check WEBPACK_STATS_FILE in src/lib/gatsby-internals.ts (npm run budget reads it).`,
    );
  });

  it("11. the focus wrapper gatsby-browser.tsx looks in, and the renderer's cleanup develop calls", () => {
    for (const file of ["cache-dir/production-app.js", "cache-dir/static-entry.js"]) {
      expectIn(
        gatsbyFile(file, "gatsby-browser.tsx"),
        new RegExp(`id=["{\`]+${FOCUS_WRAPPER_ID}`),
        `gatsby's ${file} no longer renders the page into #${FOCUS_WRAPPER_ID}: re-check FOCUS_WRAPPER_ID in src/lib/gatsby-internals.ts and gatsby-browser.tsx.`,
      );
    }
    expectIn(
      gatsbyFile("cache-dir/app.js", "gatsby-browser.tsx"),
      "cleanupFn = renderer(",
      "`gatsby develop` no longer uses what replaceHydrateFunction's renderer returns: re-check gatsby-browser.tsx (src/lib/gatsby-internals.ts, 11).",
    );
  });

  it("12. gatsby-plugin-image writes the head elements gatsby-ssr.tsx takes out", () => {
    const ssr = fs.readFileSync(path.join(packageDir("gatsby-plugin-image"), "gatsby-ssr.js"), "utf8");
    for (const key of GATSBY_IMAGE_HEAD_KEYS) {
      expectIn(
        ssr,
        `key: "${key}"`,
        `gatsby-plugin-image no longer writes the head element ${key}: re-check GATSBY_IMAGE_HEAD_KEYS in src/lib/gatsby-internals.ts.`,
      );
    }
  });
  it("13. where a page's data and a static query's are written", () => {
    expectIn(
      gatsbyFile("dist/utils/page-data-helpers.js", "the budget, the post-build pass and the editing room's preview"),
      /pageDataRequestPath === `index` \? `\/`[\s\S]*page-data\\\/\(\.\+\)\\\/page-data\.json/,
      "Gatsby no longer writes a page's data to page-data/<route>/page-data.json (index for /): re-check pageDataFile in src/lib/gatsby-internals.ts.",
    );
    expect(pageDataFile("/")).toBe("page-data/index/page-data.json");
    expect(pageDataFile("/insights/x")).toBe("page-data/insights/x/page-data.json");
    expectIn(
      gatsbyFile("dist/utils/static-query-utils.js", "the editing room's preview"),
      "join(`page-data`, `sq`, `d`, `${hash}.json`)",
      "Gatsby no longer writes a static query's data to page-data/sq/d/<hash>.json: re-check staticQueryDataFile in src/lib/gatsby-internals.ts.",
    );
    expect(staticQueryDataFile("123")).toBe("page-data/sq/d/123.json");
  });
});
