"use strict";
/*
 * Reads one MDX body with the compiler the build uses: the outline the checks read and the tree the
 * compiled MDX would render. CommonJS with the compiler passed in, so the build's worker thread and the
 * editing room's bundle run the same code. Types: mdx-reader.d.cts.
 */

const POSITION_KEYS = new Set(["loc", "range", "start", "end", "position", "comments"]);

/** An ESTree node without its positions, recording the node types it is made of (a key in { title: "x" } is a name, not code). */
function bare(node, types) {
  if (Array.isArray(node)) return node.map((item) => bare(item, types));
  if (!node || typeof node !== "object") return node;
  if (typeof node.type === "string") types.add(node.type);
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    if (POSITION_KEYS.has(key)) continue;
    copy[key] = bare(value, node.type === "Property" && key === "key" && !node.computed ? new Set() : types);
  }
  return copy;
}

function expression(source, estree, line) {
  const types = new Set(estree ? [] : ["Unparsed"]);
  const program = estree ? bare(estree, types) : undefined;
  const result = { line: estree?.loc?.start.line ?? line, source: String(source ?? ""), nodeTypes: [...types] };
  if (program) result.program = program;
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
