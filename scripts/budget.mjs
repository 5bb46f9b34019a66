// Checks the built site in public/ against the JavaScript budget (docs/architecture.md §7), run by tsx:
// each route's first-load JavaScript, gzipped, must stay within 80 KB and must
// not contain @supabase/supabase-js; the videos and stills in /media stay within their sizes; the AVIF pictures
// weigh no more than their WebP. Prints a table route -> KB; exits 1 on a breach.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { bootScriptSources } from "../gatsby/boot-scripts";
import { isPreviewBuild } from "../gatsby/deploy-preview";
import { inlineScriptTags } from "../gatsby/headers";
import { PAGE_DATA_DIR, pageDataFile, WEBPACK_STATS_FILE } from "../src/lib/gatsby-internals";

const PUBLIC = path.resolve(process.argv[2] ?? "public");
const LIMIT_KB = 80;
const FORBIDDEN = /@supabase\/|SupabaseClient|supabase-js/;

if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
  console.error(`budget: no built site in ${PUBLIC}. Run \`npm run build\` first.`);
  process.exit(1);
}

/** A breach: said, and the run exits 1 at the end. */
const fail = (message) => {
  console.error(`\nbudget: ${message}`);
  process.exitCode = 1;
};

const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, WEBPACK_STATS_FILE), "utf8"));
const gzipCache = new Map();
const gzipSize = (text) => zlib.gzipSync(text, { level: 9 }).length;
const fileGzip = (name) => {
  if (!gzipCache.has(name)) {
    const text = fs.readFileSync(path.join(PUBLIC, name));
    gzipCache.set(name, { size: gzipSize(text), forbidden: FORBIDDEN.test(text.toString("utf8")) });
  }
  return gzipCache.get(name);
};

/** Every file under `dir`, leaving out folders `skip` names. */
function filesUnder(dir, skip = () => false) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip(entry.name) ? [] : filesUnder(full, skip);
    return [full];
  });
}

// public/admin is the editing room (cms/), not a page of the site: checked apart below.
const ADMIN = path.join(PUBLIC, "admin");
const htmlFiles = (dir) =>
  filesUnder(dir, (name) => name === PAGE_DATA_DIR || name === "static").filter(
    (file) => path.basename(file) === "index.html" && !file.startsWith(ADMIN + path.sep),
  );

function routeOf(file) {
  const dir = path.relative(PUBLIC, path.dirname(file)).split(path.sep).join("/");
  return `/${dir}`;
}

