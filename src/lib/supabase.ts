import type { SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_ANON_KEY } from "./local-backend";

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
      // Production builds must set both (gatsby/env.ts); any other talks to the local backend on the site's own origin.
      const url = process.env.GATSBY_SUPABASE_URL || window.location.origin;
      const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
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
