import { absoluteUrl } from "../src/lib/site-url";

/** Whether a page asks search engines not to index it: any <meta name="robots"> whose content says noindex, whatever the attribute order. */
export function hasNoindex(html: string): boolean {
  return (html.match(/<meta\b[^>]*>/gi) ?? []).some(
    (tag) => /\bname\s*=\s*["']?robots["']?/i.test(tag) && /\bcontent\s*=\s*["'][^"']*\bnoindex\b/i.test(tag),
  );
}

/** sitemap.xml for the built pages, without noindex pages, the 404 page and Gatsby's internal slices. */
export function sitemap(siteUrl: string, pages: readonly { route: string; html: string }[]): string {
  const urls = pages
    .filter((page) => !hasNoindex(page.html) && !/^\/(404|dev-404-page)$/.test(page.route) && !page.route.startsWith("/_gatsby/"))
    .map((page) => absoluteUrl(siteUrl, page.route))
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${url}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
}
