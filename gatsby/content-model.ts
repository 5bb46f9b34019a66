import { iconNames, isIconName } from "../src/theme/icons";
import { schemeNames } from "../src/theme/color-schemes";
import { INDUSTRY_VALUES } from "../src/lib/contact-rules";
import { custom, file, integer, list, object, optional, text, type ObjectField } from "./model";

const icon = () =>
  custom("icon name", (value) =>
    isIconName(value) ? null : `is "${String(value)}", which is not an icon the site has. Use one of: ${iconNames.join(", ")}.`,
  );

const colorName = () => text({ oneOf: schemeNames });

/** An internal link: a route that exists, optionally with a #section. */
const link = () =>
  custom("link to a page of this site", (value, ctx) => {
    const target = String(value);
    if (/^(https?:|mailto:|tel:)/.test(target)) return null;
    const route = target.split("#")[0] ?? "";
    if (!route.startsWith("/")) return `is "${target}"; internal links start with "/", e.g. /contact.`;
    return ctx.routes.has(route)
      ? null
      : `points to "${route}", which is not a page on this site. Pages: ${[...ctx.routes].join(", ")}.`;
  });

const seo = object("SeoFields", {
  title: text({ max: 60 }),
  description: text({ max: 160, min: 50 }),
});

const cta = object("CtaLink", { label: text({ max: 40 }), to: link() });

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
  titleTemplate: text({ pattern: [/%s/, 'it must contain %s where the page title goes'] }),
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
    footerNavigation: text(),
    homeLinkLabel: text(),
    learnMore: text({ max: 30 }),
    imageFailed: text(),
    pauseVideo: text(),
    playVideo: text(),
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
  links: list(
    object("NotFoundLink", { label: text({ max: 40 }), description: text({ max: 120 }), to: link() }),
    { min: 1, max: 4 },
  ),
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
    industries: list(object("IndustryOption", { value: text({ oneOf: INDUSTRY_VALUES }), label: text({ max: 40 }) }), {
      exactly: INDUSTRY_VALUES.length,
      uniqueBy: "value",
    }),
    honeypotLabel: text({ max: 60 }),
    submit: text({ max: 40 }),
    submitting: text({ max: 40 }),
    success: text({ max: 300 }),
    databaseError: text({ pattern: [/\{message\}/, "it must contain {message} where the database's explanation goes"] }),
    unexpectedError: text({ pattern: [/\{message\}/, "it must contain {message} where the explanation goes"] }),
    privacyNote: text({ max: 200 }),
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

/** Which file (or folder of files) holds which model, and how many entries it must have. */
export interface ContentDocument {
  /** Path inside content/: a file, or a folder of YAML files. */
  path: string;
  model: ObjectField;
  /** The file holds a list of entries rather than one object. */
  entries?: { exactly?: number; uniqueBy?: string };
}

export const documents: ContentDocument[] = [
  { path: "site.yaml", model: siteConfig },
  { path: "navigation.yaml", model: navigation },
  { path: "industries.yaml", model: industry, entries: { exactly: 9, uniqueBy: "id" } },
  { path: "home.yaml", model: homePage },
  { path: "not-found.yaml", model: notFoundPage },
  { path: "contact.yaml", model: contactPage },
];
