import type { Database } from "../../local/database";

/** The database tests' way in: statements run as the browser's API roles, as PostgREST runs them. */
export type Row = Record<string, unknown>;

/**
 * Runs one statement as a Supabase API role, inside a transaction, like PostgREST does
 * (which also hands the database the request's headers).
 */
export async function as(
  db: Database,
  role: "anon" | "authenticated",
  sql: string,
  params: unknown[] = [],
  headers?: Record<string, string>,
) {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    if (headers) await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
    return tx.query(sql, params);
  });
}

export function insert(db: Database, table: string, row: Row, options: { role?: "anon" | "authenticated"; from?: string } = {}) {
  const columns = Object.keys(row);
  const sql = `insert into public.${table} (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`;
  return as(
    db,
    options.role ?? "anon",
    sql,
    Object.values(row),
    options.from ? { "x-forwarded-for": `${options.from}, 10.0.0.1` } : undefined,
  );
}
