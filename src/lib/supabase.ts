import type { SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_ANON_KEY } from "./local-backend";

let client: Promise<SupabaseClient> | null = null;

/**
 * The Supabase client, imported on first use so it is never in a page's first-load JavaScript. Only browsers
 * create one: supabase-js 2.110+ needs Node 22's native WebSocket to create a client.
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
