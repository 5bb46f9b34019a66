import { expect, test } from "@playwright/test";
import { promoDetails } from "./content";
import { gotoHydrated, isDesktop } from "./helpers";

/** Every industry link leads to the contact form with its industry chosen, in content/industries.yaml's order. */
const INDUSTRY_LINKS = [
  "private-equity",
  "healthcare",
  "manufacturing",
  "financial-services",
  "professional-services",
  "education",
  "retail-ecommerce",
  "transportation-logistics",
  "real-estate",
].map((value) => `/contact?industry=${value}`);

test.describe("desktop header", () => {
  test.skip(({ isMobile }) => isMobile, "large screens only");

  test("Solutions mega-menu opens on hover, is 900 px wide, and closes when the pointer leaves", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("button", { name: "Solutions", exact: true });
    const panel = page.locator("#mega-menu-solutions");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await trigger.hover();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect((await panel.boundingBox())?.width).toBe(900);

    const columns = panel.locator("p", { hasText: /^(SOLUTIONS|PRODUCTS)$/ });
    await expect(columns).toHaveText(["SOLUTIONS", "PRODUCTS"]);
    await expect(panel.locator("ul").first().locator("strong")).toHaveText([
      "AI Transformation",
      "Process Automation",
      "White-Label Development",
      "Fractional CAIO Services",
    ]);
    await expect(panel.locator("ul").nth(1).locator("strong")).toHaveText([
      "Expense Reduction AI Platform",
      "Contract Compliance Automation",
      "Vendor Management System",
      "Cross-Selling AI Engine",
    ]);
    await expect(panel.getByRole("heading", { name: "AI Masterclass 2025" })).toBeVisible();
    // The workshop says when it is, how it runs and who it is for.
    expect(promoDetails.length).toBeGreaterThan(0);
    await expect(panel.getByRole("complementary", { name: "AI Masterclass 2025" }).getByRole("listitem")).toHaveText(promoDetails);
    await expect(panel.getByRole("link", { name: "Register now" })).toHaveAttribute("href", "/contact");
    await expect(panel.getByText("Need more help? Contact Professional Services")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Contact Professional Services" })).toHaveAttribute("href", "/contact");

    // Clicking the button of a menu the pointer opened keeps it open.
    await trigger.click();
    await expect(panel).toBeVisible();

    await page.mouse.move(700, 700);
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("Industries mega-menu lists Private Equity first and sends every industry to /contact with it chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Industries", exact: true }).hover();
    const panel = page.locator("#mega-menu-industries");
    await expect(panel).toBeVisible();
    const industries = panel.locator("ul").first().getByRole("link");
    await expect(industries).toHaveCount(9);
    await expect(industries.first()).toContainText("Private Equity");
    expect(await industries.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(INDUSTRY_LINKS);
    await expect(panel.getByRole("heading", { name: "Success Stories" })).toBeVisible();
    await expect(panel.getByRole("complementary").getByRole("link")).toHaveAttribute("href", "/insights");
    await expect(panel.getByRole("link", { name: "Contact Professional Services" })).toHaveAttribute("href", "/contact");
  });

  test("clicking an item closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Industries", exact: true }).hover();
    await page
      .locator("#mega-menu-industries")
      .getByRole("link", { name: /Healthcare/ })
      .click();
    await expect(page.locator("#mega-menu-industries")).toBeHidden();
    await expect(page).toHaveURL(/\/contact\?industry=healthcare$/);
  });

  test("menus open from the keyboard, close on Escape and return focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("button", { name: "Solutions", exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator("#mega-menu-solutions");
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: /AI Transformation/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(panel).toBeHidden();
  });

  test("the header stays in view and offers the assessment", async ({ page }) => {
    await gotoHydrated(page, "/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Get Free Assessment" })).toHaveAttribute("href", "/contact");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const links: [string, string][] = [
      ["Home", "/"],
      ["Insights", "/insights"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await banner.boundingBox())?.y).toBe(0);
  });
});

