// Takes full-page screenshots of routes at desktop and mobile widths, for people to look at.
// Usage: node scripts/screenshot.mjs [baseUrl] [route ...]   (writes screenshots/<route>-<width>.png)
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./chromium.mjs";

const [base = "http://localhost:9000", ...routes] = process.argv.slice(2);
const widths = [1440, 390];
fs.mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const route of routes.length ? routes : ["/"]) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
    await page.goto(base + route, { waitUntil: "networkidle" });
    // Bring lazy images in before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(500);
    const name = route === "/" ? "home" : route.replace(/^\//, "").replace(/[/#]/g, "_");
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
