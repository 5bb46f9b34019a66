import { breakpoint } from "../theme/tokens";

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile|BlackBerry/i;

/** SPEC: mobile is a viewport of 768 px or less, or a mobile device type in the user agent. */
export function isMobileDevice(width: number, userAgent: string): boolean {
  return width <= breakpoint.mobile || MOBILE_UA.test(userAgent);
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Effective connection types the browser rates slower than 4G. */
export const SLOW_CONNECTION = /^(slow-2g|2g|3g)$/;

/** window's localStorage or sessionStorage; null outside a browser or where reading it throws (some private modes, blocked storage). */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}

/** Runs `task` when the browser is idle (at the latest after `timeout` ms), or after `fallback` ms without requestIdleCallback; returns its cancel. */
export function onIdle(task: () => void, timeout: number, fallback: number): () => void {
  // Safari has no requestIdleCallback (TypeScript's DOM types say every browser has it).
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallback);
  return () => window.clearTimeout(handle);
}

/** The browser's view of the connection (Chromium only: Safari and Firefox have none). */
export function networkConnection(): NetworkInformation | undefined {
  return typeof navigator === "undefined" ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;
}
