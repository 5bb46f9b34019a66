// Lighthouse (default mobile preset) on every route of the built site, served by the
// local server. Writes reports/lighthouse/<slug>.html and summary.json; exits non-zero
// when accessibility, best practices or SEO is below 100, or when a route's LCP, CLS or
// TBT passes its threshold in scripts/audit-thresholds.json (each printed against it).
// Usage: npm run audit [-- /route ...]   (AUDIT_ROOT=<built site dir>, AUDIT_PORT=<port>, default 9321,
//   AUDIT_RUNS=<runs per route, medians compared; default 1>,
//   AUDIT_WRITE_THRESHOLDS=1 to set the thresholds from this run's medians plus the file's headroom)
import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import type { Result } from "lighthouse";
import { launch } from "chrome-launcher";
import { readInventory } from "../gatsby/inventory";
import { hasNoindex } from "../gatsby/route-manifest";
import { openDatabase } from "../local/database";
// local/server.ts only runs its main() when it is the entry point, so importing it starts nothing.
import { createLocalServer } from "../local/server";
import { routeSlug as slug } from "../src/lib/site-url";
import { chromiumArgs, chromiumPath, lighthouseRun } from "./chromium";
import { median } from "./stats";

const REPO = path.resolve(__dirname, "..");
const THRESHOLDS_FILE = path.join(__dirname, "audit-thresholds.json");
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1));
const ROOT = path.resolve(REPO, process.env.AUDIT_ROOT ?? "public");
const PORT = Number(process.env.AUDIT_PORT ?? 9321);
const OUT = path.join(REPO, "reports", "lighthouse");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const ENFORCED = ["accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
interface Failure {
  id: string;
  title: string;
}
interface RouteResult {
  route: string;
  report: string;
  scores: Record<Category, number | null>;
  metrics: { lcpSeconds: number | null; cls: number | null; tbtMs: number | null };
  noindex: boolean;
  failing: Partial<Record<Category, Failure[]>>;
  problems: string[]; // what makes this route fail the audit; empty when it passes
  noindexByDesign: boolean;
}

/** The audits that cost the category points: weighted, and scored below 1. */
function failingAudits(lhr: Result, category: Category): Failure[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Result["audits"][string] => audit !== undefined && audit.score !== null && audit.score < 1)
    .map(({ id, title }) => ({ id, title }));
}

