import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { StartupCompileHints } from "./gatsby/compile-hints";
import { staticStyleOptions, writesStyles } from "./gatsby/static-styles";
import { StyleSheetManifest } from "./gatsby/style-sheets";
import { createDevelopCheck, gatsbySocketSender, shortenErrorsWhile, type DevelopCheck } from "./gatsby/develop-check";
import { invalidPasswordDigest, missingProductionSettings } from "./gatsby/env";
import { formatProblems, validateContent } from "./gatsby/validate";
import { iconSpriteFile } from "./src/theme/icons";

import { createResolvers as articleImageResolvers } from "./gatsby/article-image";
import { createResolvers as bodyTreeResolvers } from "./gatsby/schema";

export { onCreateNode } from "./gatsby/mdx-nodes";
export { createPages } from "./gatsby/pages";
export { onPostBuild } from "./gatsby/post-build";
export { createSchemaCustomization } from "./gatsby/schema";

/** Resolvers from two places: an article's drawn picture when it names none (Article.artwork), and article and legal bodies as page data. */
export const createResolvers: GatsbyNode["createResolvers"] = async (...args) => {
  await articleImageResolvers?.(...args);
  await bodyTreeResolvers?.(...args);
};

const contentDir = path.resolve(__dirname, "content");
const sourceDir = path.resolve(__dirname, "src") + path.sep;

/** The file with every icon (src/theme/icons.ts), for pages whose own sprite lacks one; develop serves it too. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const { path: address, svg } = iconSpriteFile();
  const file = path.join(program.directory, "public", address);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, svg);
};

/** `npm run develop`: the content check that runs on every change (gatsby/develop-check.ts). */
let developCheck: DevelopCheck | undefined;

/**
 * Content is checked before Gatsby reads it, so an editor sees sentences, not
 * GraphQL traces. A build stops on the first problem. `gatsby develop` keeps
 * running instead, checks again whenever a content file changes, and shows the
 * sentences in the terminal and in the browser until the file is fixed.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const settings = missingProductionSettings(process.env) ?? invalidPasswordDigest(process.env);
  if (settings) reporter.panic(settings);
  if (process.env.gatsby_executing_command === "develop") {
    if (!developCheck) {
      const check = createDevelopCheck({
        contentDir,
        log: { problems: (text) => reporter.error(text), fine: (text) => reporter.success(text) },
        onChange: gatsbySocketSender(),
      });
      shortenErrorsWhile(() => check.settled().problems.length > 0);
      developCheck = check;
    }
    developCheck.run();
    await developCheck.watch();
    return;
  }
  const problems = validateContent(contentDir);
  if (problems.length) reporter.panic(formatProblems(problems));
};

/**
 * Production bundles: dead weight left out of every page's first load
 * (docs/architecture.md §7).
 * - Gatsby's built-in Partytown plugin pulls gatsby-script and Partytown's
 *   integration into the app bundle for a hook that returns at once outside
 *   `gatsby develop`. It is swapped for an empty plugin; the site uses no
 *   off-main-thread <Script> (tests/unit/bundle-hygiene.test.ts holds that).
 * And the bundles a page starts with carry V8's compile hint
 * (gatsby/compile-hints.ts).
 *
 * `gatsby develop` only: where Gatsby's runtime loads gatsby-browser.tsx,
 * webpack loads src/develop/browser.tsx instead, which re-exports it and adds
 * the content preview. Other stages (the production bundles and HTML) are left
 * alone, so none of the preview ships.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  // Styles become CSS at build time (gatsby/static-styles.ts), before Babel compiles the module.
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // Read when webpack first meets a module: under `gatsby develop`, a module that starts
          // writing styles is transformed once develop is restarted.
          include: (file: string) => file.startsWith(sourceDir) && writesStyles(fs.readFileSync(file, "utf8")),
          enforce: "pre",
          use: [{ loader: "@wyw-in-js/webpack-loader", options: { ...staticStyleOptions, cssImport: "import" } }],
        },
      ],
    },
  });
  if (stage === "build-javascript") {
    // Gatsby gathers every component's CSS into one stylesheet that each page inlines whole. Left in
    // the chunks of the code that uses it instead, a page inlines the CSS of its own chunks only
    // (client-assets-for-template.js), and a page reached by a link gets its chunks' stylesheets
    // with their code (mini-css-extract-plugin), in the order its modules import them.
    const config = getConfig();
    delete config.optimization.splitChunks.cacheGroups.styles;
    actions.replaceWebpackConfig(config);
    actions.setWebpackConfig({
      plugins: [
        plugins.normalModuleReplacement(
          /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
          path.resolve(__dirname, "gatsby/empty-browser-plugin.js"),
        ),
        new StartupCompileHints(),
        new StyleSheetManifest(),
      ],
    });
    return;
  }
  if (stage !== "develop") return;
  // Develop gathers every component's CSS into one chunk, whose modules the pages import in
  // different orders, and the extractor warns about each such pair. No style depends on that order
  // (a page's computed styles under develop match the build's), so the warnings would only bury
  // the content checker's sentences in the terminal.
  for (const plugin of getConfig().plugins as { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[]) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  const siteBrowser = path.resolve(__dirname, "gatsby-browser.tsx");
  const developBrowser = path.resolve(__dirname, "src/develop/browser.tsx");
  interface Resolve {
    request: string;
    context?: string;
    contextInfo?: { issuer?: string };
  }
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(/gatsby-browser(\.tsx)?$/, (resolve: Resolve) => {
        const target = path.resolve(resolve.context ?? "", resolve.request);
        // browser.tsx itself imports the real module.
        if ((target === siteBrowser || `${target}.tsx` === siteBrowser) && resolve.contextInfo?.issuer !== developBrowser) {
          resolve.request = developBrowser;
        }
      }),
    ],
  });
};

/**
 * Develop only (Gatsby calls it for `gatsby develop`): the browser reads the
 * check's result here. Gatsby's dev server holds every request while webpack
 * rebuilds (its webpack-dev-middleware runs with serverSideRender), and an MDX
 * file that no longer compiles starts such a rebuild: the answer that explains
 * it must not wait, so this handler is moved to the front of Express's stack.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.use((req: Parameters<DevelopCheck["handle"]>[0], res: Parameters<DevelopCheck["handle"]>[1], next: () => void) => {
    if (!developCheck?.handle(req, res)) next();
  });
  const stack = (app as { _router?: { stack?: unknown[] } })._router?.stack;
  if (Array.isArray(stack) && stack.length > 1) stack.unshift(stack.pop());
};
