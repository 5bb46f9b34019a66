// How the build scales with the number of articles: builds a temporary copy of the site
// (scripts/site-copy.ts) holding N articles (the real ones plus copies of them under new names,
// with drawn pictures) and prints build seconds, peak memory of the build's processes, the
// post-build step's seconds, the /insights HTML and page-data sizes, the largest
// Content-Security-Policy header and first-load JavaScript of the home page, /insights and an
// article. A benchmark, not a test.
// Usage: npm run bench:scale -- 1000   (KEEP=1 keeps the copy)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { readInventory } from "../gatsby/inventory";
import { makeSiteCopy, removeSiteCopy } from "./site-copy";

const count = Number(process.argv[2] ?? 100);
if (!Number.isInteger(count) || count < 9) {
  console.error("bench:scale: give the number of articles, 9 or more: npm run bench:scale -- 1000");
  process.exit(1);
}

/**
 * Generated article `index`: a real article under a new file name and id, one day older each (within
 * the years the content checks take), never featured, and without its picture, so that it gets a
 * drawn one as an article published without a picture does.
 */
function article(sources: string[], index: number): { slug: string; text: string } {
  const source = sources[index % sources.length]!;
  const slug = `scale-${String(index).padStart(4, "0")}-${path.basename(source, ".mdx")}`;
  const day = new Date(Date.UTC(2023, 0, 1) - (index % 8000) * 86_400_000).toISOString().slice(0, 10);
  const text = fs
    .readFileSync(source, "utf8")
    .replace(/^id: .*$/m, `id: ${slug}`)
    .replace(/^date: .*$/m, `date: ${day}`)
    .replace(/^featured: true$/m, "featured: false")
    .replace(/^image: .*\n/m, "");
  return { slug, text };
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
  const insights = path.join(dir, "content", "insights");
  const sources = fs.readdirSync(insights).map((file) => path.join(insights, file));
  const existing = readInventory(path.join(dir, "content")).articles.length;
  for (let i = 0; i < count - existing; i++) {
    const { slug, text } = article(sources, i + 1);
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
    const run = spawn("npx", ["tsx", path.join(dir, "scripts", "budget.mjs"), publicDir], { stdio: ["ignore", "pipe", "inherit"] });
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
