import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { readBlock } from "../../cms/component-text";
import { collections } from "../../cms/config";
import { brandHint, type DecapField } from "../../cms/form-fields";
import { fromMdx, fromYaml } from "../../cms/source-format";
import { brandNamesIn } from "../../gatsby/brand";
import { setUpEditingRoom, contentFiles, changedFiles, signIn, text, retype, publishNow, bodyEditor, openFreshForm } from "./room";

/*
 * The editing room in an editor's words: a folded list item shows its own words, a field's messages
 * are plain sentences in the form's labels, and what {company} and {product} stand for is said.
 */

setUpEditingRoom();

/** Every list of the open form with its folded items' words: the list's label, the label of its first field, each item's label. */
async function foldedLists(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("[aria-label='list field']")].map((list) => {
      const own = (item: Element) => item.parentElement?.closest("[aria-label='list field']") === list;
      const items = [...list.querySelectorAll("[class*='SortableListItem']")].filter(own);
      const label = (element: Element | null | undefined) => element?.textContent?.replace(/\s*\(optional\)\s*$/, "").trim() ?? "";
      return {
        list: label(list.querySelector("label")),
        firstField: label(items[0]?.querySelector("label")),
        items: items.map((item) => label(item.querySelector(":scope > [class*='NestedObjectLabel']"))),
      };
    }),
  );
}

/** The hint under the field labelled `label` (its first in the form). */
const hintOf = (page: Page, label: string) =>
  page
    .locator("[class*='ControlContainer']")
    .filter({ has: page.locator(":scope > div > label", { hasText: new RegExp(`^${label}( \\(optional\\))?$`) }) })
    .first()
    .locator(":scope > [class*='ControlHint']");

/** The single pages' forms, a solution page's and an article's with a readiness self-check: every kind of list the forms have. */
const FORMS = [
  ...collections()
    .find((collection) => collection.name === "pages")!
    .files!.map((file) => `pages/entries/${file.name}`),
  "solutions/entries/expense-reduction-ai",
  "articles/entries/ai-transformation-readiness",
];

test("every folded item of every list in the forms shows its own words, never just the list's label", async ({ page }) => {
  // One form opened per entry: a loaded CI machine can take 20 s for each.
  test.setTimeout(60_000 + FORMS.length * 20_000);
  await signIn(page, "#/collections/pages");
  let checked = 0;
  for (const form of FORMS) {
    await openFreshForm(page, form);
    await expect(page.locator("[class*='ControlContainer']").first()).toBeAttached({ timeout: 20_000 });
    for (const { list, firstField, items } of await foldedLists(page)) {
      if (items.length === 0) continue;
      checked += items.length;
      // Each says something, and something of its own: not the label of the field it holds ("Benefit", "Cell").
      expect({ form, list, empty: items.filter((item) => item === "") }).toEqual({ form, list, empty: [] });
      expect({ form, list, labels: items.filter((item) => item === firstField) }).toEqual({ form, list, labels: [] });
      expect({ form, list, repeated: items.filter((item, i) => items.indexOf(item) !== i) }).toEqual({ form, list, repeated: [] });
    }
  }
  expect(checked).toBeGreaterThan(150);
});

test("the readiness self-check's form names each box by its column, counts its questions in words and says what to add", async ({
  page,
}) => {
  const file = "content/insights/ai-transformation-readiness.mdx";
  const source = text(contentFiles(), file);
  const { questions, bands } = readBlock("ReadinessCheck", /^<ReadinessCheck\n[\s\S]*?\n\/>$/m.exec(source)![0]) as {
    questions: string[][];
    bands: string[][];
  };
  await signIn(page, "#/collections/articles/entries/ai-transformation-readiness");
  const check = bodyEditor(page)
    .locator(":scope > *")
    .filter({ has: page.getByText("Questions", { exact: true }) });
  await expect(check.getByLabel("Title", { exact: true })).toHaveValue("AI readiness self-check", { timeout: 20_000 });
  await expect(check.getByText("Cell", { exact: true })).toHaveCount(0);
  await expect(check.getByText(/cells, one per column/i)).toHaveCount(0);
  await expect(check.getByText(`${questions.length} questions`, { exact: true })).toBeVisible();
  await expect(check.getByText(`${bands.length} score rows`, { exact: true })).toBeVisible();
  await expect(check.getByRole("button", { name: "Add question", exact: true })).toBeVisible();
  await expect(check.getByRole("button", { name: "Add score row", exact: true })).toBeVisible();
  // Folded, each question shows its indicator, each score row its scores and name.
  for (const [indicator] of questions) await expect(check.getByText(indicator!, { exact: true })).toBeVisible();
  for (const [scores, name] of bands) await expect(check.getByText(`${scores}: ${name}`, { exact: true })).toBeVisible();
  // Opened, a question's boxes are named as the page names them.
  await check
    .locator("[class*='SortableListItem']")
    .filter({ has: page.getByText(questions[0]![0]!, { exact: true }) })
    .getByRole("button")
    .first()
    .click();
  for (const [label, value] of [
    ["Indicator", questions[0]![0]],
    ["Question", questions[0]![1]],
    ["You pass if", questions[0]![2]],
  ] as const)
    await expect(check.getByLabel(label, { exact: true }).first()).toHaveValue(value!);
});

