import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { contextOptions, devices } from "../scripts/devices";
import { readInventory } from "../gatsby/inventory";
const routes = process.env.ROUTES ? process.env.ROUTES.split(",") : readInventory().routes;
const base = process.env.BASE_URL ?? "http://localhost:9001";
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const ctx = await browser.newContext({ ...contextOptions(devices[(process.env.DEVICE ?? "laptop") as keyof typeof devices]), baseURL: base });
const page = await ctx.newPage();
await page.route(/\.woff2$/, async (route) => { await new Promise((r) => setTimeout(r, 800)); await route.continue(); });
await page.addInitScript(() => localStorage.setItem("everpeak:web-fonts", "1"));
await page.addInitScript(() => {
  const w = window as any; w.shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries() as any[]) { if (e.hadRecentInput) continue;
    w.shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), s: (e.sources ?? []).map((s: any) => ({ n: s.node?.tagName + "." + (s.node?.className ?? ""), p: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height], c: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height] })) }); } }).observe({ type: "layout-shift", buffered: true });
});
const rounds = Number(process.env.ROUNDS ?? 3);
for (let i = 0; i < rounds; i++) for (const route of routes) {
  await page.goto(route);
  await page.waitForFunction(() => (window as any).___everpeakHydrated || document.documentElement.dataset.hydrated !== undefined || true);
  await page.evaluate(async () => { await document.fonts.ready; await new Promise((r) => setTimeout(r, 1200)); });
  const shifts = await page.evaluate(() => (window as any).shifts);
  if (shifts.length) console.log(route, JSON.stringify(shifts));
}
await browser.close();
