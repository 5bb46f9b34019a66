import { networkConnection, onIdle, prefersReducedMotion, SLOW_CONNECTION } from "./device";

/**
 * Whether a background video may be fetched: not with reduced motion or data preferred, data saving on, or a
 * connection slower than 4G (the still is the hero then). Safari and Firefox, without these signals, get it.
 */
export function videoAllowed(): boolean {
  if (typeof window === "undefined" || prefersReducedMotion()) return false;
  if (window.matchMedia?.("(prefers-reduced-data: reduce)").matches === true) return false;
  const connection = networkConnection();
  if (connection?.saveData === true) return false;
  return !SLOW_CONNECTION.test(connection?.effectiveType ?? "");
}

/** Runs `task` once the page has loaded and the browser is idle, so it never competes with the first view; returns its cancel. */
export function afterFirstView(task: () => void): () => void {
  let cancel: () => void = () => undefined;
  const schedule = () => {
    cancel = onIdle(task, 2000, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancel();
  };
}
