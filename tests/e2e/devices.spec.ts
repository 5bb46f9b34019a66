// What differs by screen: it runs in every project of playwright.config.ts (phones, tablets,
// short laptops, the desktop), and reads geometry, never class names.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readInventory } from "../../gatsby/inventory";

const siteRoutes = readInventory().routes;
import { gotoHydrated, holdAppBundle, isHydrated, overflowProblems, waitForHydration } from "./helpers";

type Box = { x: number; y: number; width: number; height: number };

const bottom = (box: Box) => box.y + box.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} has no box`).not.toBeNull();
  return found!;
}

/** The sticky header's bottom edge, in viewport pixels. */
async function headerBottom(page: Page) {
  return bottom(await box(page.getByRole("banner")));
}

type RecordedShifts = typeof window & { shifts: { value: number; sources: string[] }[] };

/**
 * Runs in the page from its first byte: records each layout shift not caused by input in
 * `window.shifts`, with what moved (element, box before and after) and when, so that a failure names it.
 */
function recordLayoutShifts() {
  const w = window as RecordedShifts;
  w.shifts = [];
  new PerformanceObserver((list) => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(",");
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
        const name =
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${[...node.classList].join(".")}`
            : String(node?.nodeName);
        return `${name} [${rect(previousRect)}] -> [${rect(currentRect)}] at ${Math.round(entry.startTime)} ms`;
      });
      w.shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

test("no route scrolls sideways or cuts off its text", async ({ page }, testInfo) => {
  test.skip(["desktop", "mobile"].includes(testInfo.project.name), "production.spec.ts checks every route there");
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const route of [...siteRoutes, "/no-such-page"]) {
    await page.goto(route);
    await waitForHydration(page);
    problems.push(...(await overflowProblems(page)).map((problem) => `${route}: ${problem}`));
  }
  expect(problems).toEqual([]);
});

test("no route's layout moves while it loads, even when the web fonts arrive late", async ({ context }, testInfo) => {
  test.skip(!["mobile", "laptop"].includes(testInfo.project.name), "a phone and a short laptop cover both layouts");
  test.setTimeout(180_000);
  // A returning visitor, whose pages ask for the web fonts from the first paint; the fonts held
  // back 400 ms, four times font-display: optional's wait (100 ms), so the fallbacks stay.
  await context.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await context.addInitScript(() => localStorage.setItem("everpeak:web-fonts", "1"));
  await context.addInitScript(recordLayoutShifts);
  const moved: string[] = [];
  // Three tabs take the routes in turn: each route mostly waits, on its fonts and then 300 ms for a
  // late shift, and one tab at a time kept a core idle for most of this test's 23 s.
  const routes = [...siteRoutes];
  const tab = async () => {
    const page = await context.newPage();
    for (let route = routes.shift(); route; route = routes.shift()) {
      await page.goto(route);
      await waitForHydration(page);
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const shifts = await page.evaluate(() => (window as RecordedShifts).shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      // Lighthouse shows CLS to three decimals; anything it would show as more than 0 is a visible jump.
      if (total >= 0.0005) moved.push(`${route}: ${total.toFixed(4)} (${shifts.flatMap((shift) => shift.sources).join(", ")})`);
    }
  };
  await Promise.all([tab(), tab(), tab()]);
  expect(moved).toEqual([]);
});

test("a page that arrives in pieces is not painted before its main content is in", async ({ page, baseURL }, testInfo) => {
  test.skip(!["mobile", "laptop"].includes(testInfo.project.name), "a phone and a short laptop cover both layouts");
  // A slow or busy phone gets the HTML in pieces. Painted as it comes, the header's half-parsed
  // menu and the hero would move as the rest arrived. A local server sends this page cut inside
  // the menu, the rest 600 ms later, and every other file as the site's own server has it.
  const route = "/solutions/vendor-management/";
  const html = await (await fetch(new URL(route, baseURL))).text();
  const cut = html.indexOf('aria-label="Main navigation"') + 300;
  expect(cut).toBeGreaterThan(300);
  const server = createServer(async (request, response) => {
    if (request.url === route) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 600));
      response.end(html.slice(cut));
      return;
    }
    const upstream = await fetch(new URL(request.url ?? "/", baseURL));
    response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/octet-stream" });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await page.addInitScript(recordLayoutShifts);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${route}`);
    await waitForHydration(page);
    const timing = await page.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return {
        responseEnd: navigation?.responseEnd,
        firstPaint: paint?.startTime,
        shifts: (window as RecordedShifts).shifts,
      };
    });
    expect(timing.firstPaint).toBeGreaterThanOrEqual(timing.responseEnd ?? Infinity);
    const moved = timing.shifts.flatMap((shift) => shift.sources);
    expect(
      timing.shifts.reduce((sum, shift) => sum + shift.value, 0),
      `moved: ${moved.join("; ")}`,
    ).toBe(0);
  } finally {
    server.close();
  }
});

