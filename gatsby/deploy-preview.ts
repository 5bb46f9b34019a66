import { alpha, color } from "../src/theme/tokens";
import { parseFingerprints, FINGERPRINTS_FILE, type PageChanges, type RouteChange, type PageFingerprints } from "./page-fingerprints";
import { escapeHtml } from "../content-core/html-text";

/**
 * A deploy-preview or branch-deploy build (Netlify's CONTEXT) compares its page fingerprints with production's,
 * writes /_preview (the new, changed and removed pages, each beside its production page) and puts a ribbon
 * linking to it on every page. A production build writes neither.
 */
export const PREVIEW_PATH = "/_preview";

export function isPreviewBuild(env: NodeJS.ProcessEnv): boolean {
  return env.CONTEXT === "deploy-preview" || env.CONTEXT === "branch-deploy";
}

/** Where production is: PREVIEW_COMPARE_URL if set, else Netlify's URL (the site's main address). */
export function productionAddress(env: NodeJS.ProcessEnv): string | undefined {
  return (env.PREVIEW_COMPARE_URL || env.URL || undefined)?.replace(/\/+$/, "");
}

/** Production's page fingerprints, or a sentence saying why it could not be read; never throws. */
export async function fetchProductionFingerprints(
  base: string | undefined,
  timeoutMs = 15_000,
  fetcher: typeof fetch = fetch,
): Promise<{ fingerprints: PageFingerprints } | { problem: string }> {
  if (!base) return { problem: "No production address is set (Netlify's URL, or PREVIEW_COMPARE_URL)." };
  const address = `${base}/${FINGERPRINTS_FILE}`;
  try {
    const response = await fetcher(address, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
    if (!response.ok)
      return {
        problem: `${address} answered ${response.status}${response.status === 404 ? ": production was built before page fingerprints existed" : ""}.`,
      };
    const parsed = parseFingerprints(await response.text());
    return typeof parsed === "string" ? { problem: `${address} could not be used: ${parsed}.` } : { fingerprints: parsed };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer within ${timeoutMs / 1000} s`
        : String((error as Error)?.message ?? error);
    return { problem: `${address} could not be reached (${reason}).` };
  }
}

/** "no page changed", "1 page changed", "3 pages changed". */
function changeSummary(diff: PageChanges): string {
  const count = diff.added.length + diff.changed.length + diff.removed.length;
  return count === 0 ? "no page changed" : `${count} ${count === 1 ? "page" : "pages"} changed`;
}

export const ribbonLabel = (diff: PageChanges | null) => `Preview · ${diff ? changeSummary(diff) : "changes unknown"}`;

/** Hides the ribbon when the reviewer closes it, for the rest of the tab's visit. */
export const ribbonScript =
  `(function(){var r=document.getElementById("preview-ribbon"),k="everpeak:preview-ribbon";if(!r)return;` +
  `try{if(sessionStorage.getItem(k))r.hidden=true}catch(e){}` +
  `r.querySelector("button").addEventListener("click",function(){r.hidden=true;try{sessionStorage.setItem(k,"1")}catch(e){}})})()`;

const ribbonStyles =
  `#preview-ribbon{position:fixed;left:12px;bottom:12px;z-index:2147483000;display:flex;align-items:center;gap:4px;` +
  `max-width:calc(100vw - 24px);padding:4px 4px 4px 14px;border-radius:999px;background:${color.ink};color:${color.white};` +
  `font:600 14px/1.3 system-ui,-apple-system,"Segoe UI",sans-serif;box-shadow:0 6px 20px ${alpha(color.ink, 0.35)}}` +
  `#preview-ribbon[hidden]{display:none}` +
  `#preview-ribbon a{color:${color.white};text-decoration:underline;text-underline-offset:3px;padding:8px 2px}` +
  `#preview-ribbon button{all:unset;box-sizing:border-box;display:grid;place-items:center;width:36px;height:36px;border-radius:999px;cursor:pointer;font-size:20px;line-height:1}` +
  `#preview-ribbon button:hover{background:${alpha(color.white, 0.16)}}` +
  `#preview-ribbon :focus-visible{outline:3px solid ${color.goldSoft};outline-offset:2px}` +
  `@media print{#preview-ribbon{display:none}}`;

/** The ribbon's markup, at the end of <body> outside React's root, so it stays through client-side navigation; never in a production build (budget). */
export function ribbonHtml(diff: PageChanges | null): string {
  return (
    `<aside id="preview-ribbon" data-preview-ribbon aria-label="Deploy preview"><style>${ribbonStyles}</style>` +
    `<a href="${PREVIEW_PATH}">${escapeHtml(ribbonLabel(diff))}</a>` +
    `<button type="button" aria-label="Hide the preview notice"><span aria-hidden="true">×</span></button>` +
    `<script>${ribbonScript}</script></aside>`
  );
}

export function withRibbon(html: string, ribbon: string): string {
  const end = html.lastIndexOf("</body>");
  return end === -1 ? html : `${html.slice(0, end)}${ribbon}${html.slice(end)}`;
}

function changeList(heading: string, id: string, changes: readonly RouteChange[], production: string | undefined, empty: string): string {
  const items = changes
    .map((change) => {
      const title = escapeHtml(change.title || change.route);
      const route = escapeHtml(change.route);
      const here = id === "removed" ? `<span class="title">${title}</span>` : `<a class="title" href="${route}">${title}</a>`;
      const there =
        production && id !== "added"
          ? `<a href="${escapeHtml(production + change.route)}" aria-label="${title} on production">production</a>`
          : "";
      return `<li>${here}<span class="route">${route}</span>${there}</li>`;
    })
    .join("");
  return `<section aria-labelledby="${id}"><h2 id="${id}">${heading} <span class="count">${changes.length}</span></h2>${
    changes.length ? `<ul>${items}</ul>` : `<p class="empty">${empty}</p>`
  }</section>`;
}

/** /_preview: what this build changes against production. Standalone HTML; kept out of search engines and the sitemap. */
export function previewPage({
  diff,
  problem,
  production,
  routes,
}: {
  diff: PageChanges | null;
  problem?: string;
  production?: string;
  routes: number;
}): string {
  const summary = diff
    ? `Compared with production${production ? ` (<a href="${escapeHtml(production)}">${escapeHtml(production.replace(/^https?:\/\//, ""))}</a>)` : ""}, this build shows ${changeSummary(diff)} out of ${routes}. Open each one below at phone and desktop width.`
    : "";
  const notice = problem
    ? `<p class="notice" role="status"><strong>Production could not be compared.</strong> ${escapeHtml(problem)} The build went ahead; check the pages your change touches by hand.</p>`
    : "";
  const lists = diff
    ? changeList("Changed", "changed", diff.changed, production, "No existing page shows different content.") +
      changeList("New", "added", diff.added, production, "No new pages.") +
      changeList("Removed", "removed", diff.removed, production, "No page was removed.")
    : "";
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>What this preview changes</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png"><style>
body{margin:0;background:${color.snow};color:${color.text};font:16px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:760px;margin:0 auto;padding:40px 20px 72px}
h1{margin:0 0 8px;font-size:clamp(26px,5vw,34px);line-height:1.2;color:${color.ink}}
h2{margin:32px 0 12px;font-size:20px;color:${color.ink}}
.count{display:inline-block;min-width:1.6em;padding:0 8px;border-radius:999px;background:${color.ink};color:${color.white};font-size:14px;text-align:center}
ul{margin:0;padding:0;list-style:none;border:1px solid ${color.line};border-radius:12px;background:${color.white}}
li{display:grid;grid-template-columns:minmax(0,1fr) auto;align-items:baseline;gap:4px 16px;padding:14px 16px;border-top:1px solid ${color.line}}
li:first-child{border-top:0}
.title{grid-column:1/-1;font-weight:600;color:${color.ink}}
@media (max-width:599px){li{grid-template-columns:minmax(0,1fr)}}
.route{color:${color.textMuted};font:14px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
a{color:${color.navyLight};text-underline-offset:3px}
a:focus-visible{outline:3px solid ${color.goldSoft};outline-offset:2px}
.empty{margin:0;color:${color.textMuted}}
.notice{padding:14px 16px;border-radius:12px;background:${color.goldBg};border:1px solid ${color.goldSoft}}
.back{display:inline-block;margin-top:40px}
</style></head><body><main>
<h1>What this preview changes</h1><p>${summary}</p>${notice}${lists}
<a class="back" href="/">Open the preview's home page</a>
</main></body></html>
`;
}
