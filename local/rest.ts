import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCAL_ANON_KEY } from "../src/lib/local-backend";
import type { Database } from "./database";
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

/** Answers supabase-js's insert (`POST /rest/v1/<table>`) from PGlite as the `anon` role, so grants, RLS and CHECKs decide as on Supabase. */
export function createRestHandler(db: Database) {
  return async (req: IncomingMessage, res: ServerResponse, table: string) => {
    if (req.method === "OPTIONS") return sendJson(res, 204, undefined, CORS);
    const reply = (status: number, body?: unknown) => sendJson(res, status, body, CORS);

    if (req.method !== "POST") {
      res.setHeader("Allow", "POST, OPTIONS");
      return reply(405, restError("PGRST117", `Only POST (insert) is served locally, not ${req.method}.`));
    }
    const apikey = req.headers.apikey;
    if (apikey !== LOCAL_ANON_KEY) {
      return reply(
        401,
        restError(
          "PGRST301",
          apikey ? "Invalid API key." : "No API key found in request.",
          null,
          "Send the anon key in the apikey header.",
        ),
      );
    }
    const noTable = () => reply(404, restError("PGRST205", `Could not find the table 'public.${table}' in the schema cache`));
    if (!IDENTIFIER.test(table)) return noTable();

    const body = await readBody(req, MAX_BODY);
    if (!body) return reply(413, restError("PGRST413", `The body is larger than ${MAX_BODY} bytes.`));
    let rows: Record<string, unknown>[];
    try {
      const parsed: unknown = JSON.parse(body.toString("utf8"));
      rows = Array.isArray(parsed) ? parsed : [parsed];
      if (rows.length === 0 || !rows.every((row) => row && typeof row === "object" && !Array.isArray(row))) throw new SyntaxError();
    } catch {
      return reply(400, restError("PGRST102", "Empty or invalid json"));
    }

    const columns = Object.keys(rows[0]!);
    const unknown = columns.find((column) => !IDENTIFIER.test(column));
    if (unknown !== undefined || columns.length === 0) {
      return reply(400, restError("PGRST204", `Could not find the '${unknown ?? ""}' column of '${table}' in the schema cache`));
    }
    if (rows.some((row) => Object.keys(row).sort().join() !== [...columns].sort().join())) {
      return reply(400, restError("PGRST102", "All object keys must match"));
    }

    const returning = /return=representation/.test(String(req.headers.prefer ?? "")) ? " returning *" : "";
    const placeholders = rows.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(", ")})`).join(", ");
    const sql = `insert into public.${table} (${columns.map((c) => `"${c}"`).join(", ")}) values ${placeholders}${returning}`;
    const values = rows.flatMap((row) =>
      columns.map((column) => {
        const value = row[column];
        return value !== null && typeof value === "object" ? JSON.stringify(value) : value;
      }),
    );

    try {
      const result = await db.transaction(async (tx) => {
        await tx.exec("set local role anon");
        // As PostgREST does: the request's headers, for the database's throttle (supabase/migrations).
        await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(requestHeaders(req))]);
        return tx.query(sql, values);
      });
      return returning ? reply(201, result.rows) : reply(201);
    } catch (cause) {
      const pg = cause as { code?: string; message: string; detail?: string; hint?: string };
      const code = pg.code ?? "XX000";
      if (code === "42P01") return noTable();
      return reply(statusFor(code), restError(code, pg.message, pg.detail ?? null, pg.hint ?? null));
    }
  };
}
