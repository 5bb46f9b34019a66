import "./src/theme/fonts.css";
import type { GatsbyBrowser } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { replayEarlyTaps } from "./src/lib/early-taps";

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
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  window.setTimeout(() => replayEarlyTaps(), 0);
};
