import type { Database } from "../../supabase/database";

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

/** Inserts one row as `role` (anon unless told), from the client address `from` (x-forwarded-for), or with `headers` instead. */
export function insert(
  db: Database,
  table: string,
  row: Row,
  options: { role?: "anon" | "authenticated"; from?: string; headers?: Record<string, string> } = {},
) {
  const columns = Object.keys(row);
  const sql = `insert into public.${table} (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`;
  return as(
    db,
    options.role ?? "anon",
    sql,
    Object.values(row),
    options.headers ?? (options.from ? { "x-forwarded-for": `${options.from}, 10.0.0.1` } : undefined),
  );
}

/** The address the intake functions reach the database from: every request through them comes from it. */
export const FUNCTION_ADDRESS = "198.18.0.10";

/**
 * Calls public.submit_assessment_request as the intake functions do (netlify/intake/database.ts): PostgREST's
 * rpc as `role` (anon unless told), from FUNCTION_ADDRESS, naming `visitor` in x-visitor-address; `headers` instead
 * of those; neither: no request headers (no client hash, no per-address throttle). Returns the row it answers.
 */
export async function submit(
  db: Database,
  request: unknown,
  options: { role?: "anon" | "authenticated"; visitor?: string; headers?: Record<string, string> } = {},
): Promise<Row> {
  const headers =
    options.headers ?? (options.visitor ? { "x-visitor-address": options.visitor, "x-forwarded-for": FUNCTION_ADDRESS } : undefined);
  const { rows } = await as(
    db,
    options.role ?? "anon",
    "select public.submit_assessment_request($1::jsonb) as row",
    [JSON.stringify(request)],
    headers,
  );
  return (rows[0] as { row: Row }).row;
}
