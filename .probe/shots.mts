import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { contextOptions, devices } from "../scripts/devices";
const base = "http://localhost:9001";
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const shots: [string, string, string][] = [
  ["/", "section:has([data-testid=solution-card])", "home-cards"],
  ["/contact", "form button[type=submit] >> xpath=..", "contact-assent"],
  ["/insights", "section[aria-labelledby=newsletter-title]", "newsletter"],
];
for (const name of ["phone-narrow", "phone", "laptop", "desktop"] as const) {
  const ctx = await browser.newContext({ ...contextOptions(devices[name]), baseURL: base });
  const page = await ctx.newPage();
  for (const [route, selector, label] of shots) {
    await page.goto(route);
    await page.waitForTimeout(800);
    const el = page.locator(selector).first();
    await el.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await el.screenshot({ path: `screenshots/${label}-${name}.png` });
  }
  await ctx.close();
}
await browser.close();
