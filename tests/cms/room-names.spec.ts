import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PAGE_FOLDERS } from "../../content-core/routes";
import { bodyEditor, clone, publishNow, retype, signIn, typeDate, setUpEditingRoom } from "./room";

/*
 * What View Live says where the page it would open does not show the entry as saved: a page made
 * since the build (no page there at all), and, on Netlify, a change the live site shows once it is built.
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
  await retype(page.getByLabel("Address (file name)", { exact: true }), slug);
  await retype(page.getByLabel("Title", { exact: true }), "Closing the Books With an Assistant");
  await retype(
    page.getByLabel("Excerpt", { exact: true }),
    "What three finance teams learned closing the books with an assistant, and what still needed a person.",
  );
  await page.getByLabel("Category", { exact: true }).click();
  await page.getByRole("option", { name: "Finance", exact: true }).click();
  await retype(page.getByLabel("Author", { exact: true }), "{company} Finance Practice");
  await typeDate(page, page.getByLabel("Date", { exact: true }), "05/02/2024");
  await retype(page.getByLabel("Read time", { exact: true }), "1");
  await retype(page.getByLabel("Call to action label", { exact: true }), "Plan Your Close");
  await retype(page.getByLabel("Call to action title", { exact: true }), "Plan a faster close");
  await retype(page.getByLabel("Call to action text", { exact: true }), "We help finance teams plan a faster quarter close.");
  await bodyEditor(page).click();
  await page.keyboard.insertText("Three teams closed the quarter with an assistant drafting reconciliations.");
  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
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
});
