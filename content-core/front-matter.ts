const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---[^\S\r\n]*(\r?\n\r?\n?|$)/;

/**
 * An MDX file's parts, as the build and the editing room split it, or undefined when it does not
 * start with front matter: the YAML between the first two "---" lines (with its final line break),
 * what stands between the second "---" and the body (a line break, and one blank line if there is
 * one), the body, and the file line the body starts on.
 */
export function splitFrontMatter(text: string) {
  const match = FRONT_MATTER.exec(text);
  if (!match) return undefined;
  return {
    frontMatter: match[1] ?? "",
    closing: match[2] ?? "",
    body: text.slice(match[0].length),
    firstLine: match[0].split("\n").length,
  };
}
