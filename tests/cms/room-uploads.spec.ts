import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { collections } from "../../cms/config";
import { changedFiles, clone, contentFiles, publishNow, setUpEditingRoom, signIn } from "./room";

/**
 * A picture uploaded in the media library, as an editor does it: the library's Upload button, a file from
 * the computer, "Choose selected", Publish. Over every collection of pages with a picture field (articles,
 * solutions), each in its own picture folder.
 */
setUpEditingRoom();

interface Case {
  collection: string;
  label: string;
  /** The page the picture is uploaded on, and its file. */
  slug: string;
  file: string;
  /** The picture folder, as the repository names it: content/images/insights. */
  folder: string;
  /** How the page's file names a picture of the folder: ../images/insights/. */
  named: string;
  /** A picture of the folder the page does not show, but another page does. */
  taken: string;
}

/** The folder collections whose pages have a picture field, each with one of its pages and a picture of another. */
const CASES: Case[] = collections().flatMap((collection) => {
  const picture = collection.fields?.find((field) => field.widget === "image");
  if (!collection.folder || !collection.media_folder || !collection.public_folder || !picture) return [];
  const folder = collection.media_folder.replace(/^\//, "");
  const pictures = fs.readdirSync(folder).sort();
  const files = fs.readdirSync(collection.folder).sort();
  const file = files.find((name) =>
    pictures.some((picture) => fs.readFileSync(path.join(collection.folder!, name), "utf8").includes(picture)),
  );
  if (!file) return [];
  const text = fs.readFileSync(path.join(collection.folder, file), "utf8");
  const taken = pictures.find((picture) => !text.includes(picture))!;
  return [
    {
      collection: collection.name,
      label: collection.label ?? collection.name,
      slug: file.replace(/\.[^.]+$/, ""),
      file: `${collection.folder}/${file}`,
      folder,
      named: `${collection.public_folder}/`,
      taken,
    },
  ];
});

/** A small real JPEG of one colour, as a camera or an editor's computer gives it. */
const jpeg = (red: number) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: { r: red, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();

/** The browser's own pop-ups from now on, each answered Cancel, or OK while `accept` says so. */
function popUps(page: Page, accept = () => false): string[] {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void (accept() ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

/** Opens the page's form (signing in first, unless `signedIn`) and its picture field's media library. */
async function openLibrary(page: Page, { collection, slug }: Case, signedIn = false) {
  const entry = `#/collections/${collection}/entries/${slug}`;
  if (signedIn) await page.goto(`/admin/${entry}`);
  else await signIn(page, entry);
  await page
    .getByRole("button", { name: /^Choose (an|different) image$/ })
    .first()
    .click({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Upload" })).toBeVisible();
}

/** Uploads a picture from the computer with the library's Upload button. */
async function upload(page: Page, name: string, bytes: Buffer) {
  await page.locator("input[type=file]").setInputFiles({ name, mimeType: "image/jpeg", buffer: bytes });
}

/** The picture the page's file shows, as it is saved now. */
const pictureOf = (file: string) => /^\s*(?:image|heroBackgroundImage): (.*)$/m.exec(fs.readFileSync(path.join(clone, file), "utf8"))?.[1];

/** Publishes the form and waits until Decap says it is saved. */
async function publish(page: Page) {
  await publishNow(page);
  await expect(page.getByText(/^changes saved$/i)).toBeVisible({ timeout: 20_000 });
}

for (const c of CASES) {
  test(`${c.label}: a picture named like one already in the library is added under a free name, said in a sentence, with no pop-up and no other page's picture changed`, async ({
    page,
  }) => {
    const before = contentFiles();
    const asked = popUps(page);
    await openLibrary(page, c);
    const bytes = await jpeg(200);
    await upload(page, c.taken, bytes);
    const free = c.taken.replace(/(\.[^.]+)$/, "-2$1");
    // Decap's message (react-modal hides the page behind its media library from the accessibility tree, this too).
    const notice = page.locator("[role=alert]").filter({ hasText: free });
    await expect
      .poll(async () => (asked.length ? `pop-up: ${asked.join(" / ")}` : (await notice.isVisible()) ? "notice" : "nothing"), {
        timeout: 10_000,
      })
      .toBe("notice");
    await expect(notice).toHaveText(
      `There is already a picture called ${c.taken}, so yours was added as ${free} and the other stays as it is.`,
    );
    // The new picture is the one selected, as after any upload.
    await page.getByRole("button", { name: "Choose selected" }).click();
    await publish(page);
    expect(changedFiles(before)).toEqual([c.file, `${c.folder}/${free}`].sort());
    expect(pictureOf(c.file)).toBe(`${c.named}${free}`);
    expect(fs.readFileSync(path.join(clone, c.folder, free)).equals(bytes)).toBe(true);
    expect(asked).toEqual([]);
  });

  test(`${c.label}: a picture uploaded and not chosen is never written, whether the editor leaves the page or publishes it with another picture`, async ({
    page,
  }) => {
    const before = contentFiles();
    let leaving = false;
    const asked = popUps(page, () => leaving);
    // Uploaded, then the editor leaves without publishing (and answers Decap's leave question: leave).
    await openLibrary(page, c);
    await upload(page, `left-behind-${c.collection}.jpg`, await jpeg(30));
    await expect(page.getByText(`left-behind-${c.collection}.jpg`, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Choose selected" }).press("Escape");
    leaving = true;
    await page.getByRole("link", { name: /Writing in .* collection/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/collections/${c.collection}$`));
    expect(changedFiles(before)).toEqual([]);
    leaving = false;
    // Two uploaded, the second chosen, then published: only the chosen one is written.
    await openLibrary(page, c, true);
    await upload(page, `not-chosen-${c.collection}.jpg`, await jpeg(60));
    await expect(page.getByText(`not-chosen-${c.collection}.jpg`, { exact: true })).toBeVisible();
    const chosen = `chosen-${c.collection}.jpg`;
    await upload(page, chosen, await jpeg(90));
    await expect(page.getByText(chosen, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Choose selected" }).click();
    await publish(page);
    expect(changedFiles(before)).toEqual([c.file, `${c.folder}/${chosen}`].sort());
    expect(pictureOf(c.file)).toBe(`${c.named}${chosen}`);
    expect(asked).toEqual(["Are you sure you want to leave this page?"]);
  });

  test(`${c.label}: a picture chosen in the media library goes into the picture field and is saved`, async ({ page }) => {
    const before = contentFiles();
    await openLibrary(page, c);
    await page.getByText(c.taken, { exact: true }).click();
    await page.getByRole("button", { name: "Choose selected" }).click();
    // The form holds a change: the picture.
    await expect(page.getByText(/^unsaved changes$/i)).toBeVisible();
    await publish(page);
    expect(changedFiles(before)).toEqual([c.file]);
    expect(pictureOf(c.file)).toBe(`${c.named}${c.taken}`);
  });
}
