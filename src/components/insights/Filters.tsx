import { css } from "@emotion/react";
import { forwardRef } from "react";
import { ALL_CATEGORIES, type ArticleFilter } from "../../lib/insights-filter";
import { color, fontSize, mq, radius, space } from "../../theme/tokens";
import { Icon } from "../ui/Icon";

export type FilterTexts = Queries.InsightsFilters;

const bar = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${space[4]};
  margin: 0;
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const field = css`
  display: grid;
  gap: ${space[2]};
  label {
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${color.ink};
  }
`;

const control = css`
  width: 100%;
  min-height: 48px;
  padding: 0 ${space[4]};
  border: 1.5px solid ${color.line};
  border-radius: ${radius.md};
  background-color: ${color.white};
  font: inherit;
  color: ${color.text};
  &::placeholder {
    color: ${color.placeholder};
  }
  &:focus {
    border-color: ${color.navy};
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
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
  texts: FilterTexts;
  filter: ArticleFilter;
  onChange: (filter: ArticleFilter) => void;
}

/** Search box and category dropdown; both filter as the visitor types or picks. */
export const Filters = forwardRef<HTMLInputElement, Props>(function Filters({ texts, filter, onChange }, searchRef) {
  return (
    <form css={bar} role="search" onSubmit={(event) => event.preventDefault()}>
      <div css={field}>
        <label htmlFor="insights-search">{texts.searchLabel}</label>
        <div css={searchWrap}>
          <Icon name="search" size={20} />
          <input
            ref={searchRef}
            id="insights-search"
            css={control}
            type="search"
            placeholder={texts.searchPlaceholder}
            value={filter.query}
            maxLength={100}
            onChange={(event) => onChange({ ...filter, query: event.target.value })}
          />
        </div>
      </div>
      <div css={field}>
        <label htmlFor="insights-category">{texts.categoryLabel}</label>
        <select id="insights-category" css={control} value={filter.category} onChange={(event) => onChange({ ...filter, category: event.target.value })}>
          <option value={ALL_CATEGORIES}>{texts.allLabel}</option>
          {texts.categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
});
