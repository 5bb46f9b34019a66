import { iconNames, isIconName } from "../src/theme/icons";
import { schemeNames } from "../src/theme/color-schemes";
import { ARTICLE_CATEGORIES } from "../src/lib/insights-filter";
import { missingPage } from "./page-folders";
import { custom, date, decimal, file, integer, list, object, optional, text, yesNo, type ObjectField } from "./model";

const icon = () => custom("icon name", iconProblem, { options: iconNames });

const colorName = () => text({ oneOf: schemeNames });

/** A name that becomes part of an address or a file name (an article's id, a form option's value): lower-case words joined by single dashes. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const slugText = () => text({ pattern: [SLUG, "use lower-case letters, digits and single dashes"] });

function iconProblem(value: unknown): string | null {
  return isIconName(value) ? null : `is "${String(value)}", which is not an icon the site has. Use one of: ${iconNames.join(", ")}.`;
}

/** An internal link: a route that exists, optionally with a #section. */
const link = () =>
  custom(
    "link to a page of this site",
    (value, ctx) => {
      const target = String(value);
      if (/^(https?:|mailto:|tel:)/.test(target)) return null;
      const route = target.split("#")[0] ?? "";
      if (!route.startsWith("/")) return `is "${target}"; internal links start with "/", e.g. /contact.`;
      return ctx.routes.has(route) ? null : `points to "${route}", ${missingPage(route, ctx.routes)}`;
    },
    { example: "/contact, /solutions/expense-reduction-ai#benefits, or a full https:// address" },
  );

const seo = object("SeoFields", {
  title: text({ max: 60 }),
  description: text({ max: 160, min: 50 }),
});

const cta = object("CtaLink", { label: text({ max: 40 }), to: link() });

/** The line under a form saying what submitting agrees to: src/components/ui/Assent.tsx puts the links in. */
const assent = text({
  max: 200,
  pattern: [
    /^(?=[\s\S]*\{terms\})(?=[\s\S]*\{privacy\})/,
    "it must contain {terms} and {privacy}, where the links to the Terms of Service and the Privacy Policy go",
  ],
});

const videoSources = object("VideoSources", { mp4: text(), webm: text() });

export const heroVideo = object("HeroVideoFiles", {
  desktop: videoSources,
  mobile: videoSources,
  poster: text(),
  posterMobile: text(),
});

const trustBadge = object("TrustBadge", { icon: icon(), label: text({ max: 40 }) });

export const siteConfig = object("SiteConfig", {
  product: text({ max: 30 }),
  company: text({ max: 40 }),
  url: text({ pattern: [/^https:\/\/[^/]+$/, "write the site address as https://www.example.com with no trailing slash"] }),
  language: text({ max: 10 }),
  titleTemplate: text({ pattern: [/%s/, "it must contain %s where the page title goes"] }),
  footer: object("SiteFooter", {
    blurb: text({ max: 300 }),
    trust: list(trustBadge, { min: 1, max: 4 }),
    copyrightYear: integer(2000, 2100),
    rights: text(),
  }),
  ui: object("UiStrings", {
    skipLink: text(),
    openMenu: text(),
    closeMenu: text(),
    mainNavigation: text(),
    menuNavigation: text(),
    footerNavigation: text(),
    homeLinkLabel: text(),
    learnMore: text({ max: 30 }),
    imageFailed: text(),
    pauseVideo: text(),
    playVideo: text(),
    breadcrumbHome: text({ max: 30 }),
    legalEyebrow: text({ max: 40 }),
    effectiveDate: text({ pattern: [/\{date\}/, "it must contain {date} where the date goes"] }),
  }),
});

const menuItem = object("MenuItem", {
  name: text({ max: 40 }),
  path: link(),
  description: text({ max: 90 }),
  icon: icon(),
  color: colorName(),
});

const promoCard = object("PromoCard", {
  eyebrow: text({ max: 30 }),
  title: text({ max: 40 }),
  description: text({ max: 200 }),
  /** Short facts shown as a list under the title: for an event, its date, time and format. */
  details: optional(list(text({ max: 60 }), { min: 1, max: 3 })),
  linkLabel: text({ max: 30 }),
  to: link(),
});

const labelledLink = object("LabelledLink", { label: text({ max: 40 }), to: link() });

