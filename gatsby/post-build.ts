import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { deferBundles } from "./boot-scripts";
import { unfilledBrandTokens } from "./brand";
import { readContentYaml } from "./content-yaml";
import { pageScriptHashes } from "./csp-scripts";
import { checkPolicyCoverage, contentSecurityPolicy, headerRules, withPolicyElement, type BuiltDocument } from "./headers";
import { netlifyHeaders } from "./netlify-headers";
import { webManifest } from "./web-manifest";
import { netlifyRedirects, SITEMAP_PATH } from "../src/lib/redirects";
import { writeShareImages } from "./share-images";
import {
  fetchProductionFingerprints,
  isPreviewBuild,
  PREVIEW_PATH,
  previewPage,
  productionAddress,
  ribbonHtml,
  withRibbon,
} from "./deploy-preview";
import { changedPages, isSiteRoute, FINGERPRINTS_FILE, fingerprintPages, videoSources } from "./page-fingerprints";
import { ADMIN_PATH, adminConnect } from "../content-core/editing-room";
import { PAGE_DATA_DIR, pageDataFile, siteDirectory } from "../src/lib/gatsby-internals";

/** Every built page: its route, its HTML file (relative to public/, with "/") and its HTML. */
function builtPages(publicDir: string): { route: string; file: string; html: string }[] {
  // The editing room (public/admin) is not a page of the site: it gets its own headers below.
  const notPages = new Set([PAGE_DATA_DIR, "static", ADMIN_PATH.slice(1)]);
  return (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !notPages.has(file.split("/")[0]!))
    .map((file) => {
      const route = file === "index.html" ? "/" : `/${file.replace(/(\/index)?\.html$/, "")}`;
      return { route, file, html: fs.readFileSync(path.join(publicDir, file), "utf8") };
    });
}

/** The paths a built HTML file is served at: its own, and for an index.html its folder's (/about/index.html, /about). */
function servedAt(file: string): string[] {
  if (file === "index.html") return ["/index.html", "/"];
  return file.endsWith("/index.html") ? [`/${file}`, `/${file.slice(0, -"/index.html".length)}`] : [`/${file}`];
}

/** The content hash of a file the site serves itself, for addresses like /media/hero.mp4; undefined for others. */
function servedFileDigest(publicDir: string): (address: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (address) => {
    if (!address.startsWith("/") || address.startsWith("//")) return undefined;
    if (!cache.has(address)) {
      const file = path.join(publicDir, decodeURIComponent(address));
      const inside = file.startsWith(publicDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
      cache.set(address, inside ? crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 12) : undefined);
    }
    return cache.get(address);
  };
}

