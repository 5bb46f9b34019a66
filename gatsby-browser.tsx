import "./src/theme/fonts.css";
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { Layout } from "./src/components/layout/Layout";
import { replayEarlyTaps } from "./src/lib/early-taps";
import { FOCUS_WRAPPER_ID } from "./src/lib/gatsby-internals";
import { notePageLeft } from "./src/lib/page-before";
import { warmWebFonts } from "./src/lib/web-fonts";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

/** SPEC: every route change scrolls to the top; a link to an anchor scrolls to that section instead (CSS scroll-margin). */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const hash = routerProps.location.hash.slice(1);
  if (hash) return decodeURIComponent(hash);
  window.scrollTo(0, 0);
  return false;
};

/** The page left, for where a request began (src/lib/visit.ts). */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => notePageLeft(prevLocation?.pathname);

/**
 * Taps held while the JavaScript was loading are performed a macrotask after hydration, so that state a
 * component adopts from the server HTML on mount (text typed early) is in place first.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  window.setTimeout(() => replayEarlyTaps(), 0);
  warmWebFonts();
};

/**
 * Hydration as a transition: React hydrates in slices of a few milliseconds instead of blocking a phone's
 * main thread for a few hundred after the first paint. A container with no server markup (a client-only
 * page, the develop server's indicators) is rendered instead. Returns the unmount, as Gatsby's renderer does.
 */
function hydrateInSlices(element: ReactElement, container: Element): () => void {
  // The page's markup sits in Gatsby's focus wrapper; any other container is its own.
  const markup = container.querySelector(`#${FOCUS_WRAPPER_ID}`) ?? container;
  if (!markup.children.length) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}

// Gatsby's type still describes React 17's legacy render(), which returned nothing; its develop server
// calls the function returned here to remove its loading indicator (src/lib/gatsby-internals.ts).
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as Renderer;
