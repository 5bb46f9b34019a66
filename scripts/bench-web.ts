// Lighthouse's mobile preset (simulated slow 4G, 4x CPU) on each route of the built site, each run
// followed by one of the bare Gatsby page of scripts/bare-gatsby, for N rounds. Absolute times on a
// shared 2-core machine drift between runs; the difference between two pages measured back to back
// drifts far less, so the speed targets are on the medians of those paired differences. Every route
// must also score 100 in accessibility, best practices and SEO (a noindex page may fail only
// is-crawlable). A benchmark, not a test: `npm test` does not run it.
// Usage: npm run bench:web -- [--rounds 3] [route ...]   (default: every route of the site)
//   SITE_ROOT     the built site to measure (default public/), e.g. a copy kept from before a change
//   BENCH_PORT    first of the two ports (default 9331; the bare page gets the next one)
//   BENCH_SAVE    a folder to keep every Lighthouse report in (JSON), to read traces and diagnostics
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Result } from "lighthouse";
import { launch } from "chrome-launcher";
import sharp from "sharp";
import { readInventory } from "../gatsby/inventory";
import { hasNoindex } from "../gatsby/page-fingerprints";
import { openDatabase } from "../supabase/database";
// local/server.ts only runs its main() when it is the entry point, so importing it starts nothing.
import { createLocalServer } from "../local/server";
import { createStaticHandler } from "../local/static-site";
import { chromiumArgs, chromiumPath, lighthouseRun } from "./chromium";

const REPO = path.resolve(__dirname, "..");
const SITE = path.resolve(REPO, process.env.SITE_ROOT ?? "public");
const BARE_SOURCE = path.join(__dirname, "bare-gatsby");
const PORT = Number(process.env.BENCH_PORT ?? 9331);
const SAVE_DIR = process.env.BENCH_SAVE ? path.resolve(process.env.BENCH_SAVE) : null;

/** The phone targets of docs/architecture.md §7: checked on medians over the rounds. */
export const TARGETS = { score: 100, lcpOverAnchorSeconds: 0.3, tbtOverAnchorMs: 50, cls: 0 } as const;

/**
 * The bare page (scripts/bare-gatsby), built with this repository's packages in a temporary folder
 * named after a hash of its files and of the installed Gatsby, and reused by later runs.
 */
async function buildBarePage(): Promise<string> {
  const files = fs.readdirSync(BARE_SOURCE, { recursive: true, encoding: "utf8" }).sort();
  const hash = createHash("sha256").update(fs.readFileSync(path.join(REPO, "node_modules/gatsby/package.json")));
  for (const file of files)
    if (fs.statSync(path.join(BARE_SOURCE, file)).isFile()) hash.update(file).update(fs.readFileSync(path.join(BARE_SOURCE, file)));
  const dir = path.join(os.tmpdir(), `everpeak-bare-gatsby-${hash.digest("hex").slice(0, 12)}`);
  const built = path.join(dir, "public");
  if (fs.existsSync(path.join(built, "index.html"))) return built;

  console.error(`bench:web: building the bare page in ${dir} (once) ...`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(BARE_SOURCE, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare-gatsby", private: true, dependencies: { gatsby: "*" } }));
  fs.symlinkSync(path.join(REPO, "node_modules"), path.join(dir, "node_modules"), "dir");
  fs.mkdirSync(path.join(dir, "src/images"));
  const blue = { width: 1200, height: 800, channels: 3 as const, background: { r: 20, g: 40, b: 90 } };
  await sharp({ create: blue }).jpeg().toFile(path.join(dir, "src/images/picture.jpg"));
  execFileSync("npx", ["gatsby", "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
  });
  return built;
}

/** The median of some measurements (the mean of the middle two for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Accessibility, best practices or SEO below 100, with the audits that cost the points. */
function flawsOf(lhr: Result, noindex: boolean): string[] {
  return (["accessibility", "best-practices", "seo"] as const).flatMap((category) => {
    const failing = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1 && !(noindex && ref.id === "is-crawlable"))
      .map((ref) => ref.id);
    return failing.length ? [`${category}: ${failing.join(", ")}`] : [];
  });
}

/** One run's figures: LCP and FCP in seconds, TBT in ms. */
function readRun(lhr: Result, noindex = false) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary =
    (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric("largest-contentful-paint") / 1000,
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcp: numeric("first-contentful-paint") / 1000,
    bytes: numeric("total-byte-weight"),
    byType: Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize])),
    flaws: flawsOf(lhr, noindex),
  };
}

