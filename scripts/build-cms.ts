import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { brandNamesIn } from "../gatsby/brand";
import { readContentYaml } from "../gatsby/content-yaml";
import { escapeHtml } from "../content-core/html-text";
import { CONTENT_DIR, filesIn, readInventory } from "../gatsby/inventory";
import { transformStyles, writesStyles } from "../gatsby/static-styles";
import { styleSheetListFile, type StyleSheet } from "../gatsby/style-sheets";
import type { CheckContext } from "../cms/checks";
import type { BuildSettings } from "../cms/config";
import { fromMdx, fromYaml, SOURCE } from "../cms/source-format";
import { brandPaths } from "../content-core/brand";
import { documents } from "../content-core/model";
import { ADMIN_PATH } from "../content-core/editing-room";

/**
 * Builds the editing room into public/admin: one page and one bundle of Decap CMS with its own
 * React 19 (cms/node_modules), linked from no page of the site (the budget checks it). `npm run build`
 * runs it after `gatsby build`, whose stylesheets its preview links; /admin's headers are the build's.
 */

const REPOSITORY = path.resolve(__dirname, "..");
const CMS_DIR = path.join(REPOSITORY, "cms");

/** React, imported by Decap or by a site component in src/, is the editing room's one React 19. */
const SHARED = /^(react|react-dom)(\/.*)?$/;
const sharedPackages: Plugin = {
  name: "shared-packages",
  setup(build) {
    build.onResolve({ filter: SHARED }, async (args) => {
      if (args.pluginData === "shared") return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: CMS_DIR, pluginData: "shared" });
      return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
    });
  },
};

/**
 * The editor's own modules: the site's components import "gatsby", which has no place in the editor (cms/src/gatsby-shim.tsx);
 * Decap's backend search imports `fuzzy`, which matches scattered letters (cms/search.ts; the media library keeps `fuzzy`).
 */
const editorModules: Plugin = {
  name: "editor-modules",
  setup(build) {
    build.onResolve({ filter: /^gatsby$/ }, () => ({ path: path.join(CMS_DIR, "src", "gatsby-shim.tsx") }));
    build.onResolve({ filter: /^fuzzy$/ }, (args) =>
      /decap-cms-core[\\/]dist[\\/]esm[\\/]backend\.js$/.test(args.importer) ? { path: path.join(CMS_DIR, "search.ts") } : undefined,
    );
  },
};

/** The site's css`` made into class names as its build makes them (gatsby/static-styles.ts), so the preview wears the site's own stylesheets. */
const siteStyles: Plugin = {
  name: "site-styles",
  setup(build) {
    const source = path.join(REPOSITORY, "src") + path.sep;
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (!args.path.startsWith(source)) return undefined;
      const code = await fs.promises.readFile(args.path, "utf8");
      if (!writesStyles(code)) return undefined;
      const { code: transformed } = await transformStyles(args.path, code, REPOSITORY);
      return { contents: transformed, loader: "tsx" };
    });
  },
};

/** The built site's stylesheets, the app's first (gatsby/style-sheets.ts): the preview links them all, the on-demand parts' too. */
function siteStyleSheets(publicDir: string): string[] {
  const sheets = JSON.parse(fs.readFileSync(styleSheetListFile(path.dirname(publicDir)), "utf8")) as StyleSheet[];
  return sheets.map((sheet) => `/${sheet.file}`);
}

/**
 * The fields whose content holds {company} or {product}, by content file or folder: every file of the model's
 * documents read as its form holds it (cms/source-format.ts), an MDX body as "body", and its values walked.
 */
export function namedFieldsIn(contentDir: string): Record<string, string[]> {
  return Object.fromEntries(
    documents.map((document) => {
      const mdx = document.format === "mdx";
      const files = document.files
        ? filesIn(path.join(contentDir, document.path), mdx ? ".mdx" : ".yaml").map((name) => `${document.path}/${name}`)
        : [document.path];
      const paths = files.flatMap((file) => {
        const text = fs.readFileSync(path.join(contentDir, file), "utf8");
        const { [SOURCE]: _text, ...values } = mdx ? fromMdx(text) : fromYaml(text);
        return brandPaths(values);
      });
      return [document.path, [...new Set(paths)].sort()];
    }),
  );
}

function cmsSettings(env: NodeJS.ProcessEnv, siteUrl: string): BuildSettings & CheckContext {
  const inventory = readInventory();
  return {
    repositoryUrl: env.REPOSITORY_URL,
    branch: env.CMS_BRANCH || "main",
    siteUrl,
    routes: [...inventory.routes].sort(),
    drafts: inventory.drafts.map((draft) => draft.route),
    names: brandNamesIn(CONTENT_DIR),
    namedFields: namedFieldsIn(CONTENT_DIR),
    solutionNames: inventory.solutions.map(
      (entry) => readContentYaml<{ subpage?: string }>(CONTENT_DIR, `solutions/${entry.slug}.yaml`)?.subpage ?? "",
    ),
  };
}

async function buildCms(publicDir: string, settings: BuildSettings & CheckContext, siteName: string) {
  const outDir = path.join(publicDir, ADMIN_PATH.slice(1));
  await fs.promises.rm(outDir, { recursive: true, force: true });
  await fs.promises.mkdir(outDir, { recursive: true });
  const result = await build({
    entryPoints: [path.join(CMS_DIR, "src", "index.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: ["chrome120", "firefox120", "safari17"],
    write: false,
    legalComments: "none",
    plugins: [sharedPackages, editorModules, siteStyles],
    define: {
      "process.env.NODE_ENV": '"production"',
      __CMS_SETTINGS__: JSON.stringify(settings),
      __SITE_STYLE_SHEETS__: JSON.stringify(siteStyleSheets(publicDir)),
      global: "globalThis",
    },
    jsx: "automatic",
    logLevel: "silent",
    absWorkingDir: REPOSITORY,
  });
  const bundle = result.outputFiles[0]!.contents;
  const name = `cms-${crypto.createHash("sha256").update(bundle).digest("hex").slice(0, 16)}.js`;
  await fs.promises.writeFile(path.join(outDir, name), bundle);
  await fs.promises.writeFile(path.join(outDir, "index.html"), adminPage(name, siteName));
  return bundle.byteLength;
}

/** The editing room's page: no inline script, so its policy needs no hash (gatsby/headers.ts adminHeaders). */
export function adminPage(bundle: string, siteName: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editing room | ${escapeHtml(siteName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<script src="${ADMIN_PATH}/${bundle}"></script>
</body>
</html>
`;
}

if (require.main === module) {
  const publicDir = path.join(REPOSITORY, "public");
  const site = readContentYaml<{ url: string; company: string }>(CONTENT_DIR, "site.yaml");
  buildCms(publicDir, cmsSettings(process.env, site.url), site.company).then(
    (bytes) => console.log(`Editing room: ${ADMIN_PATH} with ${(bytes / 1024 / 1024).toFixed(1)} MB of Decap CMS, linked from no page.`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
