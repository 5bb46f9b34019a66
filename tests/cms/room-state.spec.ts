import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { pageDataFile, type PageData } from "../../src/lib/gatsby-internals";
import { PAGE_FOLDERS } from "../../content-core/routes";
import { clone, frontMatter, preview, publishNow, retype, signIn, typeDate, setUpEditingRoom } from "./room";

/**
 * What the editing room shows after an editor acts, without a reload: the list after a save, a refusal
 * only where and while it applies, what View Live opens, and the entry the address names.
 */
setUpEditingRoom();

/** An article's data as the build under test wrote it. */
function builtArticle(slug: string): { title: string; related: { slug: string; title: string }[] } {
  const file = path.join("public", pageDataFile(PAGE_FOLDERS.insights.route(slug)));
  return (JSON.parse(fs.readFileSync(file, "utf8")) as PageData).result.data.article as never;
}

const titleField = (page: Page) => page.getByLabel("Title", { exact: true }).first();

/** Opens an article's form from the Articles list, as an editor does (no reload). */
async function openFromList(page: Page, title: string) {
  await page.getByRole("link", { name: "Articles" }).first().click();
  await page.getByRole("link", { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();
  await expect(titleField(page)).toHaveValue(title, { timeout: 20_000 });
}

test("a saved title and date show in the Articles list, and in another article's related reading, without a reload", async ({ page }) => {
  // An article and one whose related reading lists it, as the build made them.
  const reader = "ai-security-considerations";
  const related = builtArticle(reader).related[0]!;
  const file = path.join(clone, "content", "insights", `${related.slug}.mdx`);
  await signIn(page, `#/collections/articles/entries/${related.slug}`);
  await expect(titleField(page)).toHaveValue(related.title, { timeout: 20_000 });
  const title = `${related.title.split(":")[0]}: Renamed in the Editing Room`;
  const excerpt = "A new excerpt written in the editing room, long enough for the check, to show in other articles' related reading.";
  await retype(titleField(page), title);
  await retype(page.getByLabel("Excerpt", { exact: true }), excerpt);
  await typeDate(page, page.getByLabel("Date", { exact: true }), "03/15/2025");
  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
  expect(frontMatter(file)).toMatchObject({ title, excerpt, date: "2025-03-15" });

  // Back to the list with the editor's own arrow: the entry reads as saved.
  await page
    .getByRole("link", { name: /Articles/ })
    .first()
    .click();
  await expect(page.getByText(`${title} (2025-03-15)`)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(`${related.title} (`)).toHaveCount(0);

  // The other article's preview shows the saved title and excerpt in its related reading.
  await openFromList(page, builtArticle(reader).title);
  const reading = preview(page).getByRole("region", { name: "Related reading" });
  await expect(reading.getByText(title)).toBeVisible({ timeout: 15_000 });
  await expect(reading.getByText(excerpt)).toBeVisible();
  await expect(reading.getByText(related.title, { exact: true })).toHaveCount(0);
});

test("a refusal sits under Publish's row beside the form, and is gone once the editor leaves the entry", async ({ page }) => {
  const { title } = builtArticle("ai-roi-measurement");
  await signIn(page, "#/collections/articles/entries/ai-roi-measurement");
  await expect(titleField(page)).toHaveValue(title, { timeout: 20_000 });
  await typeDate(page, page.getByLabel("Date", { exact: true }), "11/29/2031");
  await publishNow(page);
  const refusal = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(refusal).toContainText("Date is", { timeout: 15_000 });

  // Just under Publish's row, beside the form (never over the fields it asks to change), at the preview's left edge.
  const publish = (await page.getByRole("button", { name: "Publish" }).boundingBox())!;
  const panel = (await refusal.boundingBox())!;
  const form = (await titleField(page).boundingBox())!;
  const pane = (await page
    .locator("iframe")
    .first()
    .evaluate((frame) => frame.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
  expect(panel.y - (publish.y + publish.height)).toBeGreaterThanOrEqual(0);
  expect(panel.y - (publish.y + publish.height)).toBeLessThan(24);
  expect(panel.x).toBeGreaterThanOrEqual(form.x + form.width);
  expect(panel.x - pane.left).toBeLessThan(24);
  await page.screenshot({ path: "test-results/cms-refusal-under-publish.png" });

  // Leaving the entry (its changes abandoned) leaves the refusal behind: not on the list, not on a new article.
  page.on("dialog", (dialog) => void dialog.accept());
  await page
    .getByRole("link", { name: /Articles/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Articles" })).toBeVisible({ timeout: 10_000 });
  await expect(refusal).toHaveCount(0);
  await page.locator("a[href$='/collections/articles/new']").click();
  await expect(page.getByLabel("Excerpt", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toHaveCount(0);
});

test("View Live says when the site does not show the saved page yet, and that a draft has no page, instead of opening either", async ({
  page,
  context,
  baseURL,
}) => {
  const slug = "ai-roi-measurement";
  await signIn(page, `#/collections/articles/entries/${slug}`);
  await expect(titleField(page)).toHaveValue(builtArticle(slug).title, { timeout: 20_000 });
  const live = page.getByRole("link", { name: "View Live" });
  const address = new URL(PAGE_FOLDERS.insights.route(slug), baseURL).href;
  await expect(live).toHaveAttribute("href", address);

  await retype(
    page.getByLabel("Excerpt", { exact: true }),
    "How finance leaders measure AI ROI: a baseline, the full cost, a worked example and what to report when.",
  );
  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
  await live.click();
  const note = page.getByRole("status").filter({ hasText: "shows the page as last built" });
  await expect(note).toContainText("does not show your change yet", { timeout: 5_000 });
  await expect(note.getByRole("link", { name: "Open the page as last built" })).toHaveAttribute("href", address);
  expect(context.pages()).toHaveLength(1);
  await page.screenshot({ path: "test-results/cms-view-live-saved.png" });

  // A draft (one nobody links to, written here as a draft) has no page at all.
  const source = fs.readFileSync(path.join(clone, "content/insights/legacy-system-modernization-guide.mdx"), "utf8");
  const draft = source
    .replace(/^id: .*$/m, "id: kept-as-a-draft\ndraft: true")
    .replace(/^title: .*$/m, 'title: "A Draft Kept Back for Review"')
    .replace(/^featured: .*$/m, "featured: false");
  fs.writeFileSync(path.join(clone, "content/insights/kept-as-a-draft.mdx"), draft);
  await page.goto("/admin/#/collections/articles/entries/kept-as-a-draft");
  await expect(titleField(page)).toHaveValue("A Draft Kept Back for Review", { timeout: 20_000 });
  await page.getByRole("link", { name: "View Live" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A draft has no page on the site" })).toBeVisible({ timeout: 5_000 });
  expect(context.pages()).toHaveLength(1);
});

test("an address changed to another entry opens that entry, with its preview fitted to the pane", async ({ page }) => {
  const first = builtArticle("ai-roi-measurement");
  const second = builtArticle("ai-security-considerations");
  await signIn(page, "#/collections/articles/entries/ai-roi-measurement");
  await expect(titleField(page)).toHaveValue(first.title, { timeout: 20_000 });
  const fitted = async () => {
    const frame = page.locator("iframe").first();
    const [box, width] = [await frame.boundingBox(), await frame.evaluate((element) => (element as HTMLElement).style.width)];
    const pane = await frame.evaluate((element) => element.parentElement!.clientWidth);
    return { width, fits: Math.round(box!.width) <= pane };
  };

  // As an editor pastes another article's address into the same tab.
  await page.evaluate(() => (window.location.hash = "#/collections/articles/entries/ai-security-considerations"));
  await expect(titleField(page)).toHaveValue(second.title, { timeout: 15_000 });
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(second.title, { timeout: 15_000 });
  await expect.poll(fitted).toEqual({ width: "1440px", fits: true });

  // And to a page of another collection.
  await page.evaluate(() => (window.location.hash = "#/collections/solutions/entries/expense-reduction-ai"));
  const { subpage } = parseYaml(fs.readFileSync(path.join(clone, "content/solutions/expense-reduction-ai.yaml"), "utf8")) as {
    subpage: string;
  };
  await expect(page.getByLabel("Page name", { exact: true })).toHaveValue(subpage, { timeout: 15_000 });
  await expect.poll(fitted).toEqual({ width: "1440px", fits: true });
  await page.screenshot({ path: "test-results/cms-address-changed.png" });
});

test("a folded list item opens where its words are clicked, and its buttons are named by its words", async ({ page }) => {
  const { main } = parseYaml(fs.readFileSync(path.join(clone, "content/navigation.yaml"), "utf8")) as { main: { label: string }[] };
  const label = main.at(-2)!.label;
  await signIn(page, "#/collections/pages/entries/navigation");
  const words = page.getByText(label, { exact: true }).first();
  await expect(words).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: `Remove: ${label}` }).first()).toBeVisible();
  await words.click();
  const field = page.getByLabel("Label", { exact: true }).and(page.locator(":visible"));
  await expect.poll(() => field.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toContain(label);
  await expect(page.getByRole("button", { name: `Open or fold: ${label}` }).first()).toBeVisible();
});

test("a folded item inside a block of an article's body opens where its words are clicked too", async ({ page }) => {
  // The first data table of the first article that has one: its first column heading, folded.
  const slug = fs
    .readdirSync(path.join(clone, "content/insights"))
    .sort()
    .find((name) => /^<DataTable/m.test(fs.readFileSync(path.join(clone, "content/insights", name), "utf8")))!
    .replace(/\.mdx$/, "");
  await signIn(page, `#/collections/articles/entries/${slug}`);
  const heading = page.locator("[data-slate-editor] [class*='NestedObjectLabel']").and(page.locator(":visible")).first();
  await expect(heading).toBeVisible({ timeout: 20_000 });
  const words = (await heading.textContent())!.trim();
  const open = page.locator("[data-slate-editor] input").and(page.locator(":visible"));
  const before = await open.count();
  await heading.click();
  await expect.poll(() => open.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toContain(words);
  expect(await open.count()).toBe(before + 1);
});
