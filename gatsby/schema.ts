import type { GatsbyNode } from "gatsby";
import { article, documents } from "./content-model";
import { toTypeDefs } from "./model";

/**
 * Declares every content type explicitly (no inference): a missing optional
 * field still has a type, and a query never depends on what an editor happened
 * to write. gatsby-transformer-yaml stores an entry's `id` as `yamlId`; an
 * article's `id` is its slug (gatsby/articles.ts).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const yamlModels = documents.filter((d) => d.format !== "mdx").map((d) => d.model);
  actions.createTypes(toTypeDefs(yamlModels, { id: "yamlId" }));
  actions.createTypes(toTypeDefs([article], { id: "slug" }, { Article: ["path: String!"] }));
};
