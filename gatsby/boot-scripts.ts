import { GATSBY_BUNDLE_TAG } from "../src/lib/gatsby-internals";

/**
 * The site's JavaScript starts after the page has painted its first screen, hero picture included:
 * Gatsby's `<script async>` bundle tags become one inline script that adds them once the page has
 * loaded, two frames are drawn and the largest paint is reported. On a phone, parsing and hydrating
 * them earlier delays that paint, and a preload would take bandwidth from the picture. Taps meanwhile
 * are replayed after hydration (src/lib/early-taps.ts); a slow or background page boots after 3 s.
 */

/** Seconds after the HTML has been read when the scripts start even if the page has not finished loading. */
export const BOOT_AT_LATEST_SECONDS = 3;

/** The inline script that adds the bundles' script tags (`sources`, in order); the CSP allows it by hash. */
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
 * A built page with Gatsby's bundle tags replaced by the boot script, where the last of them was.
 * Any other external script is reported, so a change in how Gatsby writes its tags is noticed.
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
