import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { contextOptions, devices } from "../../scripts/devices";
import { changedFiles, clone, contentFiles, refusalPanel, setUpEditingRoom, signIn, text } from "./room";

setUpEditingRoom();

/** The page is as wide as the screen: nothing to pan to sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { inner, scroll } = await page.evaluate(() => ({ inner: window.innerWidth, scroll: document.documentElement.scrollWidth }));
  const width = page.viewportSize()!.width;
  expect({ where, inner, scroll: Math.min(scroll, inner) }, `${where}: the page is ${scroll} px wide on a ${width} px screen`).toEqual({
    where,
    inner: width,
    scroll: inner,
  });
}

/** A control wholly on the screen, and tall enough to tap (44 px). */
async function expectTappable(page: Page, control: Locator, name: string) {
  await expect(control, `${name} is shown`).toBeVisible();
  const box = (await control.boundingBox())!;
  const screen = page.viewportSize()!;
  const at = `x ${Math.round(box.x)} to ${Math.round(box.x + box.width)}, y ${Math.round(box.y)} to ${Math.round(box.y + box.height)}`;
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= screen.width + 0.5 && box.y + box.height <= screen.height + 0.5;
  expect(inside, `${name} is at ${at}, on a screen of ${screen.width} x ${screen.height}`).toBe(true);
  expect(box.height, `${name} is ${Math.round(box.height)} px tall`).toBeGreaterThanOrEqual(44);
}

const publish = (page: Page) => page.getByRole("button", { name: /^Publish(ed)?$/ });
const backLink = (page: Page) => page.locator("[class*='ToolbarSectionBackLink']");

/** An open entry fits the screen, with its toolbar's controls on it: back, Publish, Delete entry and View Live where the entry has them. */
async function expectEntryFits(page: Page, where: string, { deletable }: { deletable: boolean }) {
  await expectNoSidewaysScroll(page, where);
  await expectTappable(page, backLink(page), `${where}: the back link`);
  await expectTappable(page, publish(page), `${where}: Publish`);
  if (deletable) await expectTappable(page, page.getByRole("button", { name: "Delete entry" }), `${where}: Delete entry`);
  else await expect(page.getByRole("button", { name: "Delete entry" })).toHaveCount(0);
  await expectTappable(page, page.getByRole("link", { name: "View Live" }), `${where}: View Live`);
}

