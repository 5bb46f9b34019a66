/**
 * Server-side redirects, the one list Netlify (public/_redirects) and the local server apply; a `*` at the
 * end of `from` matches the rest of the path, and a `:name` segment one segment, which `to` may repeat. The
 * industry pages are not built (docs/product.md): each leads to the contact form with its industry chosen,
 * named by the address (the form matches it against content/industries.yaml). /sitemap.xml, the sitemap's
 * address before gatsby-plugin-sitemap, leads to its index for crawlers that still ask for it.
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
  { from: "/industries/:industry", to: "/contact?industry=:industry", status: 301 },
  { from: "/industries/*", to: "/contact", status: 301 },
  { from: "/sitemap.xml", to: SITEMAP_PATH, status: 301 },
];

/** A path segment a `:name` matches: what an address of the site can hold, nothing that needs escaping in a query. */
const SEGMENT = "([a-z0-9]+(?:-[a-z0-9]+)*)";

/** The redirect that applies to `pathname` (trailing slashes ignored), if any, with `to`'s `:name` segments filled in. */
export function findRedirect(pathname: string, rules: readonly Redirect[] = redirects): Redirect | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const rule of rules) {
    if (rule.from.endsWith("/*")) {
      if (path.startsWith(rule.from.slice(0, -1))) return rule;
      continue;
    }
    const names: string[] = [];
    const pattern = rule.from.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_, name: string) => (names.push(name), SEGMENT));
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (match) return { ...rule, to: names.reduce((to, name, i) => to.replace(`:${name}`, match[i + 1]!), rule.to) };
  }
  return undefined;
}

/** The same rules in Netlify's _redirects format. */
export function netlifyRedirects(rules: readonly Redirect[] = redirects): string {
  return `# Written by the build from src/lib/redirects.ts; edit that file, not this one.\n${rules
    .map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`)
    .join("\n")}\n`;
}
