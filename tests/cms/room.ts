import { type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { DECAP_SERVER_URL } from "../../content-core/editing-room";
import { startDecapServer } from "../../cms/decap-server";
import { freePort } from "../../scripts/free-port";
import { makeSiteCopy, removeSiteCopy } from "../../scripts/site-copy";

/**
 * The editing room as an editor uses it: Decap's local backend (decap-server,
 * as `npm run cms` starts it) against a temporary copy of the site,
 * the built /admin of the site under test. What it saves must change the
 * files only where the editor typed, pass the build's content checks, and
 * show in a preview drawn by the site's own components.
 */
export let clone: string;
export let backend: ChildProcess;
/** This run's decap-server, on a free port: the editing room's requests to DECAP_SERVER_URL are sent here (below). */
export let backendUrl: string;

/** Every file under content/, by path, with its bytes (base64) as the copy holds it now. */
export function contentFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(clone, full), fs.readFileSync(full).toString("base64"));
    }
  };
  walk(path.join(clone, "content"));
  return files;
}

/** The files that differ from `before` (or are new, or gone). */
export function changedFiles(before: Map<string, string>): string[] {
  const after = contentFiles();
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
}

/** The hooks of a spec file of the editing room: a site copy and its decap-server for the file, the editing room sent to it. */
export function setUpEditingRoom(): void {
  test.beforeAll(async () => {
    clone = makeSiteCopy("cms");
    const port = await freePort();
    backendUrl = `http://127.0.0.1:${port}${new URL(DECAP_SERVER_URL).pathname}`;
    backend = startDecapServer(clone, { stdio: ["ignore", "ignore", "pipe"], logLevel: "error", port });
    let errors = "";
    backend.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    await expect
      .poll(
        async () =>
          fetch(backendUrl, {
            method: "POST",
            body: JSON.stringify({ action: "info" }),
            headers: { "Content-Type": "application/json" },
          }).then(
            (r) => r.status,
            () => 0,
          ),
        { message: `decap-server did not answer at ${backendUrl} ${errors}`, timeout: 15_000 },
      )
      .toBe(200);
  });

  // The built editing room asks DECAP_SERVER_URL, the port `npm run cms` uses (its security policy names
  // it); this run's backend answers instead, so a running `npm run cms` is neither used nor in the way.
  test.beforeEach(async ({ context }) => {
    await context.route(`${DECAP_SERVER_URL}**`, (route) =>
      route.continue({ url: route.request().url().replace(DECAP_SERVER_URL, backendUrl) }),
    );
  });

  test.afterAll(() => {
    backend?.kill();
    if (clone) removeSiteCopy(clone);
  });
}

export async function signIn(page: Page, hash: string) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`/admin/${hash}`);
}

export const text = (files: Map<string, string>, file: string) => Buffer.from(files.get(file) ?? "", "base64").toString("utf8");

/**
 * Puts the caret at the very end of the body editor, and makes sure it is
 * there before anything is typed: on a busy machine the editor can restore an
 * older selection just after a click.
 */
export async function caretToEnd(page: Page, body: Locator) {
  // Decap may still redraw the editor just after it shows the text (the entry's draft, the preview
  // pane), which moves the caret: wait until the editor has been still for half a second.
  await body.evaluate(
    (editor) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 500);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 500);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(editor, { childList: true, subtree: true, characterData: true });
      }),
  );
  await expect(async () => {
    await body.locator(":scope > *").last().click();
    await page.keyboard.press("Control+End");
    const nothingAfter = await body.evaluate((editor) => {
      const selection = editor.ownerDocument.getSelection();
      if (!selection?.isCollapsed || !selection.anchorNode || !editor.contains(selection.anchorNode)) return false;
      const rest = editor.ownerDocument.createRange();
      rest.selectNodeContents(editor);
      rest.setStart(selection.anchorNode, selection.anchorOffset);
      return rest.toString().replace(/[\uFEFF\u200B]/g, "").length === 0;
    });
    expect(nothingAfter).toBe(true);
  }).toPass({ timeout: 15_000 });
}

