import { ARTICLE_COMPONENT_ATTRIBUTES, ARTICLE_COMPONENTS, type ArticleComponent, type ComponentAttribute } from "../content-core/model";
// A block's text as read from the file rides in the same hidden field as a file's: never shown, never saved.
import { SOURCE } from "./source-format";

/**
 * The article components (Callout, Stats, DataTable, Timeline, PullQuote) as
 * blocks of Decap's rich-text editor: each is inserted from the editor's "+"
 * menu and edited as a small form, so an editor never types JSX, and the
 * rich-text editor never reads a component as Markdown (it would escape
 * head={["A","B"]} into head={\["A","B"]}).
 *
 * The forms are made from the components' attributes in the content model
 * (ARTICLE_COMPONENT_ATTRIBUTES), the same declaration the build checks
 * bodies against. A block keeps the text it was read from (SOURCE), and is
 * written back as that text while its values are unchanged: opening and
 * saving an article changes nothing in the file but what was edited.
 */

type Data = Record<string, unknown>;

/** What the editor's "+" menu calls each component. */
const LABELS: Record<ArticleComponent, string> = {
  Callout: "Callout",
  Stats: "Stats",
  Stat: "Stat",
  DataTable: "Data table",
  Timeline: "Timeline",
  Phase: "Phase",
  PullQuote: "Pull quote",
};

/** The form's labels of the attributes. */
const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  tone: "Tone",
  value: "Figure",
  label: "What it measures",
  caption: "Caption",
  head: "Column headings",
  rows: "Rows",
  emphasizeLast: "Set the last row in bold (a total)",
  duration: "Duration",
  attribution: "Who said it",
  body: "Text",
};

/** A component a block holds as a list (Stats its Stat figures, a Timeline its Phases), under this field. */
const HELD: Partial<Record<ArticleComponent, { child: ArticleComponent; field: string; label: string }>> = {
  Stats: { child: "Stat", field: "stats", label: "Figures" },
  Timeline: { child: "Phase", field: "phases", label: "Phases" },
};

/** The components that stand at the top of a body; Stat and Phase live inside Stats and Timeline. */
export const BLOCK_COMPONENTS = ARTICLE_COMPONENTS.filter((name) => !Object.values(HELD).some((held) => held?.child === name));

/** The id of a component's block in Decap (its "+" menu entry). */
export const blockId = (name: ArticleComponent) => `article-${name.toLowerCase()}`;

interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  options?: readonly string[];
  default?: unknown;
  hint?: string;
  field?: DecapField;
  fields?: DecapField[];
  summary?: string;
  collapsed?: boolean;
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
}

function attributeField(name: string, attribute: ComponentAttribute): DecapField {
  const label = FIELD_LABELS[name] ?? name;
  const required = attribute.required ?? false;
  switch (attribute.kind) {
    case "text":
      return { name, label, widget: "string", required };
    case "word":
      return {
        name,
        label,
        widget: "select",
        options: attribute.oneOf,
        required,
        ...(required ? {} : { hint: `Optional: ${attribute.oneOf.join(", ")}.` }),
      };
    case "flag":
      return { name, label, widget: "boolean", required: false, default: false };
    case "texts":
      return { name, label, widget: "list", required, field: { name: "cell", label: "Heading", widget: "string" } };
    case "rows":
      return {
        name,
        label,
        widget: "list",
        required,
        summary: "{{fields.cells}}",
        field: { name: "cells", label: "Cells, one per column", widget: "list", field: { name: "cell", label: "Cell", widget: "string" } },
      };
  }
}

/** The Markdown inside a wrapping component, edited as Markdown source (the components' own bodies hold no components). */
const bodyField = (): DecapField => ({
  name: "body",
  label: FIELD_LABELS.body!,
  widget: "markdown",
  modes: ["raw"],
  editor_components: [],
});

