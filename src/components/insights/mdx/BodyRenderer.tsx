import { Link } from "gatsby";
import { createElement, Fragment, type ComponentType, type ReactNode } from "react";
import type { BodyNode, BodyTree } from "../../../../content-core/body-tree";
import { articleComponents } from "./index";

/** Internal links in an article use Gatsby's router (and prefetching). */
function ProseLink({ href = "", children }: { href?: string; children?: ReactNode }) {
  return href.startsWith("/") ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

const components = articleComponents as unknown as Partial<Record<string, ComponentType<Record<string, unknown>>>>;

/**
 * One node: text, an element (links through ProseLink) or a component by name; children are
 * passed as arguments, as compiled JSX does, so React needs no keys.
 */
function renderNode(node: BodyNode): ReactNode {
  if (typeof node === "string") return node;
  const children = (node.children ?? []).map(renderNode);
  if ("component" in node) {
    const Component = components[node.component];
    // The content check allows only these names; a tree that names another was not made by this build.
    if (!Component) throw new Error(`The article body names <${node.component}>, which is not one of the article components.`);
    return createElement(Component, node.props ?? null, ...children);
  }
  return createElement(node.tag === "a" ? ProseLink : node.tag, node.props ?? null, ...children);
}

/** An article or legal page body from its page data (content-core/body-tree.ts); a lazy chunk (MdxBody.tsx). */
export default function BodyRenderer({ tree }: { tree: BodyTree }) {
  return createElement(Fragment, null, ...tree.children.map(renderNode));
}
