import { CONTENT_CHECK_PATH, CONTENT_CHECK_SOCKET_ID, type ContentCheckState } from "./protocol";

/**
 * The browser's copy of the develop server's content check: its sentences.
 * The server sends each new result through Gatsby's socket, which arrives at
 * once even while webpack rebuilds; and the page asks for it once a second
 * while the tab is visible, in case a message was missed. (Not a stream of our
 * own: each tab already holds webpack's hot-reload stream, and a second per
 * tab would reach the browser's six connections per host with three tabs.)
 */
export interface PreviewState {
  /** The checker's sentences; null until the first answer. */
  problems: readonly string[] | null;
  /** When `problems` last changed (ms since the epoch), or when the page started while still null. */
  changedAt: number;
  /** When the server last answered, or failed to (ms since the epoch; 0 before the first try). */
  answeredAt: number;
}

const POLL_MS = 1000;

let state: PreviewState = { problems: null, changedAt: Date.now(), answeredAt: 0 };
const listeners = new Set<() => void>();
let polling = false;
let inFlight: Promise<PreviewState> | undefined;

const same = (a: readonly string[] | null, b: readonly string[]) => !!a && a.length === b.length && a.every((item, i) => item === b[i]);

function update(next: PreviewState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function receive(problems: readonly string[] | undefined) {
  const now = Date.now();
  if (problems && !same(state.problems, problems)) update({ problems, changedAt: now, answeredAt: now });
  else update({ ...state, answeredAt: now });
}

async function ask(timeoutMs: number): Promise<PreviewState> {
  let problems: readonly string[] | undefined;
  try {
    const response = await fetch(CONTENT_CHECK_PATH, { cache: "no-store", signal: AbortSignal.timeout(timeoutMs) });
    const answer = response.ok ? ((await response.json()) as Partial<ContentCheckState>) : undefined;
    if (Array.isArray(answer?.problems)) problems = answer.problems;
  } catch {
    // The develop server is restarting or gone: nothing new to show.
  }
  receive(problems);
  return state;
}

interface OverlayErrorMessage {
  id?: string;
  state?: Partial<ContentCheckState>;
}

/** Gatsby's runtime passes the overlay errors its socket receives on to this emitter. */
function listenToGatsbySocket() {
  const emitter = (window as unknown as { ___emitter?: { on(type: string, handler: (payload: OverlayErrorMessage) => void): void } })
    .___emitter;
  emitter?.on("overlayError", (payload) => {
    const problems = payload?.id === CONTENT_CHECK_SOCKET_ID ? payload.state?.problems : undefined;
    if (Array.isArray(problems)) receive(problems);
  });
}

/** Asks the server for the current result now (one request at a time); resolves with the state after its answer. */
export function fetchState(timeoutMs = 3000): Promise<PreviewState> {
  inFlight ??= ask(timeoutMs).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

function startPolling() {
  if (polling || typeof window === "undefined") return;
  polling = true;
  listenToGatsbySocket();
  const tick = () => {
    const next = document.visibilityState === "hidden" ? Promise.resolve() : fetchState();
    void next.then(() => window.setTimeout(tick, POLL_MS));
  };
  window.setTimeout(tick, POLL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void fetchState();
  });
}

export function subscribe(listener: () => void): () => void {
  startPolling();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const snapshot = (): PreviewState => state;
