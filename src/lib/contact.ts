import type { SupabaseClient } from "@supabase/supabase-js";
import type { AssessmentRequest, Industry } from "./contact-rules";
import { getSupabase } from "./supabase";

/** What the form holds: every field as typed, plus the honeypot. */
export interface ContactValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  industry: string;
  message: string;
  /** Hidden from people; a bot that fills it is told "success" and nothing is sent. */
  website: string;
}

export const emptyContactValues: ContactValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  industry: "",
  message: "",
  website: "",
};

/** The form's own fields out of any name/value record (values typed before hydration, say). */
export function pickContactValues(record: Record<string, string>): Partial<ContactValues> {
  const picked: Partial<ContactValues> = {};
  for (const key of Object.keys(emptyContactValues) as (keyof ContactValues)[]) {
    if (typeof record[key] === "string") picked[key] = record[key];
  }
  return picked;
}

export type SubmitResult =
  | { ok: true }
  | { ok: false; kind: "database"; message: string }
  | { ok: false; kind: "unexpected"; message: string };

export interface ContactDependencies {
  getClient: () => Promise<Pick<SupabaseClient, "from">>;
  notify: (request: AssessmentRequest) => Promise<unknown>;
  now: () => Date;
}

const optional = (value: string) => value.trim() || null;

/** The row to store: strings trimmed, empty optional values as null. */
export function toAssessmentRequest(values: ContactValues): AssessmentRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    phone: optional(values.phone),
    industry: optional(values.industry) as Industry | null,
    message: optional(values.message),
  };
}

/** Tells the team in Slack. Fire and forget: only a failure is logged, and the visitor never sees it. */
export function notifyTeam(request: AssessmentRequest): Promise<unknown> {
  return fetch("/api/slack-notify", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  }).then(
    (response) => {
      if (!response.ok) console.error(`Team notification failed with status ${response.status}.`);
    },
    (error: Error) => console.error(`Team notification failed: ${error.message}`),
  );
}

const defaults: ContactDependencies = { getClient: getSupabase, notify: notifyTeam, now: () => new Date() };

/**
 * Stores an assessment request, then notifies the team. An error from the
 * database comes back as `database` (its message is shown); anything else,
 * such as the network being down or the client failing to load, as
 * `unexpected`.
 */
export async function submitAssessmentRequest(values: ContactValues, deps: ContactDependencies = defaults): Promise<SubmitResult> {
  if (values.website.trim()) return { ok: true };
  const request = toAssessmentRequest(values);
  try {
    const client = await deps.getClient();
    const { error, status } = await client.from("contact_submissions").insert({ ...request, submitted_at: deps.now().toISOString() });
    if (error) {
      // supabase-js reports a request that never reached the server as status 0.
      return status === 0 ? { ok: false, kind: "unexpected", message: error.message } : { ok: false, kind: "database", message: error.message };
    }
  } catch (error) {
    return { ok: false, kind: "unexpected", message: (error as Error).message || String(error) };
  }
  void deps.notify(request);
  return { ok: true };
}
