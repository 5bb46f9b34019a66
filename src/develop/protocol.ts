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

/**
 * The id of the message in which the develop server also sends each new
 * result through Gatsby's own socket (gatsby/develop-check.ts,
 * gatsbySocketSender): an "overlayError" payload `{ id, state }`.
 */
export const CONTENT_CHECK_SOCKET_ID = "content-check";
