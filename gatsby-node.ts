import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { staticStyleOptions, writesStyles } from "./gatsby/static-styles";
import { StyleSheetList } from "./gatsby/style-sheets";
import { invalidPasswordDigest, missingProductionSettings } from "./gatsby/env";
import { dropStylesCacheGroup, PARTYTOWN_BROWSER_PLUGIN, siteDirectory } from "./src/lib/gatsby-internals";
import { checkContent, formatProblems } from "./gatsby/validate";
import { loadMdxCompiler } from "./content-core/mdx-reading";
import { checkIndustries } from "./gatsby/industry-agreement";
import { iconSpriteFile } from "./content-core/icons";

export { onCreateNode } from "./gatsby/mdx-nodes";
export { createPages } from "./gatsby/pages";
export { onPostBuild } from "./gatsby/post-build";
export { createResolvers, createSchemaCustomization } from "./gatsby/schema";

const sourceDir = path.resolve(__dirname, "src") + path.sep;

/** The file with every icon (content-core/icons.ts), for pages whose own sprite lacks one; develop serves it too. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store }) => {
  const { path: address, svg } = iconSpriteFile();
  const file = path.join(siteDirectory(store), "public", address);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, svg);
};

/** Content is checked before Gatsby reads it, so an editor sees the checker's sentences, not GraphQL traces. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const settings = missingProductionSettings(process.env) ?? invalidPasswordDigest(process.env);
  if (settings) reporter.panic(settings);
  const content = path.resolve(__dirname, "content");
  await loadMdxCompiler();
  const { errors, warnings } = checkContent(content);
  // content/industries.yaml against the database's own constraint, on the migrations applied to PGlite.
  errors.push(...(await checkIndustries(content)));
  if (errors.length) reporter.panic(formatProblems(errors));
  // The copy warnings only ask for a look: a deploy preview's build log shows them to its reviewer.
  for (const warning of warnings) reporter.warn(`Content: ${warning}`);
};

/**
 * Production bundles (docs/architecture.md §7): Gatsby's Partytown plugin, which the site does not use,
 * swapped for an empty one; each page's CSS with its chunks.
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
    const config = getConfig();
    dropStylesCacheGroup(config);
    actions.replaceWebpackConfig(config);
    actions.setWebpackConfig({
      plugins: [
        plugins.normalModuleReplacement(PARTYTOWN_BROWSER_PLUGIN, path.resolve(__dirname, "gatsby/empty-browser-plugin.js")),
        new StyleSheetList(),
      ],
    });
  }
};
