import {
  ARTICLE_COMPONENT_ATTRIBUTES,
  ARTICLE_COMPONENTS,
  TOOL_COMPONENTS,
  type ArticleComponent,
  type ComponentAttribute,
} from "../content-core/model";
// A block's text as read from the file rides in the same hidden field as a file's: never shown, never saved.
import { SOURCE } from "./source-format";
import { blockPattern, HELD, readBlock, writeBlock } from "./component-text";
import { labelFor, type DecapField } from "./form-fields";
import { MAX_LAG_MONTHS } from "../content-core/roi";

/**
 * The article components as blocks of Decap's rich-text editor, inserted from its "+" menu and edited
 * as forms made from ARTICLE_COMPONENT_ATTRIBUTES: an editor never types JSX, and the rich-text editor
 * never reads a component as Markdown (it would escape head={["A","B"]} into head={\["A","B"]}). A
 * block keeps the text it was read from (SOURCE) and is written back as that text while unchanged.
 */

type Data = Record<string, unknown>;

/** The form's labels of the attributes that labelFor would not name as an editor does. */
const FIELD_LABELS: Record<string, string> = {
  value: "Figure",
  label: "What it measures",
  head: "Column headings",
  emphasizeLast: "Set the last row in bold (a total)",
  attribution: "Who said it",
  body: "Text",
  cost: "Implementation cost it opens with",
  savings: "Annual savings it opens with",
  revenue: "Annual revenue increase it opens with",
  buffer: "Cost buffer it opens with",
  lag: "Months of benefit lag it opens with",
  questions: "Questions",
  bands: "Score rows",
};

/** What a field of the reader tools takes, said under it: the content checks refuse anything else with a sentence. */
const FIELD_HINTS: Record<string, string> = {
  cost: "An amount, such as $150,000. In an article with a worked ROI example, that example's implementation cost.",
  savings: "An amount, such as $300,000. In an article with a worked ROI example, that example's annual savings.",
  revenue: "An amount, such as $120,000, or $0. In an article with a worked ROI example, that example's revenue increase.",
  buffer: "Added to the implementation cost for overruns.",
  lag: `A whole number of months from 0 to ${MAX_LAG_MONTHS}, such as 6: how long the benefit takes to reach its full rate after go-live.`,
  questions: "One per question. A reader scores one point per question passed.",
  bands:
    "One per score or range of scores, such as 0-2, 3-4 and 5: together they give every score from 0 to the number of questions once, in order.",
  rows: "One per row of the table, each with a cell per column, in the order of the column headings.",
};

/**
 * The columns of a list of rows whose every row has the same cells (the self-check's), named as its page
 * names them: a row is a group of these fields in the form, and the list of its cells in the file.
 */
const COLUMNS: Record<string, { singular: string; cells: { name: string; label: string; hint?: string }[] }> = {
  questions: {
    singular: "Question",
    cells: [
      { name: "indicator", label: "Indicator", hint: "Its number and name, such as 1. Data access." },
      { name: "question", label: "Question" },
      { name: "passIf", label: "You pass if" },
    ],
  },
  bands: {
    singular: "Score row",
    cells: [
      { name: "scores", label: "Scores", hint: "One score, or a range such as 3-4." },
      { name: "name", label: "Short name" },
      { name: "meaning", label: "What the score means" },
      { name: "nextStep", label: "Next step" },
    ],
  },
};

/** A block's values with each row of named columns as the form holds it (`cells` true: as the file holds it, a list of cells). */
function withColumns(values: Data, cells: boolean): Data {
  const out = { ...values };
  for (const [attribute, { cells: columns }] of Object.entries(COLUMNS)) {
    const rows = out[attribute];
    if (!Array.isArray(rows)) continue;
    out[attribute] = rows.map((row: unknown) =>
      cells
        ? columns.map(({ name }) => String((row as Data | null)?.[name] ?? ""))
        : Object.fromEntries(columns.map(({ name }, i) => [name, Array.isArray(row) ? String(row[i] ?? "") : ""])),
    );
  }
  return out;
}

/** The "+" menu's names that labelFor would not give as an editor says them. */
const BLOCK_LABELS: Partial<Record<ArticleComponent, string>> = { ReadinessCheck: "Readiness self-check" };

const blockLabel = (name: ArticleComponent) => BLOCK_LABELS[name] ?? labelFor(name);

/** The components that stand at the top of a body; Stat and Phase live inside Stats and Timeline. */
export const BLOCK_COMPONENTS = ARTICLE_COMPONENTS.filter((name) => !Object.values(HELD).some((held) => held?.child === name));

/** The id of a component's block in Decap (its "+" menu entry). */
export const blockId = (name: ArticleComponent) => `article-${name.toLowerCase()}`;

