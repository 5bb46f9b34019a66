import { networkConnection, prefersReducedMotion, SLOW_CONNECTION } from "./device";

/**
 * Whether a background video may be fetched at all: not when the visitor
 * prefers reduced motion or reduced data, asked the browser to save data, or
 * is on a connection the browser rates slower than 4G. The still is the hero
 * then. Browsers without these signals (Safari, Firefox) get the video.
 */
export function videoAllowed(): boolean {
  if (typeof window === "undefined" || prefersReducedMotion()) return false;
  if (window.matchMedia?.("(prefers-reduced-data: reduce)").matches === true) return false;
  const connection = networkConnection();
  if (connection?.saveData === true) return false;
  return !SLOW_CONNECTION.test(connection?.effectiveType ?? "");
}

/**
 * Runs `task` once the page has finished loading (its images, fonts and
 * scripts) and the browser is idle, so what it fetches never competes with
 * the first view. Returns a function that cancels it.
 */
export function afterFirstView(task: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback (TypeScript's DOM types say every browser has it).
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(task, { timeout: 2000 });
    else timer = setTimeout(task, 200) as unknown as number;
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
