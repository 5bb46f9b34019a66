// content/about.yaml: the about page.
import { closingCta, colorName, cta, heroVideo, icon, sectionIntro, sectionLead, seo } from "./common";
import { list, object, text } from "./fields";

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
    ...sectionIntro,
    paragraphs: list(text({ max: 700, paragraphs: true }), { min: 3, max: 6 }),
    facts: list(object("AboutFact", { value: text({ max: 12 }), label: text({ max: 70 }) }), { exactly: 3 }),
  }),
  principles: object("AboutPrinciples", {
    ...sectionLead,
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
  cta: closingCta,
});