function formFields(name: ArticleComponent): DecapField[] {
  const { attributes, wraps } = ARTICLE_COMPONENT_ATTRIBUTES[name];
  const fields = Object.entries(attributes).map(([attribute, spec]) => attributeField(attribute, spec));
  const held = HELD[name];
  if (held) {
    const childFields = formFields(held.child);
    fields.push({
      name: held.field,
      label: held.label,
      widget: "list",
      required: true,
      summary: `{{fields.${childFields[0]!.name}}}`,
      fields: childFields,
    });
  } else if (wraps) {
    fields.push(bodyField());
  }
  return fields;
}

// ---------------------------------------------------------------------------
// Reading a block's text into values

/** A component's opening or self-closing tag: its name, attributes and where it ends. */
interface Tag {
  name: string;
  attributes: Record<string, unknown>;
  selfClosing: boolean;
  end: number;
}

/** The value of {...}: JSON, as the files write lists of texts and numbers. Throws when it is not. */
function expressionValue(text: string): unknown {
  return JSON.parse(text) as unknown;
}

/** Reads the tag starting at `start` (at its "<"). Null when it is not a tag this module can read. */
function readTag(text: string, start: number): Tag | null {
  const head = /^<([A-Z][A-Za-z]*)/.exec(text.slice(start));
  if (!head) return null;
  let at = start + head[0].length;
  const attributes: Record<string, unknown> = {};
  for (;;) {
    while (/\s/.test(text[at] ?? "")) at += 1;
    if (text.startsWith("/>", at)) return { name: head[1]!, attributes, selfClosing: true, end: at + 2 };
    if (text[at] === ">") return { name: head[1]!, attributes, selfClosing: false, end: at + 1 };
    const name = /^[A-Za-z][\w-]*/.exec(text.slice(at))?.[0];
    if (!name) return null;
    at += name.length;
    if (text[at] !== "=") {
      attributes[name] = true;
      continue;
    }
    at += 1;
    if (text[at] === '"') {
      const close = text.indexOf('"', at + 1);
      if (close < 0) return null;
      attributes[name] = text.slice(at + 1, close);
      at = close + 1;
    } else if (text[at] === "{") {
      const close = closingBrace(text, at);
      if (close < 0) return null;
      try {
        attributes[name] = expressionValue(text.slice(at + 1, close));
      } catch {
        return null;
      }
      at = close + 1;
    } else {
      return null;
    }
  }
}

/** The index of the "}" that closes the "{" at `open`, skipping strings. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') {
      at += 1;
      while (at < text.length && text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    } else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return at;
    }
  }
  return -1;
}

/** The Markdown between an opening tag and its closing tag, without the blank lines that set it apart. */
const innerMarkdown = (text: string) => text.replace(/^[^\S\n]*\n(?:[^\S\n]*\n)*/, "").replace(/\n(?:[^\S\n]*\n)*[^\S\n]*$/, "");

/** The values of a component's attributes as its form holds them. */
function formValues(name: ArticleComponent, attributes: Record<string, unknown>): Data {
  const values: Data = {};
  for (const [attribute, spec] of Object.entries(ARTICLE_COMPONENT_ATTRIBUTES[name].attributes)) {
    const value = attributes[attribute];
    if (spec.kind === "flag") values[attribute] = value === true;
    else if (spec.kind === "rows")
      values[attribute] = Array.isArray(value) ? value.map((cells) => ({ cells: Array.isArray(cells) ? cells.map(String) : [] })) : [];
    else if (spec.kind === "texts") values[attribute] = Array.isArray(value) ? value.map(String) : [];
    else if (value !== undefined) values[attribute] = String(value);
  }
  return values;
}

/**
 * The values of one component block's text, or null when the text is not
 * a block of that component as the files write it (then it stays Markdown
 * source in the editor, untouched).
 */