test.describe("mobile header", () => {
  test.skip(({ isMobile }) => !isMobile, "small screens only");

  test("toggle menu expands one section at a time and every link closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.tap();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    // The open menu covers the page below the header, down to the bottom of the screen.
    const box = (await menu.boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(Math.round(box.y)).toBe(Math.round(header.height));
    expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);

    const solutions = menu.getByRole("button", { name: "Solutions" });
    const industries = menu.getByRole("button", { name: "Industries" });
    await solutions.tap();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Cross-Selling AI Engine" })).toBeVisible();

    await industries.tap();
    await expect(industries).toHaveAttribute("aria-expanded", "true");
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Cross-Selling AI Engine" })).toBeHidden();
    await expect(menu.locator("#mobile-menu-industries a").first()).toHaveText("Private Equity");

    await industries.tap();
    await expect(industries).toHaveAttribute("aria-expanded", "false");

    await menu.getByRole("link", { name: "Home" }).tap();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("the footer carries the lists, legal links, claims and copyright", async ({ page }) => {
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Solutions" }).locator("xpath=..").getByRole("link")).toHaveCount(8);
  const industries = footer.getByRole("heading", { name: "Industries" }).locator("xpath=..").getByRole("link");
  await expect(industries).toHaveCount(9);
  expect(await industries.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(INDUSTRY_LINKS);
  const getStarted = footer.getByRole("heading", { name: "Get Started" }).locator("xpath=..");
  await expect(getStarted.getByRole("link")).toHaveText(["Free Assessment", "About Us", "Insights"]);
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
  await expect(footer).toContainText("© 2025 Everpeak AI");
  await expect(footer).toContainText("SOC2 certified");
  await expect(footer).toContainText("Enterprise-grade security");
  await expect(footer).toContainText("Data protection");
});

test("the skip link jumps to the main content", async ({ page }, testInfo) => {
  test.skip(!isDesktop(testInfo), "keyboard navigation is tested on the desktop layout");
  await gotoHydrated(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("a route change scrolls to the top, and a link to an anchor lands below the header", async ({ page }) => {
  await gotoHydrated(page, "/this-page-does-not-exist");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("main").getByRole("link", { name: /^Home/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Climb Everpeak" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await gotoHydrated(page, "/this-page-does-not-exist");
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Solutions/ })
    .click();
  await expect(page).toHaveURL(/\/#solutions$/);
  const header = (await page.getByRole("banner").boundingBox())!;
  const sectionTop = async () => (await page.locator("#solutions").boundingBox())!.y;
  await expect.poll(sectionTop).toBeGreaterThanOrEqual(header.height);
  expect(await sectionTop()).toBeLessThanOrEqual(header.height + 40);
});

test("every icon is drawn, on the first page and on pages reached by a link, though each page sends only its own icons", async ({
  page,
}) => {
  /** The icons drawn with <use> whose symbol is not in the document. */
  const blank = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("svg use")]
        .map((use) => use.getAttribute("href") ?? "")
        .filter((href) => href.startsWith("#") && !document.getElementById(href.slice(1))),
    );
  const sprite = page.locator("svg[data-icon-sprite] symbol");
  await gotoHydrated(page, "/contact");
  expect(await blank()).toEqual([]);
  const sentWithContact = await sprite.count();
  // Fewer than half of the registry's icons: a page carries its own.
  const registry = await page.request.get((await page.locator("svg[data-icon-sprite]").getAttribute("data-icon-sprite"))!);
  expect(registry.headers()["content-type"]).toBe("image/svg+xml");
  const everyIcon = ((await registry.text()).match(/<symbol /g) ?? []).length;
  expect(sentWithContact * 2).toBeLessThan(everyIcon);

  // A page with other icons, reached inside the site: its icons come from the file, nothing stays blank.
  // The address changes before the new page is drawn: until its heading is in, the icons are still /contact's.
  const contactHeading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(contactHeading!);
  await expect.poll(blank).toEqual([]);
  expect(await sprite.count()).toBeGreaterThan(sentWithContact);
});
