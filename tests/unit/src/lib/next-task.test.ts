/**
 * @jest-environment jsdom
 */
import { MessageChannel } from "node:worker_threads";
import { onClientEntry } from "../../../../gatsby-browser";
import { nextTask } from "../../../../src/lib/next-task";

// jsdom has no MessageChannel; every browser the site supports has, as Node has.
Object.assign(globalThis, { MessageChannel });

/** Lets every queued microtask (and the ones they queue) run, within the current task. */
async function drainMicrotasks() {
  for (let i = 0; i < 100; i++) await Promise.resolve();
}

describe("nextTask", () => {
  it("resolves in a later task, not among the current task's microtasks", async () => {
    let resolved = false;
    const waiting = nextTask().then(() => {
      resolved = true;
    });
    await drainMicrotasks();
    expect(resolved).toBe(false);
    await waiting;
    expect(resolved).toBe(true);
  });

  it("is what Gatsby's start waits for after evaluating the bundles (onClientEntry)", async () => {
    let resolved = false;
    const waiting = Promise.resolve(onClientEntry!({} as never, { plugins: [] })).then(() => {
      resolved = true;
    });
    await drainMicrotasks();
    expect(resolved).toBe(false);
    await waiting;
    expect(resolved).toBe(true);
  });
});
