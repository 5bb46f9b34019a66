// content/not-found.yaml: the page for an address the site does not have.
import { link, seo } from "./common";
import { list, object, text } from "./fields";

export const notFoundPage = object("NotFoundPage", {
  seo,
  eyebrow: text({ max: 40 }),
  title: text({ max: 80 }),
  description: text({ max: 300 }),
  links: list(object("NotFoundLink", { label: text({ max: 40 }), description: text({ max: 120 }), to: link() }), { min: 1, max: 4 }),
});
