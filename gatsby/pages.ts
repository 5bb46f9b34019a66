import path from "node:path";
import type { GatsbyNode } from "gatsby";

/**
 * Pages generated from content: one solution page per content/solutions/*.yaml,
 * at the route the entry names in `solution`. The template looks its entry up
 * by that same route.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allSolutionPage: { nodes: { solution: string }[] } }>(`
    {
      allSolutionPage {
        nodes {
          solution
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the solution pages from content/solutions.", result.errors);
    return;
  }
  const template = path.resolve("src/templates/solution-page.tsx");
  for (const { solution } of result.data.allSolutionPage.nodes) {
    actions.createPage({ path: solution, component: template, context: { solution } });
  }
};
