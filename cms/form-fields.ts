import type { BrandNames } from "../content-core/brand";
import { printedDate } from "../content-core/dates";
import type { Field, ObjectField, ScalarField } from "../content-core/model/fields";

/** The Decap form field of each field of the content model: widget, label, limits, hints and choices. */

/** A Decap field (the subset of Decap's options this site uses). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  step?: number;
  fields?: DecapField[];
  field?: DecapField;
  collapsed?: boolean;
  summary?: string;
  /** A list's name for one item: "1 question", "Add question". */
  label_singular?: string;
  default?: unknown;
  /** DATE_WIDGET: the earliest day (YYYY-MM-DD), and whether the day is at most a year after today. */
  earliest?: string;
  within_a_year?: boolean;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
  sanitize_preview?: boolean;
}

/** The date field's widget (cms/src/date-widget.tsx): stores the day as typed, where Decap's "datetime" can change its year. */
export const DATE_WIDGET = "day";

/** "heroBackgroundImage" becomes "Hero background image"; "seo" "SEO"; "cta" "Call to action". */
export function labelFor(name: string): string {
  const special: Record<string, string> = {
    seo: "SEO",
    cta: "Call to action",
    ui: "Interface texts",
    url: "Site address",
    id: "Address (file name)",
    // A link's address, and the hero's second button, as an editor names them.
    to: "Link",
    secondaryCta: "Second button",
  };
  if (special[name]) return special[name]!;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\bseo\b/g, "SEO")
    .replace(/\bcta\b/g, "call to action")
    .replace(/\broi\b/g, "ROI");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function lengthHint(min: number, max: number | undefined): string | undefined {
  if (max === undefined) return min > 1 ? `At least ${min} characters.` : undefined;
  return min > 1 ? `${min} to ${max} characters.` : `Up to ${max} characters.`;
}

/** Long texts get a box; short ones (titles, labels, links) a line. */
const isLong = (editor: { max?: number }) => (editor.max ?? 0) > 120;

/** What {company} and {product} stand for, said under a field whose content holds them. */
export const brandHint = (names: BrandNames) => `{company} shows as ${names.company}, {product} as ${names.product}.`;

/**
 * `fields` with brandHint under each field at one of `paths` (content-core/brand.ts brandPaths: the fields
 * whose content holds {company} or {product}, the items of a list sharing their list's path).
 */
export function withBrandHints(fields: readonly DecapField[], paths: ReadonlySet<string>, names: BrandNames, at = ""): DecapField[] {
  const hinted = (field: DecapField) => ({ ...field, hint: [field.hint, brandHint(names)].filter(Boolean).join(" ") });
  return fields.map((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    if (field.fields) return { ...field, fields: withBrandHints(field.fields, paths, names, here) };
    if (!paths.has(here)) return field;
    // A list of single values says it under its item's box.
    return field.field ? { ...field, field: hinted(field.field) } : hinted(field);
  });
}

/**
 * The widget for one scalar, with the model's limits as Decap validations and hints. A pattern's
 * message has no closing period: Decap writes "<label> didn't match the pattern: <message>."
 */
function scalarWidget(field: ScalarField): Omit<DecapField, "name" | "label"> {
  const editor = field.editor;
  switch (editor.widget) {
    case "text": {
      const widget = isLong(editor) ? "text" : "string";
      const length = lengthHint(editor.min, editor.max);
      const paragraphs = editor.paragraphs ? "A blank line starts a new paragraph." : undefined;
      const hint = [editor.hint, paragraphs, length].filter(Boolean).join(" ") || undefined;
      const pattern: [string, string] | undefined = editor.pattern
        ? [editor.pattern[0].source, `The site needs this: ${editor.pattern[1]}`]
        : length
          ? [`^[\\s\\S]{${editor.min},${editor.max ?? ""}}$`, length.slice(0, -1)]
          : undefined;
      return { widget, ...(hint ? { hint } : {}), ...(pattern ? { pattern } : {}) };
    }
    case "select":
      return { widget: "select", options: [...editor.options] };
    case "number":
      return {
        widget: "number",
        value_type: editor.decimals ? "float" : "int",
        min: editor.min,
        max: editor.max,
        step: editor.decimals ? 0.05 : 1,
      };
    case "boolean":
      // A switch shows off until it is switched: a required one starts as false, so what it shows is its value.
      return { widget: "boolean", ...(field.optional ? {} : { default: false }), ...(editor.hint ? { hint: editor.hint } : {}) };
    case "date":
      return {
        widget: DATE_WIDGET,
        ...(editor.earliest ? { earliest: editor.earliest } : {}),
        ...(editor.withinAYear ? { within_a_year: true } : {}),
        // Said as the site prints a date: the field shows it in the format of the editor's own computer.
        ...(editor.earliest && editor.withinAYear ? { hint: `From ${printedDate(editor.earliest)} to a year from today.` } : {}),
      };
    case "custom":
      if (editor.options) return { widget: "select", options: [...editor.options] };
      return { widget: "string", hint: `Write ${field.describe}${editor.example ? `: ${editor.example}` : ""}.` };
  }
}

