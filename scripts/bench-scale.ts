// How the build scales with the number of articles: builds a temporary copy of the site
// (scripts/site-copy.ts) holding N articles (the real ones plus generated ones with long
// bodies that use every article component, some gated, all categories) and prints build
// seconds, peak memory of the build's processes, the post-build step's seconds, the /insights
// HTML and page-data sizes, the largest Content-Security-Policy header and first-load
// JavaScript of the home page, /insights and an article. A benchmark, not a test.
// Usage: npm run bench:scale -- 1000   (KEEP=1 keeps the copy)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ARTICLE_CATEGORIES } from "../src/lib/insights-filter";
import { readInventory } from "../gatsby/inventory";
import { makeSiteCopy, removeSiteCopy } from "./site-copy";

const count = Number(process.argv[2] ?? 100);
if (!Number.isInteger(count) || count < 9) {
  console.error("bench:scale: give the number of articles, 9 or more: npm run bench:scale -- 1000");
  process.exit(1);
}

const SUBJECTS = [
  ["accounts payable", "invoice exceptions", "Finance"],
  ["indirect procurement", "tail spend", "Finance"],
  ["plant maintenance", "unplanned downtime", "Manufacturing"],
  ["revenue cycle", "claim denials", "Healthcare"],
  ["vendor onboarding", "duplicate suppliers", "Business Intelligence"],
  ["contract renewals", "missed price caps", "Strategy"],
  ["customer success", "expansion revenue", "AI Transformation"],
  ["security reviews", "shadow AI tools", "Security"],
  ["legacy ERP", "manual re-keying", "Technology"],
  ["portfolio reporting", "late close", "Case Studies"],
] as const;

/** One generated article: every component, about 900 words, a read time that matches. */
function article(index: number): { slug: string; text: string } {
  const [area, problem, category] = SUBJECTS[index % SUBJECTS.length]!;
  const slug = `scale-${String(index).padStart(4, "0")}-${area.toLowerCase().replace(/\s+/g, "-")}`;
  // One day earlier each, within the years the content checks take (from 2000): 8,000 days back from 2023 is 2001.
  const day = new Date(Date.UTC(2023, 0, 1) - (index % 8000) * 86_400_000).toISOString().slice(0, 10);
  const paragraph = (n: number) =>
    `Teams that run ${area} at mid-market scale usually find that ${problem} cost more than the budget shows. In review ${n}, the finance lead traced each case to its source system, agreed a baseline with the controller and set a target the operating team could check every month without a new report. ` +
    `The work took weeks, not quarters, because the data already existed; what was missing was one owner and one definition of done.`;
  const sections = Array.from({ length: 6 }, (_, n) => `## Step ${n + 1} for ${area}\n\n${paragraph(n + 1)}\n\n${paragraph(n + 7)}\n`).join(
    "\n",
  );
  const body = `${paragraph(0)}

<Stats>
  <Stat value="${(index % 30) + 10}%" label="fewer ${problem} in the first year, in scope" />
  <Stat value="${(index % 8) + 4} wks" label="from baseline to first result" />
</Stats>

${sections}
<Callout title="What to check first" tone="action">

Ask who owns ${problem} today and which number they would use to prove an improvement.

</Callout>

<DataTable caption="Where the time goes in ${area}" head={["Activity", "Share of hours"]} rows={[["Matching and checking", "${(index % 20) + 30}%"], ["Chasing approvals", "25%"], ["Reporting", "15%"]]} />

<Timeline>
<Phase title="Baseline" duration="Weeks 1-2">

Agree the number and lock it with finance.

</Phase>
<Phase title="Pilot" duration="Weeks 3-8">

Run the change on one business unit and compare against the baseline.

</Phase>
</Timeline>

<PullQuote attribution="Chief Financial Officer, PE-backed services company">
We stopped arguing about the baseline once finance owned it, and the savings conversation took ten minutes.
</PullQuote>
`;
  const words = body
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  const title = `${area[0]!.toUpperCase()}${area.slice(1)}: cutting ${problem}, field note ${index}`;
  const alsoIn = ARTICLE_CATEGORIES.filter((name) => name !== category)[index % (ARTICLE_CATEGORIES.length - 1)];
  const front = [
    "---",
    `id: ${slug}`,
    `title: "${title}"`,
    ...(title.length > 49 ? [`seoTitle: "${title.slice(0, 46).trim()}..."`] : []),
    `excerpt: "How one team reduced ${problem} in ${area}, with the baseline, the first eight weeks and the numbers finance signed off."`,
    `category: ${category}`,
    `alsoIn: [${alsoIn}]`,
    "author: Everpeak Strategy Team",
    `date: ${day}`,
    `readTime: ${Math.max(1, Math.round(words / 200))}`,
    `featured: ${index % 97 === 0}`,
    `gated: ${index % 4 === 0}`,
    'ctaLabel: "Get Your Free Assessment"',
    `ctaTitle: "Find out what ${problem} cost you"`,
    'ctaText: "We size the opportunity with your team and send a written plan. We respond within 24 hours."',
    "---",
  ].join("\n");
  return { slug, text: `${front}\n\n${body}` };
}

