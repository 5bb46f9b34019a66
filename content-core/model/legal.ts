// content/legal/<id>.mdx: a legal page's front matter.
import { slugText } from "./common";
import { date, object, text } from "./fields";

/** The front matter of content/legal/<slug>.mdx. */
export const legalPage = object("LegalPage", {
  /** Equals the file name; the page's address is /<id>. */
  id: slugText(),
  title: text({ max: 60 }),
  description: text({ min: 50, max: 160 }),
  summary: text({ max: 260 }),
  effectiveDate: date(),
});
