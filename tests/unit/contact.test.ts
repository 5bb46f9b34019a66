import { emptyContactValues, submitAssessmentRequest, toAssessmentRequest, type ContactDependencies } from "../../src/lib/contact";

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

function fakes(answer: { error: { message: string } | null; status: number } | Error) {
  const inserted: unknown[] = [];
  const notified: unknown[] = [];
  const deps: ContactDependencies = {
    getClient: async () => {
      if (answer instanceof Error) throw answer;
      return {
        from: (table: string) => ({
          insert: async (row: unknown) => {
            inserted.push({ table, row });
            return answer;
          },
        }),
      } as never;
    },
    notify: async (request) => {
      notified.push(request);
    },
    now: () => NOW,
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

  it("inserts into contact_submissions with an ISO submitted_at, then notifies the team", async () => {
    const { deps, inserted, notified } = fakes({ error: null, status: 201 });
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({ ok: true });
    expect(inserted).toEqual([
      { table: "contact_submissions", row: { ...toAssessmentRequest(typed), submitted_at: "2025-11-15T09:30:00.000Z" } },
    ]);
    expect(notified).toEqual([toAssessmentRequest(typed)]);
  });

  it("reports a database error with the backend's message and does not notify", async () => {
    const { deps, notified } = fakes({ error: { message: 'new row violates check constraint "x"' }, status: 400 });
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({
      ok: false,
      kind: "database",
      message: 'new row violates check constraint "x"',
    });
    expect(notified).toEqual([]);
  });

  it("reports a request that never reached the server as unexpected", async () => {
    const { deps } = fakes({ error: { message: "TypeError: Failed to fetch" }, status: 0 });
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({ ok: false, kind: "unexpected", message: "TypeError: Failed to fetch" });
  });

  it("reports a client that failed to load as unexpected", async () => {
    const { deps } = fakes(new Error("Loading chunk 42 failed."));
    await expect(submitAssessmentRequest(typed, deps)).resolves.toEqual({ ok: false, kind: "unexpected", message: "Loading chunk 42 failed." });
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
