import { css } from "@linaria/core";
import { color, fontSize, mq, radius, space } from "../../../theme/tokens";
import { displayType } from "../../ui/styles";

/** The frame of a reader tool in an article: set apart from the prose, full width of the column. */
export const frame = css`
  margin: ${space[7]} 0;
  padding: clamp(${space[4]}, 4vw, ${space[6]});
  border: 1px solid ${color.line};
  border-top: 4px solid ${color.gold};
  border-radius: ${radius.md};
  background: ${color.snow};
  font-size: 1rem;
  line-height: 1.55;
`;

export const title = css`
  margin: 0 0 ${space[2]};
  ${displayType(fontSize.xl)}
  line-height: 1.25;
  color: ${color.ink};
`;

export const intro = css`
  margin: 0 0 ${space[5]};
  color: ${color.textMuted};
`;

/** The result in words, read out when it changes; room kept for its longest wording, so nothing below moves. */
export const reading = css`
  margin: ${space[5]} 0;
  min-height: calc(2 * 1.55em);
  font-weight: 600;
  color: ${color.ink};
  ${mq.mobile} {
    min-height: calc(5 * 1.55em);
  }
  &[data-problem] {
    color: ${color.dangerText};
  }
`;

export const note = css`
  margin: ${space[4]} 0 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

/* The ROI calculator's parts. */

export const fieldsGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12.5rem, 1fr));
  gap: ${space[4]};
  > div {
    grid-template-rows: 1fr auto;
    align-items: end;
  }
`;

/** An amount's input, with the currency's sign inside its left edge. */
export const money = css`
  position: relative;
  display: block;
  > span {
    position: absolute;
    top: 50%;
    left: ${space[4]};
    transform: translateY(-50%);
    color: ${color.textMuted};
    pointer-events: none;
  }
  > input {
    padding-left: calc(${space[4]} + var(--sign, 1ch) + ${space[2]});
  }
`;

/** The results: figures never wrap, so a new result changes no row's height (a very long one scrolls sideways). */
export const results = css`
  margin-top: ${space[5]};
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  tr {
    background: ${color.white};
  }
  caption {
    padding-bottom: ${space[2]};
    text-align: left;
    font-weight: 700;
    color: ${color.ink};
  }
  th,
  td {
    padding: ${space[3]};
    border-bottom: 1px solid ${color.line};
    text-align: left;
    vertical-align: bottom;
  }
  thead th {
    font-size: ${fontSize.sm};
    color: ${color.textMuted};
  }
  /* Each column a fixed share, which the table keeps while its figures fit: laid out by content, a longer result
     ("Not within 10 years" twice) widened the figures' columns and wrapped the row headings, 48 px taller. */
  thead td {
    width: 34%;
  }
  thead th {
    width: 33%;
  }
  tbody th {
    font-weight: 600;
    color: ${color.ink};
  }
  td {
    white-space: nowrap;
    font-weight: 600;
  }
  /* A phone or a narrow tablet, where three columns of figures do not fit the column of text: each measure's
     name above its two figures, which keep the columns' headings. */
  ${mq.mobile} {
    th,
    td {
      padding: ${space[2]};
      font-size: ${fontSize.sm};
    }
    table,
    thead,
    tbody,
    caption {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
    }
    thead td {
      display: none;
    }
    thead th {
      width: auto;
    }
    tbody th {
      grid-column: 1 / -1;
      padding-bottom: 0;
      border-bottom: 0;
    }
    td {
      white-space: normal;
    }
    /* Here a payback wraps ("8.6 months after go-live" on two lines): its cells keep two lines' room, so a
       dash or a one-line wording in their place moves nothing below. */
    tbody tr:last-child td {
      min-height: calc(2 * 1.55em + 2 * ${space[2]} + 1px);
    }
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;
