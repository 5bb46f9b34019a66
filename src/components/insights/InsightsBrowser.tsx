import { css } from "@linaria/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useDeferredModule } from "../../hooks/use-deferred-module";
import { isFiltering, noFilter, type ArticleFilter } from "../../lib/insights-filter";
import { color, fontSize, space } from "../../theme/tokens";
import { buttonStyles } from "../ui/Button";
import { CardList } from "./ArticleCard";
import { Filters } from "./Filters";

const status = css`
  margin: ${space[4]} 0 0;
  min-height: 1.6em;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

const more = css`
  display: flex;
  justify-content: center;
  margin-top: ${space[6]};
`;

/** How many older articles each "show more" adds: two rows of three. */
const MORE_STEP = 6;

/** Search results and older articles load when the browser is idle, or at the first keystroke or "show more". */
const loadResults = () => import("./ArticleResults");

/**
 * Below the filters: featured and recent articles (the page data), then older ones ("show more"),
 * or the matches of a search or category; either loads every summary (src/lib/article-index.ts).
 */
export function InsightsBrowser({ data }: { data: Queries.InsightsPageQuery }) {
  const [texts, featured, recent, total] = [data.insightsPage!, data.featured.nodes, data.recent.nodes, data.all.totalCount];
  const [filter, setFilter] = useState<ArticleFilter>(noFilter);
  const [older, setOlder] = useState(0);
  const [message, setMessage] = useState("");
  const [results, requestResults] = useDeferredModule(loadResults);
  const searchRef = useRef<HTMLInputElement>(null);
  const filtering = isFiltering(filter);
  const known = [...featured, ...recent];

  useEffect(() => {
    if (filtering || older) requestResults();
  }, [filtering, older, requestResults]);
  const clear = useCallback(() => {
    setFilter(noFilter);
    searchRef.current?.focus();
  }, []);
  const Results = results?.default;

  return (
    <>
      <Filters ref={searchRef} texts={texts.filters} filter={filter} onChange={setFilter} />
      <p className={status} role="status">
        {Results ? message : filtering || older ? texts.filters.loading : ""}
      </p>
      {!filtering && (
        <>
          <CardList id="featured-heading" heading={texts.featuredHeading} articles={featured} texts={texts} featured />
          <CardList id="recent-heading" heading={texts.recentHeading} articles={recent} texts={texts} />
        </>
      )}
      {Results && <Results filter={filter} known={known} total={total} older={older} texts={texts} onStatus={setMessage} onClear={clear} />}
      {!filtering && known.length + older < total && (
        <div className={more}>
          <button
            type="button"
            className={buttonStyles("secondary")}
            onClick={() => setOlder((count) => count + MORE_STEP)}
            data-replay-tap
          >
            {texts.showMore}
          </button>
        </div>
      )}
    </>
  );
}
