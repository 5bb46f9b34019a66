import { css } from "@linaria/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useDeferredModule } from "../../hooks/use-deferred-module";
import { isFiltering, noFilter, type ArticleFilter } from "../../lib/insights-filter";
import { color, fontSize, mq, space } from "../../theme/tokens";
import { buttonStyles } from "../ui/Button";
import type { ArticleSummary } from "../../lib/article-index";
import { ArticleCard, cardGrid, cardListHeading, cardListSection } from "./ArticleCard";
import { Filters } from "./Filters";

type Texts = Pick<
  NonNullable<Queries.InsightsPageQuery["insightsPage"]>,
  "filters" | "featuredHeading" | "recentHeading" | "resultsHeading" | "showMore" | "readTime" | "premiumLabel"
>;

/** The first featured article takes the left column, the other two stack on the right. */
const featuredGrid = css`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  grid-template-rows: auto auto;
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li:first-of-type {
    grid-row: span 2;
  }
  ${mq.belowLarge} {
    grid-template-columns: 1fr;
    > li:first-of-type {
      grid-row: auto;
    }
  }
`;

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
export function InsightsBrowser({ featured, recent, total, texts }: Props) {
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
  const card = (article: ArticleSummary, large = false) => <ArticleCard article={article} large={large} texts={texts} />;
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
          <section className={cardListSection} aria-labelledby="featured-heading">
            <h2 id="featured-heading" className={cardListHeading}>
              {texts.featuredHeading}
            </h2>
            <ul className={featuredGrid}>
              {featured.map((article, i) => (
                <li key={article.slug}>{card(article, i === 0)}</li>
              ))}
            </ul>
          </section>
          <section className={cardListSection} aria-labelledby="recent-heading">
            <h2 id="recent-heading" className={cardListHeading}>
              {texts.recentHeading}
            </h2>
            <ul className={cardGrid}>
              {recent.map((article) => (
                <li key={article.slug}>{card(article)}</li>
              ))}
            </ul>
          </section>
        </>
      )}
      {Results && (
        <Results
          filter={filter}
          known={known}
          total={total}
          older={older}
          texts={texts}
          card={card}
          onStatus={setMessage}
          onClear={clear}
        />
      )}
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

interface Props {
  featured: readonly ArticleSummary[];
  recent: readonly ArticleSummary[];
  /** How many articles there are in all. */
  total: number;
  texts: Texts;
}
