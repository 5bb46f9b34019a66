import type { createProcessor } from "@mdx-js/mdx";
import type remarkUnwrapImages from "remark-unwrap-images";

/**
 * The one reader of an MDX body, for the build, the content check and the editing room: @mdx-js/mdx with the plugin
 * gatsby-plugin-mdx adds (remark-unwrap-images) gives the outline the checks read and the tree the body renders, or
 * the compiler's error. loadMdxCompiler once (the compiler is ES modules), then readMdxBody for each body.
 */

/** A `{...}` value: where it starts, its text, and the ESTree node types it is made of. */
export interface MdxExpression {
  line: number;
  source: string;
  nodeTypes: string[];
  /** The parsed program (ESTree, without positions), read by content-core/body-from-mdx.ts; absent when MDX could not parse it. */
  program?: EstreeNode;
}

/** An ESTree node as the reader keeps it: its type and its fields, positions removed. */
export interface EstreeNode {
  type: string;
  [field: string]: unknown;
}

export interface MdxAttribute {
  /** null for a spread, `{...value}`, which can set any attribute. */
  name: string | null;
  /** The text of a quoted value; null when there is none or it is an expression. */
  value: string | null;
  expression?: MdxExpression;
}

/** A tag: <Callout>, <script>, ... (name null for a fragment, <>). */
export interface MdxElement {
  name: string | null;
  line: number;
  attributes: MdxAttribute[];
}

/** What the checks need from the parsed tree; lines count from the body's first line (1). */
export interface MdxOutline {
  elements: MdxElement[];
  /** Markdown links, images and link definitions ([x]: url), their URLs decoded. */
  links: { url: string; line: number }[];
  /** `{...}` in the text itself (not in an attribute). */
  expressions: MdxExpression[];
}

/** The compiler's complaint, as it gave it: each part but the message null or absent when it has none. */
export interface MdxError {
  message: string;
  /** e.g. "end-tag-mismatch", "unexpected-character". */
  ruleId?: string | null;
  /** The package that complained, e.g. "micromark-extension-mdx-jsx". */
  source?: string | null;
  line?: number | null;
  column?: number | null;
}

/** The body as @mdx-js/mdx hands it from Markdown to HTML (hast, after remark-rehype): the tree the compiled MDX renders. */
export type MdxNode =
  | { type: "root"; children: MdxNode[] }
  | { type: "element"; tagName: string; properties: Record<string, unknown>; children: MdxNode[]; line: number }
  | { type: "text"; value: string }
  /** A tag written in the body: <Callout ...>, <abbr ...>; name null for a fragment, <>. */
  | { type: "jsx"; name: string | null; attributes: MdxAttribute[]; children: MdxNode[]; line: number }
  | { type: "expression"; expression: MdxExpression; line: number }
  /** Anything else the tree may hold (import/export, raw HTML, comments): named so it can be refused. */
  | { type: "other"; kind: string; line: number };

export type MdxReading = { outline: MdxOutline; tree: MdxNode } | { error: MdxError };

// The compiler's trees, as far as this reader looks into them.
type Estree = { loc?: { start: { line: number } } } & Record<string, unknown>;
interface UnistNode {
  type: string;
  name?: string | null;
  value?: unknown;
  url?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  attributes?: UnistNode[];
  children?: UnistNode[];
  data?: { estree?: Estree };
  position?: { start: { line: number } };
}

const POSITION_KEYS = new Set(["loc", "range", "start", "end", "position", "comments"]);

/** An ESTree node without its positions, recording the node types it is made of (a key in { title: "x" } is a name, not code). */
function bare(node: unknown, types: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => bare(item, types));
  if (!node || typeof node !== "object") return node;
  const estree = node as Record<string, unknown>;
  if (typeof estree.type === "string") types.add(estree.type);
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(estree)) {
    if (POSITION_KEYS.has(key)) continue;
    copy[key] = bare(value, estree.type === "Property" && key === "key" && !estree.computed ? new Set() : types);
  }
  return copy;
}

