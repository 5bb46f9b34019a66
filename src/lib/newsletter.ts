import type { SupabaseClient } from "@supabase/supabase-js";
import { EMAIL_SHAPE, FIELD_LIMITS } from "./contact-rules";
import { insertFailure } from "./insert-errors";
import { getSupabase } from "./supabase";

export type SubscribeResult = { ok: true } | { ok: false; kind: "duplicate" } | { ok: false; kind: "failed"; message: string };

export interface NewsletterDependencies {
  getClient: () => Promise<Pick<SupabaseClient, "from">>;
  now: () => Date;
}

/** Postgres' unique_violation: the table's case-insensitive unique index on email. */
const UNIQUE_VIOLATION = "23505";

const defaults: NewsletterDependencies = { getClient: getSupabase, now: () => new Date() };

/** Adds an email to newsletter_subscriptions. A repeat is known by the unique index's error code: anon cannot read the table. */
export async function subscribe(email: string, deps: NewsletterDependencies = defaults): Promise<SubscribeResult> {
  const address = email.trim();
  if (!EMAIL_SHAPE.test(address) || address.length > FIELD_LIMITS.email) {
    return { ok: false, kind: "failed", message: "please enter a valid email address." };
  }
  try {
    const client = await deps.getClient();
    const { error, status, statusText } = await client
      .from("newsletter_subscriptions")
      .insert({ email: address, subscribed_at: deps.now().toISOString() });
    if (!error) return { ok: true };
    if (error.code === UNIQUE_VIOLATION) return { ok: false, kind: "duplicate" };
    return { ok: false, kind: "failed", message: insertFailure(error, status, statusText).message };
  } catch (error) {
    return { ok: false, kind: "failed", message: (error as Error).message || String(error) };
  }
}

/** Starts loading the database client, so the first sign-up does not wait for it. */
export function warmUp(): void {
  void getSupabase().catch(() => undefined);
}
