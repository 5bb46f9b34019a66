/**
 * What `npm run develop`'s content check (gatsby/develop-check.ts) and the
 * preview in the browser (src/develop/browser.tsx) say to each other.
 */

/** GET: the current result as JSON (a ContentCheckState). */
export const CONTENT_CHECK_PATH = "/__content-check";

export interface ContentCheckState {
  /** The checker's sentences (gatsby/validate.ts); empty when the content is fine. */
  problems: string[];
  /** Counts the checks run since develop started. */
  version: number;
}
