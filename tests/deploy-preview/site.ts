import fs from "node:fs";
import path from "node:path";
import { checkoutCopyDir } from "../../scripts/site-copy";

/**
 * The deploy preview of the browser tests (scripts/build-preview-site.ts): a
 * copy of the site with the articles of tests/fixtures/added-article added and
 * one article's body edited, the two things an editor does most, built as
 * Netlify builds a deploy preview and compared with this checkout's own build
 * as production.
 */
export const PREVIEW_SITE_DIR = checkoutCopyDir("preview-site");

/** Articles the preview adds, as an editor adds one: a file in content/insights, no code change. */
export const ADDED_ARTICLES_DIR = path.resolve(__dirname, "../fixtures/added-article");

/** The added articles' slugs: their file names without `.mdx`, as for any article. */
export const addedSlugs = (): string[] => fs.readdirSync(ADDED_ARTICLES_DIR).map((name) => path.basename(name, ".mdx"));

/** The article the preview edits: a body sentence only, so no other page shows the change. */
export const EDITED_ARTICLE = "ai-transformation-readiness";
export const EDITED_ROUTE = `/insights/${EDITED_ARTICLE}`;
export const ADDED_SENTENCE = "Most teams finish the scoring in a single working session.";

/** The edit an editor might make: one sentence added to the article's last paragraph. */
export function editArticle(mdx: string): string {
  const marker = "Run the leadership exercise from indicator 1 at your next executive meeting";
  if (!mdx.includes(marker))
    throw new Error(
      `tests/deploy-preview/site.ts: the ${EDITED_ARTICLE} article no longer has the sentence the preview edits ("${marker}"); pick another.`,
    );
  return mdx.replace(marker, `${ADDED_SENTENCE} ${marker}`);
}
