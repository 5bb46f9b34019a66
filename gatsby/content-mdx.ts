import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";

/**
 * Reads MDX bodies with the compiler the build uses (@mdx-js/mdx, as loaded
 * by gatsby-plugin-mdx), so the content check fails on exactly what would
 * fail the build, and sees the parsed tree rather than guessing from lines.
 * It also hands back the tree the compiled MDX would render, which
 * gatsby/body-tree.ts turns into the page data of the body.
 *
 * @mdx-js/mdx is ESM-only, while the check must stay synchronous (Gatsby's
 * onPreBootstrap uses its result directly) and also runs under Jest's
 * CommonJS transform, which cannot import it. So a worker thread, which is
 * plain Node, imports it once and compiles; the caller waits for its answer
 * with Atomics.wait. The first call costs about half a second, later ones
 * milliseconds.
 */

/** A `{...}` value: where it starts, its text, and the ESTree node types it is made of. */
export interface MdxExpression {
  line: number;
  source: string;
  nodeTypes: string[];
  /** The parsed program (ESTree, without positions), read by gatsby/body-tree.ts; absent when MDX could not parse it. */
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

/**
 * The body as @mdx-js/mdx hands it from Markdown to HTML (hast, after
 * remark-rehype), which is the tree the compiled MDX renders: paragraphs
 * that hold only a component are already unwrapped, lists already know
 * whether they are loose. gatsby/body-tree.ts turns it into the page's data.
 */
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

/**
 * Runs in the worker (a CommonJS script; the compiler comes in by import()).
 * It parses each body, keeps the outline, then compiles the tree so that
 * errors only the later stages find are reported too. Every decision about
 * what is allowed stays in TypeScript. It always answers, even when the
 * compiler cannot be loaded, because the caller is blocked until it does.
 */
const WORKER = String.raw`
const { workerData } = require("node:worker_threads");
const { port, signal, compilerUrl, unwrapImagesUrl } = workerData;
const compiler = Promise.all([import(compilerUrl), import(unwrapImagesUrl)]);
compiler.catch(() => {}); // reported with the first request, not as an unhandled rejection

// An ESTree node without its positions: plain data the caller can read.
const POSITION_KEYS = new Set(["loc", "range", "start", "end", "position", "comments"]);
function bare(node) {
  if (Array.isArray(node)) return node.map(bare);
  if (!node || typeof node !== "object") return node;
  const copy = {};
  for (const [key, value] of Object.entries(node)) if (!POSITION_KEYS.has(key)) copy[key] = bare(value);
  return copy;
}

function expression(source, estree, line) {
  const types = new Set();
  const walk = (node) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node.type === "string") types.add(node.type);
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key === "range" || key === "position") continue;
      // In { title: "x" } the key is a name, not code.
      if (node.type === "Property" && key === "key" && !node.computed) continue;
      walk(value);
    }
  };
  if (estree) walk(estree);
  else types.add("Unparsed");
  const result = { line: estree?.loc?.start.line ?? line, source: String(source ?? ""), nodeTypes: [...types] };
  if (estree) result.program = bare(estree);
  return result;
}

function attribute(node, line) {
  if (node.type === "mdxJsxExpressionAttribute") return { name: null, value: null, expression: expression(node.value, node.data?.estree, line) };
  if (node.value && typeof node.value === "object") {
    return { name: node.name, value: null, expression: expression(node.value.value, node.value.data?.estree, line) };
  }
  return { name: node.name, value: node.value ?? null };
}

function outlineOf(tree) {
  const outline = { elements: [], links: [], expressions: [] };
  const visit = (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      outline.elements.push({ name: node.name ?? null, line, attributes: (node.attributes ?? []).map((a) => attribute(a, line)) });
    } else if (node.type === "link" || node.type === "image" || node.type === "definition") {
      outline.links.push({ url: node.url ?? "", line });
    } else if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
      outline.expressions.push(expression(node.value, node.data?.estree, line));
    }
    (node.children ?? []).forEach(visit);
  };
  visit(tree);
  return outline;
}

// The hast between remark-rehype and the rest of the compiler, as plain data (see MdxNode).
function hastOf(node) {
  const line = node.position?.start.line ?? 1;
  const children = () => (node.children ?? []).map(hastOf);
  switch (node.type) {
    case "root":
      return { type: "root", children: children() };
    case "element":
      return { type: "element", tagName: node.tagName, properties: { ...node.properties }, children: children(), line };
    case "text":
      return { type: "text", value: node.value };
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return { type: "jsx", name: node.name ?? null, attributes: (node.attributes ?? []).map((a) => attribute(a, line)), children: children(), line };
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return { type: "expression", expression: expression(node.value, node.data?.estree, line), line };
    default:
      return { type: "other", kind: node.type, line };
  }
}

// What gatsby-plugin-mdx adds to the compiler (its enhanceMdxOptions) that changes the tree.
async function read([{ createProcessor }, { default: remarkUnwrapImages }], body) {
  let hast;
  const capture = () => (tree) => {
    hast = hastOf(tree);
  };
  const processor = createProcessor({ format: "mdx", remarkPlugins: [remarkUnwrapImages], rehypePlugins: [capture] });
  try {
    const tree = processor.parse(body);
    const outline = outlineOf(tree);
    await processor.run(tree);
    return { outline, tree: hast };
  } catch (error) {
    const place = error?.place?.start ?? error?.place ?? error?.position?.start;
    return {
      error: {
        message: String(error?.reason ?? error?.message ?? error),
        ruleId: error?.ruleId ?? undefined,
        source: error?.source ?? undefined,
        line: error?.line ?? place?.line ?? undefined,
        column: error?.column ?? place?.column ?? undefined,
      },
    };
  }
}

port.on("message", async (bodies) => {
  let answer;
  try {
    const modules = await compiler;
    const results = [];
    for (const body of bodies) results.push(await read(modules, body));
    answer = { results };
  } catch (error) {
    answer = { failure: String(error?.stack ?? error) };
  }
  port.postMessage(answer);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

/**
 * The @mdx-js/mdx and remark-unwrap-images gatsby-plugin-mdx itself loads
 * (resolved from the project, as the Gatsby bundle has no __dirname of its own).
 */
function pluginModuleUrls(): { compilerUrl: string; unwrapImagesUrl: string } {
  const projectRequire = createRequire(path.join(process.cwd(), "package.json"));
  const plugin = path.dirname(projectRequire.resolve("gatsby-plugin-mdx/package.json"));
  const url = (name: string) => pathToFileURL(projectRequire.resolve(name, { paths: [plugin] })).href;
  return { compilerUrl: url("@mdx-js/mdx"), unwrapImagesUrl: url("remark-unwrap-images") };
}

interface Compiler {
  port: MessagePort;
  /** 0 while the worker compiles, 1 once it has answered. */
  signal: Int32Array;
}

let compiler: Compiler | undefined;

/** Starts the worker once per process; unref'd, so it never keeps the process alive. */
function startCompiler(): Compiler {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(WORKER, { eval: true, workerData: { port: port2, signal, ...pluginModuleUrls() }, transferList: [port2] });
  worker.unref();
  port1.unref();
  return { port: port1, signal };
}

/** Sends bodies to the worker and blocks until it answers. */
function compile(bodies: readonly string[]): MdxReading[] {
  compiler ??= startCompiler();
  const { port, signal } = compiler;
  Atomics.store(signal, 0, 0);
  port.postMessage(bodies);
  if (Atomics.wait(signal, 0, 0, 120_000) === "timed-out") throw new Error("The MDX compiler (gatsby/content-mdx.ts) did not answer within two minutes.");
  const answer = receiveMessageOnPort(port)?.message as { results: MdxReading[] } | { failure: string } | undefined;
  if (!answer || "failure" in answer) throw new Error(`The MDX compiler (gatsby/content-mdx.ts) failed: ${answer?.failure ?? "no answer"}`);
  return answer.results;
}

/**
 * Bodies already read, by their text: an unchanged file is not compiled twice
 * (the unit tests check copies of the content many times; `npm run develop`
 * checks everything again on every save). The least recently used go first
 * beyond MAX_READINGS, so a long develop session of edits does not grow it
 * without end.
 */
const readings = new Map<string, MdxReading>();
const MAX_READINGS = 500;

/** Parses and compiles each MDX body (front matter already removed); one result per body, in order. */
export function readMdxBodies(bodies: readonly string[]): MdxReading[] {
  const unread = [...new Set(bodies.filter((body) => !readings.has(body)))];
  if (unread.length) {
    const results = compile(unread);
    unread.forEach((body, i) => readings.set(body, results[i]!));
  }
  const answers = bodies.map((body) => {
    const reading = readings.get(body)!;
    readings.delete(body);
    readings.set(body, reading);
    return reading;
  });
  for (const oldest of readings.keys()) {
    if (readings.size <= MAX_READINGS) break;
    readings.delete(oldest);
  }
  return answers;
}
