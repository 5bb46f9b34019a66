import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "@playwright/test";
import { headlessShellArgs, headlessShellPath } from "../../scripts/chromium";
import { freePort } from "../../scripts/free-port";

/**
 * What an editor sees in `npm run develop` when a content file breaks: the
 * content checker's sentence in the terminal and on the open page, not
 * Gatsby's "Unhandled Runtime Error" and a React stack trace; and the page
 * back once the file is fixed. Runs the real `gatsby develop` on a copy of the
 * site (node_modules linked), so it takes a minute or two; the develop
 * process group is killed and the copy removed however the test ends.
 * DEVELOP_PREVIEW_PORT picks the port (default: any free one).
 */

const ROOT = path.resolve(__dirname, "../..");
/** Not copied: build output, caches, history; node_modules is linked instead. */
const SKIP = new Set([".cache", "public", ".git", "node_modules", ".data", "reports", "test-results", "playwright-report", "screenshots"]);
const SOLUTION_FILE = "content/solutions/vendor-management.yaml";
const ROUTE = "/solutions/vendor-management";
const MISSING = 'content/solutions/vendor-management.yaml: "heroTitle" is missing; it needs some text.';
const MISSPELT = 'content/solutions/vendor-management.yaml: "heroTitel" is not a field the site uses; did you mean "heroTitle"?';
const FINE = "The content is fine again; the preview shows the pages.";
/** Signs of what the editor must not get: a React or GraphQL trace. */
const TRACE = /Unhandled Runtime Error|Cannot return null for non-nullable field|\n\s+at \S+ \(|The solution page's content is missing/;

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-develop-"));
let develop: ChildProcess | undefined;
let output = "";
let browser: Browser | undefined;
let page: Page;
let base = "";
let original = "";
const timings: string[] = [];
/** Uncaught errors in the page: a component that threw. */
const pageErrors: string[] = [];

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
const terminal = (from = 0) =>
  output
    .slice(from)
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

const developPort = async () => (process.env.DEVELOP_PREVIEW_PORT ? Number(process.env.DEVELOP_PREVIEW_PORT) : freePort());

/** The page's visible text, and whether Gatsby's error overlay is showing. */
const visible = () =>
  page.evaluate(() => {
    const overlay = document.querySelector("gatsby-fast-refresh");
    const overlayShown = !!overlay && getComputedStyle(overlay).display !== "none";
    return {
      text: document.body.innerText,
      overlay: overlayShown ? (overlay.shadowRoot?.textContent ?? "") : null,
      focused: document.activeElement?.tagName ?? "",
    };
  });

before(async () => {
  for (const entry of fs.readdirSync(ROOT)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  original = fs.readFileSync(path.join(dir, SOLUTION_FILE), "utf8");
  assert.match(original, /^heroTitle: /m);

  const port = await developPort();
  base = `http://127.0.0.1:${port}`;
  develop = spawn(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "develop", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    // Its own process group, so that it and every process it starts can be ended together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // As on an editor's machine: CI unset. Under CI=true Gatsby processes every image before the
    // preview is ready (about two minutes here) instead of when a page asks for it.
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: undefined, CI: undefined },
  });
  develop.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  develop.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
});

