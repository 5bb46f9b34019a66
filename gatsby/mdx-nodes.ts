import type { GatsbyNode, Node } from "gatsby";
import { documents, isDraft } from "../content-core/model";

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
}

interface FileNode extends Node {
  sourceInstanceName?: string;
  relativeDirectory?: string;
  name?: string;
}

/** The MDX folders of content/ and what each file becomes: content/insights -> Article at /insights/<slug>, ... */
const mdxFolders = new Map(
  documents
    .filter((d) => d.format === "mdx")
    .map((d) => [d.path, { type: d.model.typeName, route: d.route ?? ((slug: string) => `/${slug}`) }]),
);

/**
 * Each MDX file in content/insights and content/legal becomes a node of its
 * folder's type (Article, LegalPage): its front matter (already checked by
 * gatsby/validate.ts) plus its slug and route. The front matter's `id` is the
 * slug; Gatsby owns a node's `id`, so it is stored as `slug`.
 *
 * A draft becomes no node: every page, listing, related reading and search
 * entry is made from these nodes, so leaving it out here leaves it out of all of them.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type !== "Mdx") return;
  const mdx = node as MdxNode;
  const file = mdx.parent ? (getNode(mdx.parent) as FileNode | undefined) : undefined;
  const folder = file?.sourceInstanceName === "content" ? mdxFolders.get(file.relativeDirectory ?? "") : undefined;
  if (!file?.name || !folder || isDraft(mdx.frontmatter ?? {})) return;

  const { id: _slugInFrontMatter, ...frontmatter } = mdx.frontmatter ?? {};
  const id = createNodeId(`${folder.type} ${file.name}`);
  const fields = { ...frontmatter, slug: file.name, path: folder.route(file.name) };
  const child = {
    ...fields,
    id,
    parent: mdx.id,
    children: [],
    internal: { type: folder.type, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: mdx, child: child as unknown as Node });
};
