import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { yamlTypeName } from "./gatsby/content-types";
import { sitemapAndFeed } from "./gatsby/sitemap-and-feed";

const config: GatsbyConfig = {
  // docs/product.md routes have no trailing slash (/about, /contact).
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // The site is static: Netlify serves public/ with the _headers and _redirects files the build
  // writes (gatsby/post-build.ts), the same rules local/ applies. Naming an adapter stops Gatsby
  // from installing gatsby-adapter-netlify, whose own header rules Netlify would merge with ours
  // (it joins the values of a header set twice, e.g. two Cache-Control or Referrer-Policy values).
  adapter: { name: "everpeak-static", adapt: () => undefined },
  plugins: [
    // BUILD_WITHOUT_AVIF=1 leaves AVIF out of the pictures. Only the browser tests' deploy preview
    // (scripts/build-preview-site.ts) sets it: AVIF encoding is nine tenths of a build's time, and
    // those tests read what an added or edited article changes, not picture formats (the route
    // manifest leaves AVIF out, so the preview still compares equal with production). Production,
    // real deploy previews and npm test's main build always make all three formats.
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: process.env.BUILD_WITHOUT_AVIF === "1" ? ["auto", "webp"] : ["auto", "avif", "webp"],
          quality: 72,
          placeholder: "blurred",
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content") },
    },
    {
      // Sources the Mdx nodes of articles (content/insights) and legal pages (content/legal). No .mdx file is
      // compiled into webpack: bodies reach pages as data (content-core/body-from-mdx.ts, the bodyTree field).
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"] },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        typeName: ({ node }: { node: { relativePath: string } }) => yamlTypeName(node.relativePath),
      },
    },
    // The sitemap and the insights feed (gatsby/sitemap-and-feed.ts).
    ...sitemapAndFeed(path.resolve(__dirname, "content")),
  ],
};

export default config;
