/**
 * Server-side redirects, the one list Netlify (public/_redirects) and the local server apply; a `*` at the
 * end of `from` matches the rest of the path. The industry pages are not built (docs/product.md); /sitemap.xml,
 * the sitemap's address before gatsby-plugin-sitemap, leads to its index for crawlers that still ask for it.
 */
export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302;
}

/** Where gatsby-plugin-sitemap writes the sitemap index, which lists its sitemaps (sitemap-0.xml, ...). */
export const SITEMAP_PATH = "/sitemap-index.xml";

export const redirects: readonly Redirect[] = [
  { from: "/industries", to: "/contact", status: 301 },
  { from: "/industries/*", to: "/contact", status: 301 },
  { from: "/sitemap.xml", to: SITEMAP_PATH, status: 301 },
];

/** The redirect that applies to `pathname` (trailing slashes ignored), if any. */
export function findRedirect(pathname: string, rules: readonly Redirect[] = redirects): Redirect | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return rules.find((rule) => (rule.from.endsWith("/*") ? path.startsWith(rule.from.slice(0, -1)) : path === rule.from));
}

/** The same rules in Netlify's _redirects format. */
export function netlifyRedirects(rules: readonly Redirect[] = redirects): string {
  return `# Written by the build from src/lib/redirects.ts; edit that file, not this one.\n${rules
    .map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`)
    .join("\n")}\n`;
}
