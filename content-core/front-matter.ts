/**
 * An MDX file's parts, as the build, the editing room and the scripts all
 * split it: the YAML between the first two "---" lines, then the body.
 */
export interface FrontMatterParts {
  /** The YAML text, with its final line break ("" when the two lines are adjacent). */
  frontMatter: string;
  /** What stands between the second "---" and the body: its line break, and one blank line if there is one. */
  closing: string;
  body: string;
  /** The file line the body starts on (1-based). */
  firstLine: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---[^\S\r\n]*(\r?\n\r?\n?|$)/;

/** The parts of an MDX file, or undefined when it does not start with front matter. */
export function splitFrontMatter(text: string): FrontMatterParts | undefined {
  const match = FRONT_MATTER.exec(text);
  if (!match) return undefined;
  return {
    frontMatter: match[1] ?? "",
    closing: match[2] ?? "",
    body: text.slice(match[0].length),
    firstLine: match[0].split("\n").length,
  };
}