export function readBlock(name: ArticleComponent, text: string): Data | null {
  const tag = readTag(text, 0);
  if (!tag || tag.name !== name) return null;
  const known = ARTICLE_COMPONENT_ATTRIBUTES[name].attributes;
  if (Object.keys(tag.attributes).some((attribute) => !(attribute in known))) return null;
  const values = formValues(name, tag.attributes);
  if (tag.selfClosing) return text.slice(tag.end).trim() === "" ? values : null;
  const closing = `</${name}>`;
  if (!text.trimEnd().endsWith(closing)) return null;
  const inner = text.slice(tag.end, text.trimEnd().length - closing.length);
  const held = HELD[name];
  if (!held) return { ...values, body: innerMarkdown(inner) };
  const children: Data[] = [];
  const childClose = `</${held.child}>`;
  let at = 0;
  for (;;) {
    const open = inner.indexOf("<", at);
    if (open < 0) break;
    if (inner.slice(at, open).trim() !== "") return null;
    const child = readTag(inner, open);
    if (!child || child.name !== held.child) return null;
    const childValues = formValues(held.child, child.attributes);
    if (child.selfClosing) {
      children.push(childValues);
      at = child.end;
      continue;
    }
    const close = inner.indexOf(childClose, child.end);
    if (close < 0) return null;
    children.push({ ...childValues, body: innerMarkdown(inner.slice(child.end, close)) });
    at = close + childClose.length;
  }
  if (inner.slice(at).trim() !== "") return null;
  return { ...values, [held.field]: children };
}

// ---------------------------------------------------------------------------
// Writing values as a block's text

/** `name="text"`, or `name={"text"}` when the text holds a double quote (JSX attribute strings have no escapes). */
function textAttribute(name: string, value: string): string {
  return value.includes('"') ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
}

const listText = (values: readonly unknown[]) => `[${values.map((value) => JSON.stringify(String(value ?? ""))).join(", ")}]`;

const cellsOf = (row: unknown): unknown[] => {
  const cells = (row as Data | null)?.cells;
  return Array.isArray(cells) ? cells : [];
};

/** Each attribute as written in the files, in the model's order; empty optional ones are left out. */
function attributeTexts(name: ArticleComponent, values: Data, indent: string): string[] {
  const texts: string[] = [];
  for (const [attribute, spec] of Object.entries(ARTICLE_COMPONENT_ATTRIBUTES[name].attributes)) {
    const value = values[attribute];
    if (spec.kind === "flag") {
      if (value === true) texts.push(attribute);
    } else if (spec.kind === "texts") {
      texts.push(`${attribute}={${listText(Array.isArray(value) ? value : [])}}`);
    } else if (spec.kind === "rows") {
      // One row to a line, under the attribute (which stands two spaces in from the tag).
      const rows = (Array.isArray(value) ? value : []).map((row) => `${indent}    ${listText(cellsOf(row))}`);
      texts.push(`${attribute}={[\n${rows.join(",\n")}\n${indent}  ]}`);
    } else if (typeof value === "string" && (value !== "" || spec.required)) {
      texts.push(textAttribute(attribute, value));
    }
  }
  return texts;
}

function openingTag(name: ArticleComponent, values: Data, indent: string): string {
  const attributes = attributeTexts(name, values, indent);
  const closing = ARTICLE_COMPONENT_ATTRIBUTES[name].wraps ? ">" : " />";
  // A table's rows are written one to a line, as the files do.
  if (attributes.some((attribute) => attribute.includes("\n"))) {
    return `${indent}<${name}\n${attributes.map((attribute) => `${indent}  ${attribute}`).join("\n")}\n${indent}${closing.trim()}`;
  }
  return `${indent}<${name}${attributes.map((attribute) => ` ${attribute}`).join("")}${closing}`;
}

const markdownOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The text of a block with these values, as the files write it. */
export function writeBlock(name: ArticleComponent, values: Data): string {
  const held = HELD[name];
  if (held) {
    const children = Array.isArray(values[held.field]) ? (values[held.field] as Data[]) : [];
    const childWraps = ARTICLE_COMPONENT_ATTRIBUTES[held.child].wraps;
    const lines = children.map((child) =>
      childWraps
        ? `${openingTag(held.child, child, "  ")}\n\n${markdownOf(child.body)}\n\n  </${held.child}>`
        : openingTag(held.child, child, "  "),
    );
    return `${openingTag(name, values, "")}\n${lines.join("\n")}\n</${name}>`;
  }
  if (!ARTICLE_COMPONENT_ATTRIBUTES[name].wraps) return openingTag(name, values, "");
  return `${openingTag(name, values, "")}\n\n${markdownOf(values.body)}\n\n</${name}>`;
}

