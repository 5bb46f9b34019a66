// content/navigation.yaml: the header's menus and the footer's links.
import { colorName, cta, icon, link } from "./common";
import { list, object, optional, text } from "./fields";

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
