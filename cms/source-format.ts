import { splitFrontMatter } from "../content-core/front-matter";
import { readYaml } from "../content-core/yaml";
import { writeYaml } from "./yaml-patch";
import { isRecord, sameData, type Data } from "./yaml-text";

/**
 * How the editing room reads and writes content files so that a save changes only what the editor
 * changed (Decap's own YAML writer re-formats the whole file, so one edited headline would show as a
 * hundred changed lines in review): a file is read with its text kept beside its values (SOURCE) and
 * written by patching that text (cms/yaml-patch.ts), then read back as a whole (readBack) before saving. A file is
 * read as the build reads it (content-core/yaml.ts), but for its dates: Decap's date fields hold the text written.
 */

/** The entry field that carries the file's text from reading to writing; never shown, never saved. */
export const SOURCE = "__source";

/** The entry field that carries a new solution page's file name from the check before saving to Decap's slug template; never saved. */
export const NEW_FILE_NAME = "__fileName";

/** The field that holds a file whose top level is a list (industries.yaml): Decap edits a file as a group of fields. */
export const ENTRIES = "entries";

/** A YAML file as an entry: its values (a top-level list as ENTRIES) and its text. */
export function fromYaml(content: string): Data {
  const values = readYaml(content, { datesAsText: true });
  if (Array.isArray(values)) return { [ENTRIES]: values, [SOURCE]: content };
  return { ...(isRecord(values) ? values : {}), [SOURCE]: content };
}

/** The values of an entry as they are written: without the hidden fields. */
const savedValues = (data: Data) => Object.fromEntries(Object.entries(data).filter(([key]) => key !== SOURCE && key !== NEW_FILE_NAME));

/**
 * The values in the form's order, which is the model's: Decap gives a format its fields' names (`order`), and holds an
 * entry in a map that past eight keys lists them in an order of its own, so a new file would come out scrambled.
 */
function inOrder(values: Data, order: readonly string[]): Data {
  const known = order.filter((key) => key in values);
  return Object.fromEntries([...known, ...Object.keys(values).filter((key) => !known.includes(key))].map((key) => [key, values[key]]));
}

export function toYaml(data: Data, order: readonly string[] = []): string {
  const source = data[SOURCE];
  const values = inOrder(savedValues(data), order);
  // A file whose top level is a list (industries.yaml) is that list.
  const whole = Object.keys(values).length === 1 && Array.isArray(values[ENTRIES]) ? values[ENTRIES] : values;
  return writeYaml(whole, typeof source === "string" ? source : undefined);
}

/** An MDX file as an entry: its front matter's values, its body and its text. */
export function fromMdx(content: string): Data {
  const parts = splitFrontMatter(content);
  if (!parts) return { body: content, [SOURCE]: content };
  const values = readYaml(parts.frontMatter, { datesAsText: true });
  return { ...(isRecord(values) ? values : {}), body: parts.body, [SOURCE]: content };
}

/** A content file's text as an entry, read by its extension. */
export const fromFile = (path: string, text: string) => (path.endsWith(".mdx") ? fromMdx(text) : fromYaml(text));

export function toMdx(data: Data, order: readonly string[] = []): string {
  const { body: edited = "", [SOURCE]: source, [NEW_FILE_NAME]: _name, ...values } = data;
  const parts = typeof source === "string" ? splitFrontMatter(source) : undefined;
  // The rich-text editor drops the body's final line break: the file keeps the one it had, and a new file ends with one.
  const ending = typeof source === "string" ? (/\s*$/.exec(source)?.[0] ?? "") : "\n";
  const body = String(edited).trimEnd() + ending;
  return `---\n${writeYaml(inOrder(values, order), parts?.frontMatter)}---${parts?.closing ?? "\n\n"}${body}`;
}

/**
 * The guard before a save: the text `write` would save for `data`, its values as read back, and the fields whose values
 * it would not keep. A body is compared without its final line breaks, which the rich-text editor drops.
 */
export function readBack(data: Data, format: "yaml" | "mdx", write: (data: Data) => string = format === "mdx" ? toMdx : toYaml) {
  const text = write(data);
  const wanted = savedValues(data);
  let got: Data;
  try {
    got = savedValues(format === "mdx" ? fromMdx(text) : fromYaml(text));
  } catch {
    return { text, saved: undefined, unkept: Object.keys(wanted) };
  }
  const unkept = [...new Set([...Object.keys(wanted), ...Object.keys(got)])].filter((key) =>
    key === "body" ? String(wanted.body ?? "").trimEnd() !== String(got.body ?? "").trimEnd() : !sameData(wanted[key], got[key]),
  );
  return { text, saved: got, unkept };
}
