/**
 * Taps that arrive before the page's JavaScript. On a slow first visit the
 * HTML is on screen seconds before React has attached a single handler, and a
 * button tapped then would silently do nothing. Links and anchors work from
 * the HTML alone; a control that needs JavaScript carries REPLAY_ATTRIBUTE
 * (a form carries it to keep its submission), and the inline head script
 * below holds such a tap until hydration, when `replayEarlyTaps` performs it.
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
 * Written into every page's <head> by gatsby-ssr.tsx. A capturing listener
 * stops each click on a marked control (or inside it) and each submission of
 * a marked form, and keeps it once: a second impatient tap on the same button
 * is the same request. A click inside a marked form is left alone (typing,
 * choosing); its submission is what counts. window[QUEUE]() hands the held
 * taps over and stops listening. Every byte here ships in every page, so it
 * is written small; the CSP allows it by its hash.
 */
export const earlyTapScript =
  `((d,a,q=[],o=["click","submit"],k=e=>{let s=e.type=="submit",t=s?e.target:e.target.closest?.("["+a+"]");` +
  `if(!t?.hasAttribute(a)||!s&&t.tagName=="FORM"||(e.preventDefault(),e.stopPropagation(),q.some(x=>x[0]==t)))return;` +
  `q.push([t,s&&e.submitter])})=>{o.map(n=>d.addEventListener(n,k,!0));` +
  `window[${JSON.stringify(QUEUE)}]=()=>(o.map(n=>d.removeEventListener(n,k,!0)),q.splice(0))})` +
  `(document,${JSON.stringify(REPLAY_ATTRIBUTE)})`;

/**
 * Called once React has hydrated the page (gatsby-browser.tsx): stops holding
 * taps and performs the ones held, in the order they came. Returns how many.
 */
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
