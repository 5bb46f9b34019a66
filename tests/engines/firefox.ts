import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// Only its type here: the package itself is loaded with import() (webkit.ts says why).
import type { BidiHandler } from "webdriver";
import { asJson, describe, FIND, start, stop, until, type Handle, type Tab } from "./engines";

/** A tab's errors, and the pages (realms) it has left, whose errors no longer count. */
type Log = { errors: string[]; left: Set<string> };
type Browser = { bidi: BidiHandler; child: ChildProcess; profile: string; logs: Map<string, Log> };
let browser: Promise<Browser> | undefined;

/** One headless Firefox for every tab, with its own profile, driven over WebDriver BiDi; started by the first tab. */
function firefox(): Promise<Browser> {
  browser ??= (async () => {
    const { BidiHandler } = await import("webdriver");
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "engines-firefox-"));
    // Scrollbars over the page, as on a phone (and on macOS): headless Firefox on Linux otherwise takes 12 px
    // of the width for a classic one, and would lay a 390 px phone out at 378.
    fs.writeFileSync(path.join(profile, "user.js"), 'user_pref("ui.useOverlayScrollbars", 1);\n');
    const { child, match } = await start(
      "firefox-esr",
      ["--headless", "--no-remote", "--profile", profile, "--remote-debugging-port", "0", "about:blank"],
      /WebDriver BiDi listening on (ws:\/\/[^\s]+)/,
    );
    const bidi = new BidiHandler(`${match[1]}/session`, {});
    // A Firefox that will not take a session is ended here: nothing else would end it.
    await bidi
      .connect()
      .then(() => bidi.sessionNew({ capabilities: {} }))
      .catch((error: unknown) => {
        stop(child);
        throw error;
      });
    // Errors of each tab, from the first script of every page on: uncaught errors ("javascript") and what
    // the page reports with console.error, as React does when it gives up on a tree.
    const logs = new Map<string, Log>();
    await bidi.sessionSubscribe({ events: ["log.entryAdded"] });
    bidi.socket!.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        method?: string;
        params?: { level?: string; text?: string; source?: { context?: string; realm?: string } };
      };
      if (message.method !== "log.entryAdded" || message.params?.level !== "error") return;
      const log = logs.get(message.params.source?.context ?? "");
      if (log && !log.left.has(message.params.source?.realm ?? "")) log.errors.push(message.params.text ?? "error");
    });
    return { bidi, child, profile, logs };
  })();
  return browser;
}

/** Ends the shared Firefox, once every tab is closed. */
export async function stopFirefox() {
  if (!browser) return;
  const { bidi, child, profile } = await browser.catch(() => ({ bidi: undefined, child: undefined, profile: undefined }));
  browser = undefined;
  await bidi?.sessionEnd({}).catch(() => undefined);
  bidi?.close();
  // Firefox writes to its profile as it exits: removed once it has, or the removal can meet a file just
  // written (ENOTEMPTY).
  const exited = child && child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : undefined;
  stop(child);
  // At most 5 s, on a timer that does not keep the test process alive once Firefox is gone.
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  if (profile) fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}

/**
 * A Firefox tab: a window of its own in a user context of its own (storage, cookies and cache start
 * empty, as in a new profile), in the shared browser.
 */
