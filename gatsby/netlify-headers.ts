/** A rule of Netlify's _headers file, which the build writes and the local server (local/static-site.ts) reads back. */
export interface HeaderRule {
  /** A path, or a pattern ending in "*" (Netlify's syntax). */
  for: string;
  values: Record<string, string>;
}

/** Netlify's _headers format. */
export function netlifyHeaders(rules: readonly HeaderRule[]): string {
  return `# Written by the build from gatsby/headers.ts; edit that file, not this one.\n${rules
    .map(
      (rule) =>
        `${rule.for}\n${Object.entries(rule.values)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join("\n")}`,
    )
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

/**
 * A _headers path as Netlify matches it (@netlify/headers-parser): case and a trailing slash aside, ":name"
 * is one segment, a "*" segment the rest of the path or nothing, "*" inside a segment any characters.
 */
export function pathPattern(pattern: string): RegExp {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const segments = pattern
    .split("/")
    .map((segment) => segment.trimEnd())
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(":")) return "([^/]+)";
      if (segment === "*") return "?(.*)";
      return segment.split("*").map(escape).join("(.*)");
    });
  return new RegExp(`^/${segments.join("/")}/?$`, "iu");
}

const patterns = new Map<string, RegExp>();

/** Whether a _headers path matches `pathname`; each pattern is compiled once. */
export function matches(pattern: string, pathname: string): boolean {
  if (!patterns.has(pattern)) patterns.set(pattern, pathPattern(pattern));
  return patterns.get(pattern)!.test(pathname);
}

/** The headers for a path as Netlify sends them: every matching rule applies, a header set twice gets both values joined by ", ". */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.for, pathname)) continue;
    for (const [name, value] of Object.entries(rule.values))
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}
