import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { SITEMAP_PATH } from "../../src/lib/redirects";

export const isDesktop = (testInfo: TestInfo) => testInfo.project.name === "desktop";

/**
 * For a test whose subject does not depend on the screen (what is stored,
 * sent or refused, where an address leads, what a file says): it runs in the
 * desktop project only, and the phone project keeps the tests of what a phone
 * shows. Call first in the test.
 */
export function sameOnEveryScreen(testInfo: TestInfo): void {
  testInfo.skip(!isDesktop(testInfo), "the same on every screen: checked on the desktop");
}

/**
 * Fails with the rule, its help text and the offending elements for every axe violation.
 *
 * axe runs in the page itself (AxeBuilder's legacy mode). Its default runs axe in every frame and
 * then joins the results in a new blank page, for frames of other origins: 1.4-1.9 s a page here
 * against 0.5-0.8 s, over about ninety calls a run, with the same results on every page measured.
 * Legacy mode cannot look into a frame of another origin, so a page that gets one fails here first.
 */
export async function expectNoAxeViolations(page: Page) {
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((frame) => !["", "about:blank"].includes(frame.url()) && new URL(frame.url()).origin !== origin);
  expect(
    foreign.map((frame) => frame.url()),
    "a frame of another origin, which expectNoAxeViolations does not check: drop setLegacyMode below",
  ).toEqual([]);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode()
    .analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary}`).join("\n")}`,
  );
  expect(report, report.join("\n\n")).toEqual([]);
}

/** Console errors and uncaught exceptions a page logs while a test runs. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Loads `path` and waits until the page is hydrated (below). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Runs in the page: whether hydration has finished. React marks Gatsby's root
 * as soon as hydration starts, but the site hydrates in slices
 * (gatsby-browser.tsx), and until the last slice is committed the router is
 * not yet listening: a navigation started then changes the address and not
 * the page. Gatsby records the `onInitialClientRender` performance mark in an
 * effect that runs after that commit.
 */
const rootHydrated = () => performance.getEntriesByName("onInitialClientRender").length > 0;

/** Polled from the test, not in the page: a test may have replaced the page's timers (page.clock). */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.evaluate(rootHydrated), { message: "the page did not finish hydrating", timeout: 20_000, intervals: [50, 100, 200] })
    .toBe(true);
}

export const isHydrated = (page: Page) => page.evaluate(rootHydrated);

/**
 * Holds the app bundle back until the returned function is called, as a slow
 * first visit does: the server's HTML is on screen, and no React handler yet.
 */
export async function holdAppBundle(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens the insights gate before the page loads, as a returning reader has it. */
export async function storeUnlockFlag(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("everpeak:insights-unlocked", "true"));
}

/**
 * Boxes in `main` that stick out of their parent on the right: content wider than its card,
 * drawn past the card's edge or hidden by it. A parent that scrolls sideways (a wide table)
 * is fine, and so are visually hidden labels (inside a 1 px box).
 */
function stickingOut() {
  const found: string[] = [];
  for (const element of document.querySelectorAll<Element>("main *")) {
    const parent = element.parentElement;
    if (!parent || parent.closest("svg")) continue;
    const box = element.getBoundingClientRect();
    const frame = parent.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || frame.width <= 2) continue;
    if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) continue;
    if (box.right > frame.right + 1) {
      const name = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${(element.textContent ?? "").trim().slice(0, 30)}"`;
      found.push(`${name} sticks out of its <${parent.tagName.toLowerCase()}> by ${Math.round(box.right - frame.right)} px`);
    }
  }
  return found;
}

/**
 * What a visitor would see as broken layout: the page wider than the screen (measured against
 * the screen, since a phone's layout viewport widens to fit a page that overflows), or boxes
 * sticking out of their parent.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  const { width } = page.viewportSize()!;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return [...(scrollWidth > width ? [`${scrollWidth} px wide on a ${width} px screen`] : []), ...(await page.evaluate(stickingOut))];
}

/**
 * Every <loc> of the site's sitemaps, as crawlers read them: gatsby-plugin-sitemap's index
 * (the address robots.txt names), then each sitemap it lists, fetched from this server.
 */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
  const index = await request.get(SITEMAP_PATH);
  expect(index.status(), SITEMAP_PATH).toBe(200);
  const urls: string[] = [];
  for (const sitemap of locs(await index.text())) {
    const response = await request.get(new URL(sitemap).pathname);
    expect(response.status(), sitemap).toBe(200);
    urls.push(...locs(await response.text()));
  }
  return urls;
}