test("a phone's first view fetches no font before the page has loaded, and the next page has them", async ({ page }, testInfo) => {
  test.skip(!["mobile", "desktop"].includes(testInfo.project.name), "a phone, and the desktop for the contrast");
  const fonts: { url: string; beforeLoad: boolean }[] = [];
  let loaded = false;
  page.on("load", () => (loaded = true));
  page.on("request", (request) => {
    if (/\.woff2$/.test(request.url())) fonts.push({ url: request.url(), beforeLoad: !loaded });
  });
  await page.goto("/");
  const usesWebFonts = () => page.evaluate(() => document.documentElement.hasAttribute("data-web-fonts"));
  if (testInfo.project.name === "desktop") {
    // A wide screen on a fast connection has them on its first view.
    expect(await usesWebFonts()).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.filter((font) => font.beforeLoad).length).toBeGreaterThan(0);
    return;
  }
  expect(await usesWebFonts()).toBe(false);
  await waitForHydration(page);
  // Fetched once the page has loaded and the browser is idle, and remembered.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("everpeak:web-fonts")), { timeout: 15_000 }).toBe("1");
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => font.beforeLoad)).toEqual([]);
  expect(await usesWebFonts()).toBe(false); // the open page keeps its fallbacks: nothing re-wraps

  await page.goto("/about");
  expect(await usesWebFonts()).toBe(true);
  const heading = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      family: getComputedStyle(document.querySelector("h1")!).fontFamily,
      loaded: document.fonts.check('600 1em "Fraunces Variable"'),
    };
  });
  expect(heading.family).toMatch(/^"Fraunces Variable"/);
  expect(heading.loaded).toBe(true);
});

test.describe("touch screens", () => {
  test.skip(({ hasTouch }) => !hasTouch, "touch screens only");

  test("each solution card shows its title, then its description, then 'Learn more', none on top of another", async ({ page }) => {
    await gotoHydrated(page, "/");
    const cards = page.locator("#solutions").getByTestId("solution-card");
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      const frame = await box(card);
      const title = await box(card.getByRole("heading"));
      const description = await box(card.locator("p"));
      const more = await box(card.getByText("Learn more"));
      for (const part of [title, description, more]) {
        expect(part.y).toBeGreaterThanOrEqual(frame.y);
        expect(bottom(part)).toBeLessThanOrEqual(bottom(frame) + 0.5);
        expect(part.height).toBeGreaterThan(0);
      }
      expect(bottom(title)).toBeLessThanOrEqual(description.y + 0.5);
      expect(bottom(description)).toBeLessThanOrEqual(more.y + 0.5);
      await expect(card.getByRole("heading")).toBeVisible();
      await expect(card.locator("p")).toBeVisible();
    }
  });
});

test.describe("mega-menus on large screens", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1080, "the header collapses to the toggle menu below 1080 px");

  for (const menu of ["Solutions", "Industries"]) {
    test(`every link of the ${menu} menu can be scrolled into view and clicked, with the mouse and with Tab`, async ({ page }) => {
      test.setTimeout(60_000);
      await gotoHydrated(page, "/");
      const trigger = page.getByRole("button", { name: menu, exact: true });
      const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      // Positions are read once the panel has finished sliding in (it starts 6 px higher).
      const settled = () =>
        panel.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      await trigger.hover();
      await expect(panel).toBeVisible();
      await settled();
      const limit = await headerBottom(page);
      const viewport = page.viewportSize()!;
      const panelBox = await box(panel);
      expect(bottom(panelBox), "the panel ends on screen").toBeLessThanOrEqual(viewport.height);

      const links = await panel.getByRole("link").all();
      expect(links.length).toBeGreaterThan(3);
      for (const link of links) {
        await link.scrollIntoViewIfNeeded();
        const where = await box(link);
        expect(where.y, `${await link.innerText()} is below the header`).toBeGreaterThanOrEqual(limit - 1);
        expect(bottom(where), `${await link.innerText()} is on screen`).toBeLessThanOrEqual(viewport.height);
        // Actionability: visible, stable, and the topmost element under the pointer.
        await link.click({ trial: true });
      }

      // From the keyboard: Tab walks every link, each scrolled into view as it takes focus.
      await page.mouse.move(viewport.width / 2, viewport.height - 5);
      await expect(panel).toBeHidden();
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible();
      await settled();
      for (const link of links) {
        await page.keyboard.press("Tab");
        await expect(link).toBeFocused();
        const where = await box(link);
        expect(where.y).toBeGreaterThanOrEqual(limit - 1);
        expect(bottom(where)).toBeLessThanOrEqual(viewport.height);
      }
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/contact$/);
    });
  }
});

