// content/solutions/<name>.yaml: one solution page each, at /solutions/<name>.
import { colorName, icon, seo } from "./common";
import { decimal, file, list, object, optional, text } from "./fields";

const titled = (typeName: string, max = 200) => object(typeName, { title: text({ max: 60 }), description: text({ max }) });

export const METHODS = {
  services: ["Discovery", "Strategy", "Pilot", "Scale"],
  products: ["Assess", "Centralize", "Automate", "Optimize"],
} as const;

export const solutionPage = object(
  "SolutionPage",
  {
    subpage: text({ max: 40 }),
    seo,
    hexCode: text({ pattern: [/^#[0-9a-fA-F]{6}$/, "write the accent as a 6-digit hex colour such as #2456A6"] }),
    heroTitle: text({ max: 90 }),
    heroDescription: text({ max: 320 }),
    heroBackgroundImage: file(),
    heroOverlayOpacity: optional(decimal(0, 1)),
    heroButtonText: text({ max: 40 }),
    challengesTitle: text({ max: 90 }),
    challengesDescription: text({ max: 320, paragraphs: true }),
    problems: optional(
      list(object("SolutionProblem", { title: text({ max: 90 }), description: optional(text({ max: 260 })) }), { min: 3, max: 6 }),
    ),
    problemSolutionPairs: optional(
      list(
        object("ProblemSolutionPair", {
          problem: object("PairProblem", { title: text({ max: 90 }), icon: icon(), description: text({ max: 320 }) }),
          solution: object("PairSolution", { title: text({ max: 140 }), icon: icon() }),
        }),
        { min: 3, max: 6 },
      ),
    ),
    featuresTitle: optional(text({ max: 90 })),
    features: optional(list(titled("SolutionFeature", 240), { min: 3, max: 8 })),
    platformTitle: text({ max: 90 }),
    platformDescription: text({ max: 320, paragraphs: true }),
    benefits: list(text({ max: 140 }), { exactly: 6 }),
    /** What the page's ranges are measured on; shown under the benefits as "About these figures". */
    resultsNote: text({ max: 480 }),
    mappingTitle: text({ max: 90 }),
    mappingDescription: text({ max: 320, paragraphs: true }),
    enterpriseBenefits: list(object("EnterpriseBenefit", { icon: icon(), title: text({ max: 60 }), description: text({ max: 220 }) }), {
      exactly: 4,
    }),
    testimonialQuote: text({ max: 420, paragraphs: true }),
    testimonialAuthor: text({ max: 100 }),
    howItWorks: list(object("MethodStep", { title: text(), description: text({ max: 260 }), color: colorName() }), {
      exactly: 4,
      rule: (steps) => {
        const titles = steps.map((step) => (step as { title?: unknown } | null)?.title).join(", ");
        const allowed = Object.values(METHODS).map((method) => method.join(", "));
        return allowed.includes(titles) ? null : `has the steps ${titles}; use ${allowed.join(", or ")}, in that order.`;
      },
    }),
    ctaTitle: text({ max: 90 }),
    ctaDescription: text({ max: 300, paragraphs: true }),
    ctaButtonText: text({ max: 40 }),
  },
  (page) => {
    const list = Boolean(page.problems);
    const accordion = Boolean(page.problemSolutionPairs);
    if (list === accordion) return 'needs either "problems" (a list) or "problemSolutionPairs" (an accordion), not both or neither.';
    if (Boolean(page.features) !== Boolean(page.featuresTitle))
      return 'has "features" or "featuresTitle" without the other; give both or neither.';
    return null;
  },
);
