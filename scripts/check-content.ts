// `npm run check-content`: runs the build's content checks on their own, in a second.
import path from "node:path";
import { formatProblems, validateContent } from "../gatsby/validate";

const problems = validateContent(path.resolve(__dirname, "..", "content"));
if (problems.length) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log("The content is valid.");
