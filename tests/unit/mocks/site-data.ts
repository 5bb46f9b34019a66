import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

const read = (name: string) => yaml.load(fs.readFileSync(path.resolve(__dirname, "../../../content", name), "utf8"));

/** What the site-wide static queries return, read from the real content files. */
export const siteData = {
  siteConfig: read("site.yaml"),
  navigation: read("navigation.yaml"),
  allIndustry: { nodes: read("industries.yaml") },
};
