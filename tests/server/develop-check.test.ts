import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import {
  CONTENT_CHECK_PATH,
  createDevelopCheck,
  shortenErrorsWhile,
  type ContentCheckState,
  type DevelopCheck,
} from "../../gatsby/develop-check";
import { formatProblems } from "../../gatsby/validate";

/**
 * `npm run develop`'s content check (gatsby/develop-check.ts) on a copy of
 * content/: a change to a file is checked again, printed once, and answered
 * to the browser; the fix is announced with one line. The full develop server
 * is tested in develop-preview.test.ts.
 */

const CONTENT = path.resolve(__dirname, "../../content");
const SOLUTION = "solutions/vendor-management.yaml";
const MISSING = 'content/solutions/vendor-management.yaml: "heroTitle" is missing; it needs some text.';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-develop-check-"));
const printed: { kind: "problems" | "fine"; text: string }[] = [];
let check: DevelopCheck;
let server: http.Server;
let base = "";

async function current(): Promise<ContentCheckState> {
  const response = await fetch(`${base}${CONTENT_CHECK_PATH}`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get("content-type") ?? "", /application\/json/);
  assert.equal(response.headers.get("cache-control"), "no-store");
  return (await response.json()) as ContentCheckState;
}

/** Asks the server until its answer passes `test` (the watcher waits 100 ms after the last event, then checks). */
async function answer(test: (state: ContentCheckState) => boolean): Promise<ContentCheckState> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const state = await current();
    if (test(state)) return state;
    if (Date.now() > deadline) throw new Error(`no such answer; the last was ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

before(async () => {
  fs.cpSync(CONTENT, dir, { recursive: true });
  check = createDevelopCheck({
    contentDir: dir,
    log: { problems: (text) => printed.push({ kind: "problems", text }), fine: (text) => printed.push({ kind: "fine", text }) },
  });
  check.run();
  await check.watch();
  server = http.createServer((req, res) => {
    if (!check.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await check.close();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the develop content check", () => {
  it("starts with the content fine, prints nothing, and answers only its own address", async () => {
    assert.deepEqual(printed, []);
    assert.deepEqual((await current()).problems, []);
    assert.equal((await fetch(`${base}${CONTENT_CHECK_PATH}/other`)).status, 404);
    assert.equal((await fetch(`${base}${CONTENT_CHECK_PATH}`, { method: "POST" })).status, 404);
  });

  it("checks again when a file changes, prints the sentences once, answers them, and one line once fixed", async () => {
    const file = path.join(dir, SOLUTION);
    const original = fs.readFileSync(file, "utf8");
    const started = Date.now();
    fs.writeFileSync(file, original.replace("heroTitle:", "heroTitel:"));
    const broken = await answer((state) => state.problems.length > 0);
    const took = Date.now() - started;
    assert.ok(broken.problems.includes(MISSING), broken.problems.join("\n"));
    assert.ok(
      broken.problems.includes(
        'content/solutions/vendor-management.yaml: "heroTitel" is not a field the site uses; did you mean "heroTitle"?',
      ),
    );
    assert.ok(took < 5000, `the check took ${took} ms`);
    assert.equal(printed.length, 1);
    assert.equal(printed[0]!.kind, "problems");
    assert.match(printed[0]!.text, /^The content has 2 problems\. Fix these and save; the preview shows the pages again by itself:\n/);
    assert.ok(printed[0]!.text.includes(`  - ${MISSING}`));

    fs.writeFileSync(file, original);
    await answer((state) => state.version > broken.version && state.problems.length === 0);
    assert.equal(printed.length, 2);
    assert.deepEqual(printed[1], { kind: "fine", text: "The content is fine again; the preview shows the pages." });
  });

  it("notices a file removed and one added back", async () => {
    const file = path.join(dir, SOLUTION);
    const original = fs.readFileSync(file, "utf8");
    fs.rmSync(file);
    const removed = await answer((state) => state.problems.length > 0);
    // Its page is gone, so every link to it names the file that would make it.
    const missing = `there is no content/${SOLUTION}.`;
    assert.ok(
      removed.problems.some((problem) => problem.endsWith(missing)),
      removed.problems.join("\n"),
    );
    fs.writeFileSync(file, original);
    await answer((state) => state.version > removed.version && state.problems.length === 0);
  });

  it("checks once for a burst of events, as an editor's save makes", async () => {
    const file = path.join(dir, "home.yaml");
    const original = fs.readFileSync(file, "utf8");
    const before = (await current()).version;
    for (let i = 0; i < 5; i++) fs.writeFileSync(file, original);
    await answer((state) => state.version > before);
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal((await current()).version, before + 1);
  });

  it("says so when the check itself fails, instead of stopping develop", () => {
    const failing = createDevelopCheck({
      contentDir: dir,
      log: { problems: () => {}, fine: () => {} },
      check: () => {
        throw new Error("worker gone");
      },
    });
    assert.deepEqual(failing.run().problems, ["The content check itself failed: worker gone"]);
  });

  it("keeps the build's wording unless develop asks for its own", () => {
    assert.match(
      formatProblems(["content/a.yaml: x"]),
      /^The content has 1 problem\. Fix these and build again:\n {2}- content\/a\.yaml: x$/,
    );
  });
});

describe("Gatsby's errors while the content has problems", () => {
  const queryErrors = [
    {
      id: "85925",
      context: {
        sourceMessage: "Cannot return null for non-nullable field SolutionPage.heroTitle.",
        codeFrame: "> 10 |     heroTitle",
        filePath: "/site/src/templates/solution-page.tsx",
        urlPath: "/solutions/vendor-management",
      },
    },
  ];
  const yamlError = {
    id: "11321",
    context: {
      sourceMessage: "missed comma between flow collection entries (3:1)\n\n 1 | solution: ...",
      pluginName: "gatsby-transformer-yaml",
      api: "onCreateNode",
      codeFrame: "",
    },
  };

  function fakeReporter(problems: boolean) {
    const full: unknown[] = [];
    const warned: string[] = [];
    const reporter = {
      panicOnBuild: (meta: unknown) => full.push(meta),
      warn: (text: string) => warned.push(text),
    };
    assert.equal(
      shortenErrorsWhile(() => problems, reporter, "/site"),
      true,
    );
    return { reporter, full, warned };
  }

  it("are one line each for a failed query and a file a plugin could not read", () => {
    const { reporter, full, warned } = fakeReporter(true);
    reporter.panicOnBuild(queryErrors);
    reporter.panicOnBuild(yamlError);
    assert.deepEqual(full, []);
    assert.deepEqual(warned, [
      "The page /solutions/vendor-management cannot be built from the content until the problems listed above are fixed.",
      "gatsby-transformer-yaml could not read a content file (missed comma between flow collection entries (3:1)); the problems listed above say where.",
    ]);
  });

  it("are printed in full once the content is fine, and any other error always is", () => {
    const fine = fakeReporter(false);
    fine.reporter.panicOnBuild(queryErrors);
    fine.reporter.panicOnBuild(yamlError);
    assert.deepEqual(fine.full, [queryErrors, yamlError]);
    assert.deepEqual(fine.warned, []);
    const broken = fakeReporter(true);
    broken.reporter.panicOnBuild("Could not read the solution pages");
    broken.reporter.panicOnBuild({ id: "11321", context: { api: "createPages", sourceMessage: "x" } });
    assert.equal(broken.full.length, 2);
    assert.deepEqual(broken.warned, []);
  });
});

describe("onChange", () => {
  it("hears the first result and then only results whose problems differ", () => {
    const heard: ContentCheckState[] = [];
    const answers = [[], [], ["a"], ["a"], ["a", "b"], []];
    const changing = createDevelopCheck({
      contentDir: dir,
      log: { problems: () => {}, fine: () => {} },
      check: () => answers.shift()!,
      onChange: (state) => heard.push(state),
    });
    for (let i = 0; i < 6; i++) changing.run();
    assert.deepEqual(heard, [
      { problems: [], version: 1 },
      { problems: ["a"], version: 3 },
      { problems: ["a", "b"], version: 5 },
      { problems: [], version: 6 },
    ]);
  });
});

describe("settled", () => {
  it("runs a check that is waiting for its debounce at once", async () => {
    const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-develop-settled-"));
    let calls = 0;
    const waiting = createDevelopCheck({
      contentDir,
      log: { problems: () => {}, fine: () => {} },
      debounceMs: 60_000,
      check: () => [`check ${++calls}`],
    });
    try {
      waiting.run();
      await waiting.watch();
      assert.equal(waiting.settled().version, 1, "nothing waiting: the last result");
      fs.writeFileSync(path.join(contentDir, "home.yaml"), "x: 1\n");
      const deadline = Date.now() + 10_000;
      while (waiting.settled().version === 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.deepEqual(waiting.state(), { problems: ["check 2"], version: 2 });
    } finally {
      await waiting.close();
      fs.rmSync(contentDir, { recursive: true, force: true });
    }
  });
});
