// content/home.yaml: the home page.
import { closingCta, colorName, cta, heroVideo, icon, link, sectionIntro, sectionLead, seo } from "./common";
import { file, list, object, optional, text } from "./fields";

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
    ...sectionLead,
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
    ...sectionLead,
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
        quote: text({ max: 420, paragraphs: true }),
        role: text({ max: 60 }),
        companySize: text({ max: 80 }),
      }),
      { exactly: 2 },
    ),
  }),
  process: object("ProcessSection", {
    ...sectionLead,
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
  cta: closingCta,
});
