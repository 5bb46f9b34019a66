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

/**
 * The widget for one scalar, with the model's limits as Decap validations and hints. A pattern's
 * message has no closing period: Decap writes "<label> didn't match the pattern: <message>."
 */
function scalarWidget(field: ScalarField): Omit<DecapField, "name" | "label"> {
  const editor = field.editor;
  switch (editor.widget) {
    case "text": {
      // Long texts get a box; short ones (titles, labels, links) a line.
      const widget = (editor.max ?? 0) > 120 ? "text" : "string";
      const length = lengthHint(editor.min, editor.max);
      const paragraphs = editor.paragraphs ? "A blank line starts a new paragraph." : undefined;
      const hint = [editor.hint, paragraphs, length].filter(Boolean).join(" ") || undefined;
      if (editor.pattern)
        return { widget, pattern: [editor.pattern[0].source, `The site needs this: ${editor.pattern[1]}`], ...(hint ? { hint } : {}) };
      return {
        widget,
        ...(hint ? { hint } : {}),
        ...(length ? { pattern: [`^[\\s\\S]{${editor.min},${editor.max ?? ""}}$`, length.slice(0, -1)] as [string, string] } : {}),
      };
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
        ...(editor.earliest && editor.withinAYear ? { hint: `From ${editor.earliest} to a year from today.` } : {}),
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
      const countHint =
        field.min !== undefined && field.min === field.max
          ? `Exactly ${field.min}.`
          : [field.min !== undefined ? `at least ${field.min}` : "", field.max !== undefined ? `at most ${field.max}` : ""]
              .filter(Boolean)
              .join(", ");
      const hint = countHint ? { hint: countHint.charAt(0).toUpperCase() + countHint.slice(1).replace(/([^.])$/, "$1.") } : {};
      const entry = field.of;
      if (entry.kind === "scalar" && entry.editor.widget === "select") {
        return { ...base, widget: "select", multiple: true, options: [...entry.editor.options], ...bounds, ...hint };
      }
      if (entry.kind === "object") {
        const fields = objectFields(entry, media);
        const first = fields.find((child) => child.widget === "string");
        return {
          ...base,
          widget: "list",
          collapsed: true,
          ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
          fields,
          ...bounds,
          ...hint,
        };
      }
      return { ...base, widget: "list", field: toDecapField(singular(name), entry, media), ...bounds, ...hint };
    }
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: objectFields(field, media) };
  }
}

const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "");

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
