// Builds the site with the articles of tests/fixtures/extra-article added, in a temporary copy
// (scripts/site-copy.ts), for the browser tests of tests/extra: an article an editor adds must
// get its page, a place in the listing, search and related reading with no code change.
// Usage: npm run build:extra   (the copy is EXTRA_SITE_DIR, printed at the end)
import fs from "node:fs";
import path from "node:path";
import { EXTRA_SITE_DIR, EXTRA_ARTICLES_DIR } from "../tests/extra/site";
import { buildSiteCopy, makeSiteCopy } from "./site-copy";

const started = Date.now();
const dir = makeSiteCopy("extra", EXTRA_SITE_DIR);
for (const name of fs.readdirSync(EXTRA_ARTICLES_DIR)) {
  fs.copyFileSync(path.join(EXTRA_ARTICLES_DIR, name), path.join(dir, "content", "insights", name));
}
// Without AVIF pictures (see gatsby-config.ts): what these tests read does not depend on them.
void buildSiteCopy(dir, { BUILD_WITHOUT_AVIF: "1" }).then((code) => {
  if (code !== 0) {
    console.error(`build:extra: the copy with the extra article did not build (exit ${code}); see the output above. The copy is ${dir}.`);
    process.exit(1);
  }
  console.log(`build:extra: built ${dir} in ${Math.round((Date.now() - started) / 1000)} s`);
});