/** The body's editor: the rich-text one, or its Markdown source (the blocks' own text fields are editors inside it). */
export const bodyEditor = (page: Page) => page.locator("[data-slate-editor]").first();

/** The body's text, without the marks the editor keeps in empty lines. */
export const bodyText = async (body: Locator) => (await body.innerText()).replace(/[\uFEFF\u200B]/g, "").trimEnd();

/**
 * Puts the caret at the end of the body, does `step` there, and checks with `landed` that it went
 * there. On a busy machine Decap can put back an older caret just after caretToEnd found the end,
 * and what was typed or added lands inside the body: it is undone, until the body is as it was,
 * and the step is tried again.
 */
export async function atBodyEnd(page: Page, body: Locator, step: () => Promise<void>, landed: () => Promise<boolean>) {
  const original = await bodyText(body);
  let restored = true;
  await expect(async () => {
    if (!restored) return;
    await caretToEnd(page, body);
    await step();
    if (await landed()) return;
    await body.focus();
    for (let undo = 0; undo < 12 && (await bodyText(body)) !== original; undo++) await page.keyboard.press("Control+z");
    restored = (await bodyText(body)) === original;
    throw new Error("what was added went inside the body instead of after it");
  }).toPass({ timeout: 60_000 });
  expect(restored, "what was added went inside the body, and undo did not put the body back as it was").toBe(true);
}

/** Types `text` as a new paragraph at the end of the body, in the rich-text editor or in the Markdown source. */
export async function appendToBody(page: Page, body: Locator, text: string, { markdown = false } = {}) {
  const last = body.locator(":scope > *").last();
  await atBodyEnd(
    page,
    body,
    async () => {
      // A body that ends with a block has an empty paragraph after it to type in.
      const inEmptyParagraph =
        !markdown && (await last.evaluate((part) => part.tagName === "P" && !part.textContent?.replace(/[\uFEFF\u200B]/g, "")));
      if (!inEmptyParagraph) await page.keyboard.press("Enter");
      // In the Markdown source a paragraph starts after a blank line.
      if (markdown) await page.keyboard.press("Enter");
      await page.keyboard.insertText(text);
    },
    // The text went where it was typed: the body's last block.
    async () => (await last.innerText()).includes(text),
  );
}

/**
 * A file once the local backend has saved it: changed, not empty, and the
 * same on two reads in a row. The backend empties the file before writing it,
 * so the first read that differs can catch it empty.
 */
export async function savedText(file: string, before: string, name: string) {
  let last: string | undefined;
  await expect
    .poll(
      () => {
        const now = fs.readFileSync(file, "utf8");
        const settled = now !== before && now !== "" && now === last;
        last = now;
        return settled;
      },
      { message: `${name} was not saved`, timeout: 15_000, intervals: [250] },
    )
    .toBe(true);
  return last!;
}

/**
 * Where `after` first departs from the lines of `before`, to show what a save changed: null if it keeps
 * them all (with `whole`, only if it also adds none).
 */
export function firstChangedLine(before: string, after: string, { whole = false } = {}) {
  const was = before.split("\n");
  const now = after.split("\n");
  const lines = Array.from({ length: whole ? Math.max(was.length, now.length) : was.length }, (_, i) => i);
  const index = lines.find((i) => was[i] !== now[i]);
  return index === undefined ? null : { line: index + 1, was: was[index] ?? "(the file ends)", now: now[index] ?? "(the file ends)" };
}

/**
 * A saved file is `expected`, byte for byte. A failure names the first line that differs, short enough
 * to stay in the last lines of a CI log, where a whole file's diff scrolls out of sight.
 */
export function expectSaved(saved: string, expected: string) {
  const difference = firstChangedLine(expected, saved, { whole: true });
  expect(difference && { line: difference.line, expected: difference.was, saved: difference.now }).toBeNull();
}

/** Switches the body to its Markdown source. */
export async function showMarkdown(page: Page) {
  await page.getByText("Markdown", { exact: true }).first().locator("xpath=preceding-sibling::button[@role='switch']").click();
}

