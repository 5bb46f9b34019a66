/**
 * One stored value as `npm run submissions` prints it: NULL for a missing
 * optional value, "" for an empty string, so the two are told apart; dates in
 * ISO form; long text cut to 60 characters.
 */
export function tableCell(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (text === "") return '""';
  const oneLine = text.replace(/\s+/g, " ");
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine;
}

/** Rows as a plain text table: a header line, a rule, then one line a row, columns padded. */
export function formatTable(rows: readonly Record<string, unknown>[]): string {
  if (!rows.length) return "";
  const columns = Object.keys(rows[0]!);
  const cells = rows.map((row) => columns.map((column) => tableCell(row[column])));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join(" | ")
      .trimEnd();
  return [line(columns), widths.map((width) => "-".repeat(width)).join("-+-"), ...cells.map(line)].join("\n");
}
