import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";

const REPO = path.resolve(__dirname, "../..");

/**
 * Where scripts/build-extra-site.ts builds the site with the fixture articles,
 * and where they are. One folder per checkout (named by its path), so that two
 * checkouts on one machine never test each other's copy.
 */
export const EXTRA_SITE_DIR = path.join(os.tmpdir(), `everpeak-extra-site-${createHash("sha256").update(REPO).digest("hex").slice(0, 12)}`);
export const EXTRA_ARTICLES_DIR = path.resolve(__dirname, "../fixtures/extra-article");
