import { expect, test, type Page } from "@playwright/test";
import { storeUnlockFlag, waitForHydration } from "../e2e/helpers";
import { WEB_FONT_FACES, WEB_FONTS_KEY } from "../../src/lib/web-fonts";

/**
 * Visual baselines: the first screen of each template at 390 and 1440 px,
 * compared with the pictures in tests/visual/baselines. A change that moves a
 * page fails here until the baseline is updated on purpose:
 *   npm run test:visual -- --update-snapshots
 * Pages are settled first, so only a real change differs: reduced motion (the
 * hero videos show their stills), the web fonts in and images decoded,
 * animations and the caret frozen (Playwright's defaults for screenshots).
 */
const pages: { name: string; path: string; unlocked?: boolean }[] = [
  { name: "home", path: "/" },
  { name: "solution", path: "/solutions/expense-reduction-ai" },
  { name: "insights-locked", path: "/insights" },
  { name: "insights-unlocked", path: "/insights", unlocked: true },
  { name: "article", path: "/insights/ai-roi-measurement" },
  { name: "contact", path: "/contact" },
  { name: "not-found", path: "/no-such-page" },
];

async function settle(page: Page) {
  await waitForHydration(page).catch(() => undefined);
  await page.evaluate(async (faces) => {
    await Promise.all(faces.map((face) => document.fonts.load(face)));
    await document.fonts.ready;
    // Every picture on the first screen decoded, so no blur placeholder is caught mid-fade.
    const onScreen = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(
      onScreen.map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((done) => image.addEventListener("load", done, { once: true })),
      ),
    );
  }, WEB_FONT_FACES);
}

test.use({ reducedMotion: "reduce" });

for (const { name, path, unlocked } of pages) {
  test(`${name} (${path}) looks as its baseline`, async ({ page }) => {
    // The web fonts are in the cache, as for any returning visitor: font-display: optional then always uses them.
    await page.addInitScript((key) => window.localStorage.setItem(key, "1"), WEB_FONTS_KEY);
    if (unlocked) await storeUnlockFlag(page);
    await page.goto("/about");
    await settle(page);
    await page.goto(path);
    await settle(page);
    const fontsIn = await page.evaluate(
      () => document.fonts.check('400 1em "Inter Variable"') && document.documentElement.hasAttribute("data-web-fonts"),
    );
    expect(fontsIn, "the web fonts were not in use; the picture would not be comparable").toBe(true);
    await expect(page).toHaveScreenshot(`${name}.png`, { scale: "css", maxDiffPixelRatio: 0.001 });
  });
}
