/**
 * A production deploy (Netlify sets CONTEXT=production) must know where the
 * database is; every other build falls back to the embedded local backend.
 * Returns the problem as a sentence, or null.
 */
export function missingProductionSettings(env: NodeJS.ProcessEnv): string | null {
  if (env.CONTEXT !== "production") return null;
  const missing = ["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY"].filter((name) => !env[name]);
  if (!missing.length) return null;
  return (
    `This is a production build, but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set. ` +
    "Set them in Netlify (Site configuration > Environment variables) to the project URL and anon key from " +
    "Supabase (Project settings > API), then deploy again."
  );
}
