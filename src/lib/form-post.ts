// A form sent by the site's script: the POST the form sends without JavaScript (netlify/functions), asking for JSON.

export type FormAnswer =
  | { ok: true; kind: "sent" | "duplicate" }
  | { ok: false; kind: "refused"; message: string; field?: string }
  | { ok: false; kind: "failed"; message: string };

/** How long the visitor waits before being told the request failed. */
export const FORM_TIMEOUT_MS = 15_000;

const looksLikeMarkup = (text: string) => /^\s*</.test(text);

/** Reads the endpoint's JSON answer; anything else (a proxy's page, an empty body) is a failure with the status as its reason. */
async function readAnswer(response: Response): Promise<FormAnswer> {
  const reason = `the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""} instead of storing the request`;
  let body: { ok?: unknown; kind?: unknown; message?: unknown; field?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return { ok: false, kind: "failed", message: reason };
  }
  const message = typeof body?.message === "string" && body.message.trim() && !looksLikeMarkup(body.message) ? body.message.trim() : null;
  if (body?.ok === true) return { ok: true, kind: body.kind === "duplicate" ? "duplicate" : "sent" };
  if (body?.kind === "refused" && message)
    return { ok: false, kind: "refused", message, ...(typeof body.field === "string" ? { field: body.field } : {}) };
  return { ok: false, kind: "failed", message: message ?? reason };
}

/** POSTs `fields` form-encoded to `action` and reads the answer, giving up after `timeoutMs`. Never throws. */
export async function postForm(action: string, fields: Record<string, string>, timeoutMs = FORM_TIMEOUT_MS): Promise<FormAnswer> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(action, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(fields),
      signal: abort.signal,
    });
    return await readAnswer(response);
  } catch {
    // The browsers word a lost connection each their own way ("Failed to fetch", "Load failed"): one sentence for all.
    const message = abort.signal.aborted
      ? `the server did not answer within ${Math.round(timeoutMs / 1000)} seconds`
      : "the server could not be reached; check your connection and send again";
    return { ok: false, kind: "failed", message };
  } finally {
    clearTimeout(timer);
  }
}
