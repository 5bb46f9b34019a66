// content/solutions-overview.yaml: /solutions, and the labels every solution page shares.
import { closingCta, cta, sectionLead, seo } from "./common";
import { list, object, text } from "./fields";

export const solutionsOverviewPage = object("SolutionsOverviewPage", {
  seo,
  ...sectionLead,
  // How every range the solution pages quote is measured; each page's note on its figures links here.
  resultsMethod: object("ResultsMethod", {
    ...sectionLead,
    points: list(object("ResultsMethodPoint", { term: text({ max: 40 }), text: text({ max: 600 }) }), { min: 3, max: 8 }),
  }),
  cta: closingCta,
  sectionLabels: object("SolutionSectionLabels", {
    challenges: text({ max: 40 }),
    features: text({ max: 40 }),
    benefits: text({ max: 40 }),
    enterprise: text({ max: 40 }),
    method: text({ max: 40 }),
    methodTitle: text({ max: 90 }),
    breadcrumb: text({ max: 40 }),
    resultsNote: text({ max: 40 }),
    resultsMethodLink: cta,
  }),
});
