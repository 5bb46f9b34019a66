import { missingPage } from "./routes";
import { brandExpression } from "./brand";
import type { MdxElement, MdxExpression, MdxOutline, MdxReading } from "./mdx-reading";
import { ARTICLE_COMPONENTS, componentsFor, isArticleComponent, WORDS_PER_MINUTE } from "./model/article";
import { listed, report, withArticle, type Ctx } from "./model/fields";
import { describeMdxError } from "./mdx-errors";

/** Words a reader reads: markup, component names and attribute names are not counted. */
function countWords(body: string): number {
  const prose = body
    .replace(/<\/?[A-Za-z][A-Za-z0-9]*|\/?>/g, " ")
    .replace(/\b[a-zA-Z]+=/g, " ")
    .replace(/\]\([^)]*\)/g, "]");
  return prose.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** A problem at a line of the file: "content/insights/x.mdx, line 12: ...". */
export function reportLine(ctx: Ctx, line: number, message: string): void {
  ctx.errors.push(`${ctx.file}, line ${line}: ${message}`);
}

/** "in an article. Articles may use Markdown and the components Callout, ... and PullQuote." */
const allowedHere = (noun: string) =>
  `in ${withArticle(noun)}. ${noun[0]!.toUpperCase()}${noun.slice(1)}s may use Markdown and the components ${listed(componentsFor(noun))}.`;

/** Lines that need no parsing to refuse: a second page title, a markdown table, an import. */
const LINE_RULES: [RegExp, string][] = [
  [/^#\s/, `"# " starts a second page title, but the page already shows the article's title. Start sections with "## ".`],
  [
    /^\s*\|.*\|\s*$/,
    `looks like a markdown table, which articles do not support. Use <DataTable caption="..." head={[...]} rows={[[...]]} /> instead.`,
  ],
  [/^(import|export)\s/, `articles cannot import or export code; ${ARTICLE_COMPONENTS.join(", ")} are available without importing.`],
];

/**
 * Checks an MDX body, line by line, for what the compiler would reject cryptically or accept silently
 * (LINE_RULES, unknown components, dead links), and a length that does not match the read time.
 * `firstLine` is the file line the body starts on.
 */
export function checkArticleBody(body: string, readTime: unknown, firstLine: number, ctx: Ctx): void {
  const at = (index: number) => firstLine + index;
  let inFence = false;
  body.split("\n").forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    for (const [rule, message] of LINE_RULES) if (rule.test(line)) reportLine(ctx, at(index), message);
    for (const [, name = ""] of line.matchAll(/<([A-Z][A-Za-z0-9]*)/g))
      if (!isArticleComponent(name))
        reportLine(ctx, at(index), `uses <${name}>, which is not a component articles have. Available: ${ARTICLE_COMPONENTS.join(", ")}.`);
    for (const match of line.matchAll(/\]\(([^)\s]+)[^)]*\)|href="([^"]+)"/g)) {
      const target = (match[1] ?? match[2])!;
      // javascript: and other code-running targets are the markup check's (checkArticleMarkup).
      if (/^(https?:|mailto:|tel:|#)/.test(target) || runsCode(target)) continue;
      const route = target.split("#")[0]!;
      if (!ctx.routes.has(route)) {
        reportLine(ctx, at(index), `links to "${target}", ${missingPage(route, ctx.routes, ctx.drafts)}`);
      }
    }
  });

  if (typeof readTime !== "number" || !Number.isInteger(readTime) || readTime < 1) return;
  const words = countWords(body);
  const expected = readTime * WORDS_PER_MINUTE;
  // A text shorter than a minute reads in "1 min": the read time it would be told to set is always accepted.
  const minutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE));
  if (readTime !== minutes && (words < expected * 0.85 || words > expected * 1.15)) {
    report(
      ctx,
      "readTime",
      `is ${readTime} minutes, but the article has ${words} words, about ${minutes} minutes at ${WORDS_PER_MINUTE} words a minute. ` +
        `Set the read time to ${minutes}, or bring the text to about ${expected} words.`,
    );
  }
}

/** HTML elements that run, embed or restyle code, or redirect the page: none may come from content. */
const FORBIDDEN_ELEMENTS: ReadonlySet<string> = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "style",
  "object",
  "embed",
  "applet",
  "base",
  "link",
  "meta",
]);

/** Attributes whose value is a URL a browser may navigate to or load, in lower case (React's formAction, xlinkHref too). */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlinkhref", "xlink:href", "poster", "data"]);

/** What an expression `{...}` may be made of: plain values. Anything else is code no CSP could stop. */
const PLAIN_DATA = new Set([
  "Program",
  "ExpressionStatement",
  "ArrayExpression",
  "ObjectExpression",
  "Property",
  "Literal",
  "TemplateLiteral",
  "TemplateElement",
  "UnaryExpression",
  "Block",
  "Line",
]);

