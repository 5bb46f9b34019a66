import { postForm } from "../../../../src/lib/form-post";

type Fetch = typeof fetch;
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

/** Fetch answers `respond` and records what was sent. */
function serve(respond: (init: RequestInit) => Promise<Response> | Response) {
  const sent: { url: string; init: RequestInit }[] = [];
  global.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return respond(init);
  }) as Fetch;
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("a form sent by the site's script (postForm)", () => {
  it("posts the fields form-encoded, asking for JSON, to the form's own endpoint: nothing in the URL", async () => {
    const sent = serve(() => json(200, { ok: true, kind: "sent" }));
    await expect(postForm("/api/contact", { name: "Dana Whitfield", email: "dana@northwind-industrial.com" })).resolves.toEqual({
      ok: true,
      kind: "sent",
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/contact");
    expect(sent[0]!.init.method).toBe("POST");
    expect(new Headers(sent[0]!.init.headers).get("accept")).toBe("application/json");
    expect(String(sent[0]!.init.body)).toBe("name=Dana+Whitfield&email=dana%40northwind-industrial.com");
  });

  it("reads a duplicate, and a refusal with its sentence and field", async () => {
    serve(() => json(200, { ok: true, kind: "duplicate" }));
    await expect(postForm("/api/newsletter", { email: "a@b.co" })).resolves.toEqual({ ok: true, kind: "duplicate" });
    const message = "We already have three requests from this email address in the last hour. We will reply to those within 24 hours.";
    serve(() => json(429, { ok: false, kind: "refused", message }));
    await expect(postForm("/api/contact", {})).resolves.toEqual({ ok: false, kind: "refused", message });
    serve(() => json(400, { ok: false, kind: "refused", message: "Please enter your full name.", field: "name" }));
    await expect(postForm("/api/contact", {})).resolves.toEqual({
      ok: false,
      kind: "refused",
      message: "Please enter your full name.",
      field: "name",
    });
  });

  it("reports a proxy's HTML error page as failed with a short reason, never the HTML", async () => {
    const html = "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>";
    serve(() => new Response(html, { status: 502, statusText: "Bad Gateway", headers: { "Content-Type": "text/html" } }));
    await expect(postForm("/api/contact", {})).resolves.toEqual({
      ok: false,
      kind: "failed",
      message: "the server answered 502 Bad Gateway instead of storing the request",
    });
  });

  it("reports an empty answer as failed, never 'undefined', and a failure's own reason when it gives one", async () => {
    serve(() => new Response("", { status: 500 }));
    await expect(postForm("/api/contact", {})).resolves.toEqual({
      ok: false,
      kind: "failed",
      message: "the server answered 500 instead of storing the request",
    });
    serve(() => json(502, { ok: false, kind: "failed", message: "the database could not be reached" }));
    await expect(postForm("/api/contact", {})).resolves.toEqual({
      ok: false,
      kind: "failed",
      message: "the database could not be reached",
    });
  });

  it("reports a lost connection in one sentence whatever the browser's words", async () => {
    global.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as Fetch;
    await expect(postForm("/api/contact", {})).resolves.toEqual({
      ok: false,
      kind: "failed",
      message: "the server could not be reached; check your connection and send again",
    });
  });

  it("gives up on a server that never answers, and says so", async () => {
    global.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))))) as Fetch;
    const started = Date.now();
    await expect(postForm("/api/contact", {}, 50)).resolves.toEqual({
      ok: false,
      kind: "failed",
      message: "the server did not answer within 0 seconds",
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