const rows = [];
// The processed pictures the pages show, by format, for the AVIF check at the end.
const pictureFiles = { avif: new Set(), webp: new Set() };
for (const file of htmlFiles(PUBLIC)) {
  const route = routeOf(file);
  const html = fs.readFileSync(file, "utf8");
  for (const [, type, srcSet] of html.matchAll(/<source type="image\/(avif|webp)"[^>]*?srcSet="([^"]*)"/g))
    for (const candidate of srcSet.split(",")) pictureFiles[type].add(candidate.trim().split(" ")[0]);
  const pageData = path.join(PUBLIC, pageDataFile(route));
  const chunkName = fs.existsSync(pageData) ? JSON.parse(fs.readFileSync(pageData, "utf8")).componentChunkName : null;

  // Inline scripts the browser runs; JSON-LD and other data blocks are not JavaScript.
  const inlineScripts = inlineScriptTags(html).map((script) => script.source);
  const inline = inlineScripts.join("\n");

  // Gatsby's bundles: script tags, or the list the boot script starts after the first paint (gatsby/boot-scripts.ts).
  const files = new Set([...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((m) => m[1]));
  for (const text of inlineScripts) {
    for (const source of bootScriptSources(text) ?? []) files.add(source.replace(/^\//, ""));
  }
  for (const asset of stats.namedChunkGroups[chunkName]?.assets ?? []) {
    if (asset.name.endsWith(".js")) files.add(asset.name);
  }

  let bytes = inline ? gzipSize(inline) : 0;
  const forbidden = [];
  for (const name of files) {
    const { size, forbidden: hit } = fileGzip(name);
    bytes += size;
    if (hit) forbidden.push(name);
  }
  if (FORBIDDEN.test(inline)) forbidden.push("(inline script)");
  rows.push({ route, kb: bytes / 1024, files: files.size, forbidden });
}

rows.sort((a, b) => a.route.localeCompare(b.route));
const width = Math.max(5, ...rows.map((r) => r.route.length));
console.log(`${"Route".padEnd(width)}  First-load JS (gzip)  Files  Status`);
const failing = rows.filter((row) => row.kb > LIMIT_KB || row.forbidden.length);
for (const row of rows) {
  const problems = [];
  if (row.kb > LIMIT_KB) problems.push(`over ${LIMIT_KB} KB`);
  if (row.forbidden.length) problems.push(`contains supabase-js (${row.forbidden.join(", ")})`);
  console.log(
    `${row.route.padEnd(width)}  ${`${row.kb.toFixed(1)} KB`.padStart(20)}  ${String(row.files).padStart(5)}  ${problems.length ? `FAIL: ${problems.join("; ")}` : "ok"}`,
  );
}
// A production build carries not one byte of the deploy preview (gatsby/deploy-preview.ts): no ribbon
// (its marker attribute, its element id) in any page or script, and no /_preview report.
if (!isPreviewBuild(process.env)) {
  const leaks = filesUnder(PUBLIC)
    .filter((file) => /\.(html|js|json)$/.test(file) && fs.readFileSync(file, "utf8").includes("preview-ribbon"))
    .map((file) => path.relative(PUBLIC, file));
  if (fs.existsSync(path.join(PUBLIC, "_preview"))) leaks.push("_preview/");
  if (leaks.length)
    fail(
      `this production build carries deploy-preview files or markup: ${leaks.join(", ")}. Build without CONTEXT=deploy-preview, after \`npm run clean\`.`,
    );
  else console.log("\nbudget: no deploy-preview ribbon or /_preview in this production build.");
}
// The editing room's bundle (Decap CMS, its own React) reaches no page: no page or site script names
// it or carries Decap's code; the pages' figures above are the site's alone.
if (fs.existsSync(ADMIN)) {
  const DECAP = /\/admin\/cms-|CMS_MANUAL_INIT|decap-cms/;
  const siteFiles = filesUnder(PUBLIC, (name) => name === "admin").filter((file) => /\.(html|js)$/.test(file));
  const leaks = siteFiles.filter((file) => DECAP.test(fs.readFileSync(file, "utf8"))).map((file) => path.relative(PUBLIC, file));
  const bundle = filesUnder(ADMIN).filter((file) => file.endsWith(".js"));
  const adminKb = bundle.reduce((sum, file) => sum + gzipSize(fs.readFileSync(file)), 0) / 1024;
  if (leaks.length)
    fail(`the editing room's code reaches the site: ${leaks.join(", ")}. Only public/admin may load Decap CMS (scripts/build-cms.ts).`);
  else console.log(`\nbudget: the editing room (/admin, ${adminKb.toFixed(0)} KB gzip) is loaded by no page of the site.`);
}
// The background videos and their stills (static/media), as a visitor downloads them: a replaced file
// that is too heavy fails here, named with its limit.
const MEDIA_LIMITS_KB = [
  [/-desktop\.(mp4|webm)$/, 1536],
  [/-mobile\.(mp4|webm)$/, 400],
  [/-poster(-mobile)?\.webp$/, 80],
];
const MEDIA = path.join(PUBLIC, "media");
for (const file of fs.existsSync(MEDIA) ? filesUnder(MEDIA) : []) {
  const limit = MEDIA_LIMITS_KB.find(([pattern]) => pattern.test(file))?.[1];
  const kb = fs.statSync(file).size / 1024;
  if (limit === undefined) fail(`static/media/${path.basename(file)} has no size limit: name it *-desktop, *-mobile or *-poster.`);
  else if (kb > limit) fail(`static/media/${path.basename(file)} is ${kb.toFixed(0)} KB, over its ${limit} KB limit.`);
}
if (!process.exitCode)
  console.log("\nbudget: every video and still in /media within its limit (desktop 1.5 MB, mobile 400 KB, still 80 KB).");

// The processed pictures: a browser that reads AVIF takes it before WebP, so the AVIF files must not
// weigh more than the WebP ones they stand in for (at quality 72 they weighed 1.6 times as much).
const totalKb = (files) => [...files].reduce((sum, file) => sum + fs.statSync(path.join(PUBLIC, file)).size, 0) / 1024;
if (pictureFiles.avif.size) {
  const [avifKb, webpKb] = [totalKb(pictureFiles.avif), totalKb(pictureFiles.webp)];
  const summary = `${pictureFiles.avif.size} AVIF files weigh ${avifKb.toFixed(0)} KB, their ${pictureFiles.webp.size} WebP ${webpKb.toFixed(0)} KB`;
  if (avifKb > webpKb) fail(`${summary}: AVIF is served first, so lower its quality (avifOptions in gatsby-config.ts).`);
  else console.log(`\nbudget: ${summary}.`);
}
if (failing.length) fail(`a route breaks the first-load JavaScript budget (${LIMIT_KB} KB gzip, no supabase-js).`);
else if (!process.exitCode) console.log(`\nbudget: all ${rows.length} routes within ${LIMIT_KB} KB gzip and free of supabase-js.`);
