import { ARTICLE_COMPONENT_ATTRIBUTES, type ArticleComponent } from "../content-core/model";

/** An article component's text in an MDX body, read into its form's values and written back as the files write it. */
type Data = Record<string, unknown>;

/** A component a block holds as a list (Stats its Stat figures, a Timeline its Phases), under this field. */
export const HELD: Partial<Record<ArticleComponent, { child: ArticleComponent; field: string; label: string }>> = {
  Stats: { child: "Stat", field: "stats", label: "Figures" },
  Timeline: { child: "Phase", field: "phases", label: "Phases" },
};

/** An attribute as the files write it: a name alone (a switch), name="text", or name={JSON} (lists of texts and numbers). */
const ATTRIBUTE = /\s*([A-Za-z][\w-]*)(?:="([^"]*)"|=\{((?:[^"{}]|"(?:[^"\\]|\\.)*")*)\})?/y;

/** The attributes of the tag `<name …>` at `start`, and where it ends; null when it is not such a tag with attributes the form knows. */
function readTag(name: ArticleComponent, text: string, start: number): { attributes: Data; selfClosing: boolean; end: number } | null {
  if (!new RegExp(`^<${name}(?=[\\s/>])`).test(text.slice(start))) return null;
  const attributes: Data = {};
  for (let at = start + name.length + 1; ;) {
    const close = /^\s*(\/?>)/.exec(text.slice(at));
    if (close) return { attributes, selfClosing: close[1] === "/>", end: at + close[0].length };
    ATTRIBUTE.lastIndex = at;
    const [match, key, quoted, json] = ATTRIBUTE.exec(text) ?? [];
    if (!match || !(key! in ARTICLE_COMPONENT_ATTRIBUTES[name].attributes)) return null;
    try {
      attributes[key!] = quoted ?? (json === undefined ? true : (JSON.parse(json) as unknown));
    } catch {
      return null;
    }
    at += match.length;
  }
}

/** The Markdown between an opening tag and its closing tag, without the blank lines that set it apart. */
const innerMarkdown = (text: string) => text.replace(/^[^\S\n]*\n(?:[^\S\n]*\n)*/, "").replace(/\n(?:[^\S\n]*\n)*[^\S\n]*$/, "");

/** The values of a component's attributes as its form holds them. */
function formValues(name: ArticleComponent, attributes: Record<string, unknown>): Data {
  const values: Data = {};
  for (const [attribute, spec] of Object.entries(ARTICLE_COMPONENT_ATTRIBUTES[name].attributes)) {
    const value = attributes[attribute];
    if (spec.kind === "flag") values[attribute] = value === true;
    // A row is the list of its cells, as Decap's list of one field holds each item: bare, not under the field's name.
    else if (spec.kind === "rows")
      values[attribute] = Array.isArray(value) ? value.map((cells) => (Array.isArray(cells) ? cells.map(String) : [])) : [];
    else if (spec.kind === "texts") values[attribute] = Array.isArray(value) ? value.map(String) : [];
    else if (value !== undefined) values[attribute] = String(value);
  }
  return values;
}

/** The component `name` written at `start` as the files write it: its values and where it ends; null otherwise. */
function readElement(name: ArticleComponent, text: string, start: number): { values: Data; end: number } | null {
  const tag = readTag(name, text, start);
  if (!tag) return null;
  const values = formValues(name, tag.attributes);
  if (tag.selfClosing) return { values, end: tag.end };
  const closing = `</${name}>`;
  const close = text.indexOf(closing, tag.end);
  if (close < 0) return null;
  const inner = text.slice(tag.end, close);
  const end = close + closing.length;
  const held = HELD[name];
  if (!held) return { values: { ...values, body: innerMarkdown(inner) }, end };
  const children: Data[] = [];
  for (let at = 0; inner.slice(at).trim() !== "";) {
    const child = readElement(held.child, inner, at + inner.slice(at).search(/\S/));
    if (!child) return null;
    children.push(child.values);
    at = child.end;
  }
  return { values: { ...values, [held.field]: children }, end };
}

/**
 * The values of one component block's text, or null when the text is not
 * a block of that component as the files write it (then it stays Markdown
 * source in the editor, untouched).
 */
export function readBlock(name: ArticleComponent, text: string): Data | null {
  const block = readElement(name, text, 0);
  return block && text.slice(block.end).trim() === "" ? block.values : null;
}

/** `name="text"`, or `name={"text"}` when the text holds a double quote (JSX attribute strings have no escapes). */
function textAttribute(name: string, value: string): string {
  return value.includes('"') ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
}

const listText = (values: readonly unknown[]) => `[${values.map((value) => JSON.stringify(String(value ?? ""))).join(", ")}]`;

/** A row's cells: the list Decap's form holds (an edited row is always that), or `{ cells }`. */
const cellsOf = (row: unknown): unknown[] => {
  const cells = Array.isArray(row) ? row : (row as Data | null)?.cells;
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

/** The text of a block with these values, as the files write it: a held component's children one level in. */
export function writeBlock(name: ArticleComponent, values: Data, indent = ""): string {
  const open = openingTag(name, values, indent);
  if (!ARTICLE_COMPONENT_ATTRIBUTES[name].wraps) return open;
  const held = HELD[name];
  const children = held && Array.isArray(values[held.field]) ? (values[held.field] as Data[]) : [];
  const inner = held ? children.map((child) => writeBlock(held.child, child, `${indent}  `)).join("\n") : `\n${markdownOf(values.body)}\n`;
  return `${open}\n${inner}\n${indent}</${name}>`;
}

/**
 * What a component block's text matches in a body: its opening tag at the
 * start of a block, through its closing tag (or the end of a tag that closes
 * itself). Strings inside the tag may hold ">" and "/".
 */
export function blockPattern(name: ArticleComponent): RegExp {
  const tag = `<${name}(?=[\\s/>])(?:[^"{}>/]|"[^"]*"|\\{(?:[^"{}]|"(?:[^"\\\\]|\\\\.)*"|\\{[^{}]*\\})*\\}|/(?!>))*`;
  return ARTICLE_COMPONENT_ATTRIBUTES[name].wraps ? new RegExp(`^${tag}>[\\s\\S]*?</${name}>`) : new RegExp(`^${tag}/>`);
}
