/**
 * Taps that arrive before the page's JavaScript, which on a slow first visit would do nothing. A control
 * that needs JavaScript (or a form, for its submission) carries REPLAY_ATTRIBUTE; the head script holds
 * such a tap until hydration, when `replayEarlyTaps` performs it.
 */

export const REPLAY_ATTRIBUTE = "data-replay-tap";

/** Spread onto a control or form whose early tap or submission must not be lost. */
export const replayEarlyTap = { [REPLAY_ATTRIBUTE]: "" } as const;

const QUEUE = "__everpeakEarlyTaps";

type Tap = [target: HTMLElement, submitter?: HTMLElement | false | null];

declare global {
  interface Window {
    [QUEUE]?: () => Tap[];
  }
}

/**
 * How long a form's early submission waits for the page's JavaScript before the browser sends it as a plain
 * post (a script that never arrives: blocked by a proxy, failed on a train). The form's endpoint answers it
 * with a page of its own (netlify/intake), so nothing is lost, only the visit's attribution.
 */
export const FORM_FALLBACK_MS = 5000;

/**
 * In every page's <head> (the CSP allows it by hash): a capturing listener holds each click on (or inside) a
 * marked control and each submission of a marked form, once; window[QUEUE]() hands them over and stops listening.
 * A submission still held after FORM_FALLBACK_MS is sent by the browser itself, as a form without scripts is.
 */
export const earlyTapScript =
  `((d,a,q=[],o=["click","submit"],k=e=>{let s=e.type=="submit",t=s?e.target:e.target.closest?.("["+a+"]");` +
  `if(!t?.hasAttribute(a)||!s&&t.tagName=="FORM"||(e.preventDefault(),e.stopPropagation(),q.some(x=>x[0]==t)))return;` +
  `q.push([t,s&&e.submitter]);s&&setTimeout(()=>{let i=q.findIndex(x=>x[0]==t);i<0||(q.splice(i,1),t.submit())},${FORM_FALLBACK_MS})})=>{` +
  `o.map(n=>d.addEventListener(n,k,!0));` +
  `window[${JSON.stringify(QUEUE)}]=()=>(o.map(n=>d.removeEventListener(n,k,!0)),q.splice(0))})` +
  `(document,${JSON.stringify(REPLAY_ATTRIBUTE)})`;

/** Once React has hydrated (gatsby-browser.tsx): stops holding taps and performs the held ones in order. Returns how many. */
export function replayEarlyTaps(win: Window = window): number {
  const taps = win[QUEUE]?.() ?? [];
  delete win[QUEUE];
  let replayed = 0;
  for (const [target, submitter] of taps) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit(submitter && submitter.isConnected ? submitter : undefined);
    else target.click();
    replayed += 1;
  }
  return replayed;
}