export const navigation = object("Navigation", {
  main: list(
    object("NavItem", {
      label: text({ max: 20 }),
      to: optional(link()),
      menu: optional(text({ oneOf: ["solutions", "industries"] })),
    }),
    { min: 1, max: 8 },
  ),
  cta,
  solutionsMenu: object("SolutionsMenu", {
    label: text(),
    columns: list(object("MenuColumn", { heading: text({ max: 20 }), items: list(menuItem, { min: 1, max: 6 }) }), {
      exactly: 2,
    }),
    promo: promoCard,
  }),
  industriesMenu: object("IndustriesMenu", {
    label: text(),
    heading: text({ max: 20 }),
    /** SPEC: every industry link in menus and footer leads here. */
    linksTo: link(),
    card: promoCard,
  }),
  helpLink: object("HelpLink", { prompt: text(), label: text(), to: link() }),
  footer: object("FooterNavigation", {
    solutionsHeading: text(),
    industriesHeading: text(),
    getStarted: object("LinkGroup", { heading: text(), links: list(labelledLink, { min: 1, max: 6 }) }),
    legal: list(labelledLink, { min: 1, max: 4 }),
  }),
});

export const industry = object("Industry", {
  id: text({ pattern: [/^[a-z0-9-]+$/, "use lower-case letters, digits and dashes"] }),
  name: text({ max: 40 }),
  path: text({ pattern: [/^\/industries\/[a-z0-9-]+$/, "industry paths look like /industries/healthcare"] }),
  /** The value of this industry's option in the contact form (content/contact.yaml), when it is not the id. */
  formValue: optional(slugText()),
  description: text({ max: 120 }),
  icon: icon(),
  color: colorName(),
  challenges: list(text({ max: 120 }), { min: 1, max: 6 }),
  solutions: list(text({ max: 120 }), { min: 1, max: 6 }),
  results: list(text({ max: 100 }), { min: 1, max: 6 }),
});

const sectionIntro = {
  eyebrow: text({ max: 40 }),
  title: text({ max: 90 }),
};

export const homePage = object("HomePage", {
  seo,
  hero: object("HomeHero", {
    eyebrow: text({ max: 80 }),
    headline: text({ max: 40 }),
    lead: text({ max: 260 }),
    exploreLabel: text({ max: 30 }),
    secondaryCta: cta,
    video: heroVideo,
  }),
  advantages: object("AdvantagesSection", {
    ...sectionIntro,
    intro: text({ max: 320 }),
    items: list(
      object("AdvantageCard", {
        icon: icon(),
        color: colorName(),
        title: text({ max: 40 }),
        description: text({ max: 260 }),
        points: list(text({ max: 90 }), { min: 2, max: 4 }),
      }),
      { exactly: 3 },
    ),
  }),
  solutions: object("SolutionsSection", {
    anchor: text({ pattern: [/^[a-z][a-z0-9-]*$/, "use lower-case letters and dashes"] }),
    ...sectionIntro,
    intro: text({ max: 320 }),
    cards: list(
      object("SolutionCard", {
        title: text({ max: 30 }),
        titleLine2: optional(text({ max: 30 })),
        hoverDescription: text({ max: 170 }),
        backgroundImage: file(),
        link: link(),
      }),
      { exactly: 8 },
    ),
  }),
  testimonials: object("TestimonialsSection", {
    ...sectionIntro,
    items: list(
      object("Testimonial", {
        quote: text({ max: 420 }),
        role: text({ max: 60 }),
        companySize: text({ max: 80 }),
      }),
      { exactly: 2 },
    ),
  }),
  process: object("ProcessSection", {
    ...sectionIntro,
    intro: text({ max: 320 }),
    steps: list(
      object("ProcessStep", {
        title: text({ oneOf: ["Assess", "Centralize", "Automate", "Optimize"] }),
        summary: text({ max: 90 }),
        description: text({ max: 400 }),
        duration: text({ max: 30 }),
      }),
      { exactly: 4 },
    ),
  }),
  cta: object("ClosingCta", {
    ...sectionIntro,
    description: text({ max: 300 }),
    primary: cta,
    secondary: cta,
  }),
});

export const notFoundPage = object("NotFoundPage", {
  seo,
  eyebrow: text({ max: 40 }),
  title: text({ max: 80 }),
  description: text({ max: 300 }),
  links: list(object("NotFoundLink", { label: text({ max: 40 }), description: text({ max: 120 }), to: link() }), { min: 1, max: 4 }),
});

const formField = (max = 60) => object("FormField", { label: text({ max }), placeholder: text({ max: 200 }) });

