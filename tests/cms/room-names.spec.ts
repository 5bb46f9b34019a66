import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { blockPattern, readBlock } from "../../cms/component-text";
import { PAGE_FOLDERS } from "../../content-core/routes";
import { bodyEditor, clone, contentFiles, fillNewArticle, publishNow, retype, savedAsNew, signIn, text, setUpEditingRoom } from "./room";

/*
 * What View Live says where the page it would open does not show the entry as saved: a page made
 * since the build (no page there at all), and, on Netlify, a change the live site shows once it is built.
 * And a data table's cells, each named by its column.
 */

setUpEditingRoom();

test("View Live on an article saved as new since the build says the site has no page for it yet, and links nowhere", async ({
  page,
  context,
  baseURL,
}) => {
  const slug = "closing-the-books-with-an-assistant";
  await signIn(page, "#/collections/articles/new");
  await expect(page.getByLabel("Address (file name)", { exact: true })).toBeVisible({ timeout: 20_000 });
  await fillNewArticle(page, {
    slug,
    title: "Closing the Books With an Assistant",
    excerpt: "What three finance teams learned closing the books with an assistant, and what still needed a person.",
    readTime: "1",
    body: "Three teams closed the quarter with an assistant drafting reconciliations.",
  });
  await publishNow(page);
  await savedAsNew(page, "articles", slug);
  expect(fs.existsSync(path.join(clone, "content", "insights", `${slug}.mdx`))).toBe(true);

  // Decap shows View Live on an entry it has opened, not on one it has just made: the editor opens it from the list.
  await page
    .getByRole("link", { name: /Articles/ })
    .first()
    .click();
  await page.getByRole("link", { name: /^Closing the Books With an Assistant/ }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Closing the Books With an Assistant", { timeout: 20_000 });

  // View Live points at the page the next build makes, and says so instead of opening a "Page not found".
  const live = page.getByRole("link", { name: "View Live" });
  const address = new URL(PAGE_FOLDERS.insights.route(slug), baseURL);
  await expect(live).toHaveAttribute("href", address.href, { timeout: 15_000 });
  await live.click();
  const note = page.getByRole("status").filter({ hasText: `${address.host} has no page for this yet` });
  await expect(note).toContainText(`This page is new since ${address.host} was built.`, { timeout: 5_000 });
  await expect(note).toContainText("The preview beside the form shows it as you saved it.");
  await expect(note.getByRole("link")).toHaveCount(0);
  expect(context.pages()).toHaveLength(1);

  // The same after a reload, which forgets what was saved from the page: the site still has no page for it.
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Closing the Books With an Assistant", { timeout: 20_000 });
  await live.click();
  await expect(note).toContainText(`This page is new since ${address.host} was built.`, { timeout: 5_000 });
  expect(context.pages()).toHaveLength(1);
});

/** Every data table of every article, in its body's order: its column headings and its rows. */
function dataTables(): { slug: string; tables: { head: string[]; rows: string[][] }[] }[] {
  const files = contentFiles();
  return [...files.keys()]
    .filter((file) => file.startsWith("content/insights/"))
    .sort()
    .map((file) => {
      const body = text(files, file);
      const tables = [...body.matchAll(/^<DataTable/gm)].map((match) => {
        const block = blockPattern("DataTable").exec(body.slice(match.index))!;
        return readBlock("DataTable", block[0]) as { head: string[]; rows: string[][] };
      });
      return { slug: path.basename(file, ".mdx"), tables };
    })
    .filter(({ tables }) => tables.length > 0);
}

test("every cell of every data table in the articles is labelled by its column's heading, and follows a heading as it is retyped", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const articles = dataTables();
  expect(articles.flatMap(({ tables }) => tables).length).toBeGreaterThan(5);
  await signIn(page, "#/collections/articles");
  for (const { slug, tables } of articles) {
    await page.goto("about:blank");
    await page.goto(`/admin/#/collections/articles/entries/${slug}`);
    const blocks = bodyEditor(page)
      .locator(":scope > *")
      .filter({ has: page.getByText("Column headings", { exact: true }) });
    await expect(blocks).toHaveCount(tables.length, { timeout: 20_000 });
    for (const [index, { head, rows }] of tables.entries()) {
      // Each row's cells, by the labels of their boxes.
      const labels = await blocks
        .nth(index)
        .evaluate((block) =>
          [...block.querySelectorAll("label[for^='cells-field-']")].map((cells) =>
            [...cells.closest("[class*='ControlContainer']")!.querySelectorAll("label[for^='cell-field-']")].map((label) =>
              (label.textContent ?? "").trim(),
            ),
          ),
        );
      expect({ slug, index, labels }).toEqual({ slug, index, labels: rows.map((row) => row.map((_, column) => head[column] ?? "Cell")) });
    }
  }

  // Opened, a cell's box is named by its column, and follows the heading as the editor retypes it.
  const { slug, tables } = articles[0]!;
  const { head, rows } = tables[0]!;
  await page.goto("about:blank");
  await page.goto(`/admin/#/collections/articles/entries/${slug}`);
  const table = bodyEditor(page)
    .locator(":scope > *")
    .filter({ has: page.getByText("Column headings", { exact: true }) })
    .first();
  await expect(table.getByLabel("Caption", { exact: true })).toBeVisible({ timeout: 20_000 });
  // The first row opened, then its second cell, each by its arrow.
  const row = table
    .locator("[class*='SortableListItem']")
    .filter({ has: page.getByText(rows[0]![0]!, { exact: true }) })
    .first();
  await row.getByRole("button").first().click();
  await row.locator("[class*='SortableListItem']").nth(1).getByRole("button").first().click();
  const cell = row.getByLabel(head[1]!, { exact: true });
  await expect(cell).toBeVisible();
  await expect(cell).toHaveValue(rows[0]![1]!);
  await cell.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/cms-table-cell.png" });
  // The second heading opened and retyped: the cell's box follows it.
  const headings = table
    .locator("[class*='ControlContainer']")
    .filter({ has: page.locator(":scope > div > label", { hasText: /^Column headings$/ }) });
  await headings.locator("[class*='SortableListItem']").nth(1).getByRole("button").first().click();
  await retype(headings.getByLabel("Heading", { exact: true }).nth(1), "Figure in dollars");
  await expect(row.getByLabel("Figure in dollars", { exact: true })).toHaveValue(rows[0]![1]!);
  await expect(row.getByLabel(head[1]!, { exact: true })).toHaveCount(0);
});
