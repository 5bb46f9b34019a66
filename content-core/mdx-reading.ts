// What reading an MDX body gives (content-core/mdx-reader.cjs): its outline and rendered tree, or the compiler's error.

/** A `{...}` value: where it starts, its text, and the ESTree node types it is made of. */
export interface MdxExpression {
  line: number;
  source: string;
  nodeTypes: string[];
  /** The parsed program (ESTree, without positions), read by content-core/body-from-mdx.ts; absent when MDX could not parse it. */
  program?: EstreeNode;
}

/** An ESTree node as the worker sends it: its type and its fields, positions removed. */
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

/** A Markdown link, image or link definition ([x]: url), with its URL already decoded. */
export interface MdxLink {
  url: string;
  line: number;
}

/** What the checks need from the parsed tree; lines count from the body's first line (1). */
export interface MdxOutline {
  elements: MdxElement[];
  links: MdxLink[];
  /** `{...}` in the text itself (not in an attribute). */
  expressions: MdxExpression[];
}

/** The compiler's complaint, as it gave it. */
export interface MdxError {
  message: string;
  /** e.g. "end-tag-mismatch", "unexpected-character". */
  ruleId?: string;
  /** The package that complained, e.g. "micromark-extension-mdx-jsx". */
  source?: string;
  line?: number;
  column?: number;
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
