import type { SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_ANON_KEY } from "./local-backend";

/**
 * Where the database is. Production builds must set both variables (the
 * build fails without them, see gatsby/env.ts); any other build talks to the
 * embedded local backend on the site's own origin.
 */
export function supabaseSettings(origin: string) {
  return {
    url: process.env.GATSBY_SUPABASE_URL || origin,
    anonKey: process.env.GATSBY_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  };
}

let client: Promise<SupabaseClient> | null = null;

/**
 * The Supabase client, created on first use. supabase-js is imported
 * dynamically so it is never part of a page's first-load JavaScript.
 * Only browsers create one: supabase-js 2.110 and later needs Node 22 to
 * create a client (on Node 20 createClient() throws "native WebSocket not
 * found"), and no build step or Node test here creates one.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import("@supabase/supabase-js")
    .then(({ createClient }) => {
      const { url, anonKey } = supabaseSettings(window.location.origin);
      // No accounts on this site: keep the client from touching storage or the URL.
      return createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
    })
    .catch((error: Error) => {
      client = null;
      throw error;
    });
  return client;
}
