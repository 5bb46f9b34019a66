// `npm run check-content [folder]`: runs the build's content checks on their own, in a second, with the copy warnings the build only logs.
import path from "node:path";
import { checkContent, formatProblems } from "../gatsby/validate";

const { errors, warnings } = checkContent(path.resolve(process.argv[2] ?? path.join(__dirname, "..", "content")));
if (warnings.length)
  console.warn([`${warnings.length} to look at (these do not stop a build):`, ...warnings.map((w) => `  - ${w}`)].join("\n"));
if (errors.length) {
  console.error(formatProblems(errors));
  process.exit(1);
}
console.log("The content is valid.");
