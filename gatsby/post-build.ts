import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { netlifyRedirects } from "./redirects";

/** Netlify reads its redirect rules from public/_redirects; they come from gatsby/redirects.ts. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  await fs.promises.writeFile(path.join(program.directory, "public", "_redirects"), netlifyRedirects());
};
