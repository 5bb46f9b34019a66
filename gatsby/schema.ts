import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { artworkTypeDefs, resolveArtwork, type ArtworkArticle } from "./article-image";
import type { BodyTree } from "../content-core/body-tree";
import type { BrandNames } from "../content-core/brand";
import { toBodyTree } from "../content-core/body-from-mdx";
import { loadMdxCompiler, readMdxBody } from "../content-core/mdx-reading";
import { BRAND_EXTENSION, brandExtension, siteBrandNames, type BrandContext } from "./brand";
import { documents, solutionPage } from "../content-core/model";
import { PAGE_FOLDERS } from "../content-core/routes";
import { listingTypes } from "./listing";
import type { Field, ObjectField } from "../content-core/model/fields";
import { BODY_NOUNS } from "../content-core/check-values";
import { uses } from "../content-core/worked-examples";

/**
 * Every content type declared from the model (no inference), so no query depends on what an editor
 * wrote. A YAML entry's `id` is `yamlId`, an MDX page's its slug; every String field has `@brand`.
 * A solution page's `path` is its route, from its file's name.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createFieldExtension(brandExtension);
  actions.createFieldExtension(routeOfFileExtension);
  const yamlModels = documents.filter((d) => d.format !== "mdx").map((d) => d.model);
  const mdxModels = documents.filter((d) => d.format === "mdx").map((d) => d.model);
  actions.createTypes(toTypeDefs(yamlModels, { id: "yamlId" }, { [solutionPage.typeName]: ["path: String! @routeOfFile"] }));
  actions.createTypes(toTypeDefs(mdxModels, { id: "slug" }, Object.fromEntries(mdxModels.map((m) => [m.typeName, ["path: String!"]]))));
  actions.createTypes(artworkTypeDefs);
  listingTypes({ actions, schema });
};

interface ResolverContext extends BrandContext {
  nodeModel: BrandContext["nodeModel"] & { getNodeById: (args: { id: string; type?: string }) => Promise<Node | null> | Node | null };
}

/** `@routeOfFile`: the route of a solution page, content/solutions/<name>.yaml (content-core/routes.ts). */
const routeOfFileExtension = {
  name: "routeOfFile",
  extend: () => ({
    resolve: async (source: Node, _args: unknown, context: ResolverContext) => {
      const file = source.parent
        ? ((await context.nodeModel.getNodeById({ id: source.parent, type: "File" })) as { name?: string } | null)
        : null;
      if (!file?.name) throw new Error(`The file of solution page ${source.id} was not found.`);
      return PAGE_FOLDERS.solutions.route(file.name);
    },
  }),
};

interface MdxNode extends Node {
  body?: string;
  internal: Node["internal"] & { contentFilePath?: string };
}

/**
 * `bodyTree` (and `readerTools`) on Article and LegalPage: the parent Mdx node's body as page data, computed only
 * for the pages that query it; and Article.artwork, the drawn picture of an article that names no image.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  const resolvers: Record<string, Record<string, unknown>> = Object.fromEntries(
    documents
      .filter((document) => document.format === "mdx")
      .map((document) => {
        const bodyOf = async (source: Node, context: ResolverContext) => {
          const mdx = (source.parent ? await context.nodeModel.getNodeById({ id: source.parent, type: "Mdx" }) : null) as MdxNode | null;
          const file = mdx?.internal.contentFilePath
            ? path.relative(process.cwd(), mdx.internal.contentFilePath)
            : `content/${document.path}`;
          if (typeof mdx?.body !== "string")
            throw new Error(`${file}: the MDX body was not found for ${document.model.typeName} ${source.id}.`);
          // Queries may run in Gatsby's workers, which never ran onPreBootstrap.
          await loadMdxCompiler();
          return bodyTreeFor(mdx.body, file, BODY_NOUNS[document.path] ?? "page", await siteBrandNames(context));
        };
        return [
          document.model.typeName,
          {
            bodyTree: { type: "JSON!", resolve: (source: Node, _args: unknown, context: ResolverContext) => bodyOf(source, context) },
            readerTools: {
              type: "JSON!",
              resolve: async (source: Node, _args: unknown, context: ResolverContext) => readerTools(await bodyOf(source, context)),
            },
          },
        ];
      }),
  );
  resolvers.Article!.artwork = { type: "ArticleArtwork", resolve: (source: Node) => resolveArtwork(source as unknown as ArtworkArticle) };
  addResolvers(resolvers);
};

/** The reader tools a body holds, with a self-check's indicators and bands, from which the contact page words its result. */
function readerTools(tree: BodyTree) {
  const cells = (value: unknown) => (Array.isArray(value) ? value.map((row) => (Array.isArray(row) ? row.map(String) : [])) : []);
  return [
    ...uses(tree.children, "RoiCalculator").map(() => ({ tool: "roi-calculator" })),
    ...uses(tree.children, "ReadinessCheck").map(({ props }) => ({
      tool: "readiness-check",
      indicators: cells(props?.questions).map((question) => question[0] ?? ""),
      bands: cells(props?.bands).map((band) => [band[0] ?? "", band[1] ?? ""]),
    })),
  ];
}

/** The page data of an MDX body; what the check let slip through fails the query with the check's sentence. */
function bodyTreeFor(body: string, file: string, noun: string, brand: BrandNames): BodyTree {
  const reading = readMdxBody(body);
  if ("error" in reading) throw new Error(`${file} could not be read as MDX: ${reading.error.message}`);
  const { tree, findings } = toBodyTree(reading.tree, () => brand, noun);
  if (findings.length) throw new Error(findings.map(({ line, text }) => `${file}, line ${line} of the body: ${text}`).join("\n"));
  return tree;
}

/** GraphQL SDL for every object type reachable from `roots` (root types become Nodes). */
export function toTypeDefs(
  roots: ObjectField[],
  renameForNodes: Record<string, string> = {},
  /** Fields a node type has beyond its content model (set when the node is created), as SDL lines. */
  extraNodeFields: Record<string, string[]> = {},
): string {
  const seen = new Map<string, string>();

  const gqlType = (field: Field): string => {
    const bang = field.optional ? "" : "!";
    switch (field.kind) {
      case "scalar":
        return `${field.gql}${bang}`;
      case "file":
        return "File";
      case "list":
        return `[${gqlType({ ...field.of, optional: false })}]${bang}`;
      case "object":
        declare(field, false);
        return `${field.typeName}${bang}`;
    }
  };

  // A field's extension, by what it (or each entry of a list) holds.
  const extension = (field: Field): string => {
    switch (field.kind) {
      case "scalar":
        return field.gql === "Date" ? " @dateformat" : field.gql === "String" ? ` @${BRAND_EXTENSION}` : "";
      case "file":
        return " @fileByRelativePath";
      case "list":
        return extension(field.of);
      case "object":
        return "";
    }
  };

  const declare = (type: ObjectField, isNode: boolean) => {
    if (seen.has(type.typeName)) return;
    seen.set(type.typeName, "");
    const lines = Object.entries(type.fields).map(([name, field]) => {
      const fieldName = isNode ? (renameForNodes[name] ?? name) : name;
      return `  ${fieldName}: ${gqlType(field)}${extension(field)}`;
    });
    if (isNode) lines.push(...(extraNodeFields[type.typeName] ?? []).map((line) => `  ${line}`));
    const head = isNode ? `type ${type.typeName} implements Node @dontInfer` : `type ${type.typeName}`;
    seen.set(type.typeName, `${head} {\n${lines.join("\n")}\n}`);
  };

  roots.forEach((root) => declare(root, true));
  return [...seen.values()].join("\n\n");
}
