import { expect, test } from "@playwright/test";
import { homeCards, resultsMethod, solutions as entries, solutionsMenuLinks } from "./content";
import { collectConsoleErrors, gotoHydrated } from "./helpers";

const METHODS = [
  ["Discovery", "Strategy", "Pilot", "Scale"],
  ["Assess", "Centralize", "Automate", "Optimize"],
];

for (const entry of entries) {
  // Its axe check is production.spec.ts's, with every other route's.
  test(`${entry.route} renders its content, overlay and method`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, entry.route);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.heroTitle);
    const overlay = page.getByTestId("hero-overlay");
    expect(Number(await overlay.evaluate((el) => getComputedStyle(el).opacity))).toBeCloseTo(entry.heroOverlayOpacity ?? 0.5, 5);

    await expect(page.getByTestId("benefits").getByRole("listitem")).toHaveCount(6);
    // Under the benefits, what the page's figures are measured on.
    await expect(page.getByTestId("results-note")).toContainText("based on");
    await expect(page.getByTestId("results-note").getByRole("link", { name: resultsMethod.link.label })).toHaveAttribute(
      "href",
      resultsMethod.link.to,
    );
    await expect(page.getByTestId("enterprise-benefits").getByRole("listitem")).toHaveCount(4);
    const steps = page.locator("section", { has: page.locator("#method-title") }).locator("ol > li h3");
    const titles = await steps.allTextContents();
    expect(METHODS).toContainEqual(titles);
    expect(titles).toEqual(entry.howItWorks.map((s) => s.title));

    const cta = page.locator("section", { has: page.locator("#closing-cta-title") });
    await expect(cta.getByRole("link", { name: entry.ctaButtonText })).toHaveAttribute("href", "/contact");
    await expect(
      page
        .locator("main")
        .getByRole("link", { name: /assessment/i })
        .first(),
    ).toHaveAttribute("href", "/contact");
    if (entry.features) await expect(page.locator("#features-title")).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("the problem/solution accordion opens one item at a time and closes the open one", async ({ page }) => {
  const entry = entries.find((e) => e.problemSolutionPairs?.length)!;
  await gotoHydrated(page, entry.route);
  const section = page.locator("section", { has: page.locator("#challenges-title") });
  const buttons = section.locator("button[aria-expanded]");
  const count = entry.problemSolutionPairs!.length;
  await expect(buttons).toHaveCount(count);
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
  for (let i = 1; i < count; i++) await expect(buttons.nth(i)).toHaveAttribute("aria-expanded", "false");
  const controlled = await buttons.nth(0).getAttribute("aria-controls");
  await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();

  await buttons.nth(2).click();
  await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "true");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator(`[id="${controlled}"]`)).toBeHidden();

  await buttons.nth(2).click();
  await expect(section.locator('button[aria-expanded="true"]')).toHaveCount(0);
});

test("/solutions shows every solution file as a card", async ({ page }) => {
  await gotoHydrated(page, "/solutions");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const hrefs = await page.getByTestId("solution-card").evaluateAll((cards) => cards.map((a) => a.getAttribute("href")));
  expect([...hrefs].sort()).toEqual(entries.map((e) => e.route).sort());
});

test("a solution page's note on its figures leads to how results are measured", async ({ page }) => {
  await gotoHydrated(page, entries[0]!.route);
  await page.getByTestId("results-note").getByRole("link", { name: resultsMethod.link.label }).click();
  await expect(page).toHaveURL(resultsMethod.link.to);
  const section = page.getByRole("region", { name: resultsMethod.title });
  await expect(section).toBeInViewport();
  await expect(section.locator("dt")).toHaveText(resultsMethod.points.map((point) => point.term));
});

test("every solution link in the header, footer and home cards resolves", async ({ page, request, isMobile }) => {
  await gotoHydrated(page, "/");
  // The header's lists render when opened, so open them first.
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.locator("#mobile-menu").getByRole("button", { name: "Solutions" }).tap();
  } else {
    await page.getByRole("button", { name: "Solutions", exact: true }).hover();
  }
  const header = page.locator(isMobile ? "#mobile-menu" : "#mega-menu-solutions");
  await expect(header.locator('a[href^="/solutions/"]')).toHaveCount(solutionsMenuLinks.length);
  const hrefs = await page.locator('a[href^="/solutions"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThanOrEqual(2 * solutionsMenuLinks.length + homeCards.length); // header and footer (navigation.yaml), home cards (home.yaml)
  for (const href of new Set(hrefs)) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});
