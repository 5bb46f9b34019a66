// Time from opening the editing room to an article's form that takes typing, on a first visit.
// Usage: npm run cms (or any site with /admin and decap-server at DECAP_SERVER_URL), then
//   npx tsx scripts/bench-admin.ts [rounds]      (site at $BASE_URL or http://localhost:9000; 5 rounds)
// Each round is a new browser context (no cache, no storage): open /admin, Login, open the article's
// form from the Articles list, wait until its title field and body editor take input. Prints each
// round and the median, in milliseconds. Nothing is saved.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { contextOptions, devices } from "./devices";

const base = process.env.BASE_URL ?? "http://localhost:9000";
const rounds = Number(process.argv[2] ?? 5);

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext(contextOptions(devices.desktop));
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(`${base}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Articles" }).first().click();
    await page.locator("a[href*='/collections/articles/entries/']").first().click();
    await page.getByLabel("Title", { exact: true }).first().waitFor({ state: "visible" });
    await page.locator("[data-slate-editor]").first().waitFor({ state: "visible" });
    await page.getByLabel("Title", { exact: true }).first().focus();
    times.push(Date.now() - start);
    console.log(`round ${round + 1}: ${times.at(-1)} ms`);
    await context.close();
  }
  await browser.close();
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`median of ${rounds}: ${sorted[Math.floor(sorted.length / 2)]} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