/** Opens an article's body as its Markdown source, as an editor writes any markup; resolves with the source editor. */
export async function articleSource(page: Page, id: string): Promise<Locator> {
  await signIn(page, `#/collections/articles/entries/${id}`);
  await expect(bodyEditor(page)).not.toBeEmpty({ timeout: 20_000 });
  await showMarkdown(page);
  const body = bodyEditor(page);
  await expect(body).toContainText("<Callout", { timeout: 10_000 });
  return body;
}

/**
 * Replaces a text field's value as an editor does (select all, delete, type), and checks it took: a
 * field that was edited before can keep its old caret and take a single fill() as an insertion. Every
 * key is sent to the field itself, which each step focuses first: keys sent to the page go wherever
 * the focus is, and Decap can move it into the body (a block's field selects its block there), where
 * they would change the article's text.
 */
export async function retype(field: Locator, value: string) {
  await expect(async () => {
    await field.click();
    await field.press("Control+A");
    await field.press("Backspace");
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Saves the open entry straight away (the local backend has no editorial workflow). */
export async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

export const preview = (page: Page) => page.frameLocator("iframe").first();

/**
 * Waits until a new entry is saved and open at its own address. Decap says "Entry saved", then reads the
 * entry back and only then moves to its address: a click elsewhere in between is undone by that move.
 */
export async function savedAsNew(page: Page, collection: string, slug: string) {
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}/entries/${slug}$`), { timeout: 15_000 });
}

/** The panel beside Publish that says why a save or a delete was refused (cms/src/refusal-panel.ts). */
export const refusalPanel = (page: Page) => page.locator("#refusal-panel");

/** A file's front matter, as the `yaml` package (the project's one YAML library) reads it: YAML 1.2, where a date stays the text that was written. */
export const frontMatter = (file: string) =>
  parseYaml(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, "utf8"))![1]!) as Record<string, unknown>;

/**
 * Types a date into a date field by keyboard, month, day and year as an editor in the United States
 * types it (03/15/2024), digit by digit. The field's first part takes the caret on focus.
 */
export async function typeDate(page: Page, field: Locator, monthDayYear: string) {
  await field.focus();
  await page.keyboard.type(monthDayYear.replace(/\D/g, ""), { delay: 60 });
}

/** The title in a content file's front matter or YAML, as the editing room lists the page. */
export const titleIn = (source: string) => (/^(?:title|subpage): "?(.*?)"?$/m.exec(source) ?? [])[1];

/** Fills a new article's form as an editor would, field by field: a Finance article of 2 May 2024 with a call to action and one paragraph. */
export async function fillNewArticle(
  page: Page,
  {
    slug,
    title,
    excerpt,
    author = "{company} Finance Practice",
    readTime,
    body,
  }: Record<"slug" | "title" | "excerpt" | "readTime" | "body", string> & { author?: string },
) {
  await retype(page.getByLabel("Address (file name)", { exact: true }), slug);
  await retype(page.getByLabel("Title", { exact: true }), title);
  await retype(page.getByLabel("Excerpt", { exact: true }), excerpt);
  await page.getByLabel("Category", { exact: true }).click();
  await page.getByRole("option", { name: "Finance", exact: true }).click();
  await retype(page.getByLabel("Author", { exact: true }), author);
  await typeDate(page, page.getByLabel("Date", { exact: true }), "05/02/2024");
  await retype(page.getByLabel("Read time", { exact: true }), readTime);
  await retype(page.getByLabel("Call to action label", { exact: true }), "Plan Your Close");
  await retype(page.getByLabel("Call to action title", { exact: true }), "Plan a faster close");
  await retype(page.getByLabel("Call to action text", { exact: true }), "We help finance teams plan a faster quarter close.");
  await bodyEditor(page).click();
  await page.keyboard.insertText(body);
}

/**
 * Opens `form` ("articles/entries/<slug>") fresh without loading the room again: its collection's list first,
 * where no form is drawn (one address after another can leave the last form on screen a moment), then the entry.
 */
export async function openFreshForm(page: Page, form: string) {
  await page.goto(`/admin/#/collections/${form.split("/")[0]}`);
  await expect(page.locator("[class*='ControlContainer']")).toHaveCount(0, { timeout: 20_000 });
  await page.goto(`/admin/#/collections/${form}`);
}
