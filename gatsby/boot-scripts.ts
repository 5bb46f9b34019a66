import { GATSBY_BUNDLE_TAG } from "./gatsby-internals";

/**
 * When the site's JavaScript starts: after the page has painted its first
 * screen, hero picture included, not while it is still drawing it.
 *
 * Gatsby ends every page with its three bundles as `<script async>`: on a
 * phone they arrive while the hero picture is still loading, and parsing,
 * running and hydrating them keeps the main thread busy for a few hundred
 * milliseconds, which the picture's first paint then waits for. Here those
 * tags become one inline script (`bootScript`) that adds them once the page
 * has loaded (every picture the first screen shows is in), two frames have
 * been drawn, and the browser has reported the page's largest paint, where it
 * reports one. Frames can be drawn before that paint reaches the screen; a
 * bundle that started downloading before it counts, in Lighthouse's model of
 * a phone on a slow network, as something the paint waited for (about half
 * a second for the framework and app bundles). They are not preloaded: on a
 * slow connection a preload would take bandwidth from the picture, and
 * downloading 90 KB after it costs less than drawing it later.
 *
 * Nothing is lost meanwhile: the server's HTML is complete, links work as
 * links, and taps on controls are held and replayed after hydration
 * (src/lib/early-taps.ts). A page whose load event is slow (a picture on a
 * stalled connection) or that opens in a background tab, where frames are
 * not drawn, starts its scripts 3 seconds after its HTML has been read.
 */

/** Seconds after the HTML has been read when the scripts start even if the page has not finished loading. */
export const BOOT_AT_LATEST_SECONDS = 3;

/**
 * The inline script that adds the bundles' script tags (`sources`, in
 * order). Its text differs only by the bundles' file names, which are the
 * same on every page of a build; the CSP allows it by hash (gatsby/csp-scripts.ts).
 */
export const bootScript = (sources: readonly string[]) =>
  `(function(s){var d=document,started=false;` +
  `function boot(){if(started)return;started=true;` +
  `for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.body.appendChild(e)}}` +
  `function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(afterLargestPaint,0)})})}` +
  `function afterLargestPaint(){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
  `if(!t||t.indexOf("largest-contentful-paint")<0)return boot();` +
  `var o=new P(function(l){if(l.getEntries().length){o.disconnect();setTimeout(boot,0)}});` +
  `o.observe({type:"largest-contentful-paint",buffered:true})}` +
  `if(d.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true});` +
  `setTimeout(boot,${BOOT_AT_LATEST_SECONDS * 1000})})(${JSON.stringify(sources)})`;

/**
 * A built page with Gatsby's bundle tags replaced by the boot script, where
 * the last of them was; a page without bundle tags comes back as it was.
 * Any other external script stays a script, and is reported, so that a
 * change in how Gatsby writes its tags cannot go unnoticed.
 */
export function deferBundles(html: string): { html: string; otherScripts: string[] } {
  const sources = [...html.matchAll(GATSBY_BUNDLE_TAG)].map((match) => match[1]!);
  let seen = 0;
  const deferred = html.replace(GATSBY_BUNDLE_TAG, () => (++seen === sources.length ? `<script>${bootScript(sources)}</script>` : ""));
  const otherScripts = [...deferred.matchAll(/<script\b[^>]*\ssrc=[^>]*>/g)].map((match) => match[0]);
  return { html: sources.length ? deferred : html, otherScripts };
}

/** The bundles a boot script starts, when `source` is exactly a boot script; otherwise null. */
export function bootScriptSources(source: string): string[] | null {
  const list = /\)\((\[[^\]]*\])\)$/.exec(source)?.[1];
  if (!list) return null;
  try {
    const sources: unknown = JSON.parse(list);
    if (!Array.isArray(sources) || !sources.every((item) => typeof item === "string" && /^\/[\w.-]+\.js$/.test(item))) return null;
    return source === bootScript(sources) ? sources : null;
  } catch {
    return null;
  }
}