for (const name of ["phone", "phone-narrow"] as const) {
  const { width, height } = devices[name].viewport;

  test.describe(`on a phone ${width} px wide`, () => {
    test.use(contextOptions(devices[name]));

    test(`the list, an article, a solution page and the home page fit ${width} x ${height}, with the toolbar's controls on the screen, and the preview opens in place of the form`, async ({
      page,
    }) => {
      await signIn(page, "#/collections/articles");
      const article = page.getByRole("heading", { name: /^Measuring AI ROI/ });
      await expect(article).toBeVisible({ timeout: 20_000 });
      await expectNoSidewaysScroll(page, "the Articles list");

      await article.tap();
      const title = page.getByLabel("Title", { exact: true }).first();
      await expect(title).toHaveValue(/^Measuring AI ROI/, { timeout: 20_000 });
      await expectEntryFits(page, "an article", { deletable: true });
      // The form alone at first; the preview, when opened, takes the form's place and fits too.
      await expect(page.locator("iframe")).toHaveCount(0);
      await page.getByTitle("Toggle preview").tap();
      const frame = page.locator("iframe").first();
      await expect(frame).toBeVisible({ timeout: 10_000 });
      await expect(title).toBeHidden();
      await expectNoSidewaysScroll(page, "an article's preview");
      // Drawn as a phone shows the site, not the desktop page scaled to a quarter.
      await expect(page.getByRole("button", { name: "Phone (390 px)" })).toHaveAttribute("aria-pressed", "true");
      const pane = (await frame.evaluate((element) => element.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
      expect(pane.left >= 0 && pane.right <= width, `the preview's pane is at x ${pane.left} to ${pane.right}`).toBe(true);
      await expectTappable(page, page.getByTitle("Toggle preview"), "the preview's toggle");
      await page.getByTitle("Toggle preview").tap();
      await expect(title).toBeVisible();

      await backLink(page).tap();
      await page.getByRole("link", { name: "Solution pages" }).tap();
      await page.getByRole("heading", { name: /^Expense Reduction AI/ }).tap();
      await expect(page.getByLabel("Page name", { exact: true })).toBeVisible({ timeout: 20_000 });
      await expectEntryFits(page, "a solution page", { deletable: false });

      await backLink(page).tap();
      await page.getByRole("link", { name: "Pages and settings" }).tap();
      await expectNoSidewaysScroll(page, "the Pages and settings list");
      await page.getByRole("heading", { name: "Home page", exact: true }).tap();
      await expect(page).toHaveURL(/entries\/home$/);
      await expect(page.locator("[class*='ControlPaneContainer'] label").first()).toBeVisible({ timeout: 20_000 });
      await expectEntryFits(page, "the home page", { deletable: false });

      await backLink(page).tap();
      await page
        .getByRole("button", { name: "Media" })
        .or(page.getByRole("link", { name: "Media" }))
        .first()
        .tap();
      await expect(page.getByRole("button", { name: "Upload" })).toBeVisible({ timeout: 10_000 });
      await expectNoSidewaysScroll(page, "the media library");
    });

    test(`at ${width} x ${height}, a word of an excerpt changed and published by taps alone is saved as that one line`, async ({
      page,
    }) => {
      // Each phone its own article, as the file's site copy keeps the other phone's save.
      const [id, word, replacement] =
        name === "phone"
          ? ["ai-transformation-readiness", "Five practical", "Five simple"]
          : ["ai-security-considerations", "specific risks", "specific dangers"];
      const file = `content/insights/${id}.mdx`;
      const before = contentFiles();
      const was = text(before, file);
      const line = was.split("\n").find((candidate) => candidate.startsWith("excerpt: "))!;
      const saved = String(JSON.parse(line.slice("excerpt: ".length)));
      expect(saved).toContain(word);
      const typed = saved.replace(word, replacement);
      await signIn(page, `#/collections/articles/entries/${id}`);
      const excerpt = page.getByLabel("Excerpt", { exact: true });
      await expect(excerpt).toHaveValue(saved, { timeout: 20_000 });

      // A refusal first: its panel, and the toolbar with "Discard changes", fit the screen.
      await excerpt.tap();
      await excerpt.fill("Too short.");
      await expectTappable(page, page.getByRole("button", { name: "Discard changes" }), "Discard changes");
      await expectTappable(page, publish(page), "Publish");
      await publish(page).tap();
      await expectTappable(page, page.getByRole("menuitem", { name: "Publish now" }), "Publish now");
      await page.getByRole("menuitem", { name: "Publish now" }).tap();
      const panel = refusalPanel(page);
      await expect(panel).toContainText("Excerpt", { timeout: 10_000 });
      await expectTappable(page, panel, "The refusal");
      await expectTappable(page, panel.getByRole("button", { name: "Close this message" }), "The refusal's close button");
      await expectNoSidewaysScroll(page, "an article with a refusal");
      await panel.getByRole("button", { name: "Close this message" }).tap();
      await expect(panel).toHaveCount(0);

      await excerpt.tap();
      await excerpt.fill(typed);
      await publish(page).tap();
      await page.getByRole("menuitem", { name: "Publish now" }).tap();
      await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
      expect(changedFiles(before)).toEqual([file]);
      expect(fs.readFileSync(path.join(clone, file), "utf8")).toBe(was.replace(line, `excerpt: ${JSON.stringify(typed)}`));
    });
  });
}
