import os from "node:os";
import path from "node:path";

/** Where scripts/build-extra-site.ts builds the site with the fixture articles, and where they are. */
export const EXTRA_SITE_DIR = path.join(os.tmpdir(), "everpeak-extra-site");
export const EXTRA_ARTICLES_DIR = path.resolve(__dirname, "../fixtures/extra-article");
