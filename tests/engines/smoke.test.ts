import { spawn, type ChildProcess } from "node:child_process";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { readInventory } from "../../gatsby/inventory";
import { freePort } from "../../scripts/free-port";
import { stop, until, type EngineName, type Tab } from "./engines";
import { firefoxTab } from "./firefox";
import { webkitTab } from "./webkit";

/**
 * The cross-engine smoke: the site's core journeys in Safari's engine (WebKitGTK) and Firefox,
 * driven through each engine's own automation (tests/engines/engines.ts), on the built site served
 * by the local backend. `ENGINES=webkit` or `ENGINES=firefox` runs one.
 */

const ENGINES = (process.env.ENGINES ?? "webkit,firefox").split(",") as EngineName[];
const SHOTS = process.env.ENGINE_SHOTS;
const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

let server: ChildProcess | undefined;
let base = "";

before(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn("npx", ["tsx", "local/server.ts"], {
    env: { ...process.env, PORT: String(port), LOCAL_DB: "memory", LOCAL_INSPECT: "1" },
    detached: true,
    stdio: "ignore",
  });
  await until(() => fetch(`${base}/`).then((response) => response.ok), "the local server did not start", 90_000);
});

after(() => stop(server));

const open = (engine: EngineName, width: number, height: number) =>
  engine === "webkit" ? webkitTab(base, width, height) : firefoxTab(base, width, height);

/** Opens a tab for the test, and closes it (with a screenshot first when ENGINE_SHOTS names a folder). */
async function withTab(engine: EngineName, size: { name: string; width: number; height: number }, check: (tab: Tab) => Promise<void>) {
  const tab = await open(engine, size.width, size.height);
  try {
    await check(tab);
  } finally {
    if (SHOTS) await tab.screenshot(path.join(SHOTS, `${engine}-${size.name}-${Date.now()}.png`)).catch(() => undefined);
    await tab.close();
  }
}

const hydrated = `() => performance.getEntriesByName("onInitialClientRender").length > 0`;

async function gotoHydrated(tab: Tab, route: string) {
  await tab.goto(route);
  await until(() => tab.run<boolean>(hydrated), `${route} did not finish hydrating`, 20_000);
}

if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

for (const engine of ENGINES) {
  describe(engine, { concurrency: 1 }, () => {
    for (const size of WIDTHS) {
      it(`every route shows its h1 with no page error, and nothing is wider than the screen (${size.width} px)`, async () => {
        await withTab(engine, size, async (tab) => {
          for (const route of [...readInventory().routes].sort()) {
            await gotoHydrated(tab, route);
            await tab.find({ role: "heading", name: /\S/ }).catch((error: Error) => {
              throw new Error(`${route}: ${error.message}`);
            });
            const h1 = await tab.run<number>(`() => document.querySelectorAll("h1").length`);
            assert.equal(h1, 1, `${route} has ${h1} h1 elements`);
            const wide = await tab.run<number>(`() => document.documentElement.scrollWidth - innerWidth`);
            assert.ok(wide <= 0, `${route} is ${wide} px wider than the ${size.width} px screen`);
            assert.deepEqual(await tab.errors(), [], `errors on ${route}`);
            await tab.leave();
          }
        });
      });
    }
  });
}