/** The resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  let total = 0;
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while we looked.
    }
  }
  const visit = (pid: number) => {
    total += rss.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return total;
}

async function main() {
  const started = Date.now();
  const dir = makeSiteCopy(`scale-${count}`);
  const existing = readInventory(path.join(dir, "content")).articles.length;
  for (let i = 0; i < count - existing; i++) {
    const { slug, text } = article(i + 1);
    fs.writeFileSync(path.join(dir, "content", "insights", `${slug}.mdx`), text);
  }
  console.log(`bench:scale: ${count} articles in ${dir}; building...`);

  const build = spawn("npx", ["gatsby", "build"], { cwd: dir, env: { ...process.env, CI: "true" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  build.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(build.pid!))), 250);
  const buildStart = Date.now();
  const status = await new Promise<number | null>((resolve) => build.on("close", resolve));
  clearInterval(sampler);
  const seconds = (Date.now() - buildStart) / 1000;
  if (status !== 0) {
    console.error(output.slice(-4000));
    console.error(`bench:scale: the build failed (exit ${status}); the copy is kept at ${dir}.`);
    process.exit(1);
  }

  // Gatsby's own phase timings ("success run queries in workers - 12.3s"), slowest first, to show where the seconds go.
  fs.writeFileSync(path.join(dir, "build.log"), output);
  const phases = [...output.matchAll(/success (.+?) - ([\d.]+)s/g)]
    .map(([, name, secs]) => ({ name: name!.trim(), secs: Number(secs) }))
    .sort((a, b) => b.secs - a.secs)
    .slice(0, 8);

  const publicDir = path.join(dir, "public");
  const size = (file: string) => fs.statSync(path.join(publicDir, file)).size;
  const postBuild = /onPostBuild - ([\d.]+)s/.exec(output)?.[1];
  const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
  const csp = Math.max(
    ...headers
      .split("\n")
      .filter((line) => line.includes("Content-Security-Policy:"))
      .map((line) => line.trim().length),
  );
  const budget = await new Promise<string>((resolve) => {
    const run = spawn("node", [path.join(dir, "scripts", "budget.mjs"), publicDir], { stdio: ["ignore", "pipe", "inherit"] });
    let text = "";
    run.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    run.on("close", () => resolve(text));
  });
  const firstLoad = (pattern: RegExp) =>
    Math.max(
      ...budget
        .split("\n")
        .filter((line) => pattern.test(line.split(/\s+/)[0] ?? ""))
        .map((line) => Number(/([\d.]+) KB/.exec(line)?.[1] ?? 0)),
    );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

  console.log(`\nbench:scale with ${count} articles`);
  console.log(`  build                         ${seconds.toFixed(0)} s (post-build step ${postBuild ?? "?"} s)`);
  console.log(`  peak memory (all processes)   ${(peak / 1024 ** 3).toFixed(2)} GB`);
  console.log(`  /insights HTML                ${kb(size("insights/index.html"))}`);
  console.log(`  /insights page data           ${kb(size("page-data/insights/page-data.json"))}`);
  console.log(`  search index (on demand)      ${kb(size("insights/articles.json"))}`);
  console.log(`  largest CSP header            ${kb(csp)}`);
  console.log(`  _headers file                 ${kb(headers.length)}`);
  console.log(`  first-load JS /               ${firstLoad(/^\/$/)} KB`);
  console.log(`  first-load JS /insights       ${firstLoad(/^\/insights$/)} KB`);
  console.log(`  first-load JS, largest article ${firstLoad(/^\/insights\/./)} KB`);
  console.log("  slowest build phases:");
  for (const { name, secs } of phases) console.log(`    ${secs.toFixed(1).padStart(6)} s  ${name}`);
  console.log(`  whole run                     ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (process.env.KEEP === "1") console.log(`  the copy is kept at ${dir}`);
  else removeSiteCopy(dir);
}

void main();
