/**
 * A production deploy's functions must know where the database is (other deploys and `npm start` use the local
 * backend): the problem, or null. Read at build so a deploy that could store nothing never goes live.
 */
export function missingProductionSettings(env: NodeJS.ProcessEnv): string | null {
  if (env.CONTEXT !== "production") return null;
  const missing = ["SUPABASE_URL", "SUPABASE_ANON_KEY"].filter((name) => !env[name]);
  if (!missing.length) return null;
  return (
    `This is a production build, but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set. ` +
    "Set them in Netlify (Site configuration > Environment variables) to the project URL and anon key from " +
    "Supabase (Project settings > API), then deploy again."
  );
}

/** GATSBY_INSIGHTS_PASSWORD_SHA256, when set, must be a SHA-256 hex digest, or every reader is locked out: the problem, or null. */
export function invalidPasswordDigest(env: NodeJS.ProcessEnv): string | null {
  const digest = env.GATSBY_INSIGHTS_PASSWORD_SHA256;
  if (digest === undefined || digest === "" || /^[0-9a-fA-F]{64}$/.test(digest)) return null;
  return (
    `GATSBY_INSIGHTS_PASSWORD_SHA256 is set, but it is not a SHA-256 digest (64 hexadecimal characters; it has ${digest.length} characters). ` +
    "Set it to the digest of the password, e.g. the output of: printf %s 'the password' | sha256sum"
  );
}
