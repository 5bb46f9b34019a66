import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { yamlTypeName } from "./gatsby/content-types";
import { sitemapAndFeed } from "./gatsby/sitemap-and-feed";

const config: GatsbyConfig = {
  // docs/product.md routes have no trailing slash (/about, /contact).
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // A static site with the build's own _headers: naming an adapter stops Gatsby installing
  // gatsby-adapter-netlify, whose header rules Netlify would merge with ours.
  adapter: { name: "everpeak-static", adapt: () => undefined },
  plugins: [
    // BUILD_WITHOUT_AVIF=1 (only scripts/build-preview-site.ts sets it) leaves out AVIF, nine tenths of a
    // build's time; the page fingerprints ignores AVIF, so such a build compares equal with production.
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: process.env.BUILD_WITHOUT_AVIF === "1" ? ["auto", "webp"] : ["auto", "avif", "webp"],
          quality: 72,
          // AVIF's scale is not WebP's: at 72 every AVIF file was larger than its WebP (1.6 times in all,
          // 1.46 MB against 0.91 MB), and browsers that read AVIF take it first. At 50 the pictures keep the
          // fine lines WebP at 72 blurs (SSIM 0.985 against 0.980, over every picture at 480 and 960 px),
          // at 0.55 of the bytes of 72, and encode in three quarters of the time.
          avifOptions: { quality: 50 },
          placeholder: "blurred",
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content") },
    },
    // The Mdx nodes of articles and legal pages; bodies reach pages as data (the bodyTree field), not webpack.
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        typeName: ({ node }: { node: { relativePath: string } }) => yamlTypeName(node.relativePath),
      },
    },
    ...sitemapAndFeed(path.resolve(__dirname, "content")),
  ],
};

export default config;
