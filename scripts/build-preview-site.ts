// Builds a deploy preview as Netlify would (CONTEXT=deploy-preview), in a temporary copy of the
// site (scripts/site-copy.ts) with the articles of tests/fixtures/added-article added and one
// article edited (tests/deploy-preview/site.ts), comparing it with this checkout's build in public/ as
// production. The browser tests of tests/deploy-preview open it: what a reviewer sees on a deploy preview,
// and what an editor's added article gets with no code change (its page, the listing, search,
// related reading, the feed and the sitemap).
// Usage: npm run build:preview   (after `npm run build`; the copy is PREVIEW_SITE_DIR)
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { FINGERPRINTS_FILE } from "../gatsby/page-fingerprints";
import { ADDED_ARTICLES_DIR, EDITED_ARTICLE, editArticle, PREVIEW_SITE_DIR } from "../tests/deploy-preview/site";
import { buildSiteCopy, makeSiteCopy, REPOSITORY } from "./site-copy";

const started = Date.now();
const productionFingerprints = path.join(REPOSITORY, "public", FINGERPRINTS_FILE);
if (!fs.existsSync(productionFingerprints)) {
  console.error(
    `build:preview: ${path.relative(REPOSITORY, productionFingerprints)} is missing; run \`npm run build\` first: it is the production the preview is compared with.`,
  );
  process.exit(1);
}

const dir = makeSiteCopy("preview", PREVIEW_SITE_DIR);
for (const name of fs.readdirSync(ADDED_ARTICLES_DIR)) {
  fs.copyFileSync(path.join(ADDED_ARTICLES_DIR, name), path.join(dir, "content", "insights", name));
}
const article = path.join(dir, "content", "insights", `${EDITED_ARTICLE}.mdx`);
fs.writeFileSync(article, editArticle(fs.readFileSync(article, "utf8")));

// "Production" answers over HTTP, as the real one does, for as long as the build runs.
const production = http.createServer((request, response) => {
  if (request.url !== `/${FINGERPRINTS_FILE}`) return void response.writeHead(404).end("Not found");
  response.writeHead(200, { "content-type": "application/json" }).end(fs.readFileSync(productionFingerprints));
});
production.listen(0, "127.0.0.1", () => {
  const { port } = production.address() as AddressInfo;
  // Without AVIF pictures (see gatsby-config.ts): the page fingerprints leaves them out, so the comparison is the same.
  const env = { CONTEXT: "deploy-preview", PREVIEW_COMPARE_URL: `http://127.0.0.1:${port}`, BUILD_WITHOUT_AVIF: "1" };
  void buildSiteCopy(dir, env).then((code) => {
    production.close();
    if (code !== 0) {
      console.error(`build:preview: the preview copy did not build (exit ${code}); see the output above. The copy is ${dir}.`);
      process.exit(1);
    }
    if (!fs.existsSync(path.join(dir, "public", "_preview", "index.html"))) {
      console.error("build:preview: the build wrote no /_preview page.");
      process.exit(1);
    }
    console.log(`build:preview: built ${dir} in ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
