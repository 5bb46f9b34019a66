import { report, type Ctx } from "./model";

export interface BodyRules {
  components: readonly string[];
  wordsPerMinute: number;
}

/** Words a reader reads: markup, component names and attribute names are not counted. */
export function countWords(body: string): number {
  const prose = body
    .replace(/<\/?[A-Za-z][A-Za-z0-9]*|\/?>/g, " ")
    .replace(/\b[a-zA-Z]+=/g, " ")
    .replace(/\]\([^)]*\)/g, "]");
  return prose.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Checks an MDX article body for what an editor can get wrong and the MDX
 * compiler would either reject with a cryptic message or accept silently:
 * a second page title, markdown tables, imports, unknown components, dead
 * links, and a length that does not match the stated read time.
 * `firstLine` is the file line the body starts on, so messages name real lines.
 */
export function checkArticleBody(body: string, readTime: unknown, firstLine: number, rules: BodyRules, ctx: Ctx): void {
  const lines = body.split("\n");
  const at = (index: number) => `line ${firstLine + index}`;
  let inFence = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    if (/^#\s/.test(line)) {
      report(ctx, "", `${at(index)}: "# " starts a second page title, but the page already shows the article's title. Start sections with "## ".`);
    }
    if (/^\s*\|.*\|\s*$/.test(line)) {
      report(ctx, "", `${at(index)}: looks like a markdown table, which articles do not support. Use <DataTable caption="..." head={[...]} rows={[[...]]} /> instead.`);
    }
    if (/^(import|export)\s/.test(line)) {
      report(ctx, "", `${at(index)}: articles cannot import or export code; ${rules.components.join(", ")} are available without importing.`);
    }
    for (const match of line.matchAll(/<([A-Z][A-Za-z0-9]*)/g)) {
      const name = match[1]!;
      if (!rules.components.includes(name)) {
        report(ctx, "", `${at(index)}: uses <${name}>, which is not a component articles have. Available: ${rules.components.join(", ")}.`);
      }
    }
    for (const match of line.matchAll(/\]\(([^)\s]+)[^)]*\)|href="([^"]+)"/g)) {
      const target = (match[1] ?? match[2])!;
      if (/^(https?:|mailto:|tel:|#)/.test(target)) continue;
      const route = target.split("#")[0]!;
      if (!ctx.routes.has(route)) {
        report(ctx, "", `${at(index)}: links to "${target}", which is not a page on this site. Internal links look like /contact or /solutions/vendor-management.`);
      }
    }
  });

  if (typeof readTime !== "number" || !Number.isInteger(readTime) || readTime < 1) return;
  const words = countWords(body);
  const expected = readTime * rules.wordsPerMinute;
  if (words < expected * 0.85 || words > expected * 1.15) {
    const minutes = Math.max(1, Math.round(words / rules.wordsPerMinute));
    report(
      ctx,
      "readTime",
      `is ${readTime} minutes, but the article has ${words} words, about ${minutes} minutes at ${rules.wordsPerMinute} words a minute. ` +
        `Set "readTime" to ${minutes}, or bring the text to about ${expected} words.`,
    );
  }
}
