import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { collections } from "../../cms/config";
import { fromMdx, fromYaml } from "../../cms/source-format";
import { article } from "../../content-core/model";
import { clone, fillNewArticle, frontMatter, publishNow, savedAsNew, signIn, setUpEditingRoom } from "./room";

setUpEditingRoom();

test("a draft says Draft in its toolbar, in the Articles list and when it is deleted, and a new article's front matter is in the form's order", async ({
  page,
}) => {
  const slug = "notes-from-a-quarter-close";
  const title = "Notes From a Quarter Close";
  const file = path.join(clone, "content", "insights", `${slug}.mdx`);
  await signIn(page, "#/collections/articles/new");
  const draft = page.getByRole("switch", { name: "Draft" });
  await expect(draft).toBeVisible({ timeout: 20_000 });
  await draft.click();
  await fillNewArticle(page, {
    slug,
    title,
    excerpt: "What three finance teams learned closing the books with an assistant, and what still needed a person.",
    readTime: "3",
    body: "Three teams closed the quarter with an assistant drafting reconciliations.",
  });
  await publishNow(page);
  await savedAsNew(page, "articles", slug);

  // Written in the form's order, which is the model's, as every other article is.
  const saved = frontMatter(file);
  expect(Object.keys(saved)).toEqual(Object.keys(article.fields).filter((key) => key in saved));

  // Saved and unchanged, the toolbar says what it is: a draft, not "Published".
  const status = page.locator("[class*='PublishedToolbarButton']");
  await expect(status).toHaveAccessibleName("Draft", { timeout: 15_000 });
  await expect(status).toHaveText("Published");
  expect(await status.evaluate((element) => getComputedStyle(element, "::before").content)).toBe('"Draft"');

  // In the list, the draft is marked and the published articles are not.
  await page.goto("/admin/#/collections/articles");
  const headings = page.locator("h2");
  await expect(headings.filter({ hasText: title })).toHaveText(`Draft: ${title} (2024-05-02)`, { timeout: 20_000 });
  await expect(headings.filter({ hasText: "Measuring AI ROI" })).toHaveText(/^Measuring AI ROI/);
  await expect(headings.filter({ hasText: /^Draft: / })).toHaveCount(1);

  // Deleting it asks about a draft, not "this published entry".
  await page.goto(`/admin/#/collections/articles/entries/${slug}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title, { timeout: 20_000 });
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole("button", { name: "Delete entry" }).click();
  expect(await asked).toBe(
    "Delete this draft? It is not on the site; its file, and any picture no other page uses, is removed from the repository.",
  );
  await expect.poll(() => fs.existsSync(file), { timeout: 15_000 }).toBe(false);
});

test("every article's and solution page's picture shows as its thumbnail in the form, opened one after another as from the list", async ({
  page,
}) => {
  // Every file of a folder with a picture in a top-level picture field, from the form's own fields.
  const pictures = collections()
    .filter((collection) => collection.folder)
    .flatMap((collection) => {
      const folder = path.join(clone, collection.folder!);
      return fs.readdirSync(folder).flatMap((name) => {
        const text = fs.readFileSync(path.join(folder, name), "utf8");
        const data = collection.extension === "mdx" ? fromMdx(text) : fromYaml(text);
        const slug = name.slice(0, -`.${collection.extension}`.length);
        return collection
          .fields!.filter((field) => field.widget === "image" && typeof data[field.name] === "string")
          .map((field) => ({
            collection: collection.name,
            slug,
            label: field.label,
            picture: path.join(folder, data[field.name] as string),
          }));
      });
    });
  expect(pictures.map(({ collection }) => collection)).toEqual(expect.arrayContaining(["articles", "solutions"]));
  // One form opened per picture: a loaded CI machine takes up to 15 s for each.
  test.setTimeout(30_000 + pictures.length * 15_000);
  await signIn(page, "#/collections/articles");
  for (const { collection, slug, label, picture } of pictures) {
    await page.goto(`/admin/#/collections/${collection}/entries/${slug}`);
    const field = page.locator("[aria-label='image field']").filter({ has: page.locator("label", { hasText: label }) });
    const thumbnail = field.locator("img");
    // The picture itself, byte for byte: not Decap's empty placeholder, nor the last entry's picture.
    await expect
      .poll(() => thumbnail.evaluate(async (image: HTMLImageElement) => (await (await fetch(image.src)).blob()).size).catch(() => 0), {
        message: `${collection}/${slug}: the ${label} field's thumbnail is not ${path.basename(picture)}`,
        // The field asks until the picture comes (cms/src/picture-widget.tsx); on a loaded CI machine that can be long.
        timeout: 60_000,
      })
      .toBe(fs.statSync(picture).size);
  }
});
