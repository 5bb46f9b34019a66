// content/industries.yaml: the industries the menus and the contact form list.
import { colorName, icon, slugText } from "./common";
import { list, object, optional, text } from "./fields";

export const industry = object("Industry", {
  id: text({ pattern: [/^[a-z0-9-]+$/, "use lower-case letters, digits and dashes"] }),
  name: text({ max: 40 }),
  path: text({ pattern: [/^\/industries\/[a-z0-9-]+$/, "industry paths look like /industries/healthcare"] }),
  /** The value of this industry's option in the contact form (one the database accepts), when it is not the id. */
  formValue: optional(slugText()),
  description: text({ max: 120 }),
  icon: icon(),
  color: colorName(),
  challenges: list(text({ max: 120 }), { min: 1, max: 6 }),
  solutions: list(text({ max: 120 }), { min: 1, max: 6 }),
  results: list(text({ max: 100 }), { min: 1, max: 6 }),
});
