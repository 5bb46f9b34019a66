import { lazy, Suspense, type ComponentType } from "react";
import type { ArticleComponent } from "../../../../content-core/model/article";
import { Callout } from "./Callout";
import { DataTable } from "./DataTable";
import { PullQuote } from "./PullQuote";
import { Stat, Stats } from "./Stats";
import { Phase, Timeline } from "./Timeline";

/**
 * A reader tool as its own chunk, loaded only by a page whose body uses it. The server renders it in
 * full; in the browser its server HTML stays, and takes taps and typing, until the chunk arrives.
 * A tool starts from the figures and questions it is given, and keeps the reader's from then on: new
 * ones (the editing room's preview, as the editor types them) start it afresh.
 */
function tool<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Tool = lazy(load) as unknown as ComponentType<P>;
  return function LoadedTool(props: P) {
    return (
      <Suspense fallback={null}>
        <Tool key={JSON.stringify(props)} {...props} />
      </Suspense>
    );
  };
}

/** What an article's MDX may use without importing: one component for each name of ARTICLE_COMPONENT_ATTRIBUTES. */
export const articleComponents = {
  Callout,
  DataTable,
  Phase,
  PullQuote,
  Stat,
  Stats,
  Timeline,
  RoiCalculator: tool(() => import("./RoiCalculator")),
  ReadinessCheck: tool(() => import("./ReadinessCheck")),
} satisfies Record<ArticleComponent, ComponentType<never>>;
