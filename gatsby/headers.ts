import crypto from "node:crypto";
import { matches, type HeaderRule } from "./netlify-headers";
import { PAGE_DATA_DIR } from "../src/lib/gatsby-internals";

/** Response headers: the rules Netlify (public/_headers) and the local server (local/static-site.ts) both apply. */

/** An HTML file the build wrote: the paths it is served at ("/about", "/about/index.html"), and its known inline scripts' hashes. */
export interface BuiltDocument {
  paths: readonly string[];
  scriptHashes: readonly string[];
}

const YEAR = 31536000;

/** Netlify's default for pages, and the local server's. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** SHA-256 of an inline script, in CSP source form ('sha256-...'). */
export function scriptHash(source: string): string {
  return `'sha256-${crypto.createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** Script types that are data, not code: CSP does not govern them (JSON-LD). Any other type counts as code. */
const DATA_TYPES = new Set(["application/ld+json", "application/json"]);

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i")
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);

/** Every inline script in a page's HTML that a browser would run: no src, and no data block such as JSON-LD. */
export function inlineScriptTags(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .map(([, attributes = "", source = ""]) => ({ attributes, id: attribute(attributes, "id"), source }))
    .filter(({ attributes, source }) => {
      if (attribute(attributes, "src") !== undefined || !source) return false;
      const type = attribute(attributes, "type")?.trim().toLowerCase();
      return !type || !DATA_TYPES.has(type);
    });
}

/**
 * The policy of one document, with the hashes of its inline scripts. `meta`: for a <meta http-equiv>,
 * without frame-ancestors, which browsers ignore there (X-Frame-Options still keeps the page out of frames).
 */
export function contentSecurityPolicy(options: { scriptHashes: readonly string[]; meta?: boolean }): string {
  const { scriptHashes, meta = false } = options;
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`.trim(),
    // The build's CSS is inlined in each head, and a few elements set CSS variables in a style
    // attribute: both are inline styles, which cannot run code; scripts stay hash-locked.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    // The forms post to the site's own functions (netlify/functions), which alone reach the database.
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'none'",
    "frame-src 'none'",
    ...(meta ? [] : ["frame-ancestors 'none'"]),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The rules, each path once. Each HTML file's paths get a Content-Security-Policy with that file's
 * own script hashes, set by exact paths only: Netlify joins the values of a header two matching rules
 * set, which browsers read as two policies (checkPolicyCoverage). Unknown paths get 404.html, whose
 * policy is in a <meta> element. `deployContext` is Netlify's CONTEXT; `admin` the editing room's paths
 * and where its backend answers.
 */
export function headerRules(context: {
  documents: readonly BuiltDocument[];
  deployContext?: string;
  admin?: { paths: readonly string[]; connect: readonly string[] };
}): HeaderRule[] {
  const security: Record<string, string> = {
    "Strict-Transport-Security": `max-age=${YEAR}; includeSubDomains; preload`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
  };
  if (context.deployContext && context.deployContext !== "production") security["X-Robots-Tag"] = "noindex";
  const immutable = { "Cache-Control": `public, max-age=${YEAR}, immutable` };
  const rules = new Map<string, Record<string, string>>();
  const add = (pattern: string, values: Record<string, string>) => {
    const existing = rules.get(pattern);
    if (!existing) return void rules.set(pattern, { ...values });
    for (const [name, value] of Object.entries(values)) {
      if (existing[name] !== undefined && existing[name] !== value)
        throw new Error(`Two documents of the build are served at ${pattern} with different ${name} values.`);
      existing[name] = value;
    }
  };
  add("/*", security);
  // One Cache-Control a path: HTML keeps Netlify's default (REVALIDATE); webpack names these by content hash.
  add("/*.js", immutable);
  add("/*.css", immutable);
  add("/static/*", immutable);
  // Not hashed: served fresh enough to change within an hour of a deploy.
  add("/media/*", { "Cache-Control": "public, max-age=3600, must-revalidate" });
  add(`/${PAGE_DATA_DIR}/*`, { "Cache-Control": REVALIDATE });
  // Set per document, not for /*: the editing room needs its sign-in popup to answer (adminHeaders).
  const opener = { "Cross-Origin-Opener-Policy": "same-origin" };
  for (const document of context.documents) {
    const policy = contentSecurityPolicy({ scriptHashes: document.scriptHashes });
    for (const documentPath of document.paths) add(documentPath, { "Content-Security-Policy": policy, ...opener });
  }
  if (context.admin) for (const adminPath of context.admin.paths) add(adminPath, adminHeaders(context.admin.connect));
  return [...rules].map(([pattern, values]) => ({ for: pattern, values }));
}

/**
 * The editing room's own headers (/admin): Decap CMS compiles schemas (eval), styles with Emotion,
 * shows and reads back images as blob: and data: URLs, talks to GitHub (or the local backend),
 * previews in a frame, and signs in through a popup that same-origin opener policy would cut off.
 */
export function adminHeaders(connect: readonly string[]): Record<string, string> {
  const policy = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src ${["'self'", "blob:", ...connect].join(" ")}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
  return {
    "Content-Security-Policy": policy,
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": REVALIDATE,
  };
}

/** A page (404.html) with its Content-Security-Policy in a <meta http-equiv>, after <meta charset> (or <head>). */
export function withPolicyElement(page: string, policy: string): string {
  const element = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  // Gatsby keeps the HTML of pages that did not change, so the file may have an element from the last build.
  const html = page.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/gi, "");
  const place = /<meta charset="?utf-8"?\s*\/?>/i.exec(html) ?? /<head\b[^>]*>/i.exec(html);
  if (!place) throw new Error("The page has no <head> to put its Content-Security-Policy in.");
  const at = place.index + place[0].length;
  return `${html.slice(0, at)}${element}${html.slice(at)}`;
}

/** Paths that get no Content-Security-Policy, or more than one, from the rules: one "path: ..." sentence each. */
export function checkPolicyCoverage(rules: readonly HeaderRule[], pathnames: readonly string[]): string[] {
  const policies = rules.filter((rule) => rule.values["Content-Security-Policy"] !== undefined);
  return pathnames.flatMap((pathname) => {
    const count = policies.filter((rule) => matches(rule.for, pathname)).length;
    if (count === 1) return [];
    return [
      count
        ? `${pathname}: ${count} rules set its Content-Security-Policy; browsers would enforce each of them.`
        : `${pathname}: no rule sets its Content-Security-Policy.`,
    ];
  });
}
