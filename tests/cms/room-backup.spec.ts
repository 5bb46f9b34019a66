import { expect, test, type Page } from "@playwright/test";
import { changedFiles, contentFiles, refusalPanel, retype, setUpEditingRoom, signIn } from "./room";

setUpEditingRoom();

const slug = "ai-roi-measurement";
const entry = `#/collections/articles/entries/${slug}`;
const BACKUP = `backup.articles.${slug}`;

/** The keys of Decap's local backups in the browser (localForage's IndexedDB database): `backup.<collection>.<slug>`. */
const backups = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("localforage");
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyvaluepairs")) return resolve([]);
          const read = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").getAllKeys();
          read.onsuccess = () => {
            db.close();
            resolve(read.result.map(String).filter((key) => key.startsWith("backup.")));
          };
        };
      }),
  );

/** The browser's own pop-ups from now on, each answered Cancel (Decap's backup question is one). */
function popUps(page: Page): string[] {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  return asked;
}

/** Opens the article, changes its title, waits for Decap's local backup of it and leaves it for the site, accepting the browser's leave question. */
async function abandonAnEdit(page: Page): Promise<{ saved: string; edited: string }> {
  await signIn(page, entry);
  const title = page.getByLabel("Title", { exact: true }).first();
  await expect(title).not.toHaveValue("", { timeout: 20_000 });
  const saved = await title.inputValue();
  const edited = `${saved} (revised)`;
  await retype(title, edited);
  // Decap writes its backup two seconds after the last change.
  await expect.poll(() => backups(page), { timeout: 10_000 }).toContain(BACKUP);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto("/");
  return { saved, edited };
}

/** Reopens the article: resolves with the note about unpublished changes, once the form has loaded and no pop-up asked instead. */
async function reopen(page: Page, asked: string[]) {
  await page.goto(`/admin/${entry}`);
  const note = refusalPanel(page);
  await expect
    .poll(async () => (asked.length ? `pop-up: ${asked.join(" / ")}` : (await note.isVisible()) ? "note" : "nothing"), { timeout: 20_000 })
    .toBe("note");
  return note;
}

test("an abandoned edit is offered back in a note that names the changed field, with no pop-up, and Restore puts it back in the form", async ({
  page,
}) => {
  const before = contentFiles();
  const { saved, edited } = await abandonAnEdit(page);
  const asked = popUps(page);
  const note = await reopen(page, asked);
  await expect(note).toContainText("Changes made here earlier were never published");
  await expect(note.getByRole("listitem")).toHaveText(["Title"]);
  // Until the editor chooses, the form shows the article as saved.
  const title = page.getByLabel("Title", { exact: true }).first();
  await expect(title).toHaveValue(saved);
  await note.getByRole("button", { name: "Restore my unpublished changes" }).click();
  await expect(title).toHaveValue(edited);
  await expect(note).toBeHidden();
  await expect(page.getByText(/^unsaved changes$/i)).toBeVisible();
  expect(asked).toEqual([]);
  expect(changedFiles(before)).toEqual([]);
});

test("Discard them in the note keeps the saved article in the form, and reopening it says nothing more", async ({ page }) => {
  const before = contentFiles();
  const { saved } = await abandonAnEdit(page);
  const asked = popUps(page);
  const note = await reopen(page, asked);
  await note.getByRole("button", { name: "Discard them" }).click();
  await expect(note).toBeHidden();
  const title = page.getByLabel("Title", { exact: true }).first();
  await expect(title).toHaveValue(saved);
  await expect.poll(() => backups(page)).not.toContain(BACKUP);
  await page.goto("/");
  await page.goto(`/admin/${entry}`);
  await expect(title).toHaveValue(saved, { timeout: 20_000 });
  // Decap reads a backup as it opens the entry: give it the time it takes.
  await page.waitForTimeout(2_000);
  await expect(note).toBeHidden();
  expect(asked).toEqual([]);
  expect(changedFiles(before)).toEqual([]);
});

test("Discard changes beside Publish puts the form back to the saved article and writes nothing", async ({ page }) => {
  const before = contentFiles();
  await signIn(page, entry);
  const title = page.getByLabel("Title", { exact: true }).first();
  await expect(title).not.toHaveValue("", { timeout: 20_000 });
  const saved = await title.inputValue();
  await retype(title, `${saved} (revised)`);
  await expect(page.getByText(/^unsaved changes$/i)).toBeVisible();
  const question = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole("button", { name: "Discard changes" }).click();
  expect(await question).toBe("Discard the changes you have not published? The form goes back to this page as it is saved.");
  await expect(title).toHaveValue(saved);
  await expect(page.getByText(/^unsaved changes$/i)).toBeHidden();
  await expect(page.getByRole("button", { name: "Discard changes" })).toBeHidden();
  // Nor kept as a backup to be offered again: Decap writes one two seconds after the last change.
  await page.waitForTimeout(3_000);
  expect(await backups(page)).not.toContain(BACKUP);
  expect(changedFiles(before)).toEqual([]);
});

test("Discard changes on a new article goes back to the list, asked once, and keeps nothing of it", async ({ page }) => {
  const before = contentFiles();
  await signIn(page, "#/collections/articles/new");
  const title = page.getByLabel("Title", { exact: true }).first();
  await expect(title).toBeVisible({ timeout: 20_000 });
  await retype(title, "A page never published");
  await expect(page.getByText(/^unsaved changes$/i)).toBeVisible();
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/#\/collections\/articles$/, { timeout: 10_000 });
  expect(asked).toEqual(["Discard this new page? It has never been published, and nothing of it is kept."]);
  await page.waitForTimeout(3_000);
  expect(await backups(page)).not.toContain("backup.articles");
  // A new article again starts empty.
  await page.goto("/admin/#/collections/articles/new");
  await expect(title).toHaveValue("", { timeout: 15_000 });
  expect(asked).toHaveLength(1);
  expect(changedFiles(before)).toEqual([]);
});
