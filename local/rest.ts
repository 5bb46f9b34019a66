import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCAL_ANON_KEY } from "../src/lib/local-backend";
import type { Database } from "../supabase/database";
import { readBody, sendJson } from "./http";

/** PostgREST's error body. */
export const restError = (code: string, message: string, details: string | null = null, hint: string | null = null) => ({
  code,
  message,
  details,
  hint,
});

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const MAX_BODY = 1024 * 1024;

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "apikey, authorization, content-type, prefer, x-client-info, accept-profile, content-profile",
};

/** Postgres error codes -> the HTTP status PostgREST answers with, for the anon role. */
function statusFor(code: string): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2)); // PostgREST: SQLSTATE PTxyz answers HTTP xyz

  if (code === "23505") return 409; // unique violation
  if (code === "42501") return 401; // permission denied (anon; PostgREST says 403 when authenticated)
  if (code.startsWith("23") || code.startsWith("22") || code === "42703") return 400; // constraint, data, unknown column
  return 500;
}

/** The headers PostgREST hands the database; with no proxy in front, the client is the socket unless the request names one (as the browser tests do). */
function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers = Object.fromEntries(Object.entries(req.headersDistinct).map(([name, values]) => [name, (values ?? []).join(", ")]));
  return { "x-forwarded-for": req.socket.remoteAddress ?? "unknown", ...headers };
}

/** Said by readRequest when it has answered already (a wrong key, a body too large or not JSON). */
const ANSWERED = Symbol("answered");

/** The body as JSON, or ANSWERED when the key is wrong or the body too large or not JSON. */
async function readRequest(req: IncomingMessage, reply: (status: number, body?: unknown) => void): Promise<unknown> {
  const apikey = req.headers.apikey;
  if (apikey !== LOCAL_ANON_KEY) {
    reply(
      401,
      restError("PGRST301", apikey ? "Invalid API key." : "No API key found in request.", null, "Send the anon key in the apikey header."),
    );
    return ANSWERED;
  }
  const body = await readBody(req, MAX_BODY);
  if (!body) {
    reply(413, restError("PGRST413", `The body is larger than ${MAX_BODY} bytes.`));
    return ANSWERED;
  }
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    reply(400, restError("PGRST102", "Empty or invalid json"));
    return ANSWERED;
  }
}

/** Runs `sql` as the `anon` role in a transaction, with the request's headers set as PostgREST sets them (the database's throttle reads them). */
function asAnon(db: Database, req: IncomingMessage, sql: string, values: unknown[]) {
  return db.transaction(async (tx) => {
    await tx.exec("set local role anon");
    await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(requestHeaders(req))]);
    return tx.query<Record<string, unknown>>(sql, values);
  });
}

/** A JSON value as a query parameter, as PostgREST passes it: an object or array as its JSON text. */
const asParameter = (value: unknown) => (value !== null && typeof value === "object" ? JSON.stringify(value) : value);

/**
 * Answers supabase-js's insert (`POST /rest/v1/<table>`) and function call (`POST /rest/v1/rpc/<name>`, named
 * arguments) from PGlite as the `anon` role, so grants, RLS and CHECKs decide as on Supabase.
 */
export function createRestHandler(db: Database) {
  return async (req: IncomingMessage, res: ServerResponse, target: { table: string } | { rpc: string }) => {
    if (req.method === "OPTIONS") return sendJson(res, 204, undefined, CORS);
    const reply = (status: number, body?: unknown) => sendJson(res, status, body, CORS);

    if (req.method !== "POST") {
      res.setHeader("Allow", "POST, OPTIONS");
      return reply(405, restError("PGRST117", `Only POST (insert or call) is served locally, not ${req.method}.`));
    }
    const name = "rpc" in target ? target.rpc : target.table;
    const missing = () =>
      "rpc" in target
        ? reply(404, restError("PGRST202", `Could not find the function public.${name} in the schema cache`))
        : reply(404, restError("PGRST205", `Could not find the table 'public.${name}' in the schema cache`));
    if (!IDENTIFIER.test(name)) return missing();
    const parsed = await readRequest(req, reply);
    if (parsed === ANSWERED) return;

    const query =
      "rpc" in target ? rpcQuery(name, parsed) : insertQuery(name, parsed, /return=representation/.test(String(req.headers.prefer ?? "")));
    if ("code" in query) return query.code === "PGRST202" ? missing() : reply(400, restError(query.code, query.message));
    try {
      const { rows } = await asAnon(db, req, query.sql, query.values);
      if ("rpc" in target) return reply(200, rows[0]?.result ?? null);
      return query.returning ? reply(201, rows) : reply(201);
    } catch (cause) {
      const pg = cause as { code?: string; message: string; detail?: string; hint?: string };
      // An undefined function or table.
      if (pg.code === ("rpc" in target ? "42883" : "42P01")) return missing();
      const code = pg.code ?? "XX000";
      return reply(statusFor(code), restError(code, pg.message, pg.detail ?? null, pg.hint ?? null));
    }
  };
}

type Query = { sql: string; values: unknown[]; returning?: boolean } | { code: string; message: string };

/** A function call with named arguments (`{ request: {...} }`), or why there is none. */
function rpcQuery(name: string, parsed: unknown): Query {
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { code: "PGRST102", message: "Empty or invalid json" };
  const args = Object.entries(parsed);
  if (args.some(([arg]) => !IDENTIFIER.test(arg))) return { code: "PGRST202", message: "" };
  const sql = `select public.${name}(${args.map(([arg], i) => `${arg} => $${i + 1}`).join(", ")}) as result`;
  return { sql, values: args.map(([, value]) => asParameter(value)) };
}

/** An insert of one row or a list of rows with the same columns, or why there is none. */
function insertQuery(name: string, parsed: unknown, returning: boolean): Query {
  const rows = Array.isArray(parsed) ? (parsed as unknown[]) : [parsed];
  if (rows.length === 0 || !rows.every((row) => row && typeof row === "object" && !Array.isArray(row)))
    return { code: "PGRST102", message: "Empty or invalid json" };
  const records = rows as Record<string, unknown>[];
  const columns = Object.keys(records[0]!);
  const unknown = columns.find((column) => !IDENTIFIER.test(column));
  if (unknown !== undefined || columns.length === 0)
    return { code: "PGRST204", message: `Could not find the '${unknown ?? ""}' column of '${name}' in the schema cache` };
  if (records.some((row) => Object.keys(row).sort().join() !== [...columns].sort().join()))
    return { code: "PGRST102", message: "All object keys must match" };
  const placeholders = records.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(", ")})`).join(", ");
  const sql = `insert into public.${name} (${columns.map((c) => `"${c}"`).join(", ")}) values ${placeholders}${returning ? " returning *" : ""}`;
  return { sql, values: records.flatMap((row) => columns.map((column) => asParameter(row[column]))), returning };
}
