import { expect, test } from "@playwright/test";
import { homeCards, inventory } from "./content";
import { collectConsoleErrors, gotoHydrated, isDesktop, sameOnEveryScreen } from "./helpers";

test("the hero says 'Climb Everpeak' and 'Explore Solutions' scrolls to the solutions", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Climb Everpeak");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero).toContainText("Expand revenue");
  await expect(hero).toContainText("enterprise value");
  await expect(hero.getByRole("link", { name: "Get Free Assessment" })).toHaveAttribute("href", "/contact");

  await hero.getByRole("link", { name: "Explore Solutions" }).click();
  const header = (await page.getByRole("banner").boundingBox())!;
  await expect
    .poll(async () => Math.round((await page.locator("#solutions").boundingBox())!.y), { timeout: 4000 })
    .toBeLessThanOrEqual(Math.round(header.height) + 20);
  expect((await page.locator("#solutions").boundingBox())!.y).toBeGreaterThanOrEqual(header.height - 1);
  await expect(page.locator("#solutions")).toBeFocused();
});

test("'Explore Solutions' jumps without animation when reduced motion is preferred", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Explore Solutions" }).click();
  // No smooth scrolling: the section is in place on the very next frame.
  const y = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => resolve(document.getElementById("solutions")!.getBoundingClientRect().top)),
      ),
  );
  expect(y).toBeLessThan(120);
});

test("the hero video plays the variant for the device", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/");
  const container = page.locator("[data-video-state]").first();
  await expect(container).toHaveAttribute("data-video-state", "playing");
  const video = container.locator("video");
  await expect(video).toHaveAttribute("data-variant", isDesktop(testInfo) ? "desktop" : "mobile");
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay, v.playsInline])).toEqual([true, true, true, true]);

  const pause = container.getByRole("button", { name: "Pause background video" });
  await pause.click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await container.getByRole("button", { name: "Play background video" }).click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
});

test("the hero falls back to the still image when the video request fails", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.route(/\/media\/.*\.(mp4|webm)$/, (route) => route.abort());
  await gotoHydrated(page, "/");
  const container = page.locator("[data-video-state]").first();
  await expect(container).toHaveAttribute("data-video-state", "error");
  await expect(container.locator("video")).toHaveCount(0);
  const still = container.getByTestId("video-still");
  await expect(still).toBeVisible();
  expect(await still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(errors.some((e) => e.includes("Background video failed to load"))).toBe(true);
});

