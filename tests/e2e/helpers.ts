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

/** Console errors and uncaught exceptions a page logs while a test runs. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`);
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
