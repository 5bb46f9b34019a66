import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const ROOT = path.resolve(__dirname, "..");
export const MIGRATIONS_DIR = path.join(ROOT, "supabase", "migrations");
export const DEFAULT_DATA_DIR = path.join(ROOT, ".data", "pglite");

/** What a Supabase project has before any migration: the API roles, and default privileges granting them all on new tables. */
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

/** The local database cannot be opened; the message is one sentence for whoever started the script. */
export class DatabaseUnavailable extends Error {}

/** Another living process has the data folder open (two processes writing one PGlite folder corrupt it). */
export class DatabaseInUse extends DatabaseUnavailable {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The local database at ${dataDir} is in use by process ${pid}.`);
  }
}

const LOCK_FILE = "local-owner.pid";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Claims `dataDir` for this process (PGlite keeps no lock of its own), taking over a dead process's
 * lock, or throws DatabaseInUse. Returns the release, which also runs when the process exits.
 */
function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const owner = Number(fs.readFileSync(lock, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) throw new DatabaseInUse(path.resolve(dataDir), owner);
      fs.rmSync(lock, { force: true });
    }
  }
  const release = () => {
    process.off("exit", release);
    try {
      if (fs.readFileSync(lock, "utf8").trim() === String(process.pid)) fs.rmSync(lock, { force: true });
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on("exit", release);
  return release;
}

/** Opens PGlite on a data folder, turning a folder that cannot be used (inside a file, not writable) into DatabaseUnavailable. */
async function openDataDir(dataDir: string): Promise<Database> {
  let release: () => void = () => undefined;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    const db = new PGlite(dataDir);
    await db.waitReady;
    const close = db.close.bind(db);
    db.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
    return db;
  } catch (cause) {
    release();
    if (cause instanceof DatabaseUnavailable) throw cause;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new DatabaseUnavailable(
      `The local database at ${path.resolve(dataDir)} cannot be opened (${reason}). Set LOCAL_DB to a writable folder, or LOCAL_DB=memory.`,
    );
  }
}

/**
 * Opens the local database ("memory": in memory) and applies the migrations it lacks, in file-name order, as
 * `supabase db push` would. The build names the folder itself: Gatsby's bundle of gatsby-node.ts moves this file.
 */
export async function openDatabase(dataDir: string = DEFAULT_DATA_DIR, migrations = MIGRATIONS_DIR): Promise<Database> {
  const db = dataDir === "memory" ? new PGlite() : await openDataDir(dataDir);
  try {
    await migrate(db, migrations);
  } catch (error) {
    // Closing releases the data folder for the next attempt.
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

async function migrate(db: Database, migrations: string) {
  await db.exec(SUPABASE_BASELINE);
  const applied = new Set((await db.query<{ name: string }>("select name from public.local_migrations")).rows.map((r) => r.name));
  const files = fs
    .readdirSync(migrations)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  for (const name of files) {
    if (applied.has(name)) continue;
    const sql = fs.readFileSync(path.join(migrations, name), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into public.local_migrations (name) values ($1)", [name]);
    });
  }
}
