import { css } from "@linaria/core";
import { forwardRef } from "react";
import { ALL_CATEGORIES, type ArticleFilter } from "../../lib/insights-filter";
import { color, mq, space } from "../../theme/tokens";
import { control, Field } from "../ui/Form";
import { Icon } from "../ui/Icon";

const bar = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${space[4]};
  margin: 0;
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const searchWrap = css`
  position: relative;
  svg {
    position: absolute;
    left: ${space[4]};
    top: 50%;
    transform: translateY(-50%);
    color: ${color.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: calc(${space[4]} + 28px);
  }
`;

interface Props {
  texts: Queries.InsightsFilters;
  filter: ArticleFilter;
  onChange: (filter: ArticleFilter) => void;
}

/** Search box and category dropdown; both filter as the visitor types or picks. */
export const Filters = forwardRef<HTMLInputElement, Props>(function Filters({ texts, filter, onChange }, searchRef) {
  return (
    <div className={bar} role="search">
      <Field id="insights-search" label={texts.searchLabel}>
        <div className={searchWrap}>
          <Icon name="search" size={20} />
          <input
            ref={searchRef}
            id="insights-search"
            className={control}
            type="search"
            placeholder={texts.searchPlaceholder}
            value={filter.query}
            maxLength={100}
            onChange={(event) => onChange({ ...filter, query: event.target.value })}
          />
        </div>
      </Field>
      <Field id="insights-category" label={texts.categoryLabel}>
        <select
          id="insights-category"
          className={control}
          value={filter.category}
          onChange={(event) => onChange({ ...filter, category: event.target.value })}
        >
          <option value={ALL_CATEGORIES}>{texts.allLabel}</option>
          {texts.categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
});