// ---------------------------------------------------------------------------
// The blocks Decap registers

const plain = (value: unknown): unknown => {
  const maybe = value as { toJS?: () => unknown } | null;
  return typeof maybe?.toJS === "function" ? maybe.toJS() : value;
};

/**
 * What a component block's text matches in a body: its opening tag at the
 * start of a block, through its closing tag (or the end of a tag that closes
 * itself). Strings inside the tag may hold ">" and "/".
 */
function blockPattern(name: ArticleComponent): RegExp {
  const tag = `<${name}(?=[\\s/>])(?:[^"{}>/]|"[^"]*"|\\{(?:[^"{}]|"(?:[^"\\\\]|\\\\.)*"|\\{[^{}]*\\})*\\}|/(?!>))*`;
  return ARTICLE_COMPONENT_ATTRIBUTES[name].wraps ? new RegExp(`^${tag}>[\\s\\S]*?</${name}>`) : new RegExp(`^${tag}/>`);
}

export interface EditorComponent {
  id: string;
  label: string;
  fields: DecapField[];
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => Data;
  toBlock: (data: unknown) => string;
  toPreview: (data: unknown) => string;
}

export function editorComponent(name: ArticleComponent): EditorComponent {
  return {
    id: blockId(name),
    label: LABELS[name],
    fields: formFields(name),
    pattern: blockPattern(name),
    fromBlock: (match) => {
      const text = match[0];
      // A block written in a way the form cannot hold keeps its text, and is written back as it was.
      return { ...(readBlock(name, text) ?? {}), [SOURCE]: text };
    },
    toBlock: (raw) => {
      const { [SOURCE]: source, ...values } = (plain(raw) ?? {}) as Data;
      const written = writeBlock(name, values);
      if (typeof source !== "string") return written;
      // Values compared as the file would hold them (an empty optional text is no text); a block the
      // form cannot hold is unchanged while it has no values at all.
      const read = readBlock(name, source);
      const unchanged = read === null ? Object.keys(values).length === 0 : writeBlock(name, read) === written;
      return unchanged ? source : written;
    },
    // Decap's own preview is not shown (the site's page is the preview); this is its text view of a block.
    toPreview: (raw) => {
      const title = (plain(raw) as Data | null)?.title;
      return typeof title === "string" ? `${LABELS[name]}: ${title}` : LABELS[name];
    },
  };
}

/** Every block of the rich-text editor, in the "+" menu's order. */
export const EDITOR_COMPONENTS: EditorComponent[] = BLOCK_COMPONENTS.map(editorComponent);

/** Ids of those blocks, for the article body's `editor_components`. */
export const EDITOR_COMPONENT_IDS = EDITOR_COMPONENTS.map((component) => component.id);

/**
 * A remark plugin for Decap's Markdown writer: lists with "-", as the files
 * write them (Decap's default is "*", which would rewrite every list of an
 * article on its first save).
 */
export function remarkFileStyle(this: { Compiler?: { prototype: { options: Record<string, unknown> } } }): void {
  const compiler = this.Compiler;
  if (compiler) compiler.prototype.options = { ...compiler.prototype.options, bullet: "-" };
}

interface MarkdownTree {
  type: string;
  children?: MarkdownTree[];
  value?: string;
}

/**
 * A remark plugin for Decap's Markdown reader: a body that ends with a block
 * (a closing Callout, say) gets an empty paragraph after it, so the editor
 * has a place to type below it (the rich-text editor has no caret position
 * after a block). Saving drops the empty paragraph again, with the body's
 * trailing blank lines.
 */
export function remarkRoomAfterLastBlock() {
  return (tree: MarkdownTree) => {
    const last = tree.children?.at(-1);
    if (tree.type === "root" && last?.type === "shortcode")
      tree.children!.push({ type: "paragraph", children: [{ type: "text", value: "" }] });
  };
}
