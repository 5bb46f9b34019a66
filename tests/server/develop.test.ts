import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { chromium, type Browser } from "@playwright/test";
import { headlessShellArgs, headlessShellPath } from "../../scripts/chromium";
import { freePort } from "../../scripts/free-port";

/**
 * `npm run develop` on a copy of the site (node_modules linked): with a broken
 * content file it stops at once with the content checker's sentences, as
 * `npm run build` does; with the file fixed it starts and serves the page.
 * The develop process group is killed and the copy removed however the test
 * ends. DEVELOP_PORT picks the port (default: any free one).
 */

const ROOT = path.resolve(__dirname, "../..");
/** Not copied: build output, caches, history; node_modules is linked instead. */
const SKIP = new Set([".cache", "public", ".git", "node_modules", ".data", "reports", "test-results", "playwright-report", "screenshots"]);
const SOLUTION_FILE = "content/solutions/vendor-management.yaml";
const ROUTE = "/solutions/vendor-management";
const MISSING = 'content/solutions/vendor-management.yaml: "heroTitle" is missing; it needs some text.';
const MISSPELT = 'content/solutions/vendor-management.yaml: "heroTitel" is not a field the site uses; did you mean "heroTitle"?';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-develop-"));
let develop: ChildProcess | undefined;
let output = "";
let browser: Browser | undefined;
let original = "";
const timings: string[] = [];

/** Ends the develop process group at once; also when this process is stopped (Ctrl-C) before the after hook runs. */
function killDevelop(signal: NodeJS.Signals) {
  // The whole group, even if gatsby's own process is gone: its children may not be.
  if (!develop?.pid) return;
  try {
    process.kill(-develop.pid, signal);
  } catch {
    // Already gone.
  }
}
process.once("exit", () => killDevelop("SIGKILL"));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killDevelop("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  });
}

/** The develop output as an editor reads it: colours removed, lines joined where the terminal wrapped them. */
const terminal = () =>
  output
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "")
    .replace(/\s+/g, " ");

async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (develop?.exitCode !== null && develop?.exitCode !== undefined)
      throw new Error(`gatsby develop exited (${develop.exitCode}) while waiting for ${what}:\n${terminal().slice(-3000)}`);
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}. Develop output ends:\n${terminal().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts `gatsby develop` in the copy, in a process group of its own; resolves with its address. */
async function startDevelop(): Promise<string> {
  const port = process.env.DEVELOP_PORT ? Number(process.env.DEVELOP_PORT) : await freePort();
  output = "";
  develop = spawn(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "develop", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    // Its own process group, so that it and every process it starts can be ended together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // As on an editor's machine: CI unset. Under CI=true Gatsby processes every image before the
    // site is ready (about two minutes here) instead of when a page asks for it.
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: undefined, CI: undefined },
  });
  develop.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  develop.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return `http://127.0.0.1:${port}`;
}

/** Ends the running develop process group: SIGTERM, then SIGKILL for whatever outlived it. */
async function stopDevelop() {
  if (!develop?.pid) return;
  const exited = develop.exitCode === null ? new Promise((resolve) => develop!.once("exit", resolve)) : Promise.resolve();
  killDevelop("SIGTERM");
  const timer = setTimeout(() => killDevelop("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
  await new Promise((resolve) => setTimeout(resolve, 500));
  killDevelop("SIGKILL");
}

before(() => {
  for (const entry of fs.readdirSync(ROOT)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  original = fs.readFileSync(path.join(dir, SOLUTION_FILE), "utf8");
  assert.match(original, /^heroTitle: /m);
});

after(async () => {
  await browser?.close().catch(() => {});
  await stopDevelop();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`develop test: ${timings.join(", ")}; total ${seconds()}`);
});

describe("npm run develop", () => {
  it("stops with the content checker's sentences when a content file is broken", { timeout: 120_000 }, async () => {
    fs.writeFileSync(path.join(dir, SOLUTION_FILE), original.replace(/^heroTitle:/m, "heroTitel:"));
    await startDevelop();
    const code = await new Promise<number | null>((resolve) => develop!.once("exit", resolve));
    timings.push(`stopped after ${seconds()}`);
    assert.notEqual(code, 0, "gatsby develop exits with an error");
    assert.ok(terminal().includes(MISSING), terminal().slice(-3000));
    assert.ok(terminal().includes(MISSPELT), terminal().slice(-3000));
    assert.match(terminal(), /The content has 2 problems\. Fix these and build again:/);
    develop = undefined;
    fs.writeFileSync(path.join(dir, SOLUTION_FILE), original);
  });

  it("starts and serves a page once the content is fine", { timeout: 300_000 }, async () => {
    const executablePath = headlessShellPath();
    assert.ok(executablePath, "This test needs Chromium: install Debian's chromium-headless-shell package or set HEADLESS_SHELL_PATH.");
    const base = await startDevelop();
    await until("gatsby develop to be ready", () => /You can now view/.test(terminal()), 240_000);
    timings.push(`develop ready after ${seconds()}`);

    browser = await chromium.launch({ executablePath, args: headlessShellArgs });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(`${base}${ROUTE}`);
    const heroTitle = /^heroTitle: (.+)$/m.exec(original)![1]!.replace(/^["']|["']$/g, "");
    await until("the solution page", async () => (await page.evaluate(() => document.body.innerText)).includes(heroTitle), 60_000);
    timings.push(`page shown after ${seconds()}`);
    assert.deepEqual(pageErrors, [], "no component threw");
  });
});
