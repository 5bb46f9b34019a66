// Fields and groups several content files share.
import { schemeNames } from "../color-schemes";
import { iconNames, isIconName } from "../icons";
import { missingPage } from "../routes";
import { custom, object, text } from "./fields";

export const icon = () => custom("icon name", iconProblem, { options: iconNames });

export const colorName = () => text({ oneOf: schemeNames });

/** A name that becomes part of an address or a file name (an article's id, a form option's value): lower-case words joined by single dashes. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const slugText = () => text({ pattern: [SLUG, "use lower-case letters, digits and single dashes"] });

function iconProblem(value: unknown): string | null {
  return isIconName(value) ? null : `is "${String(value)}", which is not an icon the site has. Use one of: ${iconNames.join(", ")}.`;
}

/** An internal link: a route that exists, optionally with a #section. */
export const link = () =>
  custom(
    "link to a page of this site",
    (value, ctx) => {
      const target = String(value);
      if (/^(https?:|mailto:|tel:)/.test(target)) return null;
      const route = target.split("#")[0] ?? "";
      if (!route.startsWith("/")) return `is "${target}"; internal links start with "/", e.g. /contact.`;
      return ctx.routes.has(route) ? null : `points to "${route}", ${missingPage(route, ctx.routes, ctx.drafts)}`;
    },
    { example: "/contact, /solutions/expense-reduction-ai#benefits, or a full https:// address" },
  );

export const seo = object("SeoFields", {
  title: text({ max: 60 }),
  description: text({ max: 160, min: 50 }),
});

export const cta = object("CtaLink", { label: text({ max: 40 }), to: link() });

/** The line under a form saying what submitting agrees to: src/components/ui/Assent.tsx puts the links in. */
export const assent = text({
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

export const sectionIntro = {
  eyebrow: text({ max: 40 }),
  title: text({ max: 90 }),
};

/** A section's heading with the paragraph under it. */
export const sectionLead = { ...sectionIntro, intro: text({ max: 320, paragraphs: true }) };

/** The navy panel that closes the home, solutions overview and about pages (src/components/sections/ClosingCta.tsx). */
export const closingCta = object("ClosingCta", {
  ...sectionIntro,
  description: text({ max: 300, paragraphs: true }),
  primary: cta,
  secondary: cta,
});