const isPlainData = (expression: MdxExpression) => expression.nodeTypes.every((type) => PLAIN_DATA.has(type));

/** Whether a link target runs code: "javascript:" in any case, entities decoded, however spread out. */
function runsCode(target: string): boolean {
  const decoded = target
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(Tab|NewLine|colon);/gi, (_, name: string) => ({ tab: "\t", newline: "\n", colon: ":" })[name.toLowerCase()] ?? "");
  // Browsers ignore control characters and spaces inside a URL's scheme ("java\tscript:"), so the check does too.
  // eslint-disable-next-line no-control-regex
  return /^javascript:/i.test(decoded.replace(/[\u0000-\u0020\u007f]/g, ""));
}

const cut = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}...` : text);

const shorten = (text: string) => JSON.stringify(cut(text));

/** Code as messages quote it: on one line, its first 40 characters. */
export const short = (source: string) => cut(source.replace(/\s+/g, " ").trim());

/** A problem found in the tree: the body line and the sentence. */
type Finding = { line: number; text: string };

const javascriptLink = (what: string, here: string) =>
  `${what} is a javascript: link, which runs code and is not allowed ${here}. Link to a page, such as /contact, or a web address starting with https://.`;

/** A tag that may not appear at all, or its attributes that run code. */
export function elementFindings(element: MdxElement, noun: string): Finding[] {
  const tag = element.name ?? "";
  const at = (text: string, line = element.line) => ({ line, text });
  if (FORBIDDEN_ELEMENTS.has(tag.toLowerCase())) return [at(`<${tag}> is not allowed ${allowedHere(noun)}`)];
  const here = `in ${withArticle(noun)}`;
  return element.attributes.flatMap(({ name, value, expression }): Finding[] => {
    if (name === null) {
      return [
        at(
          `{${expression ? short(expression.source) : "..."}} in the <${tag}> tag can set any attribute, which is not allowed ${here}. Write each attribute out, such as title="...".`,
        ),
      ];
    }
    if (/^on/i.test(name))
      return [at(`${name}="..." on <${tag}> runs code when the reader acts, which is not allowed ${here}. Remove the attribute.`)];
    if (URL_ATTRIBUTES.has(name.toLowerCase())) {
      if (value !== null) return runsCode(value) ? [at(javascriptLink(`${name}=${shorten(value)}`, here))] : [];
      if (!expression) return [];
      // A computed link target could be anything; editors write it in quotes.
      return runsCode(expression.source.replace(/[^\w:]/g, ""))
        ? [at(javascriptLink(`${name}={${short(expression.source)}}`, here), expression.line)]
        : [at(`${name}={...} on <${tag}>: write the link target in quotes instead, such as ${name}="/contact".`, expression.line)];
    }
    if (!expression || isPlainData(expression)) return [];
    return [
      at(
        `${name}={${short(expression.source)}} on <${tag}> is code, which is not allowed ${here}. ` +
          `Give it plain values: text in quotes, numbers, and lists in [ ], as in rows={[["a", "b"]]}.`,
        expression.line,
      ),
    ];
  });
}

/**
 * Checks the parsed body for markup that would run code: <script> and the like, event handlers,
 * javascript: links, and `{...}` that is code. Code blocks are text in the tree, so examples pass.
 */
function checkArticleMarkup(outline: MdxOutline, firstLine: number, noun: string, ctx: Ctx): void {
  const here = `in ${withArticle(noun)}`;
  const findings = [
    ...outline.elements.flatMap((element) => elementFindings(element, noun)),
    ...outline.links
      .filter((link) => runsCode(link.url))
      .map((link) => ({ line: link.line, text: javascriptLink(`the link target ${shorten(link.url)}`, here) })),
    ...outline.expressions
      .filter((expression) => !isPlainData(expression) && !brandExpression(expression.source))
      .map((expression) => ({
        line: expression.line,
        text: `{${short(expression.source)}} is code, which is not allowed ${here}. To show curly braces in the text, write \\{ and \\}.`,
      })),
  ];
  findings.sort((a, b) => a.line - b.line).forEach(({ line, text }) => reportLine(ctx, firstLine + line - 1, text));
}

/** Reports a body that does not compile, or checks the markup of one that does. */
export function checkMdxReading(reading: MdxReading, body: string, firstLine: number, noun: string, ctx: Ctx): void {
  if ("outline" in reading) {
    checkArticleMarkup(reading.outline, firstLine, noun, ctx);
    return;
  }
  const { line, text } = describeMdxError(reading.error, body, firstLine, noun);
  reportLine(ctx, line, text);
}
