import type { BodyComponent, BodyElement, BodyNode, BodyProps, BodyTree, BodyValue } from "./body-tree";
import { elementFindings, reportLine, short } from "./article-body";
import type { MdxAttribute, MdxNode, MdxReading } from "./mdx-reading";
import { ARTICLE_COMPONENT_ATTRIBUTES, componentsFor, isArticleComponent, type ComponentAttribute } from "./model";
import { brandExpression, type BrandNames } from "./brand";
import { closest, listed, withArticle, type Ctx } from "./model/fields";
import { attributeProblem, expressionValue, PLAIN_VALUES } from "./body-values";
import { checkTools, checkWorkedExamples } from "./worked-examples";

/**
 * An MDX body as page data (content-core/body-tree.ts): the tree @mdx-js/mdx 2 would hand React. What that data cannot
 * hold, or the renderer would not draw as written, is refused with a sentence and the body line (1 = the first).
 */
interface State {
  /** "article" or "legal page", as messages name the file. */
  noun: string;
  /** What {product} and {company} stand for, looked up only when a body uses them. */
  brand: () => BrandNames;
  findings: { line: number; text: string }[];
}

/** Text in hast-util-whitespace's sense: spaces, tabs and line breaks only. */
const isWhitespace = (node: BodyNode) => typeof node === "string" && /^[ \t\n\f\r]*$/.test(node);

/** hast elements whose line-break text React would otherwise put where HTML allows none. */
const TABLE_PARTS = new Set(["table", "thead", "tbody", "tfoot", "tr"]);

/** The properties mdast-util-to-hast gives elements it makes from CommonMark (links, images, ordered lists, code blocks). */
const MARKDOWN_PROPERTIES = new Set(["href", "title", "src", "alt", "start", "className"]);

/** React props that are not attributes: they would inject raw HTML or reach into React itself. */
const REACT_ONLY_PROPS = new Set(["dangerouslySetInnerHTML", "ref", "key"]);

function refuse(state: State, line: number, text: string): [] {
  state.findings.push({ line, text });
  return [];
}

/** An element or component node, leaving out empty props and children so the page data stays small. */
function withParts<T extends BodyElement | BodyComponent>(node: T, props: BodyProps, children: BodyNode[]): T {
  if (Object.keys(props).length) node.props = props;
  if (children.length) node.children = children;
  return node;
}

type Attributes = { props: BodyProps; written: Set<string> };

/**
 * The attributes of a tag as props: "x" is text, a bare name is true, {...} is its plain value. `written`
 * names every attribute the tag has, including those refused, so a refused one is not also reported as missing.
 */
function propsOf(tag: string, attributes: MdxAttribute[], state: State): Attributes {
  const props: BodyProps = {};
  const written = new Set<string>();
  for (const { name, value, expression } of attributes) {
    // A spread, {...value}, is refused with the tag (elementFindings).
    if (name === null) continue;
    written.add(name);
    if (!expression) {
      props[name] = value ?? true;
      continue;
    }
    const result = expressionValue(expression);
    const quoted = `${name}={${short(expression.source)}} on <${tag}>`;
    if (result && "value" in result) props[name] = result.value;
    else
      refuse(
        state,
        expression.line,
        result
          ? `${quoted} is ${result.problem}, which ${withArticle(state.noun)} cannot hold. Give it plain values: ${PLAIN_VALUES}.`
          : `${quoted} holds no value. Give it one, or leave the attribute out.`,
      );
  }
  return { props, written };
}

function componentOf(name: string, { props, written }: Attributes, children: BodyNode[], line: number, state: State): BodyNode[] {
  if (!isArticleComponent(name)) {
    return refuse(
      state,
      line,
      `uses <${name}>, which is not a component ${withArticle(state.noun)} can use. Available: ${listed(componentsFor(state.noun))}.`,
    );
  }
  const { attributes, wraps }: { attributes: Record<string, ComponentAttribute>; wraps: boolean } = ARTICLE_COMPONENT_ATTRIBUTES[name];
  const known = Object.keys(attributes);
  const takes = known.length ? `It takes ${listed(known)}.` : "It takes no attributes.";
  const meant = new Set<string>();
  for (const [key, value] of Object.entries(props)) {
    const attribute = attributes[key];
    if (!attribute) {
      const hint = closest(key, known);
      if (hint && !written.has(hint)) meant.add(hint);
      refuse(state, line, `<${name}> has no ${key} attribute${hint && !written.has(hint) ? `; did you mean ${hint}?` : "."} ${takes}`);
    } else {
      const problem = attributeProblem(key, attribute, value);
      if (problem) refuse(state, line, `${key} on <${name}> ${problem}`);
    }
  }
  for (const [key, attribute] of Object.entries(attributes)) {
    if (attribute.required && !written.has(key) && !meant.has(key))
      refuse(state, line, `<${name}> needs ${key}=${attribute.kind === "text" ? '"..."' : "{[...]}"}.`);
  }
  if (!wraps && children.some((child) => !isWhitespace(child))) {
    refuse(
      state,
      line,
      `<${name}> shows nothing written between <${name}> and </${name}>. Write it as one tag, <${name} ... />, with everything in its attributes.`,
    );
  }
  return [withParts<BodyComponent>({ component: name }, props, wraps ? children : [])];
}

/** A style as React takes it: fields whose values are text or numbers. */
const isStyle = (value: BodyValue) =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => ["string", "number"].includes(typeof v));

