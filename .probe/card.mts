import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { contextOptions, devices } from "../scripts/devices";
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const name of (process.env.DEVICES ?? "phone-narrow,phone").split(",") as ("phone"|"phone-narrow")[]) {
  const ctx = await browser.newContext({ ...contextOptions(devices[name]), baseURL: "http://localhost:9001" });
  const page = await ctx.newPage();
  await page.goto("/");
  await page.waitForTimeout(2000);
  const cards = page.locator("[data-testid=solution-card]");
  for (const i of [2, 3]) { await cards.nth(i).scrollIntoViewIfNeeded(); await page.waitForTimeout(1500); await cards.nth(i).screenshot({ path: `screenshots/card${i}-${name}.png` }); }
  await ctx.close();
}
await browser.close();
