import { createClient, type PostgrestError, type SupabaseClient } from "@supabase/supabase-js";
import { INDUSTRY_CONSTRAINT, REFUSALS, type ContactField, type Lead } from "../../src/lib/contact-rules";
import { LOCAL_ANON_KEY } from "../../src/lib/local-backend";

/**
 * The database as the functions reach it: Supabase's REST API with the anon key, whose role may only
 * insert (supabase/migrations). The visitor's address goes in a header of its own, for the database's
 * per-network throttle, which would otherwise see the function's address.
 */

export interface Backend {
  url: string;
  key: string;
}

/** Supabase's project (SUPABASE_URL, SUPABASE_ANON_KEY); without them, outside production, the local backend on the request's own origin. */
export function backendFor(requestUrl: string, env: Record<string, string | undefined>, production: boolean): Backend | null {
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) return { url: env.SUPABASE_URL, key: env.SUPABASE_ANON_KEY };
  return production ? null : { url: new URL(requestUrl).origin, key: LOCAL_ANON_KEY };
}

/** These functions never open Supabase Realtime; supabase-js needs a WebSocket class only to open it (Node 20 has none). */
class NoRealtime {
  constructor() {
    throw new Error("The intake functions do not use Supabase Realtime.");
  }
}

const clients = new Map<string, SupabaseClient>();

function client({ url, key }: Backend): SupabaseClient {
  const known = clients.get(`${url} ${key}`);
  if (known) return known;
  const made = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
  });
  clients.set(`${url} ${key}`, made);
  return made;
}

/** The database's answer to a visitor: refused (its sentence, a status, the field if one is to blame), duplicate, or failed (a short reason). */
export type StoreFailure = { ok: false; kind: "refused" | "failed" | "duplicate"; status: number; message: string; field?: ContactField };

const TIMEOUT_MS = 10_000;
const VISITOR_HEADER = "x-visitor-address";

function failure(error: PostgrestError | null, status: number): StoreFailure {
  const code = error?.code ?? "";
  const message = error?.message?.trim() ?? "";
  const fail = (kind: StoreFailure["kind"], answer: number, said: string): StoreFailure => ({
    ok: false,
    kind,
    status: answer,
    message: said,
  });
  // The throttles' sentences are written for visitors (supabase/migrations).
  if (code === "PT429") return fail("refused", 429, message);
  if (code === "23505") return fail("duplicate", 200, "");
  // Which industries exist is the database's to say (content/industries.yaml gives the form the same, checked
  // by the build): the rules cannot judge an industry, so this refusal is the visitor's sentence on the field.
  if (code === "23514" && message.includes(`"${INDUSTRY_CONSTRAINT}"`))
    return { ...fail("refused", 400, REFUSALS.industry), field: "industry" };
  // A constraint the rules let through: logged in the database's words, said to the visitor in theirs.
  if (/^2[23]/.test(code)) {
    console.error(`intake: the database refused a request the rules accepted (${code}: ${message}).`);
    return fail("refused", 400, "the request could not be stored as sent; please check each field and send it again");
  }
  if (status === 0 || !code) {
    console.error(`intake: the database did not store the request (${status}: ${message || "no answer"}).`);
    return fail("failed", 502, /abort/i.test(message) ? "the database did not answer in time" : "the database could not be reached");
  }
  console.error(`intake: the database refused the request (${code}: ${message}).`);
  return fail("failed", 502, "the database could not store the request");
}

/** Stores a request (public.submit_assessment_request) and returns the row as stored, which the team is told of. */
export async function storeLead(backend: Backend, lead: Lead, visitor: string | null): Promise<{ ok: true; row: Lead } | StoreFailure> {
  try {
    let call = client(backend)
      .rpc("submit_assessment_request", { request: { ...lead, submitted_at: new Date().toISOString() } })
      .abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    if (visitor) call = call.setHeader(VISITOR_HEADER, visitor);
    const { data, error, status } = await call;
    if (error || !data) return failure(error, status);
    return { ok: true, row: data as Lead };
  } catch (error) {
    return failure({ message: (error as Error).message } as PostgrestError, 0);
  }
}

/** Adds a newsletter address; an address already there is a duplicate (anon cannot read the table; the unique index says so). */
export async function storeSubscription(backend: Backend, email: string, visitor: string | null): Promise<{ ok: true } | StoreFailure> {
  try {
    let call = client(backend)
      .from("newsletter_subscriptions")
      .insert({ email, subscribed_at: new Date().toISOString() })
      .abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    if (visitor) call = call.setHeader(VISITOR_HEADER, visitor);
    const { error, status } = await call;
    return error ? failure(error, status) : { ok: true };
  } catch (error) {
    return failure({ message: (error as Error).message } as PostgrestError, 0);
  }
}
