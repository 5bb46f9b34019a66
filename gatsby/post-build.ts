import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { readContentYaml, unfilledBrandTokens } from "./brand";
import { pageScriptHashes } from "./csp-scripts";
import { headerRules, netlifyHeaders } from "./headers";
import { webManifest } from "./manifest";
import { netlifyRedirects } from "./redirects";
import { writeShareImages } from "./share-images";
import { FEED_PATH, readFeedArticles, rssFeed } from "./feed";
import { sitemap } from "./sitemap";

/** Every built page: its route and its HTML. */
function builtPages(publicDir: string): { route: string; html: string }[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : walk(full);
      return entry.name.endsWith(".html") ? [full] : [];
    });
  return walk(publicDir).map((file) => {
    const relative = path.relative(publicDir, file).split(path.sep).join("/");
    const route = relative === "index.html" ? "/" : `/${relative.replace(/(\/index)?\.html$/, "")}`;
    return { route, html: fs.readFileSync(file, "utf8") };
  });
}

/**
 * After the build, the files Netlify reads from public/ and the search-engine
 * files: _redirects (gatsby/redirects.ts), _headers (gatsby/headers.ts, with
 * the hashes of the pages' inline scripts, all of them known ones:
 * gatsby/csp-scripts.ts), sitemap.xml,
 * robots.txt, site.webmanifest, and every page's share picture. Content read
 * here comes with {product} and {company} filled in (gatsby/brand.ts); last,
 * the build fails if any built file still shows one of them.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const contentDir = path.join(program.directory, "content");
  const site = readContentYaml<{ url: string; company: string; product: string; titleTemplate: string }>(contentDir, "site.yaml");
  const pages = builtPages(publicDir);

  const scripts = pages.map((page) => pageScriptHashes(page.route, page.html));
  const unknownScripts = [...new Set(scripts.flatMap((page) => page.problems))];
  // Stop before _headers is written: an unknown script must not get a hash.
  if (unknownScripts.length) reporter.panic(["The built pages contain inline scripts the site does not know:", ...unknownScripts].join("\n  - "));
  const scriptHashes = [...new Set(scripts.flatMap((page) => page.hashes))];
  const rules = headerRules({ supabaseUrl: process.env.GATSBY_SUPABASE_URL, scriptHashes, deployContext: process.env.CONTEXT });
  await fs.promises.writeFile(path.join(publicDir, "_headers"), netlifyHeaders(rules));
  await fs.promises.writeFile(path.join(publicDir, "_redirects"), netlifyRedirects());
  await fs.promises.writeFile(path.join(publicDir, "sitemap.xml"), sitemap(site.url, pages));
  const insights = readContentYaml<{ title: string; seo: { description: string } }>(contentDir, "insights.yaml");
  await fs.promises.writeFile(
    path.join(publicDir, FEED_PATH.slice(1)),
    rssFeed({ url: site.url, title: site.titleTemplate.replace("%s", () => insights.title), description: insights.seo.description }, readFeedArticles(contentDir)),
  );
  await fs.promises.writeFile(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
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