/** A page's data file, where its videos are named. */
function pageData(publicDir: string, route: string): string {
  const file = path.join(publicDir, pageDataFile(route));
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

/** public/page-fingerprints.json; on a deploy preview also /_preview and the ribbon on every page, changing `pages` in place. */
async function writeFingerprints(
  publicDir: string,
  pages: { route: string; file: string; html: string }[],
  reporter: { info: (text: string) => void; warn: (text: string) => void },
) {
  const fingerprints = fingerprintPages(
    pages.map((page) => ({ ...page, media: videoSources(pageData(publicDir, page.route)) })),
    servedFileDigest(publicDir),
  );
  await fs.promises.writeFile(path.join(publicDir, FINGERPRINTS_FILE), `${JSON.stringify(fingerprints, null, 1)}\n`);
  if (!isPreviewBuild(process.env)) return;

  const production = productionAddress(process.env);
  const base = await fetchProductionFingerprints(production);
  const diff = "fingerprints" in base ? changedPages(base.fingerprints, fingerprints) : null;
  if ("problem" in base) reporter.warn(`Deploy preview: ${base.problem} /_preview says so; the build goes on.`);
  else
    reporter.info(
      `Deploy preview: ${diff!.changed.length} changed, ${diff!.added.length} new, ${diff!.removed.length} removed against ${production}.`,
    );

  const ribbon = ribbonHtml(diff);
  for (const page of pages) {
    if (!isSiteRoute(page.route)) continue;
    page.html = withRibbon(page.html, ribbon);
    await fs.promises.writeFile(path.join(publicDir, page.file), page.html);
  }
  const file = `${PREVIEW_PATH.slice(1)}/index.html`;
  const html = previewPage({
    diff,
    problem: "problem" in base ? base.problem : undefined,
    production,
    routes: Object.keys(fingerprints.routes).length,
  });
  await fs.promises.mkdir(path.join(publicDir, PREVIEW_PATH.slice(1)), { recursive: true });
  await fs.promises.writeFile(path.join(publicDir, file), html);
  pages.push({ route: PREVIEW_PATH, file, html });
}

/** Netlify (and local/) answer an address that is no file with this page, under the headers of that address. */
const NOT_FOUND_FILE = "404.html";

/**
 * After the build: _redirects, _headers (each page's policy with the hashes of its own known inline
 * scripts), robots.txt, site.webmanifest and the share pictures; last, the build fails if any built
 * file still shows {product} or {company}.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const publicDir = path.join(siteDirectory(store), "public");
  const contentDir = path.join(siteDirectory(store), "content");
  const site = readContentYaml<{ url: string; company: string; product: string; titleTemplate: string }>(contentDir, "site.yaml");
  const pages = builtPages(publicDir);
  // Each page's bundles start after its first paint (gatsby/boot-scripts.ts): rewritten before anything reads the pages.
  for (const page of pages) {
    const { html, otherScripts } = deferBundles(page.html);
    if (otherScripts.length)
      reporter.panic(
        `${page.file} loads scripts gatsby/boot-scripts.ts does not know, so they would run before the first paint: ${otherScripts.join(", ")}`,
      );
    if (html !== page.html) await fs.promises.writeFile(path.join(publicDir, page.file), (page.html = html));
  }
  await writeFingerprints(publicDir, pages, reporter);

  const scripts = pages.map((page) => ({ page, ...pageScriptHashes(page.route, page.html) }));
  const unknownScripts = [...new Set(scripts.flatMap((page) => page.problems))];
  // Stop before _headers is written: an unknown script must not get a hash.
  if (unknownScripts.length)
    reporter.panic(["The built pages contain inline scripts the site does not know:", ...unknownScripts].join("\n  - "));
  const documents: BuiltDocument[] = scripts.map(({ page, hashes }) => ({ paths: servedAt(page.file), scriptHashes: hashes }));
  // The editing room itself is built after Gatsby, by scripts/build-cms.ts; its headers are written here with the pages'.
  const admin = { paths: [ADMIN_PATH, `${ADMIN_PATH}/index.html`], connect: adminConnect(process.env.REPOSITORY_URL) };
  const rules = headerRules({ documents, deployContext: process.env.CONTEXT, admin });
  const uncovered = checkPolicyCoverage(rules, [...documents.flatMap((document) => document.paths), ...admin.paths]);
  if (uncovered.length)
    reporter.panic(["Each page must get exactly one Content-Security-Policy (gatsby/headers.ts):", ...uncovered].join("\n  - "));
  await fs.promises.writeFile(path.join(publicDir, "_headers"), netlifyHeaders(rules));
  const notFound = scripts.find(({ page }) => page.file === NOT_FOUND_FILE);
  if (!notFound) reporter.panic(`The build wrote no ${NOT_FOUND_FILE}, the page for unknown addresses.`);
  else {
    const policy = contentSecurityPolicy({ scriptHashes: notFound.hashes, meta: true });
    // Served at every unknown address, which no header rule can name without also matching the pages.
    await fs.promises.writeFile(path.join(publicDir, NOT_FOUND_FILE), withPolicyElement(notFound.page.html, policy));
  }
  await fs.promises.writeFile(path.join(publicDir, "_redirects"), netlifyRedirects());
  // gatsby-plugin-sitemap has written sitemap-index.xml by now (gatsby/sitemap-and-feed.ts): plugins run before the site's own onPostBuild.
  await fs.promises.writeFile(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}${SITEMAP_PATH}\n`);
  await fs.promises.writeFile(path.join(publicDir, "site.webmanifest"), webManifest(site));
  await writeShareImages(publicDir, site, pages);

  // Every text reaches the site through gatsby/brand.ts; a literal {company} here means one did not.
  const unfilled = unfilledBrandTokens(publicDir);
  if (unfilled.length) {
    reporter.panic(
      [
        "Built files show {product} or {company} instead of the names in content/site.yaml. Content text gets them from the " +
          "@brand field extension (gatsby/brand.ts); text read outside GraphQL needs readContentYaml or fillBrand. After changing " +
          "code in gatsby/, or for a file left from an earlier build, run `npm run clean` first: Gatsby keeps earlier query results and files.",
        ...unfilled.map((file) => `  - ${file}`),
      ].join("\n"),
    );
  }
};
