// The bare Gatsby page that `npm run bench:web` measures the site against: the site's Gatsby, React,
// image, YAML and MDX plugins, and nothing of the site's own. scripts/bench-web.ts builds a copy of
// this folder, with a generated picture, in a temporary folder.
import type { GatsbyConfig } from "gatsby";

const config: GatsbyConfig = {
  jsxRuntime: "automatic",
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: `${__dirname}/content` } },
    "gatsby-transformer-yaml",
    "gatsby-plugin-mdx",
  ],
};

export default config;
