import crypto from "node:crypto";

/**
 * Response headers: the one set of rules Netlify (public/_headers, written
 * after the build) and the local server (local/static-site.ts) both apply,
 * so the browser tests run under the same Content-Security-Policy as
 * production.
 */
export interface HeaderRule {
  /** A path, or a pattern ending in "*" (Netlify's syntax). */
  for: string;
  values: Record<string, string>;
}

export interface HeaderContext {
  /** The Supabase project URL the browser talks to; absent for the local backend (same origin). */
  supabaseUrl?: string;
  /** SHA-256 hashes (base64) of the built pages' inline scripts, all of them known ones (gatsby/csp-scripts.ts). */
  scriptHashes: readonly string[];
  /** Netlify's CONTEXT: deploy previews and branch deploys are kept out of search engines. */
  deployContext?: string;
}

const YEAR = 31536000;

/** Netlify's default for pages (and what the local server sends when no rule sets one). */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** SHA-256 of an inline script, in CSP source form ('sha256-...'). */
export function scriptHash(source: string): string {
  return `'sha256-${crypto.createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** An inline <script> of a page: its attributes as written, its id attribute, and its code. */
export interface InlineScript {
  attributes: string;
  id?: string;
  source: string;
}

/** Script types that are data, not code: CSP does not govern them (JSON-LD). Any other type counts as code. */
const DATA_TYPES = new Set(["application/ld+json", "application/json"]);

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attributes)?.slice(1).find((value) => value !== undefined);

/**
 * Every inline script in a page's HTML that a browser would run: those
 * without src, and not data blocks such as JSON-LD, which CSP does not govern.
 */
export function inlineScriptTags(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .map(([, attributes = "", source = ""]) => ({ attributes, id: attribute(attributes, "id"), source }))
    .filter(({ attributes, source }) => {
      if (attribute(attributes, "src") !== undefined || !source) return false;
      const type = attribute(attributes, "type")?.trim().toLowerCase();
      return !type || !DATA_TYPES.has(type);
    });
}

export function contentSecurityPolicy({ supabaseUrl, scriptHashes }: HeaderContext): string {
  const connect = ["'self'", ...(supabaseUrl ? [new URL(supabaseUrl).origin] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`.trim(),
    // Emotion writes <style> elements at runtime; styles cannot run code, scripts stay hash-locked.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

export function headerRules(context: HeaderContext): HeaderRule[] {
  const security: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(context),
    "Strict-Transport-Security": `max-age=${YEAR}; includeSubDomains; preload`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (context.deployContext && context.deployContext !== "production") security["X-Robots-Tag"] = "noindex";
  const immutable = { "Cache-Control": `public, max-age=${YEAR}, immutable` };
  // Netlify joins the values of a header set by two matching rules, so each path gets one
  // Cache-Control: HTML keeps Netlify's default, which is REVALIDATE.
  return [
    { for: "/*", values: security },
    // Webpack names these by content hash: a changed file is a new URL.
    { for: "/*.js", values: immutable },
    { for: "/*.css", values: immutable },
    { for: "/static/*", values: immutable },
    // Not hashed: served fresh enough to change within an hour of a deploy.
    { for: "/media/*", values: { "Cache-Control": "public, max-age=3600, must-revalidate" } },
    { for: "/page-data/*", values: { "Cache-Control": REVALIDATE } },
  ];
}

/** Netlify's _headers format. */
export function netlifyHeaders(rules: readonly HeaderRule[]): string {
  return `# Written by the build from gatsby/headers.ts; edit that file, not this one.\n${rules
    .map((rule) => `${rule.for}\n${Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`).join("\n")}`)
    .join("\n")}\n`;
}

/** Reads a _headers file back into rules (the local server applies what Netlify would). */
export function parseNetlifyHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ for: line.trim(), values: {} });
      continue;
    }
    const rule = rules[rules.length - 1];
    const separator = line.indexOf(":");
    if (rule && separator > 0) rule.values[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Netlify's path patterns: "*" matches anything, including slashes. */
const matches = (pattern: string, pathname: string) =>
  new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`).test(pathname);

/** The headers for a path: every matching rule in order, later values replacing earlier ones (as Netlify merges them). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.for, pathname)).map((rule) => rule.values));
}