after(async () => {
  await browser?.close().catch(() => {});
  if (develop?.pid) {
    const exited = develop.exitCode === null ? new Promise((resolve) => develop!.once("exit", resolve)) : Promise.resolve();
    killDevelop("SIGTERM");
    const timer = setTimeout(() => killDevelop("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
    // Whatever of the group outlived SIGTERM.
    await new Promise((resolve) => setTimeout(resolve, 500));
    killDevelop("SIGKILL");
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`develop preview test: ${timings.join(", ")}; total ${seconds()}`);
});

describe("npm run develop with a broken content file", () => {
  it(
    "shows the checker's sentence in the terminal and on the open page, then the page again once fixed",
    { timeout: 300_000 },
    async () => {
      const executablePath = headlessShellPath();
      assert.ok(executablePath, "This test needs Chromium: install Debian's chromium-headless-shell package or set HEADLESS_SHELL_PATH.");

      await until("gatsby develop to be ready", () => /You can now view/.test(terminal()), 240_000);
      timings.push(`develop ready after ${seconds()}`);

      browser = await chromium.launch({ executablePath, args: headlessShellArgs });
      // A page of its own context: axe's Playwright builder needs one.
      page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await page.goto(`${base}${ROUTE}`);
      const heroTitle = /^heroTitle: (.+)$/m.exec(original)![1]!.replace(/^["']|["']$/g, "");
      await until("the solution page", async () => (await visible()).text.includes(heroTitle), 60_000);
      timings.push(`page shown after ${seconds()}`);

      // The editor misspells the field and saves.
      const outputBefore = output.length;
      const changedAt = Date.now();
      fs.writeFileSync(path.join(dir, SOLUTION_FILE), original.replace(/^heroTitle:/m, "heroTitel:"));

      const terminalText = await until(
        "the sentence in the develop output",
        () => terminal(outputBefore).includes(MISSING) && terminal(outputBefore),
        30_000,
      );
      assert.ok(terminalText.includes(MISSPELT), terminalText);
      const shown = await until(
        "the sentence on the page",
        async () => {
          const now = await visible();
          return now.text.includes(MISSING) && now;
        },
        30_000,
      );
      timings.push(`sentence on the page ${((Date.now() - changedAt) / 1000).toFixed(1)} s after the change`);
      assert.ok(shown.text.includes(MISSPELT), shown.text);
      assert.match(shown.text, /The content has 2 problems/);
      assert.equal(shown.overlay, null, "Gatsby's error overlay is showing");
      assert.equal(shown.focused, "H1", "the problems' heading has the focus");
      assert.doesNotMatch(shown.text, TRACE);
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      assert.deepEqual(
        axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
        [],
      );
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        "the problems fit 390 px without scrolling sideways",
      );

      // Gatsby runs the page's query again a moment later; the page must stay on the sentences, and neither may show a trace.
      await until(
        "Gatsby to rerun the page's query",
        () =>
          /cannot be built from the content until the problems listed above are fixed|Writing page-data/.test(terminal(outputBefore + 1)),
        30_000,
      );
      await page.waitForTimeout(1500);
      const later = await visible();
      assert.ok(later.text.includes(MISSING), later.text);
      assert.equal(later.overlay, null, "Gatsby's error overlay is showing");
      assert.doesNotMatch(later.text, TRACE);
      assert.doesNotMatch(terminal(outputBefore), TRACE);
      assert.equal(terminal(outputBefore).split(MISSING).length - 1, 1, "the sentence is printed once for one change");

      // A page loaded now shows the sentences too.
      const other = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await other.goto(`${base}/about`);
      await until(
        "the sentence on a page loaded next",
        async () => (await other.evaluate(() => document.body.innerText)).includes(MISSING),
        30_000,
      );
      await other.close();

      // The editor fixes the file: the page comes back by itself.
      const outputFixed = output.length;
      const fixedAt = Date.now();
      fs.writeFileSync(path.join(dir, SOLUTION_FILE), original);
      await until("the line saying the content is fine", () => terminal(outputFixed).includes(FINE), 30_000);
      const back = await until(
        "the page to come back",
        async () => {
          const now = await visible();
          return now.text.includes(heroTitle) && now;
        },
        60_000,
      );
      timings.push(`page back ${((Date.now() - fixedAt) / 1000).toFixed(1)} s after the fix`);
      assert.doesNotMatch(back.text, /The content has/);
      assert.equal(back.overlay, null, "Gatsby's error overlay is showing");
      assert.deepEqual(pageErrors, [], "no component threw");
    },
  );
});
