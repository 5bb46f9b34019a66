/**
 * The anon key of the embedded local backend (`local/`). It is not a secret:
 * it only exists so the local server can check the apikey header the way
 * Supabase does. Production functions use SUPABASE_ANON_KEY instead.
 */
export const LOCAL_ANON_KEY = "everpeak-local-anon-key";
