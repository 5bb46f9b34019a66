import { css, cx } from "@linaria/core";
import { useEffect, useRef, useState } from "react";
import { loadArticleIndex, type ArticleSummary } from "../../lib/article-index";
import { filterArticles } from "../../lib/article-match";
import { isFiltering, type ArticleFilter } from "../../lib/insights-filter";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { buttonStyles } from "../ui/Button";
import { ArticleCard, CardList, cardGrid } from "./ArticleCard";

const empty = css`
  display: grid;
  justify-items: center;
  gap: ${space[4]};
  margin-top: ${space[6]};
  padding: clamp(${space[6]}, 6vw, ${space[8]}) ${space[5]};
  border: 1px dashed ${color.line};
  border-radius: ${radius.lg};
  text-align: center;
  p {
    margin: 0;
    font-size: ${fontSize.lg};
    color: ${color.ink};
  }
`;

/** Doubled, so its margin-top wins over the grid's margin whichever stylesheet comes first. */
const spaced = css`
  && {
    margin-top: ${space[5]};
  }
`;

/**
 * Newest first, comparing ISO dates as text: localeCompare's first call builds a collator, a long
 * task on a phone while the listing hydrates.
 */
const newestFirst = (a: ArticleSummary, b: ArticleSummary) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

type Index = { state: "idle" | "loading" | "failed" } | { state: "ready"; articles: readonly ArticleSummary[] };

interface ResultsProps {
  filter: ArticleFilter;
  /** The articles of the page data: featured, then recent. */
  known: readonly ArticleSummary[];
  /** How many articles there are in all. */
  total: number;
  /** How many older articles "show more" has asked for so far. */
  older: number;
  texts: { filters: Queries.InsightsFilters; resultsHeading: string; readTime: string; premiumLabel: string };
  /** What the listing's status line says: the number of matches, or that the complete list is loading or failed. */
  onStatus: (message: string) => void;
  onClear: () => void;
}

/**
 * The listing beyond its first two sections, loaded after the page: the matches of a search or
 * category, or the older articles "show more" asks for (src/lib/article-index.ts, loaded when needed).
 */
export default function ArticleResults({ filter, known, total, older, texts, onStatus, onClear }: ResultsProps) {
  const [index, setIndex] = useState<Index>({ state: "idle" });
  const firstNew = useRef<HTMLLIElement>(null);
  const filtering = isFiltering(filter);
  const complete = known.length >= total;
  const { filters } = texts;

  const load = () => {
    setIndex({ state: "loading" });
    loadArticleIndex().then(
      (articles) => setIndex({ state: "ready", articles }),
      () => setIndex({ state: "failed" }),
    );
  };
  const needed = !complete && (filtering || older > 0);
  useEffect(() => {
    if (needed && index.state === "idle") load();
  });

  const all = index.state === "ready" ? index.articles : [...known].sort(newestFirst);
  const results = filterArticles(all, filter);
  const listed = new Set(known.map((article) => article.slug));
  const olderArticles = index.state === "ready" ? index.articles.filter((article) => !listed.has(article.slug)).slice(0, older) : [];
  // Keyboard and screen-reader users land on the first of the articles "show more" added.
  const shown = useRef(0);
  const firstOfLast = shown.current;
  useEffect(() => {
    if (olderArticles.length > shown.current) firstNew.current?.querySelector("a")?.focus();
    shown.current = olderArticles.length;
  }, [olderArticles.length]);

  const message =
    needed && index.state !== "ready"
      ? index.state === "failed"
        ? filters.loadFailed
        : filters.loading
      : filtering
        ? filters.resultCount.replace("{count}", String(results.length))
        : "";
  useEffect(() => onStatus(message), [message, onStatus]);

  const retry = index.state === "failed" && (
    <button type="button" className={cx(buttonStyles("secondary"), spaced)} onClick={load}>
      {filters.retry}
    </button>
  );

  if (!filtering) {
    return (
      <>
        {olderArticles.length > 0 && (
          <ul className={cx(cardGrid, spaced)}>
            {olderArticles.map((article, i) => (
              <li key={article.slug} ref={i === firstOfLast ? firstNew : undefined}>
                <ArticleCard article={article} texts={texts} />
              </li>
            ))}
          </ul>
        )}
        {retry}
      </>
    );
  }
  if (results.length) {
    return (
      <CardList id="results-heading" heading={texts.resultsHeading} articles={results} texts={texts}>
        {retry}
      </CardList>
    );
  }
  if (needed && index.state === "loading") return null;
  return (
    <div className={empty}>
      <p>{filters.empty}</p>
      <button type="button" className={buttonStyles("secondary")} onClick={onClear}>
        {filters.clear}
      </button>
      {retry}
    </div>
  );
}
