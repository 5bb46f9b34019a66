import type { GatsbyNode, Node } from "gatsby";
import { documents, isDraft } from "../content-core/model";
import { addressOf } from "../content-core/routes";

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
}

interface FileNode extends Node {
  sourceInstanceName?: string;
  relativeDirectory?: string;
  name?: string;
}

/** The MDX folders of content/ and the node type of each one's files: content/insights -> Article, ... */
const mdxTypes = new Map(documents.filter((d) => d.format === "mdx").map((d) => [d.path, d.model.typeName]));

/**
 * Each MDX file in content/insights and content/legal becomes a node of its folder's type (Article,
 * LegalPage): its front matter with its slug and route in place of `id`. A draft becomes no node, so
 * it is in no page, listing or search.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type !== "Mdx") return;
  const mdx = node as MdxNode;
  const file = mdx.parent ? (getNode(mdx.parent) as FileNode | undefined) : undefined;
  const type = file?.sourceInstanceName === "content" ? mdxTypes.get(file.relativeDirectory ?? "") : undefined;
  if (!file?.name || !type || isDraft(mdx.frontmatter ?? {})) return;

  const { id: _slugInFrontMatter, ...frontmatter } = mdx.frontmatter ?? {};
  const id = createNodeId(`${type} ${file.name}`);
  const fields = { ...frontmatter, ...addressOf(file.relativeDirectory ?? "", file.name) };
  const child = {
    ...fields,
    id,
    parent: mdx.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: mdx, child: child as unknown as Node });
};
