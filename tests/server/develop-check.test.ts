import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { CONTENT_CHECK_PATH, createDevelopCheck, type ContentCheckState, type DevelopCheck } from "../../gatsby/develop-check";
import { formatProblems } from "../../gatsby/validate";

/**
 * `npm run develop`'s content check (gatsby/develop-check.ts) on a copy of
 * content/: a change to a file is checked again, printed once, and streamed to
 * the browser; the fix is announced with one line. The full develop server is
 * tested in develop-preview.test.ts.
 */

const CONTENT = path.resolve(__dirname, "../../content");
const SOLUTION = "solutions/vendor-management.yaml";
const MISSING = 'content/solutions/vendor-management.yaml: "heroTitle" is missing; it needs some text.';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-develop-check-"));
const printed: { kind: "problems" | "fine"; text: string }[] = [];
let check: DevelopCheck;
let server: http.Server;
let base = "";

/** Reads server-sent events from the check's stream, one parsed state per event. */
function openStream(): { states: ContentCheckState[]; next: (test: (state: ContentCheckState) => boolean) => Promise<ContentCheckState>; close: () => void } {
  const states: ContentCheckState[] = [];
  const waiting: { test: (state: ContentCheckState) => boolean; resolve: (state: ContentCheckState) => void }[] = [];
  let buffer = "";
  const request = http.get(`${base}${CONTENT_CHECK_PATH}/events`, (response) => {
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (!data) continue;
        const state = JSON.parse(data) as ContentCheckState;
        states.push(state);
        for (const waiter of waiting.filter((w) => w.test(state))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(state);
        }
      }
    });
  });
  request.on("error", () => {});
  return {
    states,
    next: (test) => {
      const seen = states.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such event; got ${JSON.stringify(states)}`)), 10_000);
        waiting.push({ test, resolve: (state) => (clearTimeout(timer), resolve(state)) });
      });
    },
    close: () => request.destroy(),
  };
}

before(async () => {
  fs.cpSync(CONTENT, dir, { recursive: true });
  check = createDevelopCheck({ contentDir: dir, log: { problems: (text) => printed.push({ kind: "problems", text }), fine: (text) => printed.push({ kind: "fine", text }) } });
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
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the develop content check", () => {
  it("starts with the content fine, prints nothing, and answers the current result as JSON", async () => {
    assert.deepEqual(printed, []);
    const response = await fetch(`${base}${CONTENT_CHECK_PATH}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type") ?? "", /application\/json/);
    const state = (await response.json()) as ContentCheckState;
    assert.deepEqual(state.problems, []);
    assert.equal((await fetch(`${base}${CONTENT_CHECK_PATH}/other`)).status, 404);
  });

  it("checks again when a file changes, prints the sentences once, streams them, and one line once fixed", async () => {
    const stream = openStream();
    try {
      await stream.next((state) => state.problems.length === 0);
      const file = path.join(dir, SOLUTION);
      const original = fs.readFileSync(file, "utf8");
      fs.writeFileSync(file, original.replace("heroTitle:", "heroTitel:"));
      const broken = await stream.next((state) => state.problems.length > 0);
      assert.ok(broken.problems.includes(MISSING), broken.problems.join("\n"));
      assert.ok(broken.problems.some((p) => p.includes('"heroTitel" is not a field the site uses; did you mean "heroTitle"?')));
      assert.equal(printed.length, 1);
      assert.equal(printed[0]!.kind, "problems");
      assert.match(printed[0]!.text, /^The content has 2 problems\. Fix these and save/);
      assert.ok(printed[0]!.text.includes(`  - ${MISSING}`));

      fs.writeFileSync(file, original);
      await stream.next((state) => state.version > broken.version && state.problems.length === 0);
      assert.equal(printed.length, 2);
      assert.deepEqual(printed[1], { kind: "fine", text: "The content is fine again; the preview shows the pages." });
    } finally {
      stream.close();
    }
  });

  it("notices a file removed and one added back", async () => {
    const stream = openStream();
    try {
      const file = path.join(dir, SOLUTION);
      const original = fs.readFileSync(file, "utf8");
      fs.rmSync(file);
      const removed = await stream.next((state) => state.problems.length > 0);
      assert.ok(removed.problems.includes("content/solutions/: holds 7 files; the site needs exactly 8."), removed.problems.join("\n"));
      fs.writeFileSync(file, original);
      await stream.next((state) => state.version > removed.version && state.problems.length === 0);
    } finally {
      stream.close();
    }
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
    assert.match(formatProblems(["content/a.yaml: x"]), /^The content has 1 problem\. Fix these and build again:/);
  });
});
