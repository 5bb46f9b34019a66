// `npm run check-content [folder]`: runs the build's content checks on their own, without building, with the copy warnings the build only logs.
import path from "node:path";
import { checkIndustries } from "../gatsby/industry-agreement";
import { checkContent, formatProblems } from "../gatsby/validate";
import { loadMdxCompiler } from "../content-core/mdx-reading";

async function main() {
  const content = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "content"));
  await loadMdxCompiler();
  const { errors, warnings } = checkContent(content);
  // As the build: content/industries.yaml against the database's own constraint (the migrations applied to PGlite).
  errors.push(...(await checkIndustries(content)));
  if (warnings.length)
    console.warn([`${warnings.length} to look at (these do not stop a build):`, ...warnings.map((w) => `  - ${w}`)].join("\n"));
  if (errors.length) {
    console.error(formatProblems(errors));
    process.exit(1);
  }
  console.log("The content is valid.");
}

void main();
