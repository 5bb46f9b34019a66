import path from "node:path";
import { expect, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { artworkSvg } from "../../content-core/artwork";
import { ARTWORK_NOTE } from "../../cms/cms-preview-data";
import { setUpEditingRoom, clone, contentFiles, changedFiles, signIn, text, retype, publishNow, preview, savedText } from "./room";

setUpEditingRoom();

test("one word changed in the home hero's folded paragraph is saved as a change to that one line of home.yaml", async ({ page }) => {
  const before = contentFiles();
  const original = text(before, "content/home.yaml");
  await signIn(page, "#/collections/pages/entries/home");
  await expect(preview(page).getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  const lead = page.getByLabel("Lead", { exact: true }).first();
  const was = await lead.inputValue();
  // A word on the paragraph's second line of the file.
  const edited = was.replace(" actually ", " really ");
  expect(edited).not.toBe(was);
  await retype(lead, edited);
  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

  expect(changedFiles(before)).toEqual(["content/home.yaml"]);
  const saved = await savedText(path.join(clone, "content", "home.yaml"), original, "home.yaml");
  const linesBefore = original.split("\n");
  const linesAfter = saved.split("\n");
  expect(linesAfter).toHaveLength(linesBefore.length);
  const changed = linesBefore.flatMap((line, i) => (line === linesAfter[i] ? [] : [{ was: line, now: linesAfter[i] }]));
  expect(changed).toEqual([
    { was: "    with AI built around how your business actually runs.", now: "    with AI built around how your business really runs." },
  ]);
  // The form reads the saved file back as typed.
  await page.reload();
  await expect(page.getByLabel("Lead", { exact: true }).first()).toHaveValue(edited, { timeout: 20_000 });
});

test("a new article's preview shows a calm note where its picture goes until the title and category are filled in, then the drawing", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const files = contentFiles();
  await signIn(page, "#/collections/articles/new");
  const frame = preview(page);
  await expect(frame.locator("article header [data-image-state]")).toHaveCount(1, { timeout: 20_000 });
  const nothingBroken = async () => {
    await expect(frame.getByText("Image failed to load")).toHaveCount(0);
    await expect(frame.locator('[data-image-state="failed"]')).toHaveCount(0);
    const img = frame.locator("article header img").first();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    return img;
  };
  // Nothing typed yet: no broken picture, but a note of where it will come from.
  let img = await nothingBroken();
  expect(decodeURIComponent((await img.getAttribute("src")) ?? "")).toContain(ARTWORK_NOTE[0]);
  // A title without a category: still the note.
  const title = "What a Regional Distributor Learned From Its First AI Pilot";
  await retype(page.getByLabel("Title", { exact: true }), title);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(title);
  img = await nothingBroken();
  expect(decodeURIComponent((await img.getAttribute("src")) ?? "")).toContain(ARTWORK_NOTE[0]);
  // Both: the drawing the build will write.
  await page.getByLabel("Category", { exact: true }).click();
  await page.getByRole("option", { name: "Case Studies", exact: true }).click();
  const drawing = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(artworkSvg({ title, category: "Case Studies" }))}`;
  await expect(frame.locator("article header img").first()).toHaveAttribute("src", drawing, { timeout: 10_000 });
  await nothingBroken();
  expect(changedFiles(files)).toEqual([]);
  expect(errors).toEqual([]);
});

test("a blank line typed in a section's intro starts a new paragraph on the page; in the hero's lead, shown as one paragraph, it is refused with a sentence", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const before = contentFiles();
  const original = text(before, "content/home.yaml");
  await signIn(page, "#/collections/pages/entries/home");
  await expect(preview(page).getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  // The Why-us section's intro, the first "Intro" of the form: two paragraphs.
  const intro = page.getByLabel("Intro", { exact: true }).first();
  const [first, second] = splitAfterFirstSentence(await intro.inputValue());
  await retype(intro, `${first}\n\n${second}`);
  const heading = preview(page).locator("#advantages-title");
  await expect(heading.locator("xpath=following-sibling::p")).toHaveText([first, second]);
  // The hero's lead is one paragraph on the page: a blank line there is refused, and nothing is saved.
  const lead = page.getByLabel("Lead", { exact: true }).first();
  const was = await lead.inputValue();
  await retype(lead, was.replace(", and increase", ",\n\nand increase"));
  await publishNow(page);
  const refusal = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(
    refusal.getByText("Hero › Lead has a blank line, but the page shows this text as one paragraph: take the blank line out."),
  ).toBeVisible({ timeout: 15_000 });
  expect(changedFiles(before)).toEqual([]);
  // Taken out, the page saves, the intro's paragraphs with it, and the build reads them as typed.
  await retype(lead, was);
  await refusal.getByRole("button", { name: "Close this message" }).click();
  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
  const saved = await savedText(path.join(clone, "content", "home.yaml"), original, "home.yaml");
  expect((parseYaml(saved) as { advantages: { intro: string } }).advantages.intro).toBe(`${first}\n\n${second}`);
  expect(errors).toEqual([]);
});

/** A text as its first sentence and the rest. */
function splitAfterFirstSentence(value: string): [string, string] {
  const at = value.indexOf(". ");
  return [value.slice(0, at + 1), value.slice(at + 2)];
}
