import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const isDesktop = (testInfo: TestInfo) => testInfo.project.name === "desktop";

/** Fails with the rule, its help text and the offending elements for every axe violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary}`).join("\n")}`,
  );
  expect(report, report.join("\n\n")).toEqual([]);
}

/**
 * Routes SPEC.md defines that a later issue builds (about and legal, #6). Gatsby prefetches the data of every
 * linked page, which 404s until those pages exist; remove each entry in the
 * issue that builds it.
 */
const NOT_YET_BUILT = /\/page-data\/(about|privacy-policy|terms-of-service)\/page-data\.json$/;

/** Console errors a page logs while a test runs (except prefetches of pages not yet built). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    const url = message.location().url;
    if (message.type() === "error" && !NOT_YET_BUILT.test(url)) errors.push(`${message.text()} ${url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The page is hydrated once React has attached its handlers (Gatsby marks the root). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
  });
}

/** Opens the insights gate before the page loads, as a returning reader has it. */
export async function storeUnlockFlag(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("everpeak:insights-unlocked", "true"));
}
