import { css } from "@emotion/react";
import { color, fontSize, radius, space } from "../../../theme/tokens";

interface Props {
  caption: string;
  head: string[];
  rows: string[][];
  /** Bold the last row, e.g. a total. */
  emphasizeLast?: boolean;
}

/** Scrolls sideways on narrow screens instead of squeezing the columns. */
const scroller = css`
  margin: ${space[6]} 0;
  overflow-x: auto;
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  &:focus-visible {
    outline-offset: 2px;
  }
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  line-height: 1.5;
  caption {
    padding: ${space[3]} ${space[4]};
    background: ${color.snow};
    border-bottom: 1px solid ${color.line};
    text-align: left;
    font-weight: 700;
    color: ${color.ink};
  }
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
  tbody tr:last-of-type > * {
    border-bottom: 0;
  }
  tbody th {
    font-weight: 600;
    color: ${color.ink};
  }
`;

const emphasized = css`
  tbody tr:last-of-type > * {
    background: ${color.mist};
    font-weight: 700;
    color: ${color.ink};
  }
`;

/** A table with a caption; each row's first cell labels the row. */
export function DataTable({ caption, head, rows, emphasizeLast = false }: Props) {
  return (
    <section css={scroller} aria-label={caption} tabIndex={0}>
      <table css={[table, emphasizeLast && emphasized]}>
        <caption>{caption}</caption>
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
  );
}
