import { expect, test } from "@playwright/test";
import { collectConsoleErrors, gotoHydrated } from "../e2e/helpers";
import { ADDED_SENTENCE, EDITED_ROUTE } from "./site";

/**
 * A reviewer on a deploy preview (scripts/build-preview-site.ts: one article's
 * body edited, built with CONTEXT=deploy-preview against this checkout's build
 * as production). This project's baseURL is the preview; production is the
 * main test server.
 */
const PRODUCTION = `http://localhost:${Number(process.env.E2E_PORT ?? 9123)}`;

test("the ribbon on every page leads to /_preview, which lists exactly the edited article as changed", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, "/");
  const ribbon = page.getByRole("complementary", { name: "Deploy preview" });
  await expect(ribbon).toBeVisible();
  await expect(ribbon.getByRole("link")).toHaveText("Preview · 1 page changed");

  await ribbon.getByRole("link").click();
  await expect(page).toHaveURL(/\/_preview$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What this preview changes");
  const changed = page.getByRole("region", { name: /^Changed/ });
  await expect(changed.getByRole("listitem")).toHaveCount(1);
  const item = changed.getByRole("listitem");
  await expect(item).toContainText(EDITED_ROUTE);
  await expect(item.getByRole("link").first()).toHaveAttribute("href", EDITED_ROUTE);
  await expect(item.getByRole("link", { name: /on production$/ })).toHaveAttribute(
    "href",
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+${EDITED_ROUTE}$`),
  );
  await expect(page.getByRole("region", { name: /^New/ })).toContainText("No new pages.");
  await expect(page.getByRole("region", { name: /^Removed/ })).toContainText("No page was removed.");

  // The link opens the preview's page, with the edit in it.
  await item.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`${EDITED_ROUTE}/?$`));
  await expect(page.getByText(ADDED_SENTENCE)).toBeVisible();
  // The ribbon's script ran under the page's security policy, and nothing else complained.
  expect(errors).toEqual([]);
});

test("the ribbon can be closed, and stays closed for the rest of the visit", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const ribbon = page.getByRole("complementary", { name: "Deploy preview" });
  await ribbon.getByRole("button", { name: "Hide the preview notice" }).click();
  await expect(ribbon).toBeHidden();
  // Client-side navigation keeps it closed (it sits outside React's root) ...
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy\/?$/);
  await expect(page.getByRole("complementary", { name: "Deploy preview" })).toBeHidden();
  // ... and so does a full page load in the same tab.
  await page.goto("/contact");
  await expect(page.getByRole("complementary", { name: "Deploy preview" })).toBeHidden();
});

test("/_preview is kept out of search engines, and production carries no ribbon", async ({ request }) => {
  const report = await request.get("/_preview");
  expect(report.headers()["x-robots-tag"]).toBe("noindex");
  expect(await report.text()).toContain('<meta name="robots" content="noindex">');
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("_preview");

  const production = await request.get(`${PRODUCTION}/`);
  expect(production.ok()).toBe(true);
  expect(await production.text()).not.toContain("preview-ribbon");
  expect((await request.get(`${PRODUCTION}/_preview`)).status()).toBe(404);
});
