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

type Tap = [target: HTMLElement, submitter: HTMLElement | null];

declare global {
  interface Window {
    [QUEUE]?: () => Tap[];
  }
}

/**
 * Written into every page's <head> by gatsby-ssr.tsx. A capturing listener
 * keeps each marked control or form once (a second impatient tap on the same
 * button is the same request), and a call to window[QUEUE] hands them over
 * and stops listening. Kept dependency-free and small; CSP allows it by hash.
 */
export const earlyTapScript =
  `(function(d,a){var q=[];function k(e){var s=e.type==="submit",t=e.target;` +
  `t=s?t:t.closest&&t.closest("["+a+"]");` +
  `if(!t||!t.hasAttribute(a)||(!s&&t.tagName==="FORM"))return;` +
  `e.preventDefault();e.stopPropagation();` +
  `for(var i=0;i<q.length;i++)if(q[i][0]===t)return;q.push([t,s&&e.submitter||null])}` +
  `d.addEventListener("click",k,true);d.addEventListener("submit",k,true);` +
  `window[${JSON.stringify(QUEUE)}]=function(){d.removeEventListener("click",k,true);` +
  `d.removeEventListener("submit",k,true);return q.splice(0)}})(document,${JSON.stringify(REPLAY_ATTRIBUTE)})`;

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
    if (target instanceof HTMLFormElement) target.requestSubmit(submitter?.isConnected ? submitter : undefined);
    else target.click();
    replayed += 1;
  }
  return replayed;
}
