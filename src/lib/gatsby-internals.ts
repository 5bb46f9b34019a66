/**
 * Every use of something Gatsby does not document, once, with the version it was checked against;
 * tests/unit/gatsby/gatsby-internals.test.ts reads the installed gatsby and names any that changed.
 * Upgrading Gatsby: run that test, re-check each use it names, then raise CHECKED_WITH.
 */

import type { Store } from "gatsby";

/** The gatsby release (node_modules/gatsby/package.json) each use below was read against. */
export const CHECKED_WITH = {
  gatsby: "5.16.1",
  /** Only for GATSBY_IMAGE_HEAD_KEYS: gatsby-plugin-image is a package of its own. */
  "gatsby-plugin-image": "3.16.0",
} as const;

/**
 * 1. The `styles` cache group of Gatsby's production webpack configuration (dist/utils/webpack.config.js),
 * which puts every component's CSS in one stylesheet each page inlines whole. Deleted, a page inlines
 * its own chunks' CSS; the build stops if the group is gone.
 */
export function dropStylesCacheGroup(config: { optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } } }): void {
  const groups = config.optimization?.splitChunks?.cacheGroups;
  if (!groups || !("styles" in groups)) {
    throw new Error(
      `Gatsby's webpack configuration has no optimization.splitChunks.cacheGroups.styles any more (checked with gatsby ${CHECKED_WITH.gatsby}): ` +
        "see src/lib/gatsby-internals.ts and re-check how Gatsby now bundles CSS.",
    );
  }
  delete groups.styles;
}

/** 2. Gatsby's built-in Partytown plugin, which gatsby-node.ts swaps for gatsby/empty-browser-plugin.js, and its file. */
export const PARTYTOWN_BROWSER_PLUGIN = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
export const PARTYTOWN_BROWSER_PLUGIN_FILE = "dist/internal-plugins/partytown/gatsby-browser.js";

/** An inline script the Content-Security-Policy allows by hash (gatsby/csp-scripts.ts), recognised by its text. */
export interface KnownScript {
  /** The id Gatsby gives the script, if any: a script of that shape without it is not Gatsby's. */
  id?: string;
  matches: (source: string) => boolean;
}

/** A JSON string literal: data, and one string, whatever it holds. */
const JSON_STRING = String.raw`"(?:[^"\\\u0000-\u001f]|\\.)*"`;

const shape = (pattern: string) => {
  const regex = new RegExp(`^${pattern}$`);
  return (source: string) => regex.test(source);
};

/** `window.___chunkMapping=<JSON>;` as Gatsby writes it without slices: only JSON, so only data. */
function assignsJsonChunkMapping(source: string): boolean {
  const match = /^\/\*<!\[CDATA\[\*\/window\.___chunkMapping=([\s\S]*);\/\*\]\]>\*\/$/.exec(source);
  if (!match) return false;
  try {
    JSON.parse(match[1]!);
    return true;
  } catch {
    return false;
  }
}

/** 3. The inline scripts Gatsby writes, each by its exact shape (gatsby/csp-scripts.ts hashes them). */
export const GATSBY_INLINE_SCRIPTS: readonly KnownScript[] = [
  // cache-dir/static-entry.js: the page's path; without slices, also the compilation hash.
  {
    id: "gatsby-script-loader",
    matches: shape(String.raw`/\*<!\[CDATA\[\*/window\.pagePath=${JSON_STRING};(?:window\.___webpackCompilationHash="\w+";)?/\*\]\]>\*/`),
  },
  // dist/utils/gatsby-webpack-stats-extractor.js: the chunk map as a JSON string, in the scripts slice.
  { id: "gatsby-chunk-mapping", matches: shape(String.raw`\s*window\.___chunkMapping=${JSON_STRING};\s*`) },
  // cache-dir/static-entry.js: the chunk map as JSON, without slices.
  { id: "gatsby-chunk-mapping", matches: assignsJsonChunkMapping },
  // dist/utils/gatsby-webpack-stats-extractor.js: the compilation hash, in the scripts slice (a script without attributes).
  { matches: shape(String.raw`window\.___webpackCompilationHash="\w+";`) },
];

/** 4. The tag of each bundle Gatsby ends a page with (dist/utils/gatsby-webpack-stats-extractor.js), which gatsby/boot-scripts.ts replaces. */
export const GATSBY_BUNDLE_TAG = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** 5. How Gatsby marks the <style> of the components' CSS it inlines (cache-dir/static-entry.js); gatsby-ssr.tsx does the same. */
export const COMPONENT_STYLES = "gatsby-global-css";

/** 6. What Gatsby passes onRenderBody beyond its documented arguments (cache-dir/static-entry.js). */
export interface RenderBodyExtras {
  bodyHtml?: string;
  styles?: { name: string }[];
}
export const renderBodyExtras = (args: object): RenderBodyExtras => args as RenderBodyExtras;

/** 7. Gatsby's chunk names (dist/utils/js-chunk-names.js): `component---<path>` for a page component, /app.<hash>.css for the app's styles. */
export const PAGE_COMPONENT_CHUNK_PREFIX = "component---";
export const isAppStyleSheet = (file: string) => /^\/app[.-]/.test(file);

/** 8. The site's directory in Gatsby's Redux store (dist/redux/reducers/program.js). */
export const siteDirectory = (store: Store): string => (store.getState() as { program: { directory: string } }).program.directory;

/** 9. process.env.BUILD_STAGE in Gatsby's bundles (dist/utils/webpack.config.js): `develop-html` while develop renders on the server. */
export const isDevelopHtml = () => process.env.BUILD_STAGE === "develop-html";

/** 10. The file listing each chunk group's assets (dist/utils/gatsby-webpack-stats-extractor.js); `npm run budget` reads it. */
export const WEBPACK_STATS_FILE = "webpack.stats.json";

/**
 * 11. The id of the element gatsby-browser.tsx finds the page's markup in (cache-dir/production-app.js),
 * whose replaceHydrateFunction returns an unmount (cache-dir/app.js).
 */
export const FOCUS_WRAPPER_ID = "gatsby-focus-wrapper";

/** 12. The keys of what gatsby-plugin-image writes into every head (its gatsby-ssr.js), which gatsby-ssr.tsx takes out. */
export const GATSBY_IMAGE_HEAD_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

/**
 * 13. Where a built page's data is (dist/utils/page-data-helpers.js: public/page-data/<route>/page-data.json,
 * "/" as index), where a static query's is (dist/utils/static-query-utils.js), and what they hold that the
 * budget, the post-build pass and the editing room's preview read.
 */
export const PAGE_DATA_DIR = "page-data";
export const pageDataFile = (route: string) => `${PAGE_DATA_DIR}/${route === "/" ? "index" : route.replace(/^\//, "")}/page-data.json`;
export const staticQueryDataFile = (hash: string) => `${PAGE_DATA_DIR}/sq/d/${hash}.json`;
export interface PageData {
  componentChunkName: string;
  result: { data: Record<string, unknown> };
  staticQueryHashes: string[];
}
