import { css, cx } from "@linaria/core";
import { color, fontSize, radius, space } from "../../../theme/tokens";

interface Props {
  caption: string;
  head: string[];
  rows: string[][];
  /** Bold the last row, e.g. a total. */
  emphasizeLast?: boolean;
}

const figure = css`
  margin: ${space[6]} 0;
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  overflow: hidden;
  figcaption {
    padding: ${space[3]} ${space[4]};
    background: ${color.snow};
    border-bottom: 1px solid ${color.line};
    font-size: ${fontSize.sm};
    font-weight: 700;
    color: ${color.ink};
  }
`;

/*
 * A wide table scrolls sideways, with shadows at the edges that can scroll; the caption stays
 * above, outside the scrolling part.
 */
const scroller = css`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${color.white} 30%, transparent) left / 2.5rem 100% no-repeat local,
    linear-gradient(to left, ${color.white} 30%, transparent) right / 2.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${color.scrollShadow}, transparent) left / 0.875rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${color.scrollShadow}, transparent) right / 0.875rem 100% no-repeat scroll;
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  line-height: 1.5;
  th,
  td {
    padding: ${space[3]} ${space[4]};
    border-bottom: 1px solid ${color.line};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${color.navy};
    color: ${color.white};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:last-child > th,
  tbody tr:last-child > td {
    border-bottom: 0;
  }
  tbody th {
    font-weight: 600;
    color: ${color.ink};
  }
`;

/*
 * The cells named th and td, not "> *": a selector ending in * is tried against every element
 * of the page, and cost more than all the page's other rules together.
 */
const emphasized = css`
  tbody tr:last-child > th,
  tbody tr:last-child > td {
    background: ${color.mist};
    font-weight: 700;
    color: ${color.ink};
  }
`;

/** A table with a caption; each row's first cell labels the row. */
export function DataTable({ caption, head, rows, emphasizeLast = false }: Props) {
  return (
    <figure className={figure}>
      <figcaption aria-hidden="true">{caption}</figcaption>
      {/* A table wider than a phone scrolls sideways in this region, which takes focus so a keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className={scroller} aria-label={caption} tabIndex={0}>
        <table className={cx(table, emphasizeLast && emphasized)}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={c}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </figure>
  );
}
