/**
 * What `npm run develop`'s content check (gatsby/develop-check.ts) and the
 * preview in the browser (src/develop/browser.tsx) say to each other.
 */

/**
 * The current result as JSON (a ContentCheckState). The preview asks with
 * POST: Gatsby's dev server holds every GET while webpack rebuilds (an MDX
 * file changed), which would hold back the very sentences that explain why.
 */
export const CONTENT_CHECK_PATH = "/__content-check";

export interface ContentCheckState {
  /** The checker's sentences (gatsby/validate.ts); empty when the content is fine. */
  problems: string[];
  /** Counts the checks run since develop started. */
  version: number;
}
