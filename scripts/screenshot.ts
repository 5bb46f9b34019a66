// Full-page screenshots of routes at 1440 px and 390 px, for people to look at.
// Usage: npm run screenshots -- [route ...]   (site at $BASE_URL or http://localhost:9000;
// writes screenshots/<route>-<width>.png). UNLOCKED=1 opens the insights gate first
// (as a returning reader would have it) and adds "-unlocked" to the file names.
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";

const base = process.env.BASE_URL ?? "http://localhost:9000";
const routes = process.argv.slice(2);
const widths = [1440, 390];
const unlocked = process.env.UNLOCKED === "1";

async function main() {
  fs.mkdirSync("screenshots", { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  for (const route of routes.length ? routes : ["/"]) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
      if (unlocked) await page.addInitScript(() => window.localStorage.setItem("everpeak:insights-unlocked", "true"));
      await page.goto(base + route, { waitUntil: "networkidle" });
      // Scroll through once so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(500);
      const name = route === "/" ? "home" : route.replace(/^\//, "").replace(/[/#?]/g, "_");
      await page.screenshot({ path: `screenshots/${name}-${width}${unlocked ? "-unlocked" : ""}.png`, fullPage: true });
      await page.close();
    }
  }
  await browser.close();
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
