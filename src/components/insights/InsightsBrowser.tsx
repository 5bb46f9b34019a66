import { css } from "@emotion/react";
import { useRef, useState } from "react";
import { filterArticles, isFiltering, noFilter, type ArticleFilter } from "../../lib/insights-filter";
import { color, font, fontSize, mq, radius, space } from "../../theme/tokens";
import { buttonStyles } from "../ui/Button";
import { columns } from "../ui/styles";
import { ArticleCard, type ArticleSummary } from "./ArticleCard";
import { Filters, type FilterTexts } from "./Filters";

interface Texts {
  filters: FilterTexts;
  featuredHeading: string;
  recentHeading: string;
  resultsHeading: string;
  readTime: string;
  premiumLabel: string;
}

const sectionHeading = css`
  margin: 0 0 ${space[5]};
  font-family: ${font.display};
  font-size: ${fontSize.xl};
  font-weight: 600;
  color: ${color.ink};
`;

const section = css`
  margin-top: clamp(${space[5]}, 3vw, ${space[7]});
`;

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

/**
 * Everything below the filters: featured and recent articles, or the
 * matching ones while a search or category is active.
 */
export function InsightsBrowser({ articles, texts }: { articles: readonly ArticleSummary[]; texts: Texts }) {
  const [filter, setFilter] = useState<ArticleFilter>(noFilter);
  const searchRef = useRef<HTMLInputElement>(null);
  const filtering = isFiltering(filter);
  const results = filterArticles(articles, filter);
  const card = (article: ArticleSummary, large = false) => (
    <li key={article.slug}>
      <ArticleCard article={article} large={large} premiumLabel={texts.premiumLabel} readTime={texts.readTime.replace("{minutes}", String(article.readTime))} />
    </li>
  );
  const clear = () => {
    setFilter(noFilter);
    searchRef.current?.focus();
  };

  const featured = articles.filter((article) => article.featured);
  const recent = articles.filter((article) => !article.featured);

  return (
    <>
      <Filters ref={searchRef} texts={texts.filters} filter={filter} onChange={setFilter} />
      <p css={status} role="status">
        {filtering ? texts.filters.resultCount.replace("{count}", String(results.length)) : ""}
      </p>
      {!filtering ? (
        <>
          <section css={section} aria-labelledby="featured-heading">
            <h2 id="featured-heading" css={sectionHeading}>
              {texts.featuredHeading}
            </h2>
            <ul css={featuredGrid}>{featured.map((article, i) => card(article, i === 0))}</ul>
          </section>
          <section css={section} aria-labelledby="recent-heading">
            <h2 id="recent-heading" css={sectionHeading}>
              {texts.recentHeading}
            </h2>
            <ul css={columns(3, 2)}>{recent.map((article) => card(article))}</ul>
          </section>
        </>
      ) : results.length ? (
        <section css={section} aria-labelledby="results-heading">
          <h2 id="results-heading" css={sectionHeading}>
            {texts.resultsHeading}
          </h2>
          <ul css={columns(3, 2)}>{results.map((article) => card(article))}</ul>
        </section>
      ) : (
        <div css={empty}>
          <p>{texts.filters.empty}</p>
          <button type="button" css={buttonStyles("secondary")} onClick={clear}>
            {texts.filters.clear}
          </button>
        </div>
      )}
    </>
  );
}
