const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---[^\S\r\n]*(\r?\n\r?\n?|$)/;

/**
 * An MDX file's parts, or undefined when it does not start with front matter: the YAML between the first two
 * "---" lines, what stands between the second and the body (line breaks), the body and the file line it starts on.
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