test("no video is downloaded when reduced motion is preferred", async ({ page }) => {
  const videoRequests: string[] = [];
  page.on("request", (request) => {
    if (/\.(mp4|webm)$/.test(request.url())) videoRequests.push(request.url());
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  await page.waitForTimeout(1000);
  await expect(page.locator("[data-video-state]").first()).toHaveAttribute("data-video-state", "still");
  await expect(page.locator("video")).toHaveCount(0);
  expect(videoRequests).toEqual([]);
});

test("no video is downloaded with Save-Data on or a connection slower than 4G; the still is the hero", async ({ page }) => {
  const videoRequests: string[] = [];
  page.on("request", (request) => {
    if (/\.(mp4|webm)$/.test(request.url())) videoRequests.push(request.url());
  });
  for (const connection of [
    { saveData: true, effectiveType: "4g" },
    { saveData: false, effectiveType: "3g" },
  ]) {
    await page.addInitScript(
      (value) => Object.defineProperty(navigator, "connection", { configurable: true, get: () => value }),
      connection,
    );
    await gotoHydrated(page, "/");
    await page.waitForTimeout(1500);
    await expect(page.locator("[data-video-state]").first()).toHaveAttribute("data-video-state", "still");
    expect([connection, videoRequests]).toEqual([connection, []]);
  }
});

test("the video starts only after the page has loaded, so the first view's bytes are the page's own", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("[data-video-state]").first()).toHaveAttribute("data-video-state", "playing");
  // The page's own clock: when the load event began, and when each video request started. A request
  // has its timing entry once its response has ended, which on a busy machine can be after playback starts.
  const timing = () =>
    page.evaluate(() => ({
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      videos: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(mp4|webm)$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
  await expect.poll(async () => (await timing()).videos.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const { load, videos } = await timing();
  expect(load).toBeGreaterThan(0);
  expect(Math.min(...videos)).toBeGreaterThanOrEqual(load);
});

test("the hero still is preloaded with high priority", async ({ page }) => {
  await page.goto("/");
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(2);
  await expect(preload.first()).toHaveAttribute("fetchpriority", "high");
  await expect(page.getByTestId("video-still")).toHaveAttribute("fetchpriority", "high");
});

test.describe("solution cards", () => {
  test("the cards of home.yaml link to their solution pages, in rows of four on a large screen", async ({ page }, testInfo) => {
    await gotoHydrated(page, "/");
    const cards = page.getByTestId("solution-card");
    await expect(cards).toHaveCount(homeCards.length);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(homeCards.map((card) => card.link));
    const solutionRoutes = inventory.solutions.map((entry) => entry.route);
    for (const href of hrefs) expect(solutionRoutes, `${href} is a solution file's page`).toContain(href);
    const tops = await cards.evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    const rows = new Set(tops).size;
    expect(rows).toBe(isDesktop(testInfo) ? Math.ceil(homeCards.length / 4) : homeCards.length);
  });

  test("hover or keyboard focus swaps the title for the description and 'Learn more'", async ({ page }, testInfo) => {
    test.skip(!isDesktop(testInfo), "touch screens show both at once");
    await gotoHydrated(page, "/");
    const card = page.getByTestId("solution-card").first();
    const title = card.locator('[data-part="title"]');
    const detail = card.locator('[data-part="detail"]');
    await card.scrollIntoViewIfNeeded();
    await expect(title).toHaveCSS("opacity", "1");
    await expect(detail).toHaveCSS("opacity", "0");

    await card.hover();
    await expect(title).toHaveCSS("opacity", "0");
    await expect(detail).toHaveCSS("opacity", "1");
    await expect(detail).toContainText("Learn more");

    await page.mouse.move(5, 5);
    await expect(title).toHaveCSS("opacity", "1");
    await card.focus();
    await expect(detail).toHaveCSS("opacity", "1");
  });

  test("a card whose image fails says 'Image failed to load'", async ({ page }) => {
    await page.route(/\/static\/.*\.(avif|webp|jpg)$/, (route) => route.abort());
    await gotoHydrated(page, "/");
    await page.locator("#solutions").scrollIntoViewIfNeeded();
    const cards = page.getByTestId("solution-card");
    for (const index of [0, 7]) {
      await cards.nth(index).scrollIntoViewIfNeeded();
      await expect(cards.nth(index).getByText("Image failed to load")).toBeVisible();
    }
  });
});

test("two testimonials are attributed by role and company size only", async ({ page }) => {
  await gotoHydrated(page, "/");
  const quotes = page.locator("figure", { has: page.locator("blockquote") });
  await expect(quotes).toHaveCount(2);
  await expect(quotes.nth(0).locator("figcaption")).toHaveText("Chief Financial Officer$400M revenue, 2,100 employees");
  await expect(quotes.nth(1).locator("figcaption")).toContainText("Operating Partner");
});

test("the process accordion keeps exactly one step open", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.locator("section", { has: page.locator("#process-title") });
  const step = (name: string) => section.getByRole("button", { name: new RegExp(`^${name} `) });
  const names = ["Assess", "Centralize", "Automate", "Optimize"];
  await expect(step("Assess")).toHaveAttribute("aria-expanded", "true");
  for (const name of names.slice(1)) await expect(step(name)).toHaveAttribute("aria-expanded", "false");

  await step("Automate").click();
  await expect(step("Automate")).toHaveAttribute("aria-expanded", "true");
  await expect(step("Assess")).toHaveAttribute("aria-expanded", "false");
  await expect(section.getByRole("region", { name: /Automate/ })).toBeVisible();

  await step("Automate").click();
  await expect(step("Automate")).toHaveAttribute("aria-expanded", "true");
  await expect(section.getByRole("region", { name: /Automate/ })).toBeVisible();
  await expect(section.getByRole("region")).toHaveCount(1);
});

test("the closing calls to action lead to the assessment and the cases", async ({ page }) => {
  await gotoHydrated(page, "/");
  const cta = page.locator("section", { has: page.locator("#closing-cta-title") });
  await expect(cta.getByRole("link", { name: "Get Free Assessment" })).toHaveAttribute("href", "/contact");
  await expect(cta.getByRole("link", { name: "View cases" })).toHaveAttribute("href", "/insights");
});

test("the page's language is written once, in its HTML: hydration and a move to another page leave <html lang> alone", async ({
  page,
}, testInfo) => {
  sameOnEveryScreen(testInfo);
  // Each write of <html lang>, even of the value it has, makes the browser restyle the whole page.
  await page.addInitScript({
    content: `window.__langWrites = [];
      new MutationObserver((records) => window.__langWrites.push(...records.map(() => location.pathname)))
        .observe(document, { attributes: true, attributeFilter: ["lang"], subtree: true });`,
  });
  const writes = () => page.evaluate(() => (window as unknown as { __langWrites: string[] }).__langWrites);
  await gotoHydrated(page, "/");
  await page
    .locator("section", { has: page.locator("#closing-cta-title") })
    .getByRole("link", { name: "Get Free Assessment" })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await writes()).toEqual([]);
  // The watch sees a write, and it is still the first document's: the move was the router's, not a new load.
  await page.evaluate(() => document.documentElement.setAttribute("lang", "en"));
  expect(await writes()).toEqual(["/contact"]);
});

test("the head carries the title, description, canonical URL, sharing tags and language", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("AI Transformation for Mid-Market and PE-Backed Companies | Everpeak AI");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toMatch(/^Everpeak AI helps mid-market and PE-backed companies/);
  expect(description!.length).toBeLessThanOrEqual(160);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.everpeak.ai");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Everpeak AI$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", "https://www.everpeak.ai");
  await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute("content", description!);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await page.goto("/no-such-page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
