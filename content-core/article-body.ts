import { missingPage } from "./page-folders";
import { brandExpression } from "./brand";
import type { MdxElement, MdxError, MdxExpression, MdxOutline, MdxReading } from "./mdx-reading";
import { listed, report, type Ctx } from "./model/fields";

export interface BodyRules {
  components: readonly string[];
  wordsPerMinute: number;
  /** What the file is called in messages: "article" (the default) or "legal page". */
  noun?: string;
}

/** Words a reader reads: markup, component names and attribute names are not counted. */
export function countWords(body: string): number {
  const prose = body
    .replace(/<\/?[A-Za-z][A-Za-z0-9]*|\/?>/g, " ")
    .replace(/\b[a-zA-Z]+=/g, " ")
    .replace(/\]\([^)]*\)/g, "]");
  return prose.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** A problem at a line of the file: "content/insights/x.mdx, line 12: ...". */
function reportLine(ctx: Ctx, line: number, message: string): void {
  ctx.errors.push(`${ctx.file}, line ${line}: ${message}`);
}

const withArticle = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** "in an article" */
const inNoun = (rules: BodyRules) => `in ${withArticle(rules.noun ?? "article")}`;

/** "in an article. Articles may use Markdown and the components Callout, ... and PullQuote." */
function allowedHere(rules: BodyRules): string {
  const noun = rules.noun ?? "article";
  return `${inNoun(rules)}. ${noun[0]!.toUpperCase()}${noun.slice(1)}s may use Markdown and the components ${listed(rules.components)}.`;
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
  const at = (index: number) => firstLine + index;
  let inFence = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    if (/^#\s/.test(line)) {
      reportLine(
        ctx,
        at(index),
        `"# " starts a second page title, but the page already shows the article's title. Start sections with "## ".`,
      );
    }
    if (/^\s*\|.*\|\s*$/.test(line)) {
      reportLine(
        ctx,
        at(index),
        `looks like a markdown table, which articles do not support. Use <DataTable caption="..." head={[...]} rows={[[...]]} /> instead.`,
      );
    }
    if (/^(import|export)\s/.test(line)) {
      reportLine(ctx, at(index), `articles cannot import or export code; ${rules.components.join(", ")} are available without importing.`);
    }
    for (const match of line.matchAll(/<([A-Z][A-Za-z0-9]*)/g)) {
      const name = match[1]!;
      if (!rules.components.includes(name)) {
        reportLine(ctx, at(index), `uses <${name}>, which is not a component articles have. Available: ${rules.components.join(", ")}.`);
      }
    }
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
  const expected = readTime * rules.wordsPerMinute;
  // A text shorter than a minute reads in "1 min": the read time it would be told to set is always accepted.
  const minutes = Math.max(1, Math.round(words / rules.wordsPerMinute));
  if (readTime !== minutes && (words < expected * 0.85 || words > expected * 1.15)) {
    report(
      ctx,
      "readTime",
      `is ${readTime} minutes, but the article has ${words} words, about ${minutes} minutes at ${rules.wordsPerMinute} words a minute. ` +
        `Set the read time to ${minutes}, or bring the text to about ${expected} words.`,
    );
  }
}

/**
 * HTML elements that run, embed or restyle code, or redirect the page. The
 * article's HTML is served under the site's own Content-Security-Policy, so
 * none of them may come from content.
 */
