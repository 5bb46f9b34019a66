import type { GatsbyNode } from "gatsby";
import { brandExtension } from "./brand";
import { documents } from "./content-model";
import { listingTypes } from "./listing";
import { toTypeDefs } from "./model";

/**
 * Declares every content type explicitly (no inference): a missing optional
 * field still has a type, and a query never depends on what an editor happened
 * to write. gatsby-transformer-yaml stores an entry's `id` as `yamlId`; an MDX
 * page's `id` is its slug, and its node also has its route (gatsby/mdx-nodes.ts).
 * Every String field has `@brand` (gatsby/brand.ts): {product} and {company}
 * arrive in every query already filled with the names in content/site.yaml.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createFieldExtension(brandExtension);
  const yamlModels = documents.filter((d) => d.format !== "mdx").map((d) => d.model);
  const mdxModels = documents.filter((d) => d.format === "mdx").map((d) => d.model);
  actions.createTypes(toTypeDefs(yamlModels, { id: "yamlId" }));
  actions.createTypes(toTypeDefs(mdxModels, { id: "slug" }, Object.fromEntries(mdxModels.map((m) => [m.typeName, ["path: String!"]]))));
  listingTypes({ actions, schema });
};