function judge(route: string, lhr: Result, noindex: boolean): RouteResult {
  const scores = {} as Record<Category, number | null>;
  const failing: RouteResult["failing"] = {};
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = score == null ? null : Math.round(score * 100);
    if (scores[category] !== 100) failing[category] = failingAudits(lhr, category);
  }
  const problems: string[] = lhr.runtimeError ? [`lighthouse: ${lhr.runtimeError.message}`] : [];
  for (const c of ["accessibility", "best-practices"] as const) if (scores[c] !== 100) problems.push(`${c} ${scores[c] ?? "no score"}`);
  // A deliberately noindexed page is expected to fail is-crawlable, and only that.
  const seoFailures = (failing.seo ?? []).filter((audit) => !(noindex && audit.id === "is-crawlable"));
  const noindexByDesign = scores.seo !== 100 && scores.seo !== null && noindex && seoFailures.length === 0;
  if (scores.seo !== 100 && !noindexByDesign) problems.push(`seo ${scores.seo ?? "no score"}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const lcp = numeric("largest-contentful-paint");
  const metrics = {
    lcpSeconds: lcp === null ? null : lcp / 1000,
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
  };
  return { route, report: `${slug(route)}.html`, scores, metrics, noindex, failing, problems, noindexByDesign };
}

interface Limits {
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
}
interface Thresholds {
  headroom: { lcpSeconds: number; lcpFactor: number; cls: number; tbtMs: number; tbtFactor: number };
  /** For a route the file does not name (a new article, say): the loosest of the named ones. */
  default: Limits;
  routes: Record<string, Limits>;
}

function medianMetrics(samples: RouteResult["metrics"][]): RouteResult["metrics"] {
  const of = (key: keyof RouteResult["metrics"]) => {
    const values = samples.map((sample) => sample[key]).filter((value): value is number => value !== null);
    return values.length ? median(values) : null;
  };
  return { lcpSeconds: of("lcpSeconds"), cls: of("cls"), tbtMs: of("tbtMs") };
}

function readThresholds(): Thresholds {
  return JSON.parse(fs.readFileSync(THRESHOLDS_FILE, "utf8")) as Thresholds;
}

const thresholdFor = (thresholds: Thresholds, route: string): Limits => thresholds.routes[route] ?? thresholds.default;

/** What passes a threshold, in words: "LCP 3.9 s over its 3.4 s". */
function metricProblems(r: RouteResult, limits: Limits): string[] {
  const { lcpSeconds, cls, tbtMs } = r.metrics;
  const problems: string[] = [];
  if (lcpSeconds === null || cls === null || tbtMs === null) return ["no LCP, CLS or TBT measured"];
  if (lcpSeconds > limits.lcpSeconds) problems.push(`LCP ${lcpSeconds.toFixed(2)} s over its ${limits.lcpSeconds} s`);
  if (cls > limits.cls) problems.push(`CLS ${cls.toFixed(3)} over its ${limits.cls}`);
  if (tbtMs > limits.tbtMs) problems.push(`TBT ${Math.round(tbtMs)} ms over its ${limits.tbtMs} ms`);
  return problems;
}

/** Each route's metrics against its thresholds, with the margin left (negative: over). */
function printAgainstThresholds(results: RouteResult[], thresholds: Thresholds) {
  console.log(
    `\nAgainst scripts/audit-thresholds.json (${RUNS === 1 ? "one run" : `medians of ${RUNS} runs`}; margin left, negative when over):`,
  );
  for (const r of results) {
    const limits = thresholdFor(thresholds, r.route);
    const { lcpSeconds, cls, tbtMs } = r.metrics;
    const margin = (value: number | null, limit: number, digits: number, unit: string) =>
      value === null
        ? "-"
        : `${value.toFixed(digits)}${unit} / ${limit}${unit} (${(limit - value >= 0 ? "+" : "") + (limit - value).toFixed(digits)})`;
    console.log(
      `  ${r.route}${thresholds.routes[r.route] ? "" : " (default)"}: LCP ${margin(lcpSeconds, limits.lcpSeconds, 2, " s")}, CLS ${margin(cls, limits.cls, 3, "")}, TBT ${margin(tbtMs, limits.tbtMs, 0, " ms")}`,
    );
  }
}

/** Thresholds from this run's medians plus the file's headroom, rounded up. */
function writeThresholds(results: RouteResult[]) {
  const current = readThresholds();
  const h = current.headroom;
  const up = (value: number, step: number) => Math.ceil(value / step) * step;
  const routes: Record<string, Limits> = {};
  for (const r of results) {
    const { lcpSeconds, cls, tbtMs } = r.metrics;
    if (lcpSeconds === null || cls === null || tbtMs === null) continue;
    routes[r.route] = {
      lcpSeconds: Number(up(Math.max(lcpSeconds * h.lcpFactor, lcpSeconds + h.lcpSeconds), 0.1).toFixed(1)),
      cls: Number(up(cls + h.cls, 0.01).toFixed(2)),
      tbtMs: up(Math.max(tbtMs * h.tbtFactor, tbtMs + h.tbtMs), 10),
    };
  }
  const limits = Object.values(routes);
  const loosest: Limits = {
    lcpSeconds: Math.max(...limits.map((l) => l.lcpSeconds)),
    cls: Math.max(...limits.map((l) => l.cls)),
    tbtMs: Math.max(...limits.map((l) => l.tbtMs)),
  };
  fs.writeFileSync(THRESHOLDS_FILE, `${JSON.stringify({ ...current, default: loosest, routes }, null, 2)}\n`);
  console.log(`Wrote ${path.relative(REPO, THRESHOLDS_FILE)} from ${RUNS === 1 ? "one run" : `the medians of ${RUNS} runs`}.`);
}

const fixed = (value: number | null, digits: number) => (value === null ? "-" : value.toFixed(digits));

function printTable(results: RouteResult[]) {
  const header = ["route", "performance", "accessibility", "best practices", "SEO", "LCP (s)", "CLS", "TBT (ms)"];
  const rows = results.map((r) => [
    r.route,
    ...CATEGORIES.map((c) => String(r.scores[c] ?? "-")),
    fixed(r.metrics.lcpSeconds, 1),
    fixed(r.metrics.cls, 3),
    fixed(r.metrics.tbtMs, 0),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ");
  console.log([line(header), widths.map((w) => "-".repeat(w)).join("-|-"), ...rows.map(line)].join("\n"));
}

function printFailures(results: RouteResult[]) {
  for (const r of results) {
    const enforced = ENFORCED.filter((c) => r.failing[c]);
    if (enforced.length === 0 && r.problems.length === 0) continue;
    console.log(`\n${r.route}${r.problems.length ? ` FAILS (${r.problems.join(", ")})` : ""}`);
    for (const category of enforced) {
      const note = category === "seo" && r.noindexByDesign ? " (noindex by design)" : "";
      console.log(`  ${category} ${r.scores[category] ?? "no score"}${note}:`);
      for (const audit of r.failing[category] ?? []) console.log(`    ${audit.id}: ${audit.title}`);
    }
  }
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(ROOT, "index.html"))) {
    console.error("No built site: run `npm run build` first.");
    return 1;
  }
  const chromePath = chromiumPath();
  if (!chromePath) {
    console.error("No Chromium found. Install it with: apt-get install -y chromium");
    return 1;
  }
  const started = Date.now();
  const db = await openDatabase("memory");
  const server = createLocalServer({ root: ROOT, db });
  server.listen(PORT, "127.0.0.1");
  await once(server, "listening"); // rejects with EADDRINUSE and the like
  const chrome = await launch({ chromePath, chromeFlags: [...chromiumArgs, "--headless=new"], logLevel: "error" });
  const results: RouteResult[] = [];
  try {
    fs.mkdirSync(OUT, { recursive: true });
    // One route at a time: parallel runs on 2 cores would distort the simulated metrics.
    // `npm run audit -- /about /contact` audits those routes only.
    const only = process.argv.slice(2);
    for (const route of only.length ? only : readInventory().routes) {
      console.error(`Auditing ${route} ...`);
      const url = `http://127.0.0.1:${PORT}${route}`;
      const noindex = hasNoindex(await (await fetch(url)).text());
      // A second fault of the tool is reported as a failure (judge).
      const run = await lighthouseRun(url, chrome.port, { output: "html" });
      fs.writeFileSync(path.join(OUT, `${slug(route)}.html`), String(run.report));
      for (const warning of run.lhr.runWarnings) console.error(`  warning: ${warning}`);
      const result = judge(route, run.lhr, noindex);
      // More runs: the metrics compared are the medians; the report and scores are the first run's.
      const samples = [result.metrics];
      for (let extra = 1; extra < RUNS; extra++) {
        const again = await lighthouseRun(url, chrome.port);
        if (!again.lhr.runtimeError) samples.push(judge(route, again.lhr, noindex).metrics);
      }
      result.metrics = medianMetrics(samples);
      results.push(result);
    }
  } finally {
    chrome.kill();
    server.closeAllConnections();
    server.close();
    await db.close();
  }
  if (process.env.AUDIT_WRITE_THRESHOLDS === "1") {
    if (process.argv.length > 2) throw new Error("AUDIT_WRITE_THRESHOLDS=1 sets every route's limits: run it without a route list.");
    writeThresholds(results);
  }
  const thresholds = readThresholds();
  for (const r of results) r.problems.push(...metricProblems(r, thresholdFor(thresholds, r.route)));
  fs.writeFileSync(
    path.join(OUT, "summary.json"),
    JSON.stringify({ generatedAt: new Date().toISOString(), root: ROOT, runs: RUNS, routes: results }, null, 2) + "\n",
  );
  printTable(results);
  printAgainstThresholds(results, thresholds);
  printFailures(results);
  const failed = results.filter((r) => r.problems.length > 0).length;
  console.log(
    `\n${results.length} ${results.length === 1 ? "route" : "routes"} in ${Math.round((Date.now() - started) / 1000)} s; ${failed} failing. Reports in ${path.relative(REPO, OUT)}/`,
  );
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  },
);
