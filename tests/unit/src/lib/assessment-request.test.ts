import {
  emptyContactValues,
  submitAssessmentRequest,
  toAssessmentRequest,
  type ContactDependencies,
} from "../../../../src/lib/assessment-request";
import type { Attribution } from "../../../../src/lib/contact-rules";

const typed = {
  ...emptyContactValues,
  name: "  Dana Whitfield ",
  email: " dana@northwind-industrial.com",
  company: "Northwind Industrial ",
  phone: "",
  industry: "",
  message: "   ",
};

const NOW = new Date("2025-11-15T09:30:00.000Z");

const ATTRIBUTION: Attribution = {
  landing_page: "/solutions/vendor-management",
  source_page: "/contact",
  referrer_host: "www.linkedin.com",
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "q4-procurement",
  utm_term: null,
  utm_content: null,
};

type Answer = { error: { message?: string; code?: string } | null; status: number; statusText?: string } | Error | "never";

function fakes(answer: Answer) {
  const inserted: unknown[] = [];
  const notified: unknown[] = [];
  const deps: ContactDependencies = {
    getClient: async () => {
      if (answer instanceof Error) throw answer;
      return {
        from: (table: string) => ({
          insert: (row: unknown) => ({
            abortSignal: (signal: AbortSignal) => {
              inserted.push({ table, row });
              if (answer === "never")
                return new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("aborted"))));
              return Promise.resolve(answer);
            },
          }),
        }),
      } as never;
    },
    notify: async (lead) => {
      notified.push(lead);
    },
    now: () => NOW,
    attribution: () => ATTRIBUTION,
    timeoutMs: 200,
  };
  return { deps, inserted, notified };
}

describe("submitting an assessment request", () => {
  it("trims text and sends empty optional fields as null", () => {
    expect(toAssessmentRequest(typed)).toEqual({
      name: "Dana Whitfield",
      email: "dana@northwind-industrial.com",
      company: "Northwind Industrial",
      phone: null,
      industry: null,
      message: null,
    });
  });

  it("inserts into contact_submissions with an ISO submitted_at and where the visit came from, then notifies the team", async () => {
    const { deps, inserted, notified } = fakes({ error: null, status: 201 });
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({ ok: true });
    expect(inserted).toEqual([
      { table: "contact_submissions", row: { ...toAssessmentRequest(typed), ...ATTRIBUTION, submitted_at: "2025-11-15T09:30:00.000Z" } },
    ]);
    expect(notified).toEqual([{ ...toAssessmentRequest(typed), ...ATTRIBUTION }]);
  });

  it("reports a database error with the backend's message and does not notify", async () => {
    const { deps, notified } = fakes({ error: { message: "Company name must be at most 200 characters.", code: "23514" }, status: 400 });
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({
      ok: false,
      kind: "database",
      message: "Company name must be at most 200 characters.",
    });
    expect(notified).toEqual([]);
  });

  it("reports a throttled request with the database's sentence", async () => {
    const message = "We already have three requests from this email address in the last hour. We will reply to those within 24 hours.";
    const { deps } = fakes({ error: { message, code: "PT429" }, status: 429 });
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({ ok: false, kind: "database", message });
  });

  it("reports a proxy's HTML error page as a failed submission with a short reason, not as a database error", async () => {
    const html = "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>";
    const { deps } = fakes({ error: { message: html }, status: 502, statusText: "Bad Gateway" });
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({
      ok: false,
      kind: "unexpected",
      message: "the server answered 502 Bad Gateway instead of storing the request",
    });
  });

  it("reports an empty error as a failed submission, never 'undefined'", async () => {
    const { deps } = fakes({ error: {}, status: 500 });
    const result = await submitAssessmentRequest(typed, deps);
    expect(result).toEqual({ ok: false, kind: "unexpected", message: "the server answered 500 instead of storing the request" });
  });

  it("gives up on a backend that never answers, and says so", async () => {
    const { deps, notified } = fakes("never");
    const started = Date.now();
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({
      ok: false,
      kind: "unexpected",
      message: "the server did not answer within 0 seconds",
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(notified).toEqual([]);
  });

  it("reports a request that never reached the server as unexpected", async () => {
    const { deps } = fakes({ error: { message: "TypeError: Failed to fetch" }, status: 0 });
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({
      ok: false,
      kind: "unexpected",
      message: "TypeError: Failed to fetch",
    });
  });

  it("reports a client that failed to load as unexpected", async () => {
    const { deps } = fakes(new Error("Loading chunk 42 failed."));
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({
      ok: false,
      kind: "unexpected",
      message: "Loading chunk 42 failed.",
    });
  });

  it("does not wait for, or depend on, the team notification", async () => {
    const { deps } = fakes({ error: null, status: 201 });
    deps.notify = () => new Promise(() => undefined);
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({ ok: true });
  });

  it("sends nothing when the honeypot is filled, and still answers success", async () => {
    const { deps, inserted, notified } = fakes({ error: null, status: 201 });
    await expect(submitAssessmentRequest({ ...typed, website: "https://spam.example" }, deps)).resolves.toEqual({ ok: true });
    expect(inserted).toEqual([]);
    expect(notified).toEqual([]);
  });
});