export const contactPage = object("ContactPage", {
  seo,
  eyebrow: text({ max: 40 }),
  heading: text({ max: 80 }),
  intro: text({ max: 320 }),
  form: object("ContactForm", {
    title: text({ max: 60 }),
    requiredNote: text({ max: 120 }),
    fields: object("ContactFormFields", {
      name: formField(),
      email: formField(),
      company: formField(),
      phone: formField(),
      industry: formField(),
      message: formField(),
    }),
    /** The values must be the database's (gatsby/industries.ts checks them against supabase/migrations). */
    industries: list(
      object("IndustryOption", {
        value: slugText(),
        label: text({ max: 40 }),
      }),
      { min: 2, uniqueBy: "value" },
    ),
    honeypotLabel: text({ max: 60 }),
    submit: text({ max: 40 }),
    submitting: text({ max: 40 }),
    success: text({ max: 300 }),
    databaseError: text({ pattern: [/\{message\}/, "it must contain {message} where the database's explanation goes"] }),
    unexpectedError: text({ pattern: [/\{message\}/, "it must contain {message} where the explanation goes"] }),
    blankField: text({ max: 120 }),
    privacyNote: text({ max: 200 }),
    assent,
    termsLink: cta,
    privacyLink: cta,
  }),
  receive: object("ReceiveSection", {
    title: text({ max: 60 }),
    items: list(object("NumberedItem", { title: text({ max: 40 }), description: text({ max: 160 }) }), { exactly: 5 }),
  }),
  process: object("ContactProcess", {
    title: text({ max: 60 }),
    steps: list(object("ContactProcessStep", { title: text({ max: 40 }), description: text({ max: 160 }) }), { exactly: 4 }),
  }),
  why: object("WhySection", { title: text({ max: 60 }), items: list(text({ max: 90 }), { min: 3, max: 6 }) }),
});

const titled = (typeName: string, max = 200) => object(typeName, { title: text({ max: 60 }), description: text({ max }) });

export const METHODS = {
  services: ["Discovery", "Strategy", "Pilot", "Scale"],
  products: ["Assess", "Centralize", "Automate", "Optimize"],
} as const;

