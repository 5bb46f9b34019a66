import path from "node:path";
import { DatabaseInUse, DatabaseUnavailable, DEFAULT_DATA_DIR, openDatabase } from "../supabase/database";

/**
 * `npm run submissions`: prints the requests and sign-ups the local backend stored. Asks the running
 * server first (only one process may open the database), which answers only with LOCAL_INSPECT=1.
 */
type Row = Record<string, unknown>;

/** A stored value: NULL and "" told apart, dates in ISO form, long text cut to 60 characters. */
function tableCell(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (text === "") return '""';
  const oneLine = text.replace(/\s+/g, " ");
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine;
}

/** Rows as a plain text table: a header line, a rule, then one line a row, columns padded. */
function formatTable(rows: readonly Record<string, unknown>[]): string {
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

/** The server's rows; "refused" when a server answered but does not share them; null when none answered. */
async function fromServer(table: string): Promise<Row[] | "refused" | null> {
  const port = process.env.PORT ?? "9000";
  let response: Response;
  try {
    response = await fetch(`http://localhost:${port}/__local/${table}`);
  } catch {
    return null;
  }
  // Nothing of a refusal is read: a 404 is the site's 404 page, not rows.
  if (!response.ok) {
    await response.body?.cancel();
    return "refused";
  }
  return (await response.json()) as Row[];
}

async function fromDisk(dataDir: string, tables: string[]): Promise<Record<string, Row[]>> {
  const db = await openDatabase(dataDir);
  try {
    const result: Record<string, Row[]> = {};
    for (const table of tables) result[table] = (await db.query<Row>(`select * from public.${table} order by created_at`)).rows;
    return result;
  } finally {
    await db.close();
  }
}

/** One sentence for a database that cannot be read: the running server holds it, or LOCAL_DB names an unusable folder. */
function explain(error: DatabaseUnavailable): string {
  if (!(error instanceof DatabaseInUse)) return error.message;
  return `The local database at ${error.dataDir} is in use by the running local server (process ${error.pid}): stop the server, or start it with LOCAL_INSPECT=1 so \`npm run submissions\` can ask it for the rows.`;
}

async function main() {
  const tables = ["contact_submissions", "newsletter_subscriptions"];
  const dataDir = process.env.LOCAL_DB ?? DEFAULT_DATA_DIR;
  const live = await Promise.all(tables.map(fromServer));
  let data: Record<string, Row[]>;
  if (live.every(Array.isArray)) data = Object.fromEntries(tables.map((t, i) => [t, live[i] as Row[]]));
  else {
    data = await fromDisk(dataDir, tables);
    // The folder was free, so the server that answered keeps its rows elsewhere (LOCAL_DB=memory, another folder).
    if (live.includes("refused"))
      console.error(
        `A local server is running but does not share its rows (start it with LOCAL_INSPECT=1); these are the rows stored in ${path.resolve(dataDir)}.`,
      );
  }
  for (const table of tables) {
    const rows = data[table] ?? [];
    console.log(`\n${table}: ${rows.length} row${rows.length === 1 ? "" : "s"}`);
    if (rows.length) console.log(formatTable(rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== "id")))));
  }
}

main().catch((error: Error) => {
  console.error(error instanceof DatabaseUnavailable ? explain(error) : `Could not read the local database: ${error.message}`);
  process.exit(1);
});
