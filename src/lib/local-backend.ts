/** The local backend's anon key (`local/`): no secret, only there so the local server checks the apikey header as Supabase does. */
export const LOCAL_ANON_KEY = "everpeak-local-anon-key";