type Run = ReturnType<typeof readRun>;

function summarise(route: string, pairs: { site: Run; anchor: Run }[]) {
  const of = (pick: (run: Run) => number, from: "site" | "anchor") => median(pairs.map((pair) => pick(pair[from])));
  const over = (pick: (run: Run) => number) => median(pairs.map(({ site, anchor }) => pick(site) - pick(anchor)));
  const summary = {
    route,
    score: of((r) => r.score, "site"),
    lcp: of((r) => r.lcp, "site"),
    dLcp: over((r) => r.lcp),
    tbt: of((r) => r.tbt, "site"),
    dTbt: over((r) => r.tbt),
    cls: of((r) => r.cls, "site"),
    fcp: of((r) => r.fcp, "site"),
    dFcp: over((r) => r.fcp),
    kb: of((r) => r.bytes, "site") / 1024,
    misses: [...new Set(pairs.flatMap((pair) => pair.site.flaws))],
  };
  if (summary.score < TARGETS.score) summary.misses.push(`score ${summary.score}`);
  if (summary.dLcp > TARGETS.lcpOverAnchorSeconds) summary.misses.push(`LCP +${summary.dLcp.toFixed(2)} s`);
  if (summary.dTbt > TARGETS.tbtOverAnchorMs) summary.misses.push(`TBT +${Math.round(summary.dTbt)} ms`);
  // Compared as Lighthouse shows it, to three decimals: a shift of 0.0001 is sub-pixel rounding, not a visible jump.
  if (Number(summary.cls.toFixed(3)) > TARGETS.cls) summary.misses.push(`CLS ${summary.cls.toFixed(3)}`);
  return summary;
}

function table(rows: ReturnType<typeof summarise>[], anchor: { lcp: number; tbt: number; score: number }) {
  const header = ["route", "score", "LCP s", "LCP over bare", "TBT ms", "TBT over bare", "CLS", "FCP over bare", "KB", "misses"];
  const signed = (value: number, digits: number) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;
  const cells = rows.map((r) => [
    r.route,
    String(r.score),
    r.lcp.toFixed(2),
    signed(r.dLcp, 2),
    String(Math.round(r.tbt)),
    signed(r.dTbt, 0),
    r.cls.toFixed(3),
    signed(r.dFcp, 2),
    r.kb.toFixed(0),
    r.misses.join(", ") || "-",
  ]);
  cells.push(["(bare page)", String(anchor.score), anchor.lcp.toFixed(2), "", String(Math.round(anchor.tbt)), "", "", "", "", ""]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 || i === row.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...cells.map(line)].join("\n");
}

