import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import yaml from "js-yaml";
import { headerRules, inlineScripts, netlifyHeaders, scriptHash } from "./headers";
import { netlifyRedirects } from "./redirects";
import { renderShareImage } from "./share-images";
import { sitemap } from "./sitemap";
import { color } from "../src/theme/tokens";

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

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };
const decode = (text: string) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]!);

/** A <meta> value from a page's head, by its name or property. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return tag ? decode(tag[1]!) : undefined;
}

/** Draws each page's link-preview picture at the path its og:image names, from its title and theme colour. */
async function writeShareImages(publicDir: string, site: { url: string; company: string }, pages: readonly { route: string; html: string }[]) {
  const drawn = new Set<string>();
  for (const page of pages) {
    const url = metaContent(page.html, "og:image");
    if (!url?.startsWith(site.url) || drawn.has(url)) continue;
    const title = metaContent(page.html, "og:image:alt");
    const accent = metaContent(page.html, "theme-color");
    if (!title || !accent) throw new Error(`${page.route}: the page names a share image but not its og:image:alt and theme-color`);
    const file = path.join(publicDir, url.slice(site.url.length));
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, await renderShareImage({ title, accent, company: site.company, domain: new URL(site.url).host.replace(/^www\./, "") }));
    drawn.add(url);
  }
}

/** The web app manifest, named from content/site.yaml. */
export const webManifest = (site: { company: string; product: string }) =>
  `${JSON.stringify(
    {
      name: site.company,
      short_name: site.product,
      start_url: "/",
      display: "minimal-ui",
      background_color: color.snow,
      theme_color: color.navy,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  )}\n`;

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