export const solutionPage = object(
  "SolutionPage",
  {
    /** The page's full route; the template looks the entry up by it. */
    solution: custom(
      "route under /solutions/",
      (value, ctx) => {
        const route = String(value);
        const slug = ctx.file.replace(/^.*\//, "").replace(/\.ya?ml$/, "");
        return route === `/solutions/${slug}`
          ? null
          : `is "${route}", but the file is named ${slug}.yaml. They must match: write solution: /solutions/${slug} (the file name is the page's address).`;
      },
      { example: "/solutions/ followed by this file's name" },
    ),
    subpage: text({ max: 40 }),
    seo,
    hexCode: text({ pattern: [/^#[0-9a-fA-F]{6}$/, "write the accent as a 6-digit hex colour such as #2456A6"] }),
    heroTitle: text({ max: 90 }),
    heroDescription: text({ max: 320 }),
    heroBackgroundImage: file(),
    heroOverlayOpacity: optional(decimal(0, 1)),
    heroButtonText: text({ max: 40 }),
    challengesTitle: text({ max: 90 }),
    challengesDescription: text({ max: 320 }),
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
    platformDescription: text({ max: 320 }),
    benefits: list(text({ max: 140 }), { exactly: 6 }),
    /** What the page's ranges are measured on; shown under the benefits as "About these figures". */
    resultsNote: text({ max: 480 }),
    mappingTitle: text({ max: 90 }),
    mappingDescription: text({ max: 320 }),
    enterpriseBenefits: list(object("EnterpriseBenefit", { icon: icon(), title: text({ max: 60 }), description: text({ max: 220 }) }), {
      exactly: 4,
    }),
    testimonialQuote: text({ max: 420 }),
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
    ctaDescription: text({ max: 300 }),
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

export const solutionsOverviewPage = object("SolutionsOverviewPage", {
  seo,
  eyebrow: text({ max: 40 }),
  title: text({ max: 90 }),
  intro: text({ max: 320 }),
  cta: object("OverviewCta", { ...sectionIntro, description: text({ max: 300 }), primary: cta, secondary: cta }),
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

/** A browser tab shows about 60 characters; the template adds " | {company}". */
export const ARTICLE_SEO_TITLE_MAX = 49;

/** The front matter of content/insights/<slug>.mdx: the article summary docs/product.md lists, plus its call to action. */
export const article = object(
  "Article",
  {
    /** Equals the file name; it is the article's address, /insights/<id>. */
    id: slugText(),
    title: text({ max: 110 }),
    seoTitle: optional(text({ max: ARTICLE_SEO_TITLE_MAX })),
    excerpt: text({ min: 60, max: 160 }),
    category: text({ oneOf: ARTICLE_CATEGORIES }),
    alsoIn: optional(list(text({ oneOf: ARTICLE_CATEGORIES }), { min: 1, max: 3 })),
    author: text({ max: 60 }),
    date: date(),
    readTime: integer(1, 60),
    /** Optional: without it, the build draws an artwork from the title and category (gatsby/article-artwork.ts). */
    image: optional(
      file({ ifMissing: 'Correct the path, or delete the "image" line and the build will draw a picture from the title and category.' }),
    ),
    featured: yesNo(),
    gated: yesNo(),
    ctaLabel: text({ max: 50 }),
    ctaTitle: text({ max: 70 }),
    ctaText: text({ max: 220 }),
  },
  (entry) => {
    const title = typeof entry.title === "string" ? entry.title.trim() : "";
    if (title.length > ARTICLE_SEO_TITLE_MAX && !entry.seoTitle) {
      return `has a title of ${title.length} characters, too long for a browser tab; add "seoTitle" with ${ARTICLE_SEO_TITLE_MAX} characters or fewer.`;
    }
    if (Array.isArray(entry.alsoIn) && entry.alsoIn.includes(entry.category)) {
      return `lists its own category "${String(entry.category)}" in "alsoIn"; "alsoIn" is for further categories only.`;
    }
    return null;
  },
);

export const FEATURED_ARTICLES = 3;

/** The components an article body may use without importing them (src/components/insights/mdx). */
export const ARTICLE_COMPONENTS = ["Callout", "Stats", "Stat", "DataTable", "Timeline", "Phase", "PullQuote"] as const;

export type ArticleComponent = (typeof ARTICLE_COMPONENTS)[number];

/**
 * An attribute of an article component: text ("..." or a number), a list of
 * texts, a list of rows of texts, a switch (written alone to turn it on), or
 * one of a few words.
 */
export type ComponentAttribute =
  { kind: "text" | "texts" | "rows" | "flag"; required?: boolean } | { kind: "word"; oneOf: readonly string[]; required?: boolean };

/**
 * The attributes each component takes, and whether it wraps Markdown
 * (<Callout ...>text</Callout>) or stands alone (<Stat ... />). The props
 * of src/components/insights/mdx; gatsby/body-tree.ts refuses anything else,
 * so a misspelt attribute is an editor's message, not a silently empty box.
 */
export const ARTICLE_COMPONENT_ATTRIBUTES: Record<ArticleComponent, { attributes: Record<string, ComponentAttribute>; wraps: boolean }> = {
  Callout: {
    attributes: { title: { kind: "text", required: true }, tone: { kind: "word", oneOf: ["insight", "warning", "action"] } },
    wraps: true,
  },
  Stats: { attributes: {}, wraps: true },
  Stat: { attributes: { value: { kind: "text", required: true }, label: { kind: "text", required: true } }, wraps: false },
  DataTable: {
    attributes: {
      caption: { kind: "text", required: true },
      head: { kind: "texts", required: true },
      rows: { kind: "rows", required: true },
      emphasizeLast: { kind: "flag" },
    },
    wraps: false,
  },
  Timeline: { attributes: {}, wraps: true },
  Phase: { attributes: { title: { kind: "text", required: true }, duration: { kind: "text" } }, wraps: true },
  PullQuote: { attributes: { attribution: { kind: "text", required: true } }, wraps: true },
};

/** docs/product.md: read time is the body's length at about 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

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

export const ABOUT_PRINCIPLES = ["Impact", "Optimism", "Fun"] as const;

export const aboutPage = object("AboutPage", {
  seo,
  hero: object("AboutHero", {
    eyebrow: text({ max: 40 }),
    title: text({ max: 90 }),
    lead: text({ max: 300 }),
    /** The first button scrolls to the story. */
    exploreLabel: text({ max: 30 }),
    secondaryCta: cta,
    video: heroVideo,
  }),
  story: object("AboutStory", {
    eyebrow: text({ max: 40 }),
    title: text({ max: 90 }),
    paragraphs: list(text({ max: 700 }), { min: 3, max: 6 }),
    facts: list(object("AboutFact", { value: text({ max: 12 }), label: text({ max: 70 }) }), { exactly: 3 }),
  }),
  principles: object("AboutPrinciples", {
    eyebrow: text({ max: 40 }),
    title: text({ max: 90 }),
    intro: text({ max: 320 }),
    items: list(
      object("Principle", {
        title: text({ oneOf: ABOUT_PRINCIPLES }),
        icon: icon(),
        color: colorName(),
        description: text({ max: 300 }),
        practices: list(text({ max: 110 }), { min: 2, max: 3 }),
      }),
      {
        exactly: ABOUT_PRINCIPLES.length,
        rule: (items) => {
          const titles = items.map((item) => (item as { title?: unknown } | null)?.title).join(", ");
          return titles === ABOUT_PRINCIPLES.join(", ")
            ? null
            : `has the principles ${titles}; docs/product.md's are ${ABOUT_PRINCIPLES.join(", ")}, in that order.`;
        },
      },
    ),
  }),
  cta: object("AboutCta", { ...sectionIntro, description: text({ max: 300 }), primary: cta, secondary: cta }),
});

/** The front matter of content/legal/<slug>.mdx. */
export const legalPage = object("LegalPage", {
  /** Equals the file name; the page's address is /<id>. */
  id: slugText(),
  title: text({ max: 60 }),
  description: text({ min: 50, max: 160 }),
  summary: text({ max: 260 }),
  effectiveDate: date(),
});

export const videoTestPage = object("VideoTestPage", {
  title: text({ max: 60 }),
  intro: text({ max: 320 }),
  heroLabel: text({ max: 60 }),
  aboutLabel: text({ max: 60 }),
  filesLabel: text({ max: 40 }),
  stillLabel: text({ max: 40 }),
  settings: text({ max: 160, pattern: [/\{rate\}[\s\S]*\{opacity\}/, "it must contain {rate} and then {opacity}"] }),
});

/** Which file (or folder of files) holds which model, and how many entries it must have. */
export interface ContentDocument {
  /** Path inside content/: a file, or a folder of YAML files. */
  path: string;
  model: ObjectField;
  /** The file holds a list of entries rather than one object. */
  entries?: { exactly?: number; uniqueBy?: string };
  /** A folder: how many files it must hold at least, and a field whose value must differ between them. */
  files?: {
    min: number;
    uniqueBy: string;
    /** A rule about the files together: one sentence per problem. */
    rule?: (entries: { file: string; data: Record<string, unknown> }[]) => string[];
  };
  /** Files are YAML (the default) or MDX whose front matter follows the model. */
  format?: "yaml" | "mdx";
  /** MDX: the address of the page a file becomes, from its file name. */
  route?: (slug: string) => string;
}

export const documents: ContentDocument[] = [
  { path: "site.yaml", model: siteConfig },
  { path: "navigation.yaml", model: navigation },
  { path: "industries.yaml", model: industry, entries: { uniqueBy: "id" } },
  { path: "home.yaml", model: homePage },
  { path: "not-found.yaml", model: notFoundPage },
  { path: "contact.yaml", model: contactPage },
  { path: "solutions", model: solutionPage, files: { min: 1, uniqueBy: "solution" } },
  { path: "solutions-overview.yaml", model: solutionsOverviewPage },
  { path: "insights.yaml", model: insightsPage },
  {
    path: "insights",
    model: article,
    format: "mdx",
    route: (slug) => `/insights/${slug}`,
    files: { min: 1, uniqueBy: "id", rule: featuredRule },
  },
  { path: "about.yaml", model: aboutPage },
  { path: "legal", model: legalPage, format: "mdx", route: (slug) => `/${slug}`, files: { min: 1, uniqueBy: "id" } },
  { path: "video-test.yaml", model: videoTestPage },
];

function featuredRule(entries: { file: string; data: Record<string, unknown> }[]): string[] {
  const featured = entries.filter((entry) => entry.data.featured === true).map((entry) => entry.file);
  if (featured.length >= FEATURED_ARTICLES) return [];
  const missing = FEATURED_ARTICLES - featured.length;
  return [
    `content/insights/: ${featured.length === 1 ? "1 article has" : `${featured.length} articles have`} "featured: true"` +
      `${featured.length ? ` (${featured.join(", ")})` : ""}; ` +
      `the listing shows the ${FEATURED_ARTICLES} newest featured articles, so at least ${FEATURED_ARTICLES} are needed. ` +
      `Set "featured: true" on ${missing} more ${missing === 1 ? "article" : "articles"}.`,
  ];
}