export async function firefoxTab(base: string, width: number, height: number): Promise<Tab> {
  const { bidi, logs } = await firefox();
  const { userContext } = await bidi.browserCreateUserContext({});
  const { context } = await bidi.browsingContextCreate({ type: "window", userContext } as never);
  await bidi.browsingContextSetViewport({ context, viewport: { width, height } });
  const { errors, left }: Log = { errors: [], left: new Set() };
  logs.set(context, { errors, left });
  const run = async <T>(fn: string, ...args: unknown[]): Promise<T> => {
    const result = await bidi.scriptCallFunction({
      functionDeclaration: fn,
      arguments: args.map((value) => ({ type: "string", value: JSON.stringify(value) })),
      target: { context },
      awaitPromise: true,
      serializationOptions: { maxDomDepth: 0 },
    } as never);
    if (result.type === "exception") throw new Error(result.exceptionDetails.text);
    return result.result as T;
  };
  const call = async <T>(fn: string, ...args: unknown[]): Promise<T> => {
    // Arguments travel as JSON text and come back as JSON text, so any plain value round-trips.
    const result = await run<{ value: string }>(
      `(...args) => JSON.stringify((${fn})(...args.map((a) => JSON.parse(a)))) ?? "null"`,
      ...args,
    );
    return JSON.parse(result.value) as T;
  };
  const nodeOf = (handle: Handle) => ({ sharedId: (handle as { firefox: string }).firefox });
  /**
   * Brings the element into view and refuses it as Element Click would: outside the screen, or under
   * another element. It waits for the page to stop moving first (a field's focus may scroll it late),
   * as a finger waits to see where to tap.
   */
  const reach = async (handle: Handle) => {
    const result = await bidi.scriptCallFunction({
      functionDeclaration: `async (el) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        // Waits until the element has kept its place for 8 frames and 200 ms (at most 5 s).
        const settle = async () => {
          const start = performance.now();
          let box = el.getBoundingClientRect(), still = 0, since = start;
          while (performance.now() - start < 5000 && (still < 8 || performance.now() - since < 200)) {
            await frame();
            const next = el.getBoundingClientRect();
            if (next.top === box.top && next.left === box.left) still++;
            else (still = 0), (since = performance.now()), (box = next);
          }
          return box;
        };
        const inView = (box) => {
          const x = box.left + box.width / 2, y = box.top + box.height / 2;
          return box.width > 0 && box.height > 0 && x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
        };
        // The browser may scroll a field just typed into back into view a moment later: bring the element back, as a finger would.
        let box;
        for (let tries = 0; tries < 3 && !(box && inView(box)); tries++) {
          el.scrollIntoView({ block: "center", inline: "center" });
          box = await settle();
        }
        if (!inView(box)) return "element not interactable";
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !(hit === el || el.contains(hit))) return "element click intercepted by " + (hit ? hit.outerHTML.slice(0, 80) : "nothing");
        return "";
      }`,
      arguments: [nodeOf(handle)],
      target: { context },
      awaitPromise: true,
    } as never);
    const refusal = result.type === "success" ? (result.result as { value: string }).value : "script failed";
    if (refusal) throw new Error(refusal);
  };

  const tab: Tab = {
    engine: "firefox",
    width,
    async goto(route) {
      await bidi.browsingContextNavigate({ context, url: new URL(route, base).href, wait: "complete" });
    },
    run: call,
    async find(query, within) {
      const sharedId = await until(
        async () => {
          const result = await bidi.scriptCallFunction({
            functionDeclaration: `(q, w) => (${FIND})(JSON.parse(q), JSON.parse(w))`,
            arguments: [
              { type: "string", value: JSON.stringify(asJson(query)) },
              { type: "string", value: JSON.stringify(asJson(within) ?? null) },
            ],
            target: { context },
            awaitPromise: false,
            resultOwnership: "root",
          } as never);
          return result.type === "success" && result.result.type === "node" ? (result.result as { sharedId: string }).sharedId : null;
        },
        `no ${describe(query)}${within ? ` in ${describe(within)}` : ""} on the page`,
      );
      return { firefox: sharedId };
    },
    async click(handle) {
      await reach(handle);
      await bidi.inputPerformActions({
        context,
        actions: [
          {
            type: "pointer",
            id: "finger",
            parameters: { pointerType: width < 768 ? "touch" : "mouse" },
            actions: [
              // At the element's centre where it is when the finger lands, not where it was a moment before.
              { type: "pointerMove", x: 0, y: 0, origin: { type: "element", element: nodeOf(handle) } },
              { type: "pointerDown", button: 0 },
              { type: "pointerUp", button: 0 },
            ],
          },
        ],
      } as never);
    },
    async type(handle, text) {
      await tab.click(handle);
      await bidi.scriptCallFunction({
        functionDeclaration: "(el) => el.select?.()",
        arguments: [nodeOf(handle)],
        target: { context },
        awaitPromise: false,
      } as never);
      await bidi.inputPerformActions({
        context,
        actions: [
          {
            type: "key",
            id: "keyboard",
            actions: [...text].flatMap((value) => [
              { type: "keyDown", value },
              { type: "keyUp", value },
            ]),
          },
        ],
      } as never);
    },
    async screenshot(file) {
      const { data } = await bidi.browsingContextCaptureScreenshot({ context });
      fs.writeFileSync(file, Buffer.from(data, "base64"));
    },
    async errors() {
      return errors.splice(0);
    },
    async leave() {
      // Left while its hero video was still starting, a page could hold up the next page's load for 12 s, at
      // times 60 s, in this headless Firefox (not in the other engines): a hero video is let start first.
      await until(
        () =>
          call<boolean>(
            `() => [...document.querySelectorAll("[data-video-state]")].every((hero) => /playing|error/.test(hero.dataset.videoState))`,
          ),
        "the hero video did not start",
        5_000,
      ).catch(() => undefined);
      // What the page cancels as it is left (a font, a video) is logged as it unloads, at times after the next
      // page has loaded: from now on, what this page logs is not counted.
      const { realms } = await bidi.scriptGetRealms({ context, type: "window" } as never);
      for (const { realm } of realms) left.add(realm);
      errors.splice(0);
    },
    async close() {
      logs.delete(context);
      await bidi.browsingContextClose({ context }).catch(() => undefined);
      await bidi.browserRemoveUserContext({ userContext }).catch(() => undefined);
    },
  };
  return tab;
}
