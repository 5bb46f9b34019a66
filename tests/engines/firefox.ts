import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asJson, describe, FIND, start, stop, until, type Handle, type Tab } from "./engines";

/** Firefox: its own headless process and profile per tab, driven over WebDriver BiDi. */
export async function firefoxTab(base: string, width: number, height: number): Promise<Tab> {
  const { BidiHandler } = await import("webdriver");
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "engines-firefox-"));
  const { child, match } = await start(
    "firefox-esr",
    ["--headless", "--no-remote", "--profile", profile, "--remote-debugging-port", "0", "about:blank"],
    /WebDriver BiDi listening on (ws:\/\/[^\s]+)/,
  );
  const bidi = new BidiHandler(`${match[1]}/session`, {});
  // A Firefox that will not take a session is ended here: no tab would close it.
  await bidi
    .connect()
    .then(() => bidi.sessionNew({ capabilities: {} }))
    .catch((error: unknown) => {
      stop(child);
      throw error;
    });
  const context = (await bidi.browsingContextGetTree({})).contexts[0]!.context;
  await bidi.browsingContextSetViewport({ context, viewport: { width, height } });
  // Errors, from the first script of every page on.
  const errors: string[] = [];
  await bidi.sessionSubscribe({ events: ["log.entryAdded"] });
  bidi.socket!.on("message", (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { method?: string; params?: { type?: string; level?: string; text?: string } };
    // Uncaught errors ("javascript") and what the page reports with console.error, as React does when it gives up on a tree.
    if (message.method === "log.entryAdded" && message.params?.level === "error") errors.push(message.params.text ?? "error");
  });
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
  /** Where a tap on the element lands, after scrolling it into view; refused as Element Click would refuse it. */
  const tapPoint = async (handle: Handle) => {
    const result = await bidi.scriptCallFunction({
      functionDeclaration: `(el) => {
        el.scrollIntoView({ block: "center", inline: "center" });
        const box = el.getBoundingClientRect();
        const x = box.left + box.width / 2, y = box.top + box.height / 2;
        if (!(box.width > 0 && box.height > 0 && x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)) return "element not interactable";
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || el.contains(hit))) return "element click intercepted by " + (hit ? hit.outerHTML.slice(0, 80) : "nothing");
        return JSON.stringify([Math.round(x), Math.round(y)]);
      }`,
      arguments: [nodeOf(handle)],
      target: { context },
      awaitPromise: false,
    } as never);
    const value = result.type === "success" ? (result.result as { value: string }).value : "script failed";
    if (!value.startsWith("[")) throw new Error(value);
    return JSON.parse(value) as [number, number];
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
      const [x, y] = await tapPoint(handle);
      await bidi.inputPerformActions({
        context,
        actions: [
          {
            type: "pointer",
            id: "finger",
            parameters: { pointerType: width < 768 ? "touch" : "mouse" },
            actions: [
              { type: "pointerMove", x, y, origin: "viewport" },
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
      // What the page cancels as it is left (a font, a video) is logged as it unloads: leave for a blank page, then forget it.
      await bidi.browsingContextNavigate({ context, url: "about:blank", wait: "complete" });
      errors.splice(0);
    },
    async close() {
      await bidi.sessionEnd({}).catch(() => undefined);
      bidi.close();
      stop(child);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
  return tab;
}
