// content/site.yaml: the company, the footer and the words of the site's controls.
import { icon, link } from "./common";
import { integer, list, object, text } from "./fields";

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
  /** The outside services that receive personal information collected through the site; the policy names each one (a copy warning says when it does not). */
  privacy: object("SitePrivacy", {
    policy: link(),
    processors: list(text({ max: 60, hint: "The company's name, as the privacy policy writes it." }), { min: 1 }),
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
