// content/insights.yaml: the /insights listing, the newsletter, the gate and the words around articles.
import { ARTICLE_CATEGORIES } from "./article";
import { assent, cta, seo } from "./common";
import { list, object, text } from "./fields";

/** A text that names several values, each {token} where its value goes; `hint` says in the editing room what else it may name. */
const withTokens = (tokens: Record<string, string>, max?: number, hint?: string) =>
  text({
    max,
    ...(hint ? { hint } : {}),
    pattern: [
      new RegExp(
        Object.keys(tokens)
          .map((token) => `(?=[\\s\\S]*\\{${token}\\})`)
          .join(""),
      ),
      `it must contain ${Object.entries(tokens)
        .map(([token, example]) => `{${token}} where ${example} goes`)
        .join(", ")}`,
    ],
  });

/** What a bad amount in the ROI calculator is told: {field} is its label. */
const amountProblem = withTokens({ field: "the field's label" }, 160);

/**
 * What a figure that reads as more than one amount ("150.000") is told: {field} is the field's label,
 * {example} the figure in digits only ("150000"), and {typed}, which it may name too, the figure as typed.
 */
const ambiguousAmount = withTokens(
  { field: "the field's label", example: "the figure in digits only" },
  200,
  "{field} is the field's label, {typed} the figure as the reader typed it (150.000), {example} the same figure in digits only (150000).",
);

/** The labels of the reader tools an article can hold (content-core/model/article.ts TOOL_COMPONENTS). */
const tools = object("ToolTexts", {
  roiCalculator: object("RoiCalculatorTexts", {
    /** ISO 4217: the currency of the amounts, shown in the reader's own number format. */
    currency: text({ pattern: [/^[A-Z]{3}$/, "it must be a three-letter currency code, such as USD"] }),
    intro: text({ max: 240 }),
    costLabel: text({ max: 50 }),
    savingsLabel: text({ max: 50 }),
    revenueLabel: text({ max: 50 }),
    bufferLabel: text({ max: 50 }),
    lagLabel: text({ max: 50 }),
    resultsCaption: text({ max: 60 }),
    runRateHeading: text({ max: 40 }),
    adjustedHeading: withTokens({ buffer: "the buffer", lag: "the months of lag" }, 60),
    costRow: text({ max: 40 }),
    benefitRow: text({ max: 40 }),
    roiRow: text({ max: 40 }),
    paybackRow: text({ max: 40 }),
    months: withTokens({ months: "the number of months" }),
    afterGoLive: withTokens({ months: "the number of months" }),
    reading: withTokens({ month: "the month it pays back in" }, 200),
    noPayback: text({ max: 200 }),
    notWithinHorizon: text({ max: 40 }),
    slowPayback: text({ max: 200 }),
    problems: object("RoiProblems", {
      empty: amountProblem,
      notANumber: amountProblem,
      ambiguous: ambiguousAmount,
      negative: amountProblem,
      zero: amountProblem,
      tooLarge: amountProblem,
      lag: text({ max: 160 }),
    }),
    noScript: text({ max: 200 }),
    button: text({ max: 50 }),
    summary: withTokens(
      {
        cost: "the cost",
        savings: "the savings",
        revenue: "the revenue increase",
        roi: "the simple ROI",
        payback: "the payback",
        buffer: "the buffer",
        lag: "the lag",
        month: "the month it pays back in",
      },
      400,
    ),
  }),
  readinessCheck: object("ReadinessCheckTexts", {
    intro: text({ max: 240 }),
    passRule: text({ max: 30 }),
    passAnswer: text({ max: 20 }),
    failAnswer: text({ max: 20 }),
    progress: withTokens({ answered: "the questions answered", total: "the number of questions" }, 160),
    score: withTokens({ score: "the score", total: "the number of questions" }, 60),
    nextStep: text({ max: 30 }),
    noScript: text({ max: 200 }),
    button: text({ max: 50 }),
    summary: withTokens(
      {
        score: "the score",
        total: "the number of questions",
        band: "what the score means",
        passed: "the indicators passed",
        failed: "the ones not yet passed",
      },
      400,
    ),
    none: text({ max: 20 }),
  }),
});

export const insightsPage = object("InsightsPage", {
  seo,
  eyebrow: text({ max: 40 }),
  title: text({ max: 60 }),
  intro: text({ max: 320, paragraphs: true }),
  filters: object("InsightsFilters", {
    searchLabel: text({ max: 40 }),
    searchPlaceholder: text({ max: 40 }),
    categoryLabel: text({ max: 40 }),
    allLabel: text({ max: 20 }),
    categories: list(text({ oneOf: ARTICLE_CATEGORIES }), { exactly: ARTICLE_CATEGORIES.length, rule: uniqueValues }),
    resultCount: withTokens({ count: "the number of matching articles" }),
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
  readTime: withTokens({ minutes: "the number of minutes" }),
  newsletter: object("NewsletterTexts", {
    title: text({ max: 70 }),
    description: text({ max: 240 }),
    emailLabel: text({ max: 40 }),
    placeholder: text({ max: 60 }),
    submit: text({ max: 20 }),
    submitting: text({ max: 30 }),
    success: text({ max: 120 }),
    duplicate: text({ max: 120 }),
    failure: withTokens({ message: "the explanation" }),
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
  tools,
  article: object("ArticleTexts", {
    backLabel: text({ max: 40 }),
    relatedHeading: text({ max: 60 }),
    byline: withTokens({ author: "the author" }),
    ctaEyebrow: text({ max: 40 }),
  }),
});

function uniqueValues(values: unknown[]): string | null {
  const repeated = values.filter((value, i) => values.indexOf(value) !== i);
  return repeated.length ? `repeats ${repeated.map((value) => JSON.stringify(value)).join(", ")}; list each category once.` : null;
}
