import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, isDesktop } from "./helpers";

// Every route as it first loads, the home page included, is checked by production.spec.ts.
test("the home page has no axe violations with a menu open", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/");
  if (isDesktop(testInfo)) {
    await page.getByRole("button", { name: "Solutions", exact: true }).hover();
    await expect(page.locator("#mega-menu-solutions")).toBeVisible();
  } else {
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.locator("#mobile-menu").getByRole("button", { name: "Solutions" }).tap();
  }
  await expectNoAxeViolations(page);
});

test("the 404 page answers 404 and leads back", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await gotoHydrated(page, "/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const links = page.getByRole("main").getByRole("link");
  expect(await links.evaluateAll((a) => a.map((link) => link.getAttribute("href")))).toEqual(["/", "/#solutions", "/contact"]);
});