/** One model field as a Decap field; `media` is where this file's images are stored, and how the file names them. */
export function toDecapField(name: string, field: Field, media: { folder: string; publicFolder: string }): DecapField {
  const base = { name, label: labelFor(name), ...(field.optional ? { required: false } : {}) };
  switch (field.kind) {
    case "scalar":
      return { ...base, ...scalarWidget(field) };
    case "file":
      return { ...base, widget: "image", choose_url: false, media_folder: media.folder, public_folder: media.publicFolder };
    case "list": {
      const bounds = { ...(field.min !== undefined ? { min: field.min } : {}), ...(field.max !== undefined ? { max: field.max } : {}) };
      const hint = countHint(field.min, field.max, field.optional) ?? "";
      const entry = field.of;
      if (entry.kind === "scalar" && entry.editor.widget === "select") {
        return { ...base, widget: "select", multiple: true, options: [...entry.editor.options], ...bounds, ...(hint ? { hint } : {}) };
      }
      const one = SINGULAR[name] ?? labelFor(singular(name));
      const list = { ...base, widget: "list", label_singular: one, ...bounds, ...(hint ? { hint } : {}) };
      if (entry.kind === "object") {
        const named = namingField(entry);
        return { ...list, collapsed: true, ...(named ? { summary: summaryOf(named) } : {}), fields: objectFields(entry, media) };
      }
      // A list of single values: each folded item shows its value.
      const item = toDecapField(singular(name), entry, media);
      return { ...list, field: { ...item, label: one }, summary: summaryOf({ path: item.name, long: item.widget === "text" }) };
    }
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: objectFields(field, media) };
  }
}

/** How many items a list takes, in a sentence: "Exactly 3.", "At least 3, at most 8.", "Up to 3; leave it empty for none." */
function countHint(min: number | undefined, max: number | undefined, optional = false): string | undefined {
  if (optional) {
    const some = min !== undefined && min > 1 ? `${min} to ${max ?? "any number"}` : max !== undefined ? `Up to ${max}` : "Any number";
    return `${some.charAt(0).toUpperCase()}${some.slice(1)}; leave it empty for none.`;
  }
  if (min !== undefined && min === max) return `Exactly ${min}.`;
  const words = [min !== undefined ? `at least ${min}` : "", max !== undefined ? `at most ${max}` : ""].filter(Boolean).join(", ");
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}.` : undefined;
}

const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "");

/** One item of a list whose name is no plural ("main", "legal") or whose singular is no word ("howItWorks"). */
const SINGULAR: Record<string, string> = { main: "Link", legal: "Link", trust: "Badge", howItWorks: "Step" };

/**
 * The field that names an item of a list when folded: a title chosen from fixed choices, else its first
 * short text (one that is no id or code before one that is), else its first long text, else its first
 * choice, else what names its first group of fields ("problem.title").
 */
export function namingField(model: ObjectField): { path: string; long: boolean } | undefined {
  const fields = Object.entries(model.fields);
  const scalar = (field: Field) => (field.kind === "scalar" ? field.editor : undefined);
  const text = (field: Field) => {
    const editor = scalar(field);
    return editor?.widget === "text" ? editor : undefined;
  };
  const found =
    fields.find(([name, field]) => name === "title" && scalar(field)?.widget === "select") ??
    fields.find(([, field]) => text(field) && !isLong(text(field)!) && !text(field)!.pattern) ??
    fields.find(([, field]) => text(field) && !isLong(text(field)!)) ??
    fields.find(([, field]) => text(field)) ??
    fields.find(([, field]) => scalar(field)?.widget === "select");
  if (found) return { path: found[0], long: Boolean(text(found[1]) && isLong(text(found[1])!)) };
  for (const [name, field] of fields) {
    const inner = field.kind === "object" ? namingField(field) : undefined;
    if (inner) return { ...inner, path: `${name}.${inner.path}` };
  }
  return undefined;
}

/** Decap's template for a folded item's words: the naming field's value, a long text's first words. */
const summaryOf = ({ path, long }: { path: string; long: boolean }) => `{{fields.${path}${long ? " | truncate(60, '…')" : ""}}}`;

export function objectFields(model: ObjectField, media: { folder: string; publicFolder: string }): DecapField[] {
  return Object.entries(model.fields).map(([name, child]) => toDecapField(name, child, media));
}

/** Where uploaded images go: content/images, in the sub-folder of the file's kind. */
export const IMAGES_DIR = "content/images";

/** Where a file's images go, and how the file names them (relative to itself, as the build reads them). */
export function mediaFor(path: string): { folder: string; publicFolder: string } {
  const isFolder = !/\.(ya?ml|mdx)$/.test(path);
  const kind = isFolder ? path : "solutions";
  return { folder: `/${IMAGES_DIR}/${kind}`, publicFolder: `${isFolder ? "../" : ""}images/${kind}` };
}
