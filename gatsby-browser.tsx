import "./src/theme/fonts.css";
import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Layout } from "./src/components/layout/Layout";
import { replayEarlyTaps } from "./src/lib/early-taps";
import { createStyleCache } from "./src/lib/emotion-cache";
import { warmWebFonts } from "./src/lib/web-fonts";

/** The server's cache configuration (src/lib/emotion-cache.ts); it adopts the page's server-rendered styles. */
const styleCache = createStyleCache();

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={styleCache}>{element}</CacheProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

/**
 * SPEC: every route change scrolls to the top; a link to an anchor scrolls to
 * that section instead (CSS scroll-margin keeps it clear of the sticky header).
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const hash = routerProps.location.hash.slice(1);
  if (hash) return decodeURIComponent(hash);
  window.scrollTo(0, 0);
  return false;
};

/**
 * Taps held while the JavaScript was loading are performed once every
 * component has hydrated. A macrotask later, so that state a component adopts
 * from the server HTML on mount (text typed early) is in place first.
 * After a first view without the web fonts, they are fetched for the next
 * page once this one has loaded (src/lib/web-fonts.ts).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  window.setTimeout(() => replayEarlyTaps(), 0);
  warmWebFonts();
};

/**
 * Hydration as a transition. Gatsby hydrates the page in one uninterrupted
 * task, which on a mid-range phone blocks the main thread for a few hundred
 * milliseconds after the first paint. Started inside startTransition, React
 * does the same work in slices of a few milliseconds and yields between them,
 * so the browser keeps painting and answering input while it hydrates (taps
 * made meanwhile are held and replayed: src/lib/early-taps.ts). A page with no
 * server markup (none here, but Gatsby allows client-only pages) is rendered.
 */
function hydrateInSlices(element: ReactElement, container: Element) {
  if (!document.getElementById("gatsby-focus-wrapper")?.children.length) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby's type still describes React 17's legacy render(); Gatsby ignores what the function returns.
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as Renderer;
