import type { GatsbyNode } from "gatsby";
import { documents } from "./content-model";
import { toTypeDefs } from "./model";

/**
 * Declares every content type explicitly (no inference): a missing optional
 * field still has a type, and a query never depends on what an editor happened
 * to write. gatsby-transformer-yaml stores an entry's `id` as `yamlId`.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toTypeDefs(documents.map((d) => d.model), { id: "yamlId" }));
};
