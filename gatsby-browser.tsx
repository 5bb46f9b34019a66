import "./src/theme/fonts.css";
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { Layout } from "./src/components/layout/Layout";
import { replayEarlyTaps } from "./src/lib/early-taps";
import { nextTask } from "./src/lib/next-task";
import { warmWebFonts } from "./src/lib/web-fonts";

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
 * Gatsby starts a page in the task that evaluated its bundles: every module,
 * then its own setup and the request for the page's data, about 90 ms on a
 * phone (4x slower CPU) held in one piece. Returning a promise of the next
 * task ends that task after the modules, and Gatsby goes on in another one.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => nextTask();

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
 * server markup is rendered instead: a client-only page, or the mount points
 * Gatsby's develop server renders its own indicators into. Like Gatsby's own
 * renderer, it returns the function that unmounts what it rendered.
 */
function hydrateInSlices(element: ReactElement, container: Element): () => void {
  // The page's markup sits in Gatsby's focus wrapper (FOCUS_WRAPPER_ID, gatsby/gatsby-internals.ts); any other container is its own.
  const markup = container.querySelector("#gatsby-focus-wrapper") ?? container;
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
// calls the function returned here to remove its loading indicator (gatsby/gatsby-internals.ts).
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as Renderer;
