import crypto from "node:crypto";
import { decodeEntities } from "../content-core/html-text";

/** Whether a page asks search engines not to index it: any <meta name="robots"> whose content says noindex, whatever the attribute order. */
export function hasNoindex(html: string): boolean {
  return (html.match(/<meta\b[^>]*>/gi) ?? []).some(
    (tag) => /\bname\s*=\s*["']?robots["']?/i.test(tag) && /\bcontent\s*=\s*["'][^"']*\bnoindex\b/i.test(tag),
  );
}

/**
 * What each built page shows, as a fingerprint to compare between builds (public/page-fingerprints.json): a hash
 * of its visible text (alt texts too) and its media's addresses, leaving out what a build changes on its own
 * (scripts, styles, class and file names, the <head>), so a changed sentence changes exactly the pages showing it.
 */
export interface Fingerprint {
  title: string;
  /** False when the page asks search engines not to index it (gated pages, previews). */
  indexable: boolean;
  hash: string;
}

export interface PageFingerprints {
  version: 1;
  routes: Record<string, Fingerprint>;
}

export const FINGERPRINTS_FILE = "page-fingerprints.json";

/** Built HTML that is not a page of the site: Gatsby's slices, and the preview's own report. */
export const isSiteRoute = (route: string) => !route.startsWith("/_gatsby/") && !route.startsWith("/_preview") && route !== "/dev-404-page";

/** Elements whose content is no visible text: code, styles, templates and inline SVG (icons). */
const INVISIBLE = /<(script|style|template|noscript|svg)\b[^>]*>[\s\S]*?<\/\1>/gi;

/** The page's title, as the browser tab shows it. */
export function pageTitle(html: string): string {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1]!).trim() : "";
}

/** The inside of the <body>, or the whole text when it has none. */
const bodyOf = (html: string) => /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;

/** The <body>'s visible text, whitespace collapsed, with each image's alt text in its place. */
export function visibleText(html: string): string {
  return decodeEntities(
    bodyOf(html)
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(INVISIBLE, " ")
      .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, " $1 ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The addresses of the body's images and videos (src, srcset, poster), without query strings, sorted.
 * AVIF files are left out: every picture also comes as WebP and as JPEG or PNG, so they add nothing
 * to which pictures a page shows, and a build that makes no AVIF (the browser tests' site copies,
 * gatsby-config.ts) fingerprints its pages as a build that does.
 */
export function mediaSources(html: string): string[] {
  const sources = new Set<string>();
  const withoutCode = bodyOf(html).replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, " ");
  for (const tag of withoutCode.matchAll(/<(img|source|video|image)\b[^>]*>/gi)) {
    for (const attribute of tag[0].matchAll(/\s(src|srcset|data-src|data-srcset|poster|href)="([^"]*)"/gi)) {
      const value = decodeEntities(attribute[2]!);
      const addresses = /srcset$/i.test(attribute[1]!) ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "") : [value];
      for (const address of addresses) {
        const file = address.replace(/[?#].*$/, "");
        if (file && !/\.avif$/i.test(file)) sources.add(file);
      }
    }
  }
  return [...sources].sort();
}

/** Video addresses a page's data names (players get their files as data, not as HTML). */
export function videoSources(pageData: string): string[] {
  return [...new Set([...pageData.matchAll(/"([^"\s]+\.(?:mp4|webm|mov|m3u8))"/gi)].map((match) => match[1]!))].sort();
}

export interface BuiltPage {
  route: string;
  html: string;
  /** Media the page loads that its HTML does not name (its videos). */
  media?: readonly string[];
}

/** A page's entry; `digest` hashes a file the site serves itself, so a video replaced under the same name changes the page. */
export function pageFingerprint(page: BuiltPage, digest: (address: string) => string | undefined = () => undefined): Fingerprint {
  const media = [...new Set([...mediaSources(page.html), ...(page.media ?? [])])].sort().map((address) => {
    const content = digest(address);
    return content ? `${address} ${content}` : address;
  });
  const hash = crypto
    .createHash("sha256")
    .update(visibleText(page.html))
    .update("\n\u0000\n")
    .update(media.join("\n"))
    .digest("hex")
    .slice(0, 16);
  return { title: pageTitle(page.html), indexable: !hasNoindex(page.html), hash };
}

/** The fingerprints of a build's pages, site routes only, each route once. */
export function fingerprintPages(pages: readonly BuiltPage[], digest?: (address: string) => string | undefined): PageFingerprints {
  const routes: Record<string, Fingerprint> = {};
  for (const page of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    if (!isSiteRoute(page.route) || routes[page.route]) continue;
    routes[page.route] = pageFingerprint(page, digest);
  }
  return { version: 1, routes };
}

export interface RouteChange {
  route: string;
  title: string;
}

export interface PageChanges {
  added: RouteChange[];
  changed: RouteChange[];
  removed: RouteChange[];
}

/** What a build (`next`) changes against another (`base`): routes new, with other content, or gone. */
export function changedPages(base: PageFingerprints, next: PageFingerprints): PageChanges {
  const diff: PageChanges = { added: [], changed: [], removed: [] };
  for (const [route, entry] of Object.entries(next.routes)) {
    const before = base.routes[route];
    if (!before) diff.added.push({ route, title: entry.title });
    else if (before.hash !== entry.hash || before.title !== entry.title || before.indexable !== entry.indexable)
      diff.changed.push({ route, title: entry.title });
  }
  for (const [route, entry] of Object.entries(base.routes)) if (!next.routes[route]) diff.removed.push({ route, title: entry.title });
  for (const list of Object.values(diff)) list.sort((a: RouteChange, b: RouteChange) => a.route.localeCompare(b.route));
  return diff;
}

/** Page fingerprints read from JSON, or a sentence saying why they are not. */
export function parseFingerprints(text: string): PageFingerprints | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return "it is not JSON";
  }
  const read = data as Partial<PageFingerprints> | null;
  if (!read || read.version !== 1 || typeof read.routes !== "object" || read.routes === null)
    return "it is not the page fingerprints of this site (version 1)";
  for (const [route, entry] of Object.entries(read.routes)) {
    if (!entry || typeof entry.hash !== "string" || typeof entry.title !== "string") return `its entry for ${route} has no hash or title`;
  }
  return read as PageFingerprints;
}
