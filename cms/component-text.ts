import { ARTICLE_COMPONENT_ATTRIBUTES, type ArticleComponent } from "../content-core/model";

/** An article component's text in an MDX body, read into its form's values and written back as the files write it. */
type Data = Record<string, unknown>;

/** A component a block holds as a list (Stats its Stat figures, a Timeline its Phases), under this field. */
export const HELD: Partial<Record<ArticleComponent, { child: ArticleComponent; field: string; label: string }>> = {
  Stats: { child: "Stat", field: "stats", label: "Figures" },
  Timeline: { child: "Phase", field: "phases", label: "Phases" },
};

/** A component's opening or self-closing tag: its name, attributes and where it ends. */
interface Tag {
  name: string;
  attributes: Record<string, unknown>;
  selfClosing: boolean;
  end: number;
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
        // JSON, as the files write lists of texts and numbers.
        attributes[name] = JSON.parse(text.slice(at + 1, close)) as unknown;
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

/**
 * What a component block's text matches in a body: its opening tag at the
 * start of a block, through its closing tag (or the end of a tag that closes
 * itself). Strings inside the tag may hold ">" and "/".
 */
export function blockPattern(name: ArticleComponent): RegExp {
  const tag = `<${name}(?=[\\s/>])(?:[^"{}>/]|"[^"]*"|\\{(?:[^"{}]|"(?:[^"\\\\]|\\\\.)*"|\\{[^{}]*\\})*\\}|/(?!>))*`;
  return ARTICLE_COMPONENT_ATTRIBUTES[name].wraps ? new RegExp(`^${tag}>[\\s\\S]*?</${name}>`) : new RegExp(`^${tag}/>`);
}
