/**
 * The page of the site a visitor came to the current one from, for where a request began. Kept apart from
 * visit.ts, which only the contact form needs: gatsby-browser.tsx notes every page left, on every page.
 */

let pageLeft: string | null = null;

/** Each route change inside the site (gatsby-browser.tsx) notes the page left. */
export function notePageLeft(path: string | undefined): void {
  if (path) pageLeft = path;
}

/** The site's page the visitor came to `current` from: the page left inside the site, else a referring page of the same origin; or null. */
export function pageBefore(current: string, win: Pick<Window, "location" | "document"> = window): string | null {
  if (pageLeft && pageLeft !== current) return pageLeft;
  try {
    const referrer = new URL(win.document.referrer);
    if (referrer.origin === win.location.origin && referrer.pathname !== current) return referrer.pathname;
  } catch {
    // No referrer, or none that parses: the request began here.
  }
  return null;
}
