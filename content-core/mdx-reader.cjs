"use strict";
/*
 * Reads one MDX body with the compiler the build uses: the outline the content
 * checks look at, and the tree the compiled MDX would render (content-core/body-from-mdx.ts
 * turns it into page data). Plain CommonJS with the compiler passed in, so the
 * build's worker thread (gatsby/content-mdx.ts) and the editing room's browser
 * bundle (cms/) run the same code. Types: mdx-reader.d.cts.
 */

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
  if (node.type === "mdxJsxExpressionAttribute")
    return { name: null, value: null, expression: expression(node.value, node.data?.estree, line) };
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
      return {
        type: "jsx",
        name: node.name ?? null,
        attributes: (node.attributes ?? []).map((a) => attribute(a, line)),
        children: children(),
        line,
      };
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

module.exports = { read };
