import { subscribe, type NewsletterDependencies } from "../../../../src/lib/newsletter";

type InsertAnswer = { error: { code?: string; message: string } | null };

function fakeClient(answer: InsertAnswer) {
  const inserts: { table: string; row: unknown }[] = [];
  const deps: NewsletterDependencies = {
    getClient: async () =>
      ({
        from: (table: string) => ({
          insert: async (row: unknown) => {
            inserts.push({ table, row });
            return answer;
          },
        }),
      }) as unknown as Awaited<ReturnType<NewsletterDependencies["getClient"]>>,
    now: () => new Date("2026-11-22T09:30:00.000Z"),
  };
  return { deps, inserts };
}

describe("newsletter subscribe", () => {
  it("inserts the trimmed email with the time of subscribing", async () => {
    const { deps, inserts } = fakeClient({ error: null });
    expect(await subscribe("  cfo@example.com ", deps)).toEqual({ ok: true });
    expect(inserts).toEqual([
      { table: "newsletter_subscriptions", row: { email: "cfo@example.com", subscribed_at: "2026-11-22T09:30:00.000Z" } },
    ]);
  });

  it("recognises a repeat sign-up by the database's unique violation", async () => {
    const { deps } = fakeClient({
      error: { code: "23505", message: 'duplicate key value violates unique constraint "newsletter_subscriptions_email_unique"' },
    });
    expect(await subscribe("cfo@example.com", deps)).toEqual({ ok: false, kind: "duplicate" });
  });

  it("passes any other database error through", async () => {
    const { deps } = fakeClient({ error: { code: "42501", message: "permission denied for table newsletter_subscriptions" } });
    expect(await subscribe("cfo@example.com", deps)).toEqual({
      ok: false,
      kind: "failed",
      message: "permission denied for table newsletter_subscriptions",
    });
  });

  it("reports a client that fails to load", async () => {
    const deps: NewsletterDependencies = { getClient: () => Promise.reject(new Error("Failed to fetch")), now: () => new Date() };
    expect(await subscribe("cfo@example.com", deps)).toEqual({ ok: false, kind: "failed", message: "Failed to fetch" });
  });

  it("sends nothing for an address that is not email-shaped", async () => {
    const { deps, inserts } = fakeClient({ error: null });
    expect(await subscribe("cfo at example", deps)).toEqual({ ok: false, kind: "failed", message: "please enter a valid email address." });
    expect(inserts).toEqual([]);
  });
});