/** A `{...}` node: an expression in the text, a spread attribute or an attribute's value. */
function expression({ value, data }: UnistNode, line: number): MdxExpression {
  const estree = data?.estree;
  const types = new Set<string>(estree ? [] : ["Unparsed"]);
  const program = estree ? (bare(estree, types) as EstreeNode) : undefined;
  return { line: estree?.loc?.start.line ?? line, source: String(value ?? ""), nodeTypes: [...types], ...(program ? { program } : {}) };
}

function attribute(node: UnistNode, line: number): MdxAttribute {
  if (node.type === "mdxJsxExpressionAttribute") return { name: null, value: null, expression: expression(node, line) };
  if (node.value && typeof node.value === "object")
    return { name: node.name ?? null, value: null, expression: expression(node.value as UnistNode, line) };
  return { name: node.name ?? null, value: (node.value as string | undefined) ?? null };
}

function outlineOf(tree: UnistNode): MdxOutline {
  const outline: MdxOutline = { elements: [], links: [], expressions: [] };
  const visit = (node: UnistNode) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      outline.elements.push({ name: node.name ?? null, line, attributes: (node.attributes ?? []).map((a) => attribute(a, line)) });
    } else if (node.type === "link" || node.type === "image" || node.type === "definition") {
      outline.links.push({ url: node.url ?? "", line });
    } else if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
      outline.expressions.push(expression(node, line));
    }
    (node.children ?? []).forEach(visit);
  };
  visit(tree);
  return outline;
}

/** The hast between remark-rehype and the rest of the compiler, as plain data (MdxNode). */
function hastOf(node: UnistNode): MdxNode {
  const line = node.position?.start.line ?? 1;
  const children = () => (node.children ?? []).map(hastOf);
  switch (node.type) {
    case "root":
      return { type: "root", children: children() };
    case "element":
      return { type: "element", tagName: node.tagName ?? "", properties: { ...node.properties }, children: children(), line };
    case "text":
      return { type: "text", value: String(node.value) };
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return {
        type: "jsx",
        name: node.name ?? null,
        attributes: (node.attributes ?? []).map((a) => attribute(a, line)),
        children: children(),
        line,
      };
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return { type: "expression", expression: expression(node, line), line };
    default:
      return { type: "other", kind: node.type, line };
  }
}

let compiler: { createProcessor: typeof createProcessor; unwrapImages: typeof remarkUnwrapImages } | undefined;

/** Sets the compiler from its two modules, for a caller that has them already (the unit tests load them synchronously). */
export function setMdxCompiler(mdx: { createProcessor: typeof createProcessor }, unwrap: { default: typeof remarkUnwrapImages }) {
  compiler = { createProcessor: mdx.createProcessor, unwrapImages: unwrap.default };
}

/** Imports the compiler, once; readMdxBody needs it. */
export async function loadMdxCompiler(): Promise<void> {
  if (!compiler) setMdxCompiler(...(await Promise.all([import("@mdx-js/mdx"), import("remark-unwrap-images")])));
}

function read(body: string): MdxReading {
  if (!compiler)
    throw new Error("The MDX compiler is not loaded: await loadMdxCompiler() (content-core/mdx-reading.ts) before reading a body.");
  let tree: MdxNode | undefined;
  const capture = () => (hast: UnistNode) => {
    tree = hastOf(hast);
  };
  const processor = compiler.createProcessor({ format: "mdx", remarkPlugins: [compiler.unwrapImages], rehypePlugins: [capture] });
  try {
    const parsed = processor.parse(body);
    const outline = outlineOf(parsed as unknown as UnistNode);
    processor.runSync(parsed);
    return { outline, tree: tree! };
  } catch (error) {
    // A VFileMessage (vfile-message) sets line and column from its place, or null.
    const { reason, message, ruleId, source, line, column } = error as Partial<MdxError> & { reason?: string };
    return { error: { message: String(reason ?? message ?? error), ruleId, source, line, column } };
  }
}

/** Bodies already read, by their text, so an unchanged body is not compiled twice; emptied past 500, so it cannot grow without end. */
const readings = new Map<string, MdxReading>();

/** Reads an MDX body (front matter removed): its outline and rendered tree, or the compiler's error. Needs loadMdxCompiler first. */
export function readMdxBody(body: string): MdxReading {
  let reading = readings.get(body);
  if (!reading) {
    if (readings.size >= 500) readings.clear();
    reading = read(body);
    readings.set(body, reading);
  }
  return reading;
}
