import { StaticQueryContext, type GatsbyBrowser } from "gatsby";
import { Component, useContext, useEffect, useReducer, useState, useSyncExternalStore, type Context, type ReactNode } from "react";
import * as site from "../../gatsby-browser";
import { CheckingContent, ContentProblems } from "./ContentProblems";
import { isBroken } from "./query-errors";
import { fetchState, snapshot, subscribe } from "./store";

/**
 * The site's gatsby-browser.tsx as `npm run develop` runs it. In develop only,
 * gatsby-node.ts has webpack load this module where Gatsby asks for
 * gatsby-browser.tsx, so a production bundle never contains any of it. It
 * keeps everything the site's module does and adds the content preview:
 *
 * - while the content check (gatsby/develop-check.ts) has problems, every
 *   page shows its sentences (ContentProblems) instead of the page;
 * - a page whose data came back with GraphQL errors is never rendered before
 *   the server has been asked about the content, nor while the check has
 *   problems or has only just stopped having them (the broken file was fixed,
 *   the page's new data is on its way): its component would throw on the
 *   missing field and Gatsby would replace the site with a stack trace;
 * - the page's <Head> is not rendered from such data either.
 *
 * Anything else that goes wrong is Gatsby's to report, as before.
 */

export * from "../../gatsby-browser";

declare module "gatsby" {
  /** Static query results by query hash, as useStaticQuery reads them: exported by Gatsby's runtime, not by its types. */
  export const StaticQueryContext: Context<Record<string, unknown> | undefined>;
}

/** How long after the check's result changes a page with broken data waits for its new data before it is rendered anyway. */
const NEW_DATA_GRACE_MS = 20_000;

/** Page contexts of page data with errors: the page's <Head> receives the same pageContext object. */
const brokenPages = new WeakSet<object>();

function useStaticQueryErrors(): boolean {
  const results = useContext(StaticQueryContext);
  return Object.values(results ?? {}).some(isBroken);
}

function usePreviewState() {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Re-renders once `until` (ms since the epoch) has passed. */
function useRenderAt(until: number) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const wait = until - Date.now();
    if (wait <= 0) return undefined;
    const timer = window.setTimeout(rerender, wait + 10);
    return () => window.clearTimeout(timer);
  }, [until]);
}

/** Gatsby's development overlay takes its errors from this queue. */
function tellGatsbyOverlay(action: "CLEAR_RUNTIME_ERRORS" | "CLEAR_COMPILE_ERROR") {
  const events = (window as unknown as { _gatsbyEvents?: { push(event: unknown): void } })._gatsbyEvents;
  events?.push(["FAST_REFRESH", { action }]);
}

interface BoundaryState {
  error: Error | null;
  /** The check found nothing wrong with the content: the error is someone else's, Gatsby shows it. */
  rethrow: boolean;
}

/**
 * Last resort, for a page that throws before the browser has heard of the
 * problem: asks the server for the check's result at once. With problems, the
 * preview lists them (and Gatsby's trace of the error is cleared); without,
 * the error goes on to Gatsby's overlay as before.
 */
class PageBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, rethrow: false };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch() {
    void fetchState().then((current) => {
      if (current.problems?.length) tellGatsbyOverlay("CLEAR_RUNTIME_ERRORS");
      else this.setState({ rethrow: true });
    });
  }

  override render() {
    const { error, rethrow } = this.state;
    if (error && rethrow) throw error;
    if (error) return <CheckingContent />;
    return this.props.children;
  }
}

function ContentPreview({ pageBroken, children }: { pageBroken: boolean; children: ReactNode }) {
  const { problems, changedAt, answeredAt } = usePreviewState();
  const dataBroken = useStaticQueryErrors() || pageBroken;
  // When the data broke: the server is asked at once, rather than trusting an answer older than the data.
  const [brokenSince, setBrokenSince] = useState<number | null>(null);
  useEffect(() => {
    if (!dataBroken) {
      setBrokenSince(null);
      return;
    }
    setBrokenSince(Date.now());
    void fetchState();
  }, [dataBroken]);
  const waitUntil = changedAt + NEW_DATA_GRACE_MS;
  useRenderAt(dataBroken ? waitUntil : 0);

  if (problems?.length) return <ContentProblems problems={problems} />;
  if (dataBroken) {
    const asked = brokenSince !== null && answeredAt >= brokenSince;
    // Not asked yet, or the content was fixed a moment ago and the page's new data is on its way.
    if (!asked || Date.now() < waitUntil) return <CheckingContent />;
  }
  // Keyed by the check's result, so a page that threw under the old content gets a fresh try.
  return <PageBoundary key={changedAt}>{children}</PageBoundary>;
}

/** Renders a page's <Head> only from data without errors. */
function HeadGuard({ pageContext, children }: { pageContext: unknown; children: ReactNode }) {
  const staticBroken = useStaticQueryErrors();
  const pageBroken = typeof pageContext === "object" && pageContext !== null && brokenPages.has(pageContext);
  return staticBroken || pageBroken ? null : <>{children}</>;
}

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = (args, options) => {
  const pageBroken = isBroken(args.props);
  if (pageBroken && args.props.pageContext) brokenPages.add(args.props.pageContext);
  return <ContentPreview pageBroken={pageBroken}>{site.wrapPageElement!(args, options)}</ContentPreview>;
};

/**
 * Gatsby wraps each page's <Head> (rendered in a root of its own) with
 * wrapRootElement too; that element is the only one carrying a pageContext.
 * The site's app root passes through unchanged.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => {
  const props = (element as { props?: { pageContext?: unknown } }).props;
  if (!props || !("pageContext" in props)) return element;
  return <HeadGuard pageContext={props.pageContext}>{element}</HeadGuard>;
};

/**
 * Gatsby waits for this before the first render: the first page already knows
 * the check's result. From then on, when the content becomes fine again, the
 * errors Gatsby's overlay still holds from the broken file (webpack's "Failed
 * to compile" for an MDX body, until its rebuild ends) are cleared, so the
 * fixed page does not come back under them; a rebuild that still fails
 * reports again.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = async () => {
  let hadProblems = false;
  subscribe(() => {
    const { problems } = snapshot();
    if (hadProblems && problems?.length === 0) {
      tellGatsbyOverlay("CLEAR_COMPILE_ERROR");
      tellGatsbyOverlay("CLEAR_RUNTIME_ERRORS");
    }
    hadProblems = Boolean(problems?.length);
  });
  await fetchState();
};
