import type { GatsbyNode, Node } from "gatsby";

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
}

interface FileNode extends Node {
  sourceInstanceName?: string;
  relativeDirectory?: string;
  name?: string;
}

/** The address of an article: /insights/<file name>. */
export const articlePath = (slug: string) => `/insights/${slug}`;

/**
 * Each content/insights/<slug>.mdx becomes an Article node: its front matter
 * (already checked by gatsby/validate.ts) plus its slug and route. The front
 * matter's `id` is the slug; Gatsby owns a node's `id`, so it is stored as
 * `slug`.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type !== "Mdx") return;
  const mdx = node as MdxNode;
  const file = mdx.parent ? (getNode(mdx.parent) as FileNode | undefined) : undefined;
  if (file?.sourceInstanceName !== "content" || file.relativeDirectory !== "insights" || !file.name) return;

  const { id: _slugInFrontMatter, ...frontmatter } = mdx.frontmatter ?? {};
  const fields = {
    ...frontmatter,
    slug: file.name,
    path: articlePath(file.name),
  };
  const article = {
    ...fields,
    id: createNodeId(`Article ${file.name}`),
    parent: mdx.id,
    children: [],
    internal: { type: "Article", contentDigest: createContentDigest(fields) },
  };
  actions.createNode(article);
  actions.createParentChildLink({ parent: mdx, child: article as unknown as Node });
};
