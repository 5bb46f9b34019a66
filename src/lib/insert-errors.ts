/** What supabase-js reports for a failed insert. */
export interface InsertError {
  message?: string;
  code?: string;
}

const looksLikeMarkup = (text: string) => /^\s*</.test(text);

/**
 * An answer from the database itself (PostgREST's JSON error, which has a code) keeps its message, worded for
 * visitors; anything else (no answer, a proxy's HTML page, an empty body) becomes a short reason.
 */
export function insertFailure(error: InsertError, status: number, statusText = ""): { fromDatabase: boolean; message: string } {
  const message = typeof error.message === "string" ? error.message.trim() : "";
  if (status !== 0 && error.code && message && !looksLikeMarkup(message)) return { fromDatabase: true, message };
  if (status === 0)
    return { fromDatabase: false, message: message && !looksLikeMarkup(message) ? message : "the server could not be reached" };
  return {
    fromDatabase: false,
    message: `the server answered ${status}${statusText ? ` ${statusText}` : ""} instead of storing the request`,
  };
}