async function main(): Promise<number> {
  const { values, positionals: chosen } = parseArgs({ options: { rounds: { type: "string", default: "3" } }, allowPositionals: true });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error("bench:web: --rounds takes a whole number, 1 or more.");
  if (!fs.existsSync(path.join(SITE, "index.html"))) {
    console.error("bench:web: no built site; run `npm run build` first.");
    return 1;
  }
  const chromePath = chromiumPath();
  if (!chromePath) {
    console.error("bench:web: no Chromium found. Install it with: apt-get install -y chromium");
    return 1;
  }
  const all = [...readInventory().routes];
  const unknown = chosen.filter((route) => !all.includes(route));
  if (unknown.length) {
    console.error(`bench:web: no such route: ${unknown.join(", ")}`);
    return 1;
  }
  const routes = chosen.length ? chosen : all;
  const anchorRoot = await buildBarePage();

  const db = await openDatabase("memory");
  const site = createLocalServer({ root: SITE, db });
  const anchorHandler = createStaticHandler(anchorRoot);
  const anchor = http.createServer((req, res) => void anchorHandler(req, res));
  site.listen(PORT, "127.0.0.1");
  anchor.listen(PORT + 1, "127.0.0.1");
  await Promise.all([once(site, "listening"), once(anchor, "listening")]);
  const chrome = await launch({ chromePath, chromeFlags: [...chromiumArgs, "--headless=new"], logLevel: "error" });
  const noindex = new Map<string, boolean>();
  for (const route of routes) noindex.set(route, hasNoindex(await (await fetch(`http://127.0.0.1:${PORT}${route}`)).text()));
  // The bare page is measured for speed only; the site's routes in every category.
  const measure = async (url: string, route?: string): Promise<Run> => {
    const run = await lighthouseRun(url, chrome.port, route ? {} : { onlyCategories: ["performance"] });
    if (SAVE_DIR) {
      fs.mkdirSync(SAVE_DIR, { recursive: true });
      const name = `${new URL(url).port === String(PORT) ? "site" : "bare"}${new URL(url).pathname.replace(/\//g, "_")}-${Date.now()}.json`;
      fs.writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(run.lhr));
    }
    return readRun(run.lhr, route ? noindex.get(route) : false);
  };

  const pairs = new Map<string, { site: Run; anchor: Run }[]>(routes.map((route) => [route, []]));
  const started = Date.now();
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const route of routes) {
        process.stderr.write(`round ${round}/${rounds} ${route} ... `);
        const siteRun = await measure(`http://127.0.0.1:${PORT}${route}`, route);
        const anchorRun = await measure(`http://127.0.0.1:${PORT + 1}/`);
        pairs.get(route)!.push({ site: siteRun, anchor: anchorRun });
        process.stderr.write(
          `LCP ${siteRun.lcp.toFixed(2)} s vs ${anchorRun.lcp.toFixed(2)} s, TBT ${Math.round(siteRun.tbt)} vs ${Math.round(anchorRun.tbt)} ms\n`,
        );
      }
    }
  } finally {
    chrome.kill();
    site.closeAllConnections();
    site.close();
    anchor.closeAllConnections();
    anchor.close();
    await db.close();
  }

  const rows = routes.map((route) => summarise(route, pairs.get(route)!));
  const anchorRuns = [...pairs.values()].flat().map((pair) => pair.anchor);
  console.log(`\nLighthouse mobile, ${rounds} round(s), medians; "over bare" = median of paired differences with the bare Gatsby page\n`);
  console.log(
    table(rows, {
      lcp: median(anchorRuns.map((r) => r.lcp)),
      tbt: median(anchorRuns.map((r) => r.tbt)),
      score: median(anchorRuns.map((r) => r.score)),
    }),
  );
  console.log(
    `\nmedian over all routes: LCP over bare ${median(rows.map((r) => r.dLcp)).toFixed(2)} s, TBT over bare ${Math.round(median(rows.map((r) => r.dTbt)))} ms`,
  );

  // What a phone's first view of a route transfers, by kind (Lighthouse's resource summary, median round).
  const first = pairs
    .get(routes[0]!)!
    .map((pair) => pair.site)
    .sort((a, b) => a.bytes - b.bytes)[Math.floor(rounds / 2)]!;
  const kinds = Object.entries(first.byType).filter(([kind, size]) => kind !== "total" && size > 0);
  console.log(
    `\ntransferred on a phone's first view of ${routes[0]}: ${(first.bytes / 1024).toFixed(1)} KB (${kinds.map(([kind, size]) => `${kind} ${(size / 1024).toFixed(1)}`).join(", ")})`,
  );

  const failing = rows.filter((r) => r.misses.length);
  console.log(
    `\n${routes.length} routes x ${rounds} rounds in ${Math.round((Date.now() - started) / 1000)} s; ${failing.length ? `${failing.length} miss a target (100 in every category, LCP and TBT at most ${TARGETS.lcpOverAnchorSeconds} s and ${TARGETS.tbtOverAnchorMs} ms over the bare page, CLS ${TARGETS.cls})` : "every target met"}.`,
  );
  return failing.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  },
);
