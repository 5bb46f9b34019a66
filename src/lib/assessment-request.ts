import type { SupabaseClient } from "@supabase/supabase-js";
import type { AssessmentRequest, Attribution, Industry, LeadNotification, ToolSource } from "./contact-rules";
import { insertFailure } from "./insert-errors";
import { getSupabase } from "./supabase";
import { readToolLink } from "./tool-request";
import { visitAttribution } from "./visit";

/** What the form holds, plus the honeypot `website`: hidden from people, a bot that fills it is told "success" and nothing is sent. */
export const emptyContactValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  industry: "",
  message: "",
  website: "",
};

export type ContactValues = typeof emptyContactValues;

/** The form's own fields out of any name/value record (values typed before hydration, say). */
export function pickContactValues(record: Record<string, string>): Partial<ContactValues> {
  const picked: Partial<ContactValues> = {};
  for (const key of Object.keys(emptyContactValues) as (keyof ContactValues)[]) {
    if (typeof record[key] === "string") picked[key] = record[key];
  }
  return picked;
}

type SubmitResult = { ok: true } | { ok: false; kind: "database" | "unexpected"; message: string };

export interface ContactDependencies {
  getClient: () => Promise<Pick<SupabaseClient, "from">>;
  notify: (lead: LeadNotification) => Promise<unknown>;
  now: () => Date;
  /** Where this visit came from (src/lib/visit.ts), and the tool whose link opened the form (src/lib/tool-request.ts). */
  attribution: () => Attribution & ToolSource;
  /** How long to wait for the database before telling the visitor it failed. */
  timeoutMs: number;
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
export function notifyTeam(lead: LeadNotification): Promise<unknown> {
  return fetch("/api/slack-notify", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(lead),
  }).then(
    (response) => {
      if (!response.ok) console.error(`Team notification failed with status ${response.status}.`);
    },
    (error: Error) => console.error(`Team notification failed: ${error.message}`),
  );
}

const defaults: ContactDependencies = {
  getClient: getSupabase,
  notify: notifyTeam,
  now: () => new Date(),
  attribution: () => ({
    ...visitAttribution(window.location.pathname),
    source_tool: readToolLink(window.location.search)?.tool ?? null,
  }),
  // A backend that never answers must not leave the visitor on 'Submitting...'.
  timeoutMs: 15_000,
};

/**
 * Stores an assessment request, then notifies the team. The database's own error comes back as `database` (its
 * message is shown); anything else (no network, no client, no answer in time) as `unexpected`.
 */
export async function submitAssessmentRequest(values: ContactValues, deps: ContactDependencies = defaults): Promise<SubmitResult> {
  if (values.website.trim()) return { ok: true };
  const request = toAssessmentRequest(values);
  const attribution = deps.attribution();
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<SubmitResult>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve({ ok: false, kind: "unexpected", message: `the server did not answer within ${Math.round(deps.timeoutMs / 1000)} seconds` });
    }, deps.timeoutMs);
  });
  const attempt = async (): Promise<SubmitResult> => {
    const client = await deps.getClient();
    const { error, status, statusText } = await client
      .from("contact_submissions")
      .insert({ ...request, ...attribution, submitted_at: deps.now().toISOString() })
      .abortSignal(abort.signal);
    if (!error) return { ok: true };
    const reason = insertFailure(error, status, statusText);
    return { ok: false, kind: reason.fromDatabase ? "database" : "unexpected", message: reason.message };
  };
  let result: SubmitResult;
  try {
    result = await Promise.race([attempt(), timedOut]);
  } catch (error) {
    result = { ok: false, kind: "unexpected", message: (error as Error).message || String(error) };
  } finally {
    clearTimeout(timer);
  }
  if (result.ok) void deps.notify({ ...request, ...attribution });
  return result;
}
