import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { freePort } from "../../scripts/free-port";
import { miniBrowserPath } from "../../scripts/engine-browsers";
import { asJson, describe, FIND, stop, until, WEBKIT_MIN_WIDTH, type Handle, type Tab } from "./engines";

/**
 * The site as a same-origin page may frame it: the two headers which keep every page out of frames
 * (X-Frame-Options, CSP frame-ancestors) allow this origin, and a request from the proxy's pages
 * reaches the site with the site's own Origin and Referer, as it would unproxied (the notification
 * endpoint accepts only its own pages). Everything else, the page's own CSP included, passes through.
 */
async function framingProxy(base: string): Promise<{ url: string; close: () => void }> {
  const target = new URL(base);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: target.host };
    if (headers.origin === url) headers.origin = target.origin;
    if (headers.referer?.startsWith(`${url}/`)) headers.referer = target.origin + headers.referer.slice(url.length);
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        delete answerHeaders["x-frame-options"];
        const policy = answerHeaders["content-security-policy"];
        if (typeof policy === "string")
          answerHeaders["content-security-policy"] = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url, close: () => server.close() };
}

/**
 * Run in a page of the site: makes it the page that holds the frame every page of the tab is drawn
 * in, and records what each page in the frame reports (uncaught errors, unhandled rejections,
 * console errors) in `__errors`, except pages the test has left (`__left`).
 */
const frameHost = (width: number, height: number) => `
  document.open();
  document.write('<!doctype html><body style="margin:0"><iframe id="page" style="display:block;border:0;width:${width}px;height:${height}px"></iframe>');
  document.close();
  window.__frameHost = true;
  window.__errors = [];
  window.__left = new Set();
  const frame = document.getElementById("page");
  let seen = null;
  setInterval(() => {
    const w = frame.contentWindow;
    const doc = w && w.document;
    if (!doc || doc === seen) return;
    seen = doc;
    const note = (text) => { if (!__left.has(doc)) __errors.push(text); };
    w.addEventListener("error", (e) => note(String(e.message)));
    w.addEventListener("unhandledrejection", (e) => note(String(e.reason)));
    const report = w.console.error;
    w.console.error = (...args) => { note(args.map(String).join(" ")); report.apply(w.console, args); };
  }, 1);
  frame.addEventListener("load", () => { window.__loaded = frame.contentWindow.location.href; });`;

/**
 * WebKit: one MiniBrowser session per tab, under its own Xvfb display. MiniBrowser's window is never
 * narrower than 447 px, so every page is drawn in a frame of the tab's width inside a page of the
 * same site: media queries, layout and hit-testing follow the frame's width. The frame also lets the
 * tab record uncaught errors across navigations, which WebDriver classic cannot.
 */
export async function webkitTab(base: string, width: number, height: number): Promise<Tab> {
  // The package's CommonJS entry exports only the session class; its ES module has everything.
  const { default: WebDriver } = await import("webdriver");
  const proxy = await framingProxy(base);
  base = proxy.url;
  const port = await freePort();
  // WebKitWebDriver prints nothing when it is ready: the session request below is retried until it answers.
  const child = spawn(
    "xvfb-run",
    ["-a", "-s", `-screen 0 ${Math.max(width + 100, 1600)}x${height + 200}x24`, "WebKitWebDriver", `--port=${port}`],
    {
      detached: true,
      stdio: "ignore",
      // Without a GPU, accelerated compositing runs OpenGL in software: on two cores the smoke took 40% longer
      // with it. Layout, scripts and hit-testing, which the smoke checks, are the same either way.
      env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
    },
  );
  const client = await until(
    () =>
      WebDriver.newSession({
        hostname: "127.0.0.1",
        port,
        path: "/",
        logLevel: "silent",
        connectionRetryCount: 0,
        capabilities: { "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation"] } } as WebdriverIO.Capabilities,
      }),
    "WebKitWebDriver did not open a session",
    30_000,
  ).catch((error: unknown) => {
    stop(child);
    proxy.close();
    throw error;
  });
  await client.setWindowRect(0, 0, Math.max(width, WEBKIT_MIN_WIDTH) + 40, height + 120);
  const element = (handle: Handle) => (handle as { webkit: string }).webkit;
  // WebKitWebDriver scrolls the top page, not the frame, before it checks an element inside the frame can be reached.
  const intoView = (handle: Handle) =>
    client.executeScript(`arguments[0].scrollIntoView({ block: "center", inline: "center" })`, [
      { "element-6066-11e4-a52e-4f735466cecf": element(handle) },
    ]);
  const run = async <T>(fn: string, ...args: unknown[]) =>
    (await client.executeScript(`return (${fn}).apply(null, arguments)`, args as object[])) as T;

  return {
    engine: "webkit",
    width,
    async goto(route) {
      const url = new URL(route, base).href;
      await client.switchToParentFrame().catch(() => undefined);
      if (!(await client.executeScript("return window.__frameHost === true", []))) {
        await client.navigateTo(new URL("/robots.txt", base).href);
        await client.executeScript(frameHost(width, height), []);
      }
      await client.executeScript(`window.__loaded = null; document.getElementById("page").src = arguments[0];`, [url]);
      await until(async () => (await client.executeScript(`return window.__loaded`, [])) as string | null, `${route} did not load`);
      await client.switchToFrame(await client.findElement("css selector", "#page"));
    },
    run,
    async find(query, within) {
      const found = await until(
        async () =>
          (await client.executeScript(`return (${FIND})(arguments[0], arguments[1])`, [asJson(query), asJson(within)])) as Record<
            string,
            string
          > | null,
        `no ${describe(query)}${within ? ` in ${describe(within)}` : ""} on the page`,
      );
      return { webkit: Object.values(found)[0]! };
    },
    async click(handle) {
      await intoView(handle);
      await client.elementClick(element(handle));
    },
    async type(handle, text) {
      await intoView(handle);
      await client.elementClear(element(handle));
      await client.elementSendKeys(element(handle), text);
    },
    async screenshot(file) {
      fs.writeFileSync(file, Buffer.from(await client.takeScreenshot(), "base64"));
    },
    async errors() {
      return (await client.executeScript("return (window.top.__errors ?? []).splice(0)", [])) as string[];
    },
    async leave() {
      // What the page cancels as it is left (a font, a video) is logged as it unloads: from now on, what it logs is not counted.
      await client.executeScript("window.top.__left.add(document); window.top.__errors.splice(0)", []);
    },
    async close() {
      await client.deleteSession().catch(() => undefined);
      stop(child);
      proxy.close();
    },
  };
}
