import { CONTENT_CHECK_PATH, type ContentCheckState } from "./protocol";

/**
 * The browser's copy of the develop server's content check: its sentences,
 * kept current by a server-sent event stream that reconnects by itself.
 * `problems` is null until the first answer.
 */
export interface PreviewState {
  problems: readonly string[] | null;
  /** When `problems` last changed (ms since the epoch), or when the page started while still null. */
  changedAt: number;
}

let state: PreviewState = { problems: null, changedAt: Date.now() };
const listeners = new Set<() => void>();
let events: EventSource | undefined;

const same = (a: readonly string[] | null, b: readonly string[]) => !!a && a.length === b.length && a.every((item, i) => item === b[i]);

function receive(answer: ContentCheckState) {
  if (!Array.isArray(answer?.problems) || same(state.problems, answer.problems)) return;
  state = { problems: answer.problems, changedAt: Date.now() };
  listeners.forEach((listener) => listener());
}

function connect() {
  if (events || typeof EventSource === "undefined") return;
  events = new EventSource(`${CONTENT_CHECK_PATH}/events`);
  events.onmessage = (event: MessageEvent<string>) => receive(JSON.parse(event.data) as ContentCheckState);
}

export function subscribe(listener: () => void): () => void {
  connect();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const snapshot = (): PreviewState => state;

/** Asks the server for the current result (at start, and when a page fails to render); null if it does not answer in time. */
export async function fetchState(timeoutMs = 3000): Promise<PreviewState | null> {
  connect();
  try {
    const response = await fetch(CONTENT_CHECK_PATH, { cache: "no-store", signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    receive((await response.json()) as ContentCheckState);
    return state;
  } catch {
    return null;
  }
}