export const FORBIDDEN_ELEMENTS: ReadonlySet<string> = new Set([
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

/** Attributes whose value is a URL a browser may navigate to or load. */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlinkhref", "xlink:href", "poster", "data"]);

/**
 * What an expression `{...}` may be made of: plain values (text, numbers,
 * lists, groups of fields, comments). Anything else is code that the build
 * compiles into the site's own JavaScript, where no CSP can stop it.
 */
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

/**
 * Whether a link target runs code: "javascript:" in any case, however it is
 * spread out. Browsers drop tabs and line breaks anywhere in a URL and
 * spaces and control characters around it. The MDX parser has already
 * decoded entities such as &#106;; text read line by line has not, so they
 * are decoded here too.
 */
export function runsCode(target: string): boolean {
  const decoded = target
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(Tab|NewLine|colon);/gi, (_, name: string) => ({ tab: "\t", newline: "\n", colon: ":" })[name.toLowerCase()] ?? "");
  // Browsers ignore control characters and spaces inside a URL's scheme ("java\tscript:"), so the check does too.
  // eslint-disable-next-line no-control-regex
  return /^javascript:/i.test(decoded.replace(/[\u0000-\u0020\u007f]/g, ""));
}

const shorten = (text: string, max = 40) => JSON.stringify(text.length > max ? `${text.slice(0, max)}...` : text);

const shortSource = (expression: MdxExpression) => {
  const source = expression.source.replace(/\s+/g, " ").trim();
  return source.length > 40 ? `${source.slice(0, 40)}...` : source;
};

/** A problem found in the tree: the body line and the sentence. */
interface Finding {
  line: number;
  text: string;
}

const javascriptLink = (what: string, here: string) =>
  `${what} is a javascript: link, which runs code and is not allowed ${here}. Link to a page, such as /contact, or a web address starting with https://.`;

/** A tag that may not appear at all, or its attributes that run code. */
function elementFindings(element: MdxElement, rules: BodyRules): Finding[] {
  const tag = element.name ?? "";
  const at = (text: string, line = element.line) => ({ line, text });
  if (FORBIDDEN_ELEMENTS.has(tag.toLowerCase())) return [at(`<${tag}> is not allowed ${allowedHere(rules)}`)];
  const here = inNoun(rules);
  return element.attributes.flatMap(({ name, value, expression }): Finding[] => {
    if (name === null) {
      return [
        at(
          `{${expression ? shortSource(expression) : "..."}} in the <${tag}> tag can set any attribute, which is not allowed ${here}. Write each attribute out, such as title="...".`,
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
        ? [at(javascriptLink(`${name}={${shortSource(expression)}}`, here), expression.line)]
        : [at(`${name}={...} on <${tag}>: write the link target in quotes instead, such as ${name}="/contact".`, expression.line)];
    }
    if (!expression || isPlainData(expression)) return [];
    return [
      at(
        `${name}={${shortSource(expression)}} on <${tag}> is code, which is not allowed ${here}. ` +
          `Give it plain values: text in quotes, numbers, and lists in [ ], as in rows={[["a", "b"]]}.`,
        expression.line,
      ),
    ];
  });
}

/**
 * Checks the parsed body for markup that would run code in the reader's
 * browser or at build time: elements such as <script> and <iframe>, event
 * handlers (onClick=...), javascript: links, and `{...}` that is code rather
 * than a plain value. Raw HTML is shipped as written, and the built page's
 * inline scripts are what the CSP allows, so this is the gate. Code blocks
 * and `inline code` are text in the tree, so examples there pass.
 */
export function checkArticleMarkup(outline: MdxOutline, firstLine: number, rules: BodyRules, ctx: Ctx): void {
  const here = inNoun(rules);
  const findings = [
    ...outline.elements.flatMap((element) => elementFindings(element, rules)),
    ...outline.links
      .filter((link) => runsCode(link.url))
      .map((link) => ({ line: link.line, text: javascriptLink(`the link target ${shorten(link.url)}`, here) })),
    ...outline.expressions
      .filter((expression) => !isPlainData(expression) && !brandExpression(expression.source))
      .map((expression) => ({
        line: expression.line,
        text: `{${shortSource(expression)}} is code, which is not allowed ${here}. To show curly braces in the text, write \\{ and \\}.`,
      })),
  ];
  findings.sort((a, b) => a.line - b.line).forEach(({ line, text }) => reportLine(ctx, firstLine + line - 1, text));
}

/** The 1-based line and column of the first "(line:column" in a compiler message, e.g. "... `<Callout>` (3:1-3:20)". */
function placeInMessage(message: string): { line: number; column: number } | undefined {
  const match = /\((\d+):(\d+)/.exec(message);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}

/** The name of the tag written at a place in the body ("<Callout" or "</Callout" starts there). */
function tagAt(body: string, line: number, column: number): string | undefined {
  return /^<\/?\s*([A-Za-z][\w.:-]*)/.exec((body.split("\n")[line - 1] ?? "").slice(Math.max(0, column - 1)))?.[1];
}

/** The nearest tag that starts before a place in the body: its name and line. */
function tagBefore(body: string, line: number, column: number): { name: string; line: number } | undefined {
  const lines = body.split("\n");
  const upTo = [...lines.slice(0, line - 1), (lines[line - 1] ?? "").slice(0, Math.max(0, column - 1))].join("\n");
  const start = upTo.lastIndexOf("<");
  if (start < 0) return undefined;
  const name = /^<\/?([A-Za-z][\w.:-]*)/.exec(upTo.slice(start))?.[1];
  return name ? { name, line: upTo.slice(0, start).split("\n").length } : undefined;
}

const BLOCKS: Record<string, string> = { paragraph: "paragraph", listItem: "list item", blockquote: "quote", heading: "heading" };

/** Where a complaint is, in body lines; `fileLine` turns a body line into the file's. */
interface Place {
  line: number;
  column: number;
  fileLine: (line: number) => number;
}

/**
 * The compiler's complaint as a sentence an editor can act on, with the file
 * line it is about. The messages of @mdx-js/mdx name tokens and grammar
 * ("Unexpected character `-` (U+002D) before attribute name"); the common
 * ones are translated, any other is passed on with its line.
 */
export function describeMdxError(error: MdxError, body: string, firstLine: number, noun = "article"): { line: number; text: string } {
  const { message } = error;
  const inMessage = placeInMessage(message);
  const place: Place = {
    line: error.line ?? inMessage?.line ?? 1,
    column: error.column ?? inMessage?.column ?? 1,
    fileLine: (line) => firstLine + line - 1,
  };
  const { fileLine } = place;
  const line = fileLine(place.line);

  const unclosed = /^Expected a closing tag for `<\/?([^\s>`]*)[^`]*` \((\d+):(\d+)[^)]*\)(?: before the end of `(\w+)`)?/.exec(message);
  if (unclosed) {
    const [, named, openLine, openColumn, block] = unclosed;
    // The message can name the tag being read when the file ends; the place is the open tag's.
    const name = tagAt(body, Number(openLine), Number(openColumn)) ?? named;
    const where = BLOCKS[block ?? ""] ?? "block";
    const text = block
      ? `the <${name}> opened here is not closed within its ${where}. Put </${name}> where it should end, in the same ${where}, or put <${name}> and </${name}> each on a line of its own.`
      : `the <${name}> opened here is never closed. Add </${name}> where it should end.`;
    return { line: fileLine(Number(openLine)), text };
  }
  const mismatch = /^Unexpected closing tag `<\/([^`>]*)>`, expected corresponding closing tag for `<([^\s>`]*)[^`]*` \((\d+):/.exec(
    message,
  );
  if (mismatch) {
    const [, closing, open, openLine] = mismatch;
    return {
      line,
      text: `</${closing}> closes a tag that is not open here: the <${open}> from line ${fileLine(Number(openLine))} is still open. Add </${open}> before </${closing}>, or correct the name.`,
    };
  }
  const straddles = /^Expected the closing tag `<\/([^`>]*)>` either after the end of `(\w+)`/.exec(message);
  if (straddles) {
    const [, name, block] = straddles;
    return {
      line,
      text: `</${name}> is inside a ${BLOCKS[block!] ?? "block"}, but its <${name}> is not. Put </${name}> on a line of its own, with an empty line before it.`,
    };
  }
  if (error.ruleId === "unexpected-closing-slash") {
    const name = tagAt(body, place.line, place.column - 1) ?? "";
    return { line, text: `</${name}> closes a tag that was never opened. Remove it, or add <${name}> where the block should start.` };
  }
  if (error.source === "micromark-extension-mdx-jsx") return describeTagError(message, body, place);
  if (error.source === "micromark-extension-mdx-expression") {
    return {
      line,
      text: `"{" here starts a value that MDX cannot read (${message.replace(/^Could not parse expression with acorn: /, "")}). To show a curly brace in the text, write \\{; in an attribute such as rows={[...]}, check its brackets, quotes and commas.`,
    };
  }
  return { line, text: `the ${noun} could not be read as MDX: ${message}${/[.!?]$/.test(message) ? "" : "."}` };
}

/** Errors inside a tag, or a "<" in the text that MDX took for one. */
function describeTagError(message: string, body: string, { line, column, fileLine }: Place): { line: number; text: string } {
  const character = /^Unexpected character `(.+?)` \(U\+/.exec(message)?.[1];
  if (character === "!")
    return { line: fileLine(line), text: "HTML comments, <!-- ... -->, do not work in MDX. Write a note as {/* your note */} instead." };
  if (character !== undefined && / before name/.test(message)) {
    return {
      line: fileLine(line),
      text: `"<" followed by "${character}" is read as the start of a tag. To write a less-than sign, use &lt; (as in &lt;${character}) or the words "less than".`,
    };
  }
  const tag = tagBefore(body, line, column);
  const name = tag ? `<${tag.name}>` : "a";
  if (character === undefined) {
    return {
      line: fileLine(tag?.line ?? line),
      text: `the ${name} tag that starts here is never finished: a closing quote or the ">" that ends it is missing. Check its quotes and end it with ">".`,
    };
  }
  if (tag && tag.line < line) {
    return {
      line: fileLine(tag.line),
      text: `the ${name} tag that starts here is not finished: on line ${fileLine(line)} MDX found "${character}" where it expected an attribute, such as title="...", or the ">" that ends the tag. End the tag with ">".`,
    };
  }
  return {
    line: fileLine(line),
    text: `the ${name} tag here has "${character}" where MDX expects an attribute, such as title="...", or the ">" that ends the tag. Check the tag; to write a less-than sign in the text, use &lt;.`,
  };
}

/** Reports a body that does not compile, or checks the markup of one that does. */
export function checkMdxReading(reading: MdxReading, body: string, firstLine: number, rules: BodyRules, ctx: Ctx): void {
  if ("outline" in reading) {
    checkArticleMarkup(reading.outline, firstLine, rules, ctx);
    return;
  }
  const { line, text } = describeMdxError(reading.error, body, firstLine, rules.noun);
  reportLine(ctx, line, text);
}
