import { absoluteUrl } from "../src/lib/site-url";

/** Pages that ask not to be indexed say so in their HTML; the sitemap leaves them out. */
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

/** sitemap.xml for the built pages, without noindex pages, the 404 page and Gatsby's internal slices. */
export function sitemap(siteUrl: string, pages: readonly { route: string; html: string }[]): string {
  const urls = pages
    .filter((page) => !NOINDEX.test(page.html) && !/^\/(404|dev-404-page)$/.test(page.route) && !page.route.startsWith("/_gatsby/"))
    .map((page) => absoluteUrl(siteUrl, page.route))
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${url}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
}
