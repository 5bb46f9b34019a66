import type { BodyValue } from "./body-tree";
import type { EstreeNode, MdxExpression } from "./mdx-reading";
import type { ComponentAttribute } from "./model";
import { listed } from "./model/fields";

// The values an MDX body may give attributes: plain data as JSON holds it, read from the {...} the compiler parsed,
// and checked against the attribute's kind in the content model.

type Plain = { value: BodyValue } | { problem: string };

/** The value of a plain `{...}` (text, numbers, true, false, null, lists and groups of fields), or what else it is. */
function plainValue(node: EstreeNode | null | undefined): Plain {
  if (!node) return { problem: "an empty place in a list (two commas in a row)" };
  switch (node.type) {
    case "Literal": {
      if (node.regex) return { problem: "a regular expression" };
      if (node.bigint !== undefined) return { problem: "a whole number too large for a page" };
      const value = node.value;
      if (typeof value === "number" && !Number.isFinite(value)) return { problem: "a number too large for a page" };
      return typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null
        ? { value }
        : { problem: "a value that is not text or a number" };
    }
    case "TemplateLiteral": {
      const quasis = node.quasis as EstreeNode[];
      const cooked = (quasis[0]?.value as { cooked?: string | null } | undefined)?.cooked;
      return (node.expressions as unknown[]).length === 0 && typeof cooked === "string"
        ? { value: cooked }
        : { problem: "text with ${...} in it" };
    }
    case "UnaryExpression": {
      const argument = node.argument as EstreeNode;
      if ((node.operator === "-" || node.operator === "+") && argument.type === "Literal" && typeof argument.value === "number") {
        return { value: node.operator === "-" ? -argument.value : argument.value };
      }
      return { problem: `a calculation (${String(node.operator)})` };
    }
    case "ArrayExpression": {
      const values: BodyValue[] = [];
      for (const element of node.elements as (EstreeNode | null)[]) {
        if (element?.type === "SpreadElement") return { problem: "a spread, ..." };
        const item = plainValue(element);
        if ("problem" in item) return item;
        values.push(item.value);
      }
      return { value: values };
    }
    case "ObjectExpression": {
      const fields: Record<string, BodyValue> = {};
      for (const property of node.properties as EstreeNode[]) {
        const key = property.key as EstreeNode | undefined;
        if (
          property.type !== "Property" ||
          property.kind !== "init" ||
          property.method ||
          property.shorthand ||
          property.computed ||
          !key
        ) {
          return { problem: "a field that is not written as name: value" };
        }
        const name = key.type === "Identifier" ? key.name : key.value;
        if (typeof name !== "string" && typeof name !== "number") return { problem: "a field without a plain name" };
        const item = plainValue(property.value as EstreeNode);
        if ("problem" in item) return item;
        fields[String(name)] = item.value;
      }
      return { value: fields };
    }
    default:
      return { problem: "code" };
  }
}

/** The value of a whole `{...}`: one expression; `{}` and comments alone have none. */
export function expressionValue(expression: MdxExpression): Plain | undefined {
  const body = expression.program?.body as EstreeNode[] | undefined;
  if (!body) return { problem: "something MDX could not read" };
  if (body.length === 0) return undefined;
  const [statement] = body;
  if (body.length > 1 || statement?.type !== "ExpressionStatement") return { problem: "code" };
  return plainValue(statement.expression as EstreeNode);
}

export const PLAIN_VALUES = 'text in quotes, numbers, true or false, and lists in [ ], as in rows={[["a", "b"]]}';

const isText = (value: BodyValue) =>
  (typeof value === "string" && value.trim() !== "") || (typeof value === "number" && Number.isFinite(value));

/** What is wrong with one attribute of a component, or null. */
export function attributeProblem(name: string, attribute: ComponentAttribute, value: BodyValue): string | null {
  switch (attribute.kind) {
    case "text":
      if (typeof value === "string" && value.trim() === "") return "is empty.";
      return isText(value) ? null : `must be text in quotes, such as ${name}="...".`;
    case "texts":
      return Array.isArray(value) && value.length > 0 && value.every(isText)
        ? null
        : `must be a list of texts, such as ${name}={["First", "Second"]}.`;
    case "rows":
      return Array.isArray(value) && value.length > 0 && value.every((row) => Array.isArray(row) && row.length > 0 && row.every(isText))
        ? null
        : `must be a list of rows, each a list of texts, such as ${name}={[["a", "b"], ["c", "d"]]}.`;
    case "flag":
      return typeof value === "boolean" ? null : `is on or off: write ${name} alone to turn it on, or leave it out.`;
    case "word":
      return typeof value === "string" && attribute.oneOf.includes(value)
        ? null
        : `is ${JSON.stringify(value)}, but must be one of ${listed(attribute.oneOf)}.`;
  }
}
