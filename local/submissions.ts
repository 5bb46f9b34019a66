import { DEFAULT_DATA_DIR, openDatabase } from "./database";
import { formatTable } from "./table-cell";

/**
 * `npm run submissions`: prints the assessment requests (and newsletter
 * sign-ups) the local backend has stored. Asks the running local server
 * first, because only one process may open the database at a time.
 */
type Row = Record<string, unknown>;

async function fromServer(table: string): Promise<Row[] | null> {
  const port = process.env.PORT ?? "9000";
  try {
    const response = await fetch(`http://localhost:${port}/__local/${table}`);
    return response.ok ? ((await response.json()) as Row[]) : null;
  } catch {
    return null;
  }
}

async function fromDisk(tables: string[]): Promise<Record<string, Row[]>> {
  const db = await openDatabase(process.env.LOCAL_DB ?? DEFAULT_DATA_DIR);
  try {
    const result: Record<string, Row[]> = {};
    for (const table of tables) result[table] = (await db.query<Row>(`select * from public.${table} order by created_at`)).rows;
    return result;
  } finally {
    await db.close();
  }
}


async function main() {
  const tables = ["contact_submissions", "newsletter_subscriptions"];
  const live = await Promise.all(tables.map(fromServer));
  const data = live.every(Boolean) ? Object.fromEntries(tables.map((t, i) => [t, live[i]!])) : await fromDisk(tables);
  for (const table of tables) {
    const rows = data[table] ?? [];
    console.log(`\n${table}: ${rows.length} row${rows.length === 1 ? "" : "s"}`);
    if (rows.length) console.log(formatTable(rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== "id")))));
  }
}

main().catch((error: Error) => {
  console.error(`Could not read the local database: ${error.message}`);
  process.exit(1);
});
