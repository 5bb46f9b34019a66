import "@testing-library/jest-dom";
import { setMdxCompiler } from "../../content-core/mdx-reading";

// The content checks and the body tree read MDX with the compiler, which the build imports asynchronously
// (loadMdxCompiler); here its modules load at once (jest.config.js), so that a test file can read bodies as it is loaded.
// eslint-disable-next-line @typescript-eslint/no-require-imports
setMdxCompiler(require("@mdx-js/mdx"), require("remark-unwrap-images"));

// jsdom lays nothing out, so it has no scrolling to offer; components that bring
// what they focus into view (src/lib/scroll.ts) get a no-op there.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
