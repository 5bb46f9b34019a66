import { printedDate } from "../content-core/dates";
import type { DecapField } from "./form-fields";

/**
 * The build's sentences about a file in the form's words: a value's place ("hero.secondaryCta.to") by
 * its labels ("Hero › Second button › Link"), a body's line by its paragraph ("In the body, in the paragraph that starts “…”").
 */

/** The form's labels for a value's place in the file: "hero.secondaryCta.to" is "Hero › Secondary call to action › To". */
export function labelsOf(at: string, fields: readonly DecapField[]): string {
  const words: string[] = [];
  let level: readonly DecapField[] | undefined = fields;
  for (const part of at.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    const index = /^\[(\d+)\]$/.exec(part) ?? /^entry (\d+)$/.exec(part);
    if (index) {
      words.push(`item ${index[1]}`);
      continue;
    }
    const field: DecapField | undefined = level?.find((candidate) => candidate.name === part);
    words.push(field?.label ?? part);
    level = field?.fields ?? (field?.field ? [field.field] : undefined);
  }
  return words.join(" › ");
}

/** Whether `at` names a field of the form ("seoTitle", "hero.secondaryCta.to"), not a value. */
const isField = (at: string, fields: readonly DecapField[]) =>
  at.split(".").reduce<readonly DecapField[] | undefined>((level, part) => {
    const field = level?.find((candidate) => candidate.name === part);
    return field && (field.fields ?? (field.field ? [field.field] : []));
  }, fields) !== undefined;

/**
 * The rest of a sentence in the form's words: a field it names ("add "seoTitle" with …") by its labels,
 * and a day (2026-11-20) as the site prints it, which reads the same whatever order the date field shows.
 */
function inFormWords(sentence: string, fields: readonly DecapField[]): string {
  const named = sentence.replace(/"([A-Za-z][\w.]*)"/g, (quoted, at: string) =>
    isField(at, fields) ? `“${labelsOf(at, fields)}”` : quoted,
  );
  // A sentence that asks for the written form of a date keeps its example.
  return /YYYY-MM-DD/.test(named) ? named : named.replace(/\b\d{4}-\d\d-\d\d\b/g, printedDate);
}

/** The first words of a line of text, without Markdown's marks. */
function firstWords(line: string, count = 7): string {
  const words = line
    .replace(/^\s*(#+|[-*>]|\d+\.)\s+/, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`<>]/g, "")
    .trim()
    .split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(" ")}…` : words.join(" ");
}

/** Where line `line` (1-based) of a saved file is, as an editor finds it in the body: its heading, or its paragraph's first words. */
function placeInBody(text: string, line: number): string {
  const lines = text.split("\n");
  const at = Math.min(Math.max(line - 1, 0), lines.length - 1);
  if (/^#{1,6}\s/.test(lines[at] ?? "")) return `at the heading “${firstWords(lines[at]!, 12)}”`;
  let start = at;
  while (start > 0 && lines[start - 1]!.trim() !== "" && lines[start - 1] !== "---") start--;
  while (start < lines.length - 1 && !lines[start]!.trim()) start++;
  const opening = lines[start] ?? "";
  if (/^\s*</.test(opening)) return `in the ${/^\s*<([A-Za-z]+)/.exec(opening)?.[1] ?? "block"} that starts “${firstWords(opening)}”`;
  return `in the paragraph that starts “${firstWords(opening)}”`;
}

/** One of the build's sentences about `file` in the form's words, a body's lines found in `savedText` (the file as it would be saved). */
export function inEditorWords(problem: string, file: string, fields: readonly DecapField[], savedText = ""): string {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const about = new RegExp(`^${escaped}: (?:"([^"]+)" )?`).exec(problem);
  const lined = new RegExp(`^${escaped}, line (\\d+)(?: of the body)?: `).exec(problem);
  // Lines named inside the sentence ("the <Callout> from line 12 is still open") are named by their text too.
  const withoutLines = (text: string) => text.replace(/\b(?:on )?line (\d+)\b/g, (_, n: string) => placeInBody(savedText, Number(n)));
  if (lined) {
    const where = placeInBody(savedText, Number(lined[1]));
    const rest = inFormWords(withoutLines(problem.slice(lined[0].length)), fields);
    return `In the body, ${where}: ${rest}`;
  }
  if (about) {
    const rest = inFormWords(problem.slice(about[0].length), fields);
    // A sentence about the whole file ("has 9 entries; …") is about the page the editor has open; one about
    // a part of its body ("the ROI calculator "…" opens with …") says where that part is.
    if (!about[1]) return withoutLines(/^the /.test(rest) ? `In the body, ${rest}` : `This page ${rest}`);
    const name = labelsOf(about[1], fields);
    return `${name} ${rest}`;
  }
  return problem;
}
