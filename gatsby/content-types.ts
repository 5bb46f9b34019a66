import path from "node:path";
import { documents } from "../content-core/model";

/** The GraphQL type of a YAML file, from the content model (not its folder name: content/home.yaml would be ContentYaml). */
export function yamlTypeName(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join("/");
  const document =
    documents.find((d) => d.path === normalised) ??
    documents.find((d) => !d.path.endsWith(".yaml") && path.posix.dirname(normalised) === d.path);
  if (!document) {
    throw new Error(
      `content/${normalised} is not a content file the site knows. ` +
        `Known: ${documents.map((d) => (d.path.endsWith(".yaml") ? d.path : `${d.path}/<name>.yaml`)).join(", ")}.`,
    );
  }
  return document.model.typeName;
}
