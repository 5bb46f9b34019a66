import type { MdxError } from "./mdx-reading";

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
 * The compiler's complaint as a sentence an editor can act on, with its file line: @mdx-js/mdx names tokens and
 * grammar ("Unexpected character `-` (U+002D) before attribute name"); the common ones are translated.
 */
export function describeMdxError(error: MdxError, body: string, firstLine: number, noun = "article"): { line: number; text: string } {
  const { message } = error;
  // The first "(line:column" of the message, e.g. "... `<Callout>` (3:1-3:20)", when the error has no place of its own.
  const [, lineInMessage = 1, columnInMessage = 1] = /\((\d+):(\d+)/.exec(message) ?? [];
  const place: Place = {
    line: error.line ?? Number(lineInMessage),
    column: error.column ?? Number(columnInMessage),
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
