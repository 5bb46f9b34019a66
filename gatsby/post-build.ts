import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import yaml from "js-yaml";
import { headerRules, inlineScripts, netlifyHeaders, scriptHash } from "./headers";
import { webManifest } from "./manifest";
import { netlifyRedirects } from "./redirects";
import { writeShareImages } from "./share-images";
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
 * the hashes of the inline scripts the pages really contain), sitemap.xml,
 * robots.txt, site.webmanifest, and every page's share picture.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const site = yaml.load(fs.readFileSync(path.join(program.directory, "content", "site.yaml"), "utf8")) as { url: string; company: string; product: string };
  const pages = builtPages(publicDir);

  const scriptHashes = [...new Set(pages.flatMap((page) => inlineScripts(page.html)).map(scriptHash))];
  const rules = headerRules({ supabaseUrl: process.env.GATSBY_SUPABASE_URL, scriptHashes, deployContext: process.env.CONTEXT });
  await fs.promises.writeFile(path.join(publicDir, "_headers"), netlifyHeaders(rules));
  await fs.promises.writeFile(path.join(publicDir, "_redirects"), netlifyRedirects());
  await fs.promises.writeFile(path.join(publicDir, "sitemap.xml"), sitemap(site.url, pages));
  await fs.promises.writeFile(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  await fs.promises.writeFile(path.join(publicDir, "site.webmanifest"), webManifest(site));
  await writeShareImages(publicDir, site, pages);
};