test.describe("card grids on large screens", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1080, "phones and tablets show one or two columns");

  test("no grid leaves a short last row: its rows differ by at most one card", async ({ page }) => {
    const unbalanced: string[] = [];
    for (const route of ["/", "/about", "/contact", ...[...siteRoutes].filter((route) => route.startsWith("/solutions"))]) {
      await page.goto(route);
      const rows = await page.locator("main").evaluate((main) =>
        [...main.querySelectorAll("ul, ol")].flatMap((list) => {
          const items = [...list.children].filter((child) => child.tagName === "LI" && child.getBoundingClientRect().height > 0);
          const columns = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
          if (items.length < 2 || columns.size < 2) return [];
          const perRow = new Map<number, number>();
          for (const item of items) {
            const top = Math.round(item.getBoundingClientRect().top);
            perRow.set(top, (perRow.get(top) ?? 0) + 1);
          }
          const counts = [...perRow.values()];
          const label = list.closest("section")?.getAttribute("aria-labelledby") ?? list.getAttribute("data-testid") ?? list.tagName;
          return [{ label, counts }];
        }),
      );
      for (const { label, counts } of rows) {
        if (Math.max(...counts) - Math.min(...counts) > 1) unbalanced.push(`${route} ${label}: rows of ${counts.join(" + ")}`);
      }
    }
    expect(unbalanced).toEqual([]);
  });
});

test.describe("the insights gate", () => {
  test("its password form lies inside the 'Premium Insights' card", async ({ page, hasTouch }) => {
    await gotoHydrated(page, "/insights");
    const open = page.getByRole("button", { name: "Access Premium Content" });
    if (hasTouch) await open.tap();
    else await open.click();
    const card = page.getByRole("region", { name: "Premium Insights" });
    const frame = await box(card);
    for (const part of [
      page.getByLabel("Access password"),
      page.getByRole("button", { name: "Show password" }),
      page.getByRole("button", { name: "Unlock" }),
    ]) {
      const where = await box(part);
      expect(where.x).toBeGreaterThanOrEqual(frame.x);
      expect(where.x + where.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test("unlocking leaves 'Lock Content' focused, on screen and below the header, and opening the form does not jump", async ({ page }) => {
    await gotoHydrated(page, "/insights");
    const open = page.getByRole("button", { name: "Access Premium Content" });
    await open.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const before = await page.evaluate(() => window.scrollY);
    await open.evaluate((element: HTMLElement) => element.click());
    await expect(page.getByLabel("Access password")).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.getByLabel("Access password").fill("climb-everpeak-2025");
    await page.keyboard.press("Enter");
    const lock = page.getByRole("button", { name: "Lock Content" });
    await expect(lock).toBeFocused();
    const limit = await headerBottom(page);
    await expect(async () => {
      const where = await box(lock);
      expect(where.y).toBeGreaterThanOrEqual(limit);
      expect(bottom(where)).toBeLessThanOrEqual(page.viewportSize()!.height);
    }).toPass({ timeout: 3_000 });
    // The unlocked articles are what the visitor now looks at.
    await expect(page.getByRole("heading", { name: "Featured insights" })).toBeVisible();
  });
});

test.describe("clicks before the JavaScript has loaded, on large screens", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1080, "the mega-menus exist from 1080 px");

  test("the Solutions menu button, clicked before hydration, opens its menu", async ({ page }) => {
    const release = await holdAppBundle(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Solutions", exact: true }).click();
    expect(await isHydrated(page)).toBe(false);
    release();
    await expect(page.locator("#mega-menu-solutions")).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("taps before the JavaScript has loaded", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1080, "the phone menu exists below 1080 px");

  test("'Explore Solutions' and the menu button, tapped before hydration, take effect", async ({ page }) => {
    const release = await holdAppBundle(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    expect(await isHydrated(page)).toBe(false);

    await page.getByRole("link", { name: "Explore Solutions" }).tap();
    // A real anchor: it needs no JavaScript at all.
    await expect.poll(async () => (await box(page.locator("#solutions"))).y).toBeLessThan(200);
    await page.getByRole("button", { name: "Open menu" }).tap();
    expect(await isHydrated(page)).toBe(false);

    release();
    await expect(page.locator("#mobile-menu")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });

  test("'Access Premium Content', tapped before hydration, opens the password form", async ({ page }) => {
    const release = await holdAppBundle(page);
    await page.goto("/insights", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Access Premium Content" }).tap();
    await page.getByRole("button", { name: "Access Premium Content" }).tap();
    expect(await isHydrated(page)).toBe(false);
    await expect(page.getByLabel("Access password")).toHaveCount(0);

    release();
    await expect(page.getByLabel("Access password")).toBeFocused({ timeout: 15_000 });
  });
});