/** A lowercase tag written in the body (<abbr>, <sup>, ...): shown as written, unless it could inject HTML. */
function htmlElementOf(tag: string, props: BodyProps, children: BodyNode[], line: number, state: State): BodyNode[] {
  for (const [key, value] of Object.entries(props)) {
    if (REACT_ONLY_PROPS.has(key))
      refuse(
        state,
        line,
        `${key} on <${tag}> is not allowed in ${withArticle(state.noun)}. Write the text between <${tag}> and </${tag}>.`,
      );
    else if (key === "style" && !isStyle(value))
      refuse(state, line, `style on <${tag}> must be written as fields, such as style={{ textAlign: "center" }}.`);
  }
  return [withParts<BodyElement>({ tag }, props, children)];
}

function jsxOf(node: Extract<MdxNode, { type: "jsx" }>, state: State): BodyNode[] {
  const { name, line } = node;
  // A fragment, <>...</>, shows only what it holds.
  if (name === null) return nodesOf(node.children, state);
  if (/[.:]/.test(name)) {
    return refuse(
      state,
      line,
      `<${name}> is not a tag ${withArticle(state.noun)} can use. Use Markdown, or one of the components ${listed(componentsFor(state.noun))}.`,
    );
  }
  // What could run code (a <script>, an event handler, a javascript: link) leaves the tree with its tag.
  const unsafe = elementFindings({ name, line, attributes: node.attributes }, state.noun);
  if (unsafe.length) return unsafe.flatMap((finding) => refuse(state, finding.line, finding.text));
  const attributes = propsOf(name, node.attributes, state);
  const children = nodesOf(node.children, state);
  return /^[A-Z]/.test(name)
    ? componentOf(name, attributes, children, line, state)
    : htmlElementOf(name, attributes.props, children, line, state);
}

/** An element the Markdown made: its properties as React props, as hast-util-to-estree writes them. */
function markdownElementOf(node: Extract<MdxNode, { type: "element" }>, state: State): BodyNode[] {
  const props: BodyProps = {};
  for (const [name, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false || (typeof value === "number" && Number.isNaN(value))) continue;
    if (!MARKDOWN_PROPERTIES.has(name)) {
      refuse(
        state,
        node.line,
        `the Markdown here makes <${node.tagName}> with "${name}", which ${withArticle(state.noun)} cannot show. Write it as plain Markdown or use a component.`,
      );
      continue;
    }
    props[name] = Array.isArray(value) ? value.join(" ") : value === true ? true : String(value);
  }
  return [withParts<BodyElement>({ tag: node.tagName }, props, nodesOf(node.children, state, TABLE_PARTS.has(node.tagName)))];
}

/** `{...}` in the text: {product} and {company} are the names; nothing for a comment, the text of a text or number, a refusal for the rest. */
function expressionOf(node: Extract<MdxNode, { type: "expression" }>, state: State): BodyNode[] {
  const { expression } = node;
  const name = brandExpression(expression.source);
  if (name) return [state.brand()[name]];
  const result = expressionValue(expression);
  if (!result) return [];
  const shown = `{${short(expression.source)}}`;
  if ("problem" in result) {
    return refuse(
      state,
      expression.line,
      `${shown} is ${result.problem}, which ${withArticle(state.noun)} cannot hold. To show curly braces in the text, write \\{ and \\}.`,
    );
  }
  const { value } = result;
  if (typeof value === "string") return value ? [value] : [];
  if (typeof value === "number") return [String(value)];
  // React shows nothing for true, false and null.
  if (typeof value === "boolean" || value === null) return [];
  return refuse(
    state,
    expression.line,
    `${shown} is a list or a group of fields, which the text cannot show. Write the text itself; to show curly braces, write \\{ and \\}.`,
  );
}

function nodeOf(node: MdxNode, state: State): BodyNode[] {
  switch (node.type) {
    case "text":
      return node.value ? [node.value] : [];
    case "element":
      return markdownElementOf(node, state);
    case "jsx":
      return jsxOf(node, state);
    case "expression":
      return expressionOf(node, state);
    case "root":
      return nodesOf(node.children, state);
    case "other":
      return refuse(
        state,
        node.line,
        node.kind === "mdxjsEsm"
          ? `${withArticle(state.noun)} cannot import or export code; ${listed(componentsFor(state.noun))} are available without importing.`
          : `holds ${node.kind}, which ${withArticle(state.noun)} cannot show. Use Markdown, or one of the components ${listed(componentsFor(state.noun))}.`,
      );
  }
}

function nodesOf(nodes: readonly MdxNode[], state: State, dropLineBreaks = false): BodyNode[] {
  return nodes.flatMap((node) => (dropLineBreaks && node.type === "text" && node.value === "\n" ? [] : nodeOf(node, state)));
}

/** The page data of a parsed body, and what it cannot hold (body lines). `noun` names the file in messages. */
export function toBodyTree(root: MdxNode, brand: () => BrandNames, noun = "article"): { tree: BodyTree; findings: State["findings"] } {
  const state: State = { noun, brand, findings: [] };
  const children = nodeOf(root, state);
  const shown = children.map((child) => !isWhitespace(child));
  state.findings.sort((a, b) => a.line - b.line);
  return { tree: { children: children.slice(shown.indexOf(true), shown.lastIndexOf(true) + 1) }, findings: state.findings };
}

/** The content check: reports what the page data cannot hold, as "content/...mdx, line N: ...", and worked examples that disagree with the tools. */
export function checkBodyTree(reading: MdxReading, firstLine: number, noun: string, brand: () => BrandNames, ctx: Ctx): void {
  if (!("tree" in reading)) return;
  const { tree, findings } = toBodyTree(reading.tree, brand, noun);
  for (const { line, text } of findings) reportLine(ctx, firstLine + line - 1, text);
  checkTools(tree, noun, checkWorkedExamples(tree, ctx), ctx);
}
