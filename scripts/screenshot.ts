// Screenshots of routes on the devices a buyer uses, for people to look at.
// Usage: npm run screenshots -- [route ...]   (site at $BASE_URL or http://localhost:9000;
// writes screenshots/<route>-<device>.png).
//   DEVICES=phone,laptop   which devices of scripts/devices.ts (default: phone-narrow, phone, laptop, desktop)
//   FULL=0                 the first screen only instead of the whole page
//   UNLOCKED=1             opens the insights gate first, as a returning reader has it ("-unlocked")
import fs from "node:fs";
import { chromium, type Page } from "@playwright/test";
import sharp, { type OverlayOptions } from "sharp";
import { chromiumArgs, chromiumPath } from "./chromium";
import { contextOptions, devices, type DeviceName } from "./devices";

const base = process.env.BASE_URL ?? "http://localhost:9000";
const routes = process.argv.slice(2);
const names = (process.env.DEVICES ?? "phone-narrow,phone,laptop,desktop").split(",") as DeviceName[];
const unlocked = process.env.UNLOCKED === "1";
const fullPage = process.env.FULL !== "0";

/**
 * The whole page, screen by screen. Chromium's own full-page capture resizes the
 * emulated screen, which drops touch emulation (hover styles come back) and
 * stretches anything sized to the screen; scrolling and stitching shows the page
 * as a visitor scrolls it. The sticky header is drawn once, at the top.
 */
async function stitchedScreenshot(page: Page, path: string) {
  const { width, height } = page.viewportSize()!;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  const scale = await page.evaluate(() => window.devicePixelRatio);
  const tiles: OverlayOptions[] = [];
  for (let top = 0; top < total; top += height) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(120);
    // The site header only: headers inside <main> (an article's title block, section headings) are content.
    if (top > 0) await page.addStyleTag({ content: "header:not(main header){visibility:hidden!important}" });
    const scrolled = await page.evaluate(() => window.scrollY);
    const shot = await page.screenshot();
    // The last screen stops at the page's end: keep only the part not drawn yet.
    const skip = Math.round((top - scrolled) * scale);
    const input =
      skip > 0
        ? await sharp(shot)
            .extract({ left: 0, top: skip, width: Math.round(width * scale), height: Math.round(height * scale) - skip })
            .toBuffer()
        : shot;
    tiles.push({ input, left: 0, top: Math.round(top * scale) });
  }
  await sharp({ create: { width: Math.round(width * scale), height: Math.round(total * scale), channels: 3, background: "#ffffff" } })
    .composite(tiles)
    .png()
    .toFile(path);
}

async function main() {
  const unknown = names.filter((name) => !(name in devices));
  if (unknown.length) throw new Error(`Unknown device ${unknown.join(", ")}; choose from ${Object.keys(devices).join(", ")}.`);
  fs.mkdirSync("screenshots", { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  for (const route of routes.length ? routes : ["/"]) {
    for (const name of names) {
      const context = await browser.newContext(contextOptions(devices[name]));
      const page = await context.newPage();
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
      const file = route === "/" ? "home" : route.replace(/^\//, "").replace(/[/#?]/g, "_");
      const path = `screenshots/${file}-${name}${unlocked ? "-unlocked" : ""}.png`;
      if (fullPage) await stitchedScreenshot(page, path);
      else await page.screenshot({ path });
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