function attributeField(name: string, attribute: ComponentAttribute): DecapField {
  const required = attribute.required ?? false;
  const base = { name, label: FIELD_LABELS[name] ?? labelFor(name), required };
  const hint = FIELD_HINTS[name] ? { hint: FIELD_HINTS[name] } : {};
  const list = { ...base, widget: "list", ...hint };
  switch (attribute.kind) {
    case "text":
      return { ...base, widget: "string", ...hint };
    case "word":
      return {
        ...base,
        widget: "select",
        options: [...attribute.oneOf],
        ...(required ? hint : { hint: `Optional: ${attribute.oneOf.join(", ")}.` }),
      };
    case "flag":
      return { ...base, widget: "boolean", required: false, default: false };
    case "texts":
      return {
        ...list,
        label_singular: "Column heading",
        summary: "{{fields.cell}}",
        field: { name: "cell", label: "Heading", widget: "string" },
      };
    case "rows": {
      const columns = COLUMNS[name];
      if (columns)
        return {
          ...list,
          label_singular: columns.singular,
          summary: name === "bands" ? "{{fields.scores}}: {{fields.name}}" : `{{fields.${columns.cells[0]!.name}}}`,
          fields: columns.cells.map((cell) => ({ ...cell, widget: "string", required: true })),
        };
      return {
        ...list,
        label_singular: "Row",
        // A row is the list of its cells (Decap's list of one field): shown folded by its first cell, each cell by its text.
        summary: "{{fields.cells[0]}}",
        field: {
          name: "cells",
          label: "Cells",
          label_singular: "Cell",
          widget: "list",
          summary: "{{fields.cell}}",
          field: { name: "cell", label: "Cell", widget: "string" },
        },
      };
    }
  }
}

function formFields(name: ArticleComponent): DecapField[] {
  const { attributes, wraps } = ARTICLE_COMPONENT_ATTRIBUTES[name];
  const fields = Object.entries(attributes).map(([attribute, spec]) => attributeField(attribute, spec));
  const held = HELD[name];
  if (held) {
    const childFields = formFields(held.child);
    fields.push({
      name: held.field,
      label: held.label,
      label_singular: held.label.replace(/s$/, ""),
      widget: "list",
      required: true,
      summary: `{{fields.${childFields[0]!.name}}}`,
      fields: childFields,
    });
  } else if (wraps) {
    // Edited as Markdown source: the components' own bodies hold no components.
    fields.push({ name: "body", label: FIELD_LABELS.body!, widget: "markdown", modes: ["raw"], editor_components: [] });
  }
  return fields;
}

const plain = (value: unknown): unknown => {
  const maybe = value as { toJS?: () => unknown } | null;
  return typeof maybe?.toJS === "function" ? maybe.toJS() : value;
};

function editorComponent(name: ArticleComponent) {
  return {
    id: blockId(name),
    label: blockLabel(name),
    fields: formFields(name),
    pattern: blockPattern(name),
    fromBlock: (match: RegExpMatchArray) => {
      const text = match[0];
      // A block written in a way the form cannot hold keeps its text, and is written back as it was.
      return { ...withColumns(readBlock(name, text) ?? {}, false), [SOURCE]: text };
    },
    toBlock: (raw: unknown) => {
      const { [SOURCE]: source, ...named } = (plain(raw) ?? {}) as Data;
      const values = withColumns(named, true);
      const written = writeBlock(name, values);
      if (typeof source !== "string") return written;
      // Values compared as the file would hold them (an empty optional text is no text); a block the
      // form cannot hold is unchanged while it has no values at all.
      const read = readBlock(name, source);
      const unchanged = read === null ? Object.keys(values).length === 0 : writeBlock(name, read) === written;
      return unchanged ? source : written;
    },
    // Decap's own preview is not shown (the site's page is the preview); this is its text view of a block.
    toPreview: (raw: unknown) => {
      const title = (plain(raw) as Data | null)?.title;
      return typeof title === "string" ? `${blockLabel(name)}: ${title}` : blockLabel(name);
    },
  };
}

/** Every block of the rich-text editor, in the "+" menu's order. */
export const EDITOR_COMPONENTS = BLOCK_COMPONENTS.map(editorComponent);

/** The body of an article or legal page: rich text with the blocks above (the reader tools in articles only), or its Markdown source. */
export function articleBodyField(what: string, { tools = true }: { tools?: boolean } = {}): DecapField {
  const blocks = BLOCK_COMPONENTS.filter((name) => tools || !(TOOL_COMPONENTS as readonly string[]).includes(name));
  const tooling = tools ? ", an ROI calculator or a readiness self-check" : " or a pull quote";
  return {
    name: "body",
    label: "Body",
    widget: "markdown",
    modes: ["rich_text", "raw"],
    buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
    editor_components: blocks.map(blockId),
    sanitize_preview: true,
    hint: `${what}'s text. Add a callout, figures, a table, a timeline${tools ? ", a pull quote" : ""}${tooling} with the + button; the Markdown switch above the text shows it as the file holds it.`,
  };
}

/** A remark plugin for Decap's Markdown writer: lists with "-" as the files write them (Decap's "*" would rewrite every list). */
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
 * A remark plugin for Decap's Markdown reader: a body ending with a block gets an empty paragraph
 * after it, the only place the rich-text editor can type below it; saving drops it again.
 */
export function remarkRoomAfterLastBlock() {
  return (tree: MarkdownTree) => {
    const last = tree.children?.at(-1);
    if (tree.type === "root" && last?.type === "shortcode")
      tree.children!.push({ type: "paragraph", children: [{ type: "text", value: "" }] });
  };
}
