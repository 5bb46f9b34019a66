import fs from "node:fs";
import path from "node:path";
import { fillBrand } from "../content-core/brand";
import { readYaml } from "../content-core/yaml";
import { brandNamesIn } from "./brand";

/** A content file read outside GraphQL, as the build reads it (content-core/yaml.ts), with the names filled in as GraphQL would. */
export function readContentYaml<T>(contentDir: string, relativePath: string): T {
  const value = readYaml(fs.readFileSync(path.join(contentDir, relativePath), "utf8"));
  return fillBrand(value, brandNamesIn(contentDir)) as T;
}