/** The refusal beside Publish for fields Decap refuses itself. */
const fieldRefusal = (page: Page) => page.getByRole("alert").filter({ hasText: "Not saved: some fields need a change" });

/** The messages Decap shows beside the fields. */
const besideFields = (page: Page) => page.locator("label[for] + ul > li");

test("the messages beside a field are plain sentences, and the refusal beside Publish names each field by its labels", async ({ page }) => {
  const before = contentFiles();
  await signIn(page, "#/collections/solutions/entries/expense-reduction-ai");
  await expect(page.getByLabel("Hero title", { exact: true })).toBeVisible({ timeout: 20_000 });
  await retype(page.getByLabel("Title", { exact: true }).first(), "A".repeat(61));
  await retype(page.getByLabel("Hero title", { exact: true }), "");
  // One benefit fewer than the six the page shows: its folded item's close button.
  const benefits = page
    .locator("[aria-label='list field']")
    .filter({ has: page.locator(":scope > div > label", { hasText: /^Benefits$/ }) });
  await benefits.locator("[class*='SortableListItem'] button").last().click();
  await expect(benefits.getByText("5 benefits", { exact: true })).toBeVisible();
  await publishNow(page);
  await expect(fieldRefusal(page).getByRole("listitem")).toHaveText([
    "SEO › Title: Up to 60 characters.",
    "Hero title: Can't be left empty.",
    "Benefits: Needs exactly 6; it has 5.",
  ]);
  await expect(besideFields(page)).toHaveText(["Up to 60 characters.", "Can't be left empty.", "Needs exactly 6."]);
  await expect(page.getByText(/didn't match the pattern|item\(s\)|is required/)).toHaveCount(0);
  expect(changedFiles(before)).toEqual([]);
});

test("an article whose SEO title is cleared is refused naming the field as the form does", async ({ page }) => {
  const before = contentFiles();
  await signIn(page, "#/collections/articles/entries/ai-transformation-readiness");
  const seoTitle = page.getByLabel("SEO title (optional)", { exact: true });
  await expect(seoTitle).toHaveValue(/AI Readiness/, { timeout: 20_000 });
  await retype(seoTitle, "");
  await publishNow(page);
  const refusal = page.getByRole("alert").filter({ hasText: "Not saved: the site would not build with this" });
  await expect(refusal.getByRole("listitem")).toHaveText([
    /^This page has a title of \d+ characters, too long for a browser tab; add “SEO title” with 49 characters or fewer\.$/,
  ]);
  await expect(refusal).not.toContainText("seoTitle");
  expect(changedFiles(before)).toEqual([]);
});

/** The content the editing room was built from: what decides which fields hold a name. */
const BUILT_CONTENT = path.resolve(__dirname, "../../content");

/**
 * Every form of every collection, opened on each of its files, with the label path ("Benefits › Title") of
 * each field that holds {company} or {product} in the content: in any file of a folder, in the file itself
 * for a single file, and an MDX body whose text uses one. Found here by following each field of the form
 * into the values, not by the build's own walk.
 */
function brandForms() {
  const all = collections();
  const holds = (value: unknown): boolean =>
    typeof value === "string" ? /\{(company|product)\}/.test(value) : Array.isArray(value) && value.some(holds);
  const at = (values: unknown[], name: string) =>
    values.flatMap((value) => (Array.isArray(value) ? value : [value])).map((value) => (value as Record<string, unknown> | null)?.[name]);
  const named = (fields: readonly DecapField[], values: unknown[], labels: string[] = []): string[] =>
    fields.flatMap((field) => {
      const here = [...labels, field.label];
      const inner = at(values, field.name);
      if (field.fields) return named(field.fields, inner, here);
      if (field.field)
        return named(
          [field.field],
          inner.map((value) => ({ [field.field!.name]: value })),
          here,
        );
      return holds(inner) ? [here.join(" › ")] : [];
    });
  const read = (file: string) => {
    const source = fs.readFileSync(path.join(BUILT_CONTENT, file), "utf8");
    return file.endsWith(".mdx") ? fromMdx(source) : fromYaml(source);
  };
  return all.flatMap((collection) => {
    if (collection.files)
      return collection.files.map((file) => {
        const fields = file.fields;
        const form = `${collection.name}/entries/${file.name}`;
        return { form, group: form, fields, named: named(fields, [read(file.file.replace(/^content\//, ""))]) };
      });
    const folder = collection.folder!.replace(/^content\//, "");
    const files = fs.readdirSync(path.join(BUILT_CONTENT, folder)).filter((name) => name.endsWith(`.${collection.extension}`));
    const fields = collection.fields!;
    const names = named(
      fields,
      files.map((name) => read(`${folder}/${name}`)),
    );
    const form = (name: string) => `${collection.name}/entries/${name.replace(/\.\w+$/, "")}`;
    return files.map((name) => ({ form: form(name), group: collection.name, fields, named: names }));
  });
}

test("a field that can hold {company} or {product} says in its hint which names they show as, and only such a field", async ({ page }) => {
  const hint = brandHint(brandNamesIn(BUILT_CONTENT));
  const forms = brandForms();
  // One form opened per file: a loaded CI machine can take 30 s for each.
  test.setTimeout(60_000 + forms.length * 30_000);
  await signIn(page, "#/collections/pages");
  const shown = new Set<string>();
  for (const { form, group, fields, named } of forms) {
    await openFreshForm(page, form);
    // The form is drawn once each of its top fields is.
    for (const field of fields)
      await expect(page.locator("[class*='ControlContainer'] > div > label", { hasText: field.label }).first()).toBeAttached({
        timeout: 20_000,
      });
    // Each field of the form, folded list items' too, by the labels of the fields it sits in, and whether its hint names the names.
    const controls = await page.evaluate((hint) => {
      const labelOf = (control: Element) =>
        control
          .querySelector(":scope > div > label")
          ?.textContent?.replace(/\s*\(optional\)\s*$/, "")
          .trim() ?? "";
      return [...document.querySelectorAll("[class*='ControlContainer']")].map((control) => {
        const labels: string[] = [];
        for (let at: Element | null = control; at; at = at.parentElement?.closest("[class*='ControlContainer']") ?? null)
          labels.unshift(labelOf(at));
        const own = control.querySelector(":scope > [class*='ControlHint']")?.textContent ?? "";
        return { field: labels.join(" › "), hinted: own.includes(hint) };
      });
    }, hint);
    controls.forEach(({ field }) => shown.add(`${group}: ${field}`));
    const wrong = controls
      .filter(({ field, hinted }) => hinted !== named.includes(field))
      .map(({ field, hinted }) => `${field} ${hinted ? "says the names, but holds none" : "holds a name, but does not say it"}`);
    expect({ form, wrong: [...new Set(wrong)] }).toEqual({ form, wrong: [] });
  }
  // Every field that holds a name was on a form of its file, or of its folder, and found there.
  const missed = forms.flatMap(({ group, named }) =>
    named.filter((field) => !shown.has(`${group}: ${field}`)).map((field) => `${group}: ${field}`),
  );
  expect([...new Set(missed)]).toEqual([]);
  expect(forms.flatMap(({ named }) => named).length).toBeGreaterThan(20);
});

test("an article's form says its dates as the site prints them, an optional list's count plainly, and what the search box searches", async ({
  page,
}) => {
  await signIn(page, "#/collections/articles/entries/ai-transformation-readiness");
  await expect(page.getByLabel("Date", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(hintOf(page, "Date")).toHaveText("From January 1, 2000 to a year from today.");
  await expect(hintOf(page, "Also in")).toHaveText("Up to 3; leave it empty for none.");
  await page.goto("/admin/#/collections/articles");
  await expect(page.getByPlaceholder("Search this list")).toBeVisible({ timeout: 20_000 });
});
