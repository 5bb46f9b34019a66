import path from "node:path";
import { readContentYaml } from "../../../gatsby/content-yaml";

// As GraphQL returns it: {product} and {company} filled in (gatsby/brand.ts).
const read = (name: string) => readContentYaml(path.resolve(__dirname, "../../../content"), name);

/** What the site-wide static queries return, read from the real content files. */
export const siteData = {
  siteConfig: read("site.yaml"),
  navigation: read("navigation.yaml"),
  allIndustry: { nodes: read("industries.yaml") },
};
