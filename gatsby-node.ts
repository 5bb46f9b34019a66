import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { invalidPasswordDigest, missingProductionSettings } from "./gatsby/env";
import { formatProblems, validateContent } from "./gatsby/validate";

export { createResolvers, onPostBootstrap, sourceNodes } from "./gatsby/article-image";
export { onCreateNode } from "./gatsby/mdx-nodes";
export { createPages } from "./gatsby/pages";
export { onPostBuild } from "./gatsby/post-build";
export { createSchemaCustomization } from "./gatsby/schema";

/** Content is checked before Gatsby reads it, so an editor sees sentences, not GraphQL traces. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const settings = missingProductionSettings(process.env) ?? invalidPasswordDigest(process.env);
  if (settings) reporter.panic(settings);
  const problems = validateContent(path.resolve(__dirname, "content"));
  if (problems.length) reporter.panic(formatProblems(problems));
};

