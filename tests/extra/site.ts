import path from "node:path";
import { checkoutCopyDir } from "../../scripts/site-copy";

/** Where scripts/build-extra-site.ts builds the site with the fixture articles, and where they are. */
export const EXTRA_SITE_DIR = checkoutCopyDir("extra-site");
export const EXTRA_ARTICLES_DIR = path.resolve(__dirname, "../fixtures/extra-article");
