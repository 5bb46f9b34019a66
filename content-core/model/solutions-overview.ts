// content/solutions-overview.yaml: /solutions, and the labels every solution page shares.
import { closingCta, sectionLead, seo } from "./common";
import { object, text } from "./fields";

export const solutionsOverviewPage = object("SolutionsOverviewPage", {
  seo,
  ...sectionLead,
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
  }),
});
