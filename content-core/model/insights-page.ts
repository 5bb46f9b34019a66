// content/insights.yaml: the /insights listing, the newsletter, the gate and the words around articles.
import { ARTICLE_CATEGORIES } from "../../src/lib/insights-filter";
import { assent, cta, seo } from "./common";
import { list, object, text } from "./fields";

const withToken = (token: string, example: string) =>
  text({ pattern: [new RegExp(`\\{${token}\\}`), `it must contain {${token}} where ${example} goes`] });

export const insightsPage = object("InsightsPage", {
  seo,
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  intro: text({ max: 320 }),
  filters: object("InsightsFilters", {
    searchLabel: text({ max: 40 }),
    searchPlaceholder: text({ max: 40 }),
    categoryLabel: text({ max: 40 }),
    allLabel: text({ max: 20 }),
    categories: list(text({ oneOf: ARTICLE_CATEGORIES }), { exactly: ARTICLE_CATEGORIES.length, rule: uniqueValues }),
    resultCount: withToken("count", "the number of matching articles"),
    empty: text({ max: 80 }),
    clear: text({ max: 30 }),
    /** While search loads the older articles. */
    loading: text({ max: 60 }),
    loadFailed: text({ max: 200 }),
    retry: text({ max: 30 }),
  }),
  premiumLabel: text({ max: 20 }),
  featuredHeading: text({ max: 60 }),
  recentHeading: text({ max: 60 }),
  resultsHeading: text({ max: 60 }),
  /** Below the recent articles when there are older ones. */
  showMore: text({ max: 40 }),
  readTime: withToken("minutes", "the number of minutes"),
  newsletter: object("NewsletterTexts", {
    title: text({ max: 70 }),
    description: text({ max: 240 }),
    emailLabel: text({ max: 40 }),
    placeholder: text({ max: 60 }),
    submit: text({ max: 20 }),
    submitting: text({ max: 30 }),
    success: text({ max: 120 }),
    duplicate: text({ max: 120 }),
    failure: withToken("message", "the explanation"),
    privacyNote: text({ max: 200 }),
    assent,
    termsLink: cta,
    privacyLink: cta,
  }),
  gate: object("GateTexts", {
    title: text({ max: 40 }),
    description: text({ max: 240 }),
    open: text({ max: 40 }),
    passwordLabel: text({ max: 40 }),
    showPassword: text({ max: 40 }),
    hidePassword: text({ max: 40 }),
    submit: text({ max: 30 }),
    checking: text({ max: 30 }),
    wrongPassword: text({ max: 80 }),
    lock: text({ max: 30 }),
    noPassword: text({ max: 80 }),
    requestAccess: cta,
  }),
  article: object("ArticleTexts", {
    backLabel: text({ max: 40 }),
    relatedHeading: text({ max: 60 }),
    byline: withToken("author", "the author"),
    ctaEyebrow: text({ max: 40 }),
  }),
});

function uniqueValues(values: unknown[]): string | null {
  const repeated = values.filter((value, i) => values.indexOf(value) !== i);
  return repeated.length ? `repeats ${repeated.map((value) => JSON.stringify(value)).join(", ")}; list each category once.` : null;
}
