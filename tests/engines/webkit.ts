import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { freePort } from "../../scripts/free-port";
import { asJson, describe, FIND, MINIBROWSER, stop, until, WEBKIT_MIN_WIDTH, type Handle, type Tab } from "./engines";

/**
 * The site as a same-origin page may frame it: the one change is that the two headers which keep
 * every page out of frames (X-Frame-Options, CSP frame-ancestors) allow this origin. Everything
 * else, the page's own CSP included, passes through as served.
 */
async function framingProxy(base: string): Promise<{ url: string; close: () => void }> {
  const target = new URL(base);
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers["x-frame-options"];
        const policy = headers["content-security-policy"];
        if (typeof policy === "string")
          headers["content-security-policy"] = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

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
    },
  );
  const client = await until(
    () =>
      WebDriver.newSession({
        hostname: "127.0.0.1",
        port,
        path: "/",
        logLevel: "error",
        connectionRetryCount: 0,
        capabilities: { "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } } as WebdriverIO.Capabilities,
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
      await client.switchToParentFrame().catch(() => undefined);
      await client.navigateTo(new URL("/robots.txt", base).href);
      await client.executeScript(
        `document.open();
         document.write('<!doctype html><body style="margin:0"><iframe id="page" style="display:block;border:0;width:${width}px;height:${height}px"></iframe>');
         document.close();
         const frame = document.getElementById("page");
         window.__errors = [];
         let seen = null;
         setInterval(() => {
           const w = frame.contentWindow;
           if (!w || w === seen) return;
           seen = w;
           w.addEventListener("error", (e) => __errors.push(String(e.message)));
           w.addEventListener("unhandledrejection", (e) => __errors.push(String(e.reason)));
           const report = w.console.error;
           w.console.error = (...args) => { __errors.push(args.map(String).join(" ")); report.apply(w.console, args); };
         }, 1);
         frame.addEventListener("load", () => { window.__loaded = frame.contentWindow.location.href; });
         frame.src = arguments[0];`,
        [new URL(route, base).href],
      );
      await until(
        async () =>
          (await client.executeScript(`return Boolean(window.__loaded) && window.__loaded !== "about:blank"`, [
            new URL(route, base).href,
          ])) as boolean,
        `${route} did not load`,
      );
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
      // The next goto replaces the page that holds the frame, and with it what the old page logs as it unloads.
      await client.executeScript("window.top.__errors.splice(0)", []);
    },
    async close() {
      await client.deleteSession().catch(() => undefined);
      stop(child);
      proxy.close();
    },
  };
}
