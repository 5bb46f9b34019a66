import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const ROOT = path.resolve(__dirname, "..");
export const MIGRATIONS_DIR = path.join(ROOT, "supabase", "migrations");
export const DEFAULT_DATA_DIR = path.join(ROOT, ".data", "pglite");

/**
 * What a Supabase project has before any migration: the API roles, their use
 * of the public schema, and default privileges that grant them everything on
 * new tables (which the migrations must take back).
 */
const SUPABASE_BASELINE = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
create table if not exists public.local_migrations (name text primary key, applied_at timestamptz not null default now());
revoke all on table public.local_migrations from anon, authenticated;
`;

export type Database = PGlite;

/**
 * Opens the local database (in memory when `dataDir` is "memory") and applies
 * any migration from supabase/migrations that it has not applied yet, in
 * file-name order, exactly as `supabase db push` would.
 */
export async function openDatabase(dataDir: string = DEFAULT_DATA_DIR): Promise<Database> {
  if (dataDir !== "memory") fs.mkdirSync(dataDir, { recursive: true });
  const db = dataDir === "memory" ? new PGlite() : new PGlite(dataDir);
  await db.exec(SUPABASE_BASELINE);
  const applied = new Set((await db.query<{ name: string }>("select name from public.local_migrations")).rows.map((r) => r.name));
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  for (const name of files) {
    if (applied.has(name)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, name), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into public.local_migrations (name) values ($1)", [name]);
    });
  }
  return db;
}
