import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import { artworkSvg } from "../../content-core/artwork";
import { readBlock, writeBlock } from "../../cms/component-text";
import { feedItems } from "../../gatsby/sitemap-and-feed";
import { readInventory } from "../../gatsby/inventory";
import { listing, type Listed } from "../../gatsby/listing";
import { onCreateNode } from "../../gatsby/mdx-nodes";
import {
  setUpEditingRoom,
  refusalPanel,
  clone,
  contentFiles,
  changedFiles,
  signIn,
  text,
  caretToEnd,
  bodyEditor,
  atBodyEnd,
  appendToBody,
  savedText,
  firstChangedLine,
  expectSaved,
  articleSource,
  retype,
  publishNow,
  preview,
  frontMatter,
  typeDate,
  titleIn,
} from "./room";

setUpEditingRoom();

test("an edit to home.yaml shows in the site's own page and is saved as that one line, which the build accepts", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const before = contentFiles();
  await signIn(page, "#/collections/pages/entries/home");
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText("Climb Everpeak", { timeout: 20_000 });

  const headline = page.getByLabel("Headline", { exact: true });
  await headline.fill("Climb higher with {product}");
  // The preview is the site: its header, its hero, the brand name filled in as the build does.
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText("Climb higher with Everpeak");
  await expect(preview(page).getByRole("banner")).toBeVisible();
  await expect(preview(page).getByRole("link", { name: "Get Free Assessment" }).first()).toBeVisible();

  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

  expect(changedFiles(before)).toEqual(["content/home.yaml"]);
  expectSaved(
    fs.readFileSync(path.join(clone, "content", "home.yaml"), "utf8"),
    text(before, "content/home.yaml").replace("\n  headline: Climb {product}\n", "\n  headline: Climb higher with {product}\n"),
  );
  execFileSync("npm", ["run", "--silent", "check-content"], { cwd: clone, stdio: "pipe" });
  expect(errors).toEqual([]);
});

test("a point of How we measure results, reworded in the Solutions overview, shows on /solutions and is saved as that point's lines", async ({
  page,
}) => {
  const file = "content/solutions-overview.yaml";
  const before = contentFiles();
  await signIn(page, "#/collections/pages/entries/solutions-overview");
  const section = preview(page).getByRole("region", { name: "How we measure results" });
  await expect(section).toBeVisible({ timeout: 20_000 });
  // The points are a list, closed until opened; opened, each point shows its heading (Term) and its Text.
  const points = (parseYaml(text(before, file)) as { resultsMethod: { points: unknown[] } }).resultsMethod.points.length;
  await expect(page.getByText(`${points} points`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Expand" }).first().click();
  const terms = await page
    .getByLabel("Term", { exact: true })
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  expect(terms).toContain("The comparison");
  const point = page.getByLabel("Text", { exact: true }).nth(terms.indexOf("The comparison"));
  const was = await point.inputValue();
  const edited = was.replace(
    "Time is compared with the same team's time before the change.",
    "Time is timed on the same kind of work, before and after.",
  );
  expect(edited).not.toBe(was);
  await retype(point, edited);
  await expect(section).toContainText("Time is timed on the same kind of work, before and after.");
  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

  expect(changedFiles(before)).toEqual([file]);
  const saved = fs.readFileSync(path.join(clone, file), "utf8");
  const original = text(before, file);
  expect(saved.replace(/\n {8}/g, " ")).toBe(
    original
      .replace(/\n {8}/g, " ")
      .replace(
        "Time is compared with the same team's time before the change.",
        "Time is timed on the same kind of work, before and after.",
      ),
  );
  // Only the point's own paragraph changed.
  const linesBefore = original.split("\n");
  const linesAfter = saved.split("\n");
  const first = linesBefore.findIndex((line, i) => line !== linesAfter[i]);
  expect(linesBefore.slice(0, first).join("\n")).toContain("- term: The comparison");
  const next = (lines: string[]) => lines.slice(lines.indexOf("    - term: How the ranges were formed"));
  expect(next(linesAfter)).toEqual(next(linesBefore));
  execFileSync("npm", ["run", "--silent", "check-content"], { cwd: clone, stdio: "pipe" });
});

test("a Callout added from the body's + menu is saved as the other files write one, with the rest of the file unchanged", async ({
  page,
}) => {
  const file = "content/insights/ai-roi-measurement.mdx";
  const files = contentFiles();
  const before = text(files, file);
  await signIn(page, "#/collections/articles/entries/ai-roi-measurement");
  const body = bodyEditor(page);
  await expect(body).toContainText("Lock the baseline before writing the business case", { timeout: 20_000 });
  // The article's own components open as forms, not as Markdown the editor could break.
  await expect(body.getByText("Column headings").first()).toBeVisible();

  await caretToEnd(page, body);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Add Component" }).first().click();
  await expect(page.getByRole("menuitem")).toHaveText([
    "Callout",
    "Stats",
    "Data table",
    "Timeline",
    "Pull quote",
    "ROI calculator",
    "Readiness self-check",
  ]);
  await page.getByRole("menuitem", { name: "Callout" }).click();
  const callout = body.locator(":scope > *").last();
  await callout.getByLabel("Title").fill("Before the board sees a number");
  await callout.getByLabel("Tone").click();
  await page.getByRole("option", { name: "action" }).click();
  await callout.locator("[data-slate-editor]").click();
  await page.keyboard.insertText("Agree the baseline with finance first.");

  // The preview draws it with the site's Callout: a labelled aside in the article's body.
  await expect(preview(page).getByRole("complementary", { name: "Before the board sees a number" })).toContainText(
    "Agree the baseline with finance first.",
  );
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(/Measuring AI ROI/);
  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

  expectSaved(
    fs.readFileSync(path.join(clone, file), "utf8"),
    `${before.trimEnd()}\n\n<Callout title="Before the board sees a number" tone="action">\n\nAgree the baseline with finance first.\n\n</Callout>\n`,
  );
  expect(changedFiles(files)).toEqual([file]);
  execFileSync("npm", ["run", "--silent", "check-content"], { cwd: clone, stdio: "pipe" });
});

test("a link to a page that does not exist gets the build's sentence, and nothing is saved", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const before = contentFiles();
  // The page's clock, to move it past the eight seconds after which Decap's own toasts are gone.
  await page.clock.install();
  await signIn(page, "#/collections/pages/entries/home");
  await expect(preview(page).getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  // The hero's second button: the first "To" field of the form.
  await page.getByLabel("Link", { exact: true }).first().fill("/solution/expense-reduction-ai");
  await publishNow(page);
  // Said beside Publish in the form's words, and kept there until the editor closes it.
  const refusal = page.getByRole("alert").filter({ hasText: "Not saved: the site would not build with this" });
  await expect(
    refusal.getByText(
      'Hero › Second button › Link points to "/solution/expense-reduction-ai", which is not a page on this site. Did you mean /solutions/expense-reduction-ai?',
    ),
  ).toBeVisible();
  await expect(page.getByText("Failed to persist entry", { exact: false })).toBeHidden();
  await page.clock.runFor(9_000);
  await expect(refusal).toBeVisible();
  await refusal.getByRole("button", { name: "Close this message" }).click();
  await expect(refusal).toHaveCount(0);
  expect(changedFiles(before)).toEqual([]);
  // The refusal is said once, in the panel: no uncaught error behind it.
  expect(errors).toEqual([]);
});

test("a field left empty or too long is refused beside Publish, naming it by the form's labels, and nothing is saved", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const before = contentFiles();
  await signIn(page, "#/collections/pages/entries/home");
  await expect(preview(page).getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  await retype(page.getByLabel("Headline", { exact: true }), "");
  await retype(page.getByLabel("Title", { exact: true }).first(), "A".repeat(61));
  // The SEO title is at the top of the form, the headline below it; the editor has scrolled to the end.
  await page.keyboard.press("End");
  await publishNow(page);
  const refusal = page.getByRole("alert").filter({ hasText: "Not saved: some fields need a change" });
  await expect(refusal.getByRole("listitem")).toHaveText(["SEO › Title: Up to 60 characters.", "Hero › Headline: Can't be left empty."]);
  // Decap's own line beside the field ends its sentence once.
  await expect(page.locator("[class*='ControlErrorsList']").getByText("Up to 60 characters.", { exact: true })).toBeVisible();
  // Each names a way to the field.
  await refusal.getByRole("button", { name: "Hero › Headline: Can't be left empty." }).click();
  await expect(page.getByLabel("Headline", { exact: true })).toBeInViewport();
  expect(changedFiles(before)).toEqual([]);
  expect(errors).toEqual([]);
});

test("an article body the build would refuse gets the build's sentence, and nothing is saved", async ({ page }) => {
  const before = contentFiles();
  // The form offers only the site's tones; the Markdown source lets an editor write any.
  const body = await articleSource(page, "ai-security-considerations");
  await appendToBody(page, body, '<Callout title="Loud" tone="shouting">\nNot a tone the site has.\n</Callout>', { markdown: true });
  await publishNow(page);
  // The place is named by the block's first words, not a line number.
  await expect(page.getByRole("alert")).toContainText(/In the body, in the Callout that starts “Callout title="Loud"[^”]*”: .*shouting/, {
    timeout: 15_000,
  });
  await expect(page.getByRole("alert")).not.toContainText(/line \d|content\//);
  expect(changedFiles(before)).toEqual([]);
});

test("a worked ROI example whose figures the calculator would not give is refused with both figures, and nothing is saved", async ({
  page,
}) => {
  const before = contentFiles();
  const body = await articleSource(page, "ai-security-considerations");
  const rows = [
    ["Implementation cost", "$200,000"],
    ["Annual savings", "$300,000"],
    ["Revenue increase", "$100,000"],
    ["Simple ROI", "150%"],
    ["Payback", "6.0 months"],
  ];
  await appendToBody(page, body, `<DataTable caption="Our example" head={["Line", "Amount"]} rows={${JSON.stringify(rows)}} />`, {
    markdown: true,
  });
  await publishNow(page);
  // ($400,000 - $200,000) / $200,000 is 100%, and $200,000 / ($400,000 / 12) is 6.0 months: only the ROI is wrong.
  await expect(page.getByRole("alert")).toContainText(/Simple ROI as .150%.*give 100%, as the ROI calculator works it out/, {
    timeout: 15_000,
  });
  await expect(page.getByRole("alert")).not.toContainText(/Payback as/);
  expect(changedFiles(before)).toEqual([]);
});

/*
 * The reader tools: an ROI calculator and a readiness self-check are blocks of the
 * rich-text editor like the others, edited as forms, drawn in the preview by the site's own tools,
 * and held by the build's checks before a save.
 */

/** The block of the body that holds `part` of its form (each tool's form has fields of its own). */
const blockWith = (page: Page, part: Locator) => bodyEditor(page).locator(":scope > *").filter({ has: part });

/** Adds a block from the body's "+" menu as a new last block, and resolves with its form. */
async function addBlock(page: Page, name: string): Promise<Locator> {
  const body = bodyEditor(page);
  const parts = body.locator(":scope > *");
  const named = (part: Locator) => part.filter({ has: page.getByText(name, { exact: true }) });
  const before = await parts.allInnerTexts();
  const blocks = await named(parts).count();
  await atBodyEnd(
    page,
    body,
    async () => {
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Add Component" }).first().click();
      await page.getByRole("menuitem", { name, exact: true }).click();
      await expect(named(parts).last()).toBeVisible();
    },
    // The body's parts are as they were, and the block is one more after them.
    async () =>
      (await named(parts).count()) === blocks + 1 &&
      JSON.stringify((await parts.allInnerTexts()).slice(0, before.length)) === JSON.stringify(before),
  );
  // The block is the last part of the body that carries the component's name (an empty paragraph may follow it).
  return named(parts).last();
}

/** Picks a select field's choice in a block's form. */
async function choose(page: Page, block: Locator, label: string, option: string) {
  await block.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The self-check's columns, as its form names them. */
const QUESTION_COLUMNS = ["Indicator", "Question", "You pass if"];
const BAND_COLUMNS = ["Scores", "Short name", "What the score means", "Next step"];

/**
 * Adds a question or a score row to a self-check's form ("Question", "Score row") and types its cells,
 * one to a column's field. The new row is the last of the form: add the rows of the list nearest the
 * end of the form last.
 */
async function addRow(block: Locator, row: "Question" | "Score row", cells: readonly string[]) {
  await block.getByRole("button", { name: `Add ${row.toLowerCase()}`, exact: true }).click();
  const columns = row === "Question" ? QUESTION_COLUMNS : BAND_COLUMNS;
  for (const [index, cell] of cells.entries()) await block.getByLabel(columns[index]!, { exact: true }).last().fill(cell);
}

/** The calculator's fields in the form, by label, with what an editor types. */
const CALCULATOR_FIELDS = {
  title: "Title",
  cost: "Implementation cost it opens with",
  savings: "Annual savings it opens with",
  revenue: "Annual revenue increase it opens with",
  buffer: "Cost buffer it opens with",
  lag: "Months of benefit lag it opens with",
} as const;

/** Fills an ROI calculator's form with `values` (the buffer chosen from its list). */
async function fillCalculator(page: Page, block: Locator, values: Record<keyof typeof CALCULATOR_FIELDS, string>) {
  for (const [key, label] of Object.entries(CALCULATOR_FIELDS)) {
    const value = values[key as keyof typeof CALCULATOR_FIELDS];
    if (key === "buffer") await choose(page, block, label, value);
    else await retype(block.getByLabel(label, { exact: true }), value);
  }
}

/** The refusal beside Publish; closed before the next try, so that each try's sentence is its own. */
async function refusedWith(page: Page, sentence: string) {
  const refusal = page.getByRole("alert").filter({ hasText: "Not saved: the site would not build with this" });
  await expect(refusal.getByRole("listitem")).toHaveText([sentence], { timeout: 15_000 });
  await refusal.getByRole("button", { name: "Close this message" }).click();
  await expect(refusal).toHaveCount(0);
}

test("an article's ROI calculator and self-check open as forms holding their figures and questions, and a save of the excerpt and the body leaves their text as it was", async ({
  page,
}) => {
  const articles = [
    { id: "ai-roi-measurement", tool: /^<RoiCalculator [^\n]*\/>$/m },
    { id: "ai-transformation-readiness", tool: /^<ReadinessCheck\n[\s\S]*?\n\/>$/m },
  ];
  /** Each article's file as it was, put back for the tests after this one. */
  const saved: [string, string][] = [];
  await signIn(page, "#/collections/articles");
  for (const { id, tool } of articles) {
    const file = `content/insights/${id}.mdx`;
    const files = contentFiles();
    const before = text(files, file);
    const toolText = tool.exec(before)![0];
    saved.push([file, before]);
    await page.goto(`/admin/#/collections/articles/entries/${id}`);
    if (id === "ai-roi-measurement") {
      // The calculator's form holds the figures the article gives it.
      const calculator = blockWith(page, page.getByLabel(CALCULATOR_FIELDS.cost, { exact: true }));
      await expect(calculator.getByLabel("Title", { exact: true })).toHaveValue("ROI and payback calculator", { timeout: 20_000 });
      const values = { cost: "$150,000", savings: "$300,000", revenue: "$120,000", lag: "6" } as const;
      for (const [key, value] of Object.entries(values))
        await expect(calculator.getByLabel(CALCULATOR_FIELDS[key as keyof typeof values], { exact: true })).toHaveValue(value);
      await expect(calculator.getByText("30%", { exact: true })).toBeVisible();
      expect(readBlock("RoiCalculator", toolText)).toMatchObject({ title: "ROI and payback calculator", ...values, buffer: "30%" });
    } else {
      // The self-check's form holds each question's and score row's cells, in order, each in its column's field.
      const check = blockWith(page, page.getByRole("button", { name: "Add question", exact: true }));
      await expect(check.getByLabel("Title", { exact: true })).toHaveValue("AI readiness self-check", { timeout: 20_000 });
      const { questions, bands } = readBlock("ReadinessCheck", toolText) as { questions: string[][]; bands: string[][] };
      expect(questions).toHaveLength(5);
      const values = (label: string) =>
        check.getByLabel(label, { exact: true }).evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
      for (const [index, label] of QUESTION_COLUMNS.entries())
        await expect.poll(() => values(label)).toEqual(questions.map((cells) => cells[index]));
      for (const [index, label] of BAND_COLUMNS.entries())
        await expect.poll(() => values(label)).toEqual(bands.map((cells) => cells[index]));
      await expect(check.getByText("1. Problem and number", { exact: true })).toBeVisible();
      await expect(check.getByText("3-4: Ready to start", { exact: true })).toBeVisible();
    }

    const excerpt = `An excerpt retyped in the editing room beside the reader tool of ${id}, which it must leave alone.`;
    await retype(page.getByLabel("Excerpt", { exact: true }), excerpt);
    // A sentence added at the end of the body, so that the body is written again from the editor, tool and all.
    const added = "Checked in the editing room.";
    await appendToBody(page, bodyEditor(page), added);
    await publishNow(page);
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

    expect(changedFiles(files)).toEqual([file]);
    const after = fs.readFileSync(path.join(clone, file), "utf8");
    // Besides the sentence, the excerpt's line is the only line changed; the tool's text is what it was, byte for byte.
    expect(after.endsWith(`\n\n${added}\n`)).toBe(true);
    const was = before.trimEnd().split("\n");
    const now = after.slice(0, -`\n\n${added}\n`.length).split("\n");
    expect(now).toHaveLength(was.length);
    expect(was.flatMap((line, i) => (line === now[i] ? [] : [[line, now[i]]]))).toEqual([
      [was.find((line) => line.startsWith("excerpt: ")), expect.stringMatching(/^excerpt: /)],
    ]);
    expect(frontMatter(path.join(clone, file)).excerpt).toBe(excerpt);
    expect(after).toContain(`\n${toolText}\n`);
  }
  execFileSync("npm", ["run", "--silent", "check-content"], { cwd: clone, stdio: "pipe" });
  for (const [file, before] of saved) fs.writeFileSync(path.join(clone, file), before);
});

test("an ROI calculator added from the + menu to an article without a worked example is previewed with its figures' results, and saved as the blocks are written", async ({
  page,
}) => {
  const file = "content/insights/future-of-ai-business-transformation.mdx";
  const files = contentFiles();
  const before = text(files, file);
  expect(before).not.toMatch(/"Implementation cost|<RoiCalculator/);
  await signIn(page, "#/collections/articles/entries/future-of-ai-business-transformation");
  await expect(bodyEditor(page)).not.toBeEmpty({ timeout: 20_000 });
  const block = await addBlock(page, "ROI calculator");
  // Each figure's field says what it takes.
  await expect(block.getByText("An amount, such as $150,000.", { exact: false })).toBeVisible();
  await expect(block.getByText("A whole number of months from 0 to 36, such as 6", { exact: false })).toBeVisible();
  const values = {
    title: "What would automation save you?",
    cost: "$100,000",
    savings: "$200,000",
    revenue: "$40,000",
    buffer: "20%",
    lag: "6",
  };
  await fillCalculator(page, block, values);

  // The preview is the site's calculator opening with these figures: ($240,000 - $100,000) / $100,000 is 140%, and
  // $100,000 / $20,000 a month is 5.0 months; with the buffer $120,000, the first year's benefit rising over six
  // months $180,000 (50%), and $120,000 repaid 3 + 6 months after go-live.
  const calculator = preview(page).getByRole("region", { name: values.title });
  await expect(calculator.getByLabel("Implementation cost (one-time)")).toHaveValue("100,000", { timeout: 15_000 });
  await expect(calculator.getByLabel("Months from go-live to run rate")).toHaveValue("6");
  await expect(calculator.getByRole("row")).toHaveText([
    /At run rate\s*With the 20% buffer and 6-month lag/,
    /Implementation cost\s*\$100,000\s*\$120,000/,
    /Benefit in the first year\s*\$240,000\s*\$180,000/,
    /First-year ROI\s*140%\s*50%/,
    /Payback\s*5\.0 months\s*9\.0 months after go-live/,
  ]);
  await expect(calculator).toContainText("At these figures the project pays back in month 9 after go-live");
  await page.screenshot({ path: "test-results/cms-roi-calculator-added.png" });

  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
  const saved = fs.readFileSync(path.join(clone, file), "utf8");
  expectSaved(saved, `${before.trimEnd()}\n\n${writeBlock("RoiCalculator", values)}\n`);
  expect(saved).toContain(
    '\n<RoiCalculator title="What would automation save you?" cost="$100,000" savings="$200,000" revenue="$40,000" buffer="20%" lag="6" />\n',
  );
  expect(changedFiles(files)).toEqual([file]);
  execFileSync("npm", ["run", "--silent", "check-content"], { cwd: clone, stdio: "pipe" });
  // The article as it was, for the tests after this one.
  fs.writeFileSync(path.join(clone, file), before);
});

test("a calculator whose figures it cannot use, or that differ from the article's worked example, is refused with the check's sentence, and nothing is saved", async ({
  page,
}) => {
  const files = contentFiles();
  await signIn(page, "#/collections/articles/entries/healthcare-ai-compliance");
  await expect(bodyEditor(page)).not.toBeEmpty({ timeout: 20_000 });
  const block = await addBlock(page, "ROI calculator");
  await fillCalculator(page, block, {
    title: "Compliance savings",
    cost: "about 150k",
    savings: "$200,000",
    revenue: "$0",
    buffer: "25%",
    lag: "6",
  });
  await publishNow(page);
  await refusedWith(
    page,
    'In the body, the ROI calculator "Compliance savings" opens with "about 150k" as its implementation cost, which is not an amount. Write an amount as the article does, such as $150,000.',
  );
  await retype(block.getByLabel(CALCULATOR_FIELDS.cost, { exact: true }), "$150,000");
  await retype(block.getByLabel(CALCULATOR_FIELDS.lag, { exact: true }), "six");
  await publishNow(page);
  await refusedWith(
    page,
    'In the body, the ROI calculator "Compliance savings" opens with "six" as its benefit lag, which is not a whole number of months. Write whole months from 0 to 36, such as 6.',
  );
  expect(changedFiles(files)).toEqual([]);

  // In the article with the worked example, the calculator opens with the example's own figures.
  const caption = /<DataTable caption="([^"]+)"[^\n]*"Implementation cost/.exec(text(files, "content/insights/ai-roi-measurement.mdx"))![1];
  await page.goto("/admin/#/collections/articles/entries/ai-roi-measurement");
  const calculator = blockWith(page, page.getByLabel(CALCULATOR_FIELDS.cost, { exact: true }));
  await expect(calculator.getByLabel(CALCULATOR_FIELDS.cost, { exact: true })).toHaveValue("$150,000", { timeout: 20_000 });
  await retype(calculator.getByLabel(CALCULATOR_FIELDS.cost, { exact: true }), "$200,000");
  await publishNow(page);
  await refusedWith(
    page,
    `In the body, the ROI calculator "ROI and payback calculator" opens with $200,000, $300,000 and $120,000, but the worked example "${caption}" has $150,000, $300,000 and $120,000. Give the calculator the example's figures, so that it opens on the article's result.`,
  );
  expect(changedFiles(files)).toEqual([]);
});

test("a readiness self-check added from the + menu is refused while its score rows leave a score out, and saved once every score has its row", async ({
  page,
}) => {
  const file = "content/insights/healthcare-ai-compliance.mdx";
  const files = contentFiles();
  const before = text(files, file);
  await signIn(page, "#/collections/articles/entries/healthcare-ai-compliance");
  await expect(bodyEditor(page)).not.toBeEmpty({ timeout: 20_000 });
  const block = await addBlock(page, "Readiness self-check");
  const title = "Is your team ready?";
  await retype(block.getByLabel("Title", { exact: true }), title);
  const questions = [
    ["1. Owner", "Does one leader own the metrics?", "Yes, by name"],
    ["2. Definitions", "Are the top ten metrics written down?", "All ten are"],
  ];
  // Score 1 has no row.
  const bands = [
    ["0", "Not yet", "Nobody owns the numbers.", "Name the owner this month."],
    ["2", "Ready", "The numbers have an owner and a meaning.", "Pick the first metric to move."],
  ];
  for (const cells of questions) await addRow(block, "Question", cells);
  for (const cells of bands) await addRow(block, "Score row", cells);
  // The preview asks the questions, with their pass rules.
  const check = preview(page).getByRole("region", { name: title });
  await expect(check.getByRole("group")).toHaveText(
    [
      /1\. Owner\s*Does one leader own the metrics\?\s*You pass if: Yes, by name/,
      /2\. Definitions\s*Are the top ten metrics written down\?\s*You pass if: All ten are/,
    ],
    { timeout: 15_000 },
  );

  await publishNow(page);
  await refusedWith(
    page,
    `In the body, the readiness self-check "${title}" scores 0 to 2, one point a question, but in its score rows score 1 has no row. Give every score from 0 to 2 one row, in order, such as "0-2", "3-4", "5".`,
  );
  expect(changedFiles(files)).toEqual([]);

  // The second score row's scores.
  await retype(block.getByLabel("Scores", { exact: true }).nth(1), "1-2");
  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
  const written = writeBlock("ReadinessCheck", { title, questions, bands: [bands[0]!, ["1-2", ...bands[1]!.slice(1)]] });
  expect(written).toContain('\n    ["1-2", "Ready", "The numbers have an owner and a meaning.", "Pick the first metric to move."]\n');
  expectSaved(fs.readFileSync(path.join(clone, file), "utf8"), `${before.trimEnd()}\n\n${written}\n`);
  expect(changedFiles(files)).toEqual([file]);
  execFileSync("npm", ["run", "--silent", "check-content"], { cwd: clone, stdio: "pipe" });
  // The article as it was, for the tests after this one.
  fs.writeFileSync(path.join(clone, file), before);
});

test("a legal page's + menu offers the blocks a legal page can show, and not the reader tools", async ({ page }) => {
  await signIn(page, "#/collections/legal/entries/privacy-policy");
  await expect(bodyEditor(page)).not.toBeEmpty({ timeout: 20_000 });
  await page.getByRole("button", { name: "Add Component" }).first().click();
  await expect(page.getByRole("menuitem")).toHaveText(["Callout", "Stats", "Data table", "Timeline", "Pull quote"]);
  // And an article's does.
  await page.goto("/admin/#/collections/articles/entries/ai-security-considerations");
  await expect(bodyEditor(page)).not.toBeEmpty({ timeout: 20_000 });
  await page.getByRole("button", { name: "Add Component" }).first().click();
  await expect(page.getByRole("menuitem")).toHaveText([
    "Callout",
    "Stats",
    "Data table",
    "Timeline",
    "Pull quote",
    "ROI calculator",
    "Readiness self-check",
  ]);
});

test("a new solution page made by duplicating one is saved under an address made from its own page name, which the build accepts", async ({
  page,
}) => {
  const files = contentFiles();
  const original = text(files, "content/solutions/expense-reduction-ai.yaml");
  await signIn(page, "#/collections/solutions/entries/expense-reduction-ai");
  await expect(preview(page).getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Published" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(page).toHaveURL(/#\/collections\/solutions\/new/);

  // The field says where the address comes from; the copy's name, which is the original's, and a
  // name whose address is already a page are refused in a sentence, and nothing is written.
  const name = page.getByLabel("Page name", { exact: true });
  await expect(page.getByText("Shown above the page's heading; a new page's address is made from it.", { exact: false })).toBeVisible();
  // The copy is published once the form shows it, as an editor would see it; a failure prints what the panel said instead.
  await expect(name).toHaveValue("Expense Reduction AI Platform", { timeout: 15_000 });
  await publishNow(page);
  await expect(refusalPanel(page)).toContainText(
    'Page name is "Expense Reduction AI Platform", which another solution page is called. Give the new page a name of its own.',
    { timeout: 15_000 },
  );
  await retype(name, "Expense reduction AI");
  await publishNow(page);
  await expect(refusalPanel(page)).toContainText(
    'Page name is "Expense reduction AI", which makes the address /solutions/expense-reduction-ai, already a page.',
    { timeout: 15_000 },
  );
  expect(changedFiles(files)).toEqual([]);

  await retype(name, "Spend Analytics");
  // The copy is previewed as the page it will be, drawn over a page the build has seen, with its name as typed over its heading.
  await expect(preview(page).getByText("Spend Analytics", { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

  const file = "content/solutions/spend-analytics.yaml";
  expect(changedFiles(files)).toEqual([file]);
  // The copy keeps the original's layout and comments; only the edited line differs.
  expectSaved(fs.readFileSync(path.join(clone, file), "utf8"), original.replace(/^subpage: .*$/m, "subpage: Spend Analytics"));
  execFileSync("npm", ["run", "--silent", "check-content"], { cwd: clone, stdio: "pipe" });
  fs.rmSync(path.join(clone, file));
});

test("a new article without a picture is previewed with the one the build will draw from its title and category, and a meta line of only what is typed", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const files = contentFiles();
  await signIn(page, "#/collections/articles/new");
  const title = "What a Regional Distributor Learned From Its First AI Pilot";
  await retype(page.getByLabel("Title", { exact: true }), title);
  await page.getByLabel("Category", { exact: true }).click();
  await page.getByRole("option", { name: "Case Studies", exact: true }).click();

  // The article's own picture, at the top of the page: the drawing the build will write, never the failed-image box.
  const drawing = (heading: string) =>
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(artworkSvg({ title: heading, category: "Case Studies" }))}`;
  const picture = preview(page).locator("article img").first();
  await expect(picture).toHaveAttribute("src", drawing(title), { timeout: 20_000 });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  await expect(preview(page).getByText("Image failed to load")).toHaveCount(0);
  // A new title, a new drawing, as the build would make it.
  const retitled = "Three Numbers a Distributor Watches Weekly";
  await retype(page.getByLabel("Title", { exact: true }), retitled);
  await expect(picture).toHaveAttribute("src", drawing(retitled));
  // The line under the summary leaves out what is not typed yet: no bare "By", no "min read" without minutes.
  const meta = preview(page).locator("article header p").last();
  await expect(meta).not.toContainText("By");
  await expect(meta).not.toContainText("min read");
  await retype(page.getByLabel("Author", { exact: true }), "Dana Whitfield");
  await expect(meta).toContainText("By Dana Whitfield");
  expect(changedFiles(files)).toEqual([]);
  expect(errors).toEqual([]);
});

/** Every article and legal page, as the inventory lists them: none is named here. */
const mdxEntries = (() => {
  const inventory = readInventory();
  return [
    ...inventory.articles.map((entry) => ({ collection: "articles", entry })),
    ...inventory.legal.map((entry) => ({ collection: "legal", entry })),
  ];
})();

test("every article and legal page goes through the rich-text editor with nothing changed but what was typed", async ({ page }) => {
  test.setTimeout(60_000 + mdxEntries.length * 20_000);
  await signIn(page, "#/collections/articles");
  for (const { collection, entry } of mdxEntries) {
    const files = contentFiles();
    const before = text(files, entry.file);
    // Same document, another entry: no new sign-in.
    await page.goto(`/admin/#/collections/${collection}/entries/${entry.slug}`);
    const body = bodyEditor(page);
    // The last line of text as the rich-text editor shows it: a link's text without its address, no Markdown marks.
    const lastLine = before
      .trimEnd()
      .split("\n")
      .filter((line) => line.trim() && !line.trim().startsWith("<"))
      .pop()!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[*_`<>]/g, "")
      .trim()
      .slice(0, 40);
    await expect(body).toContainText(lastLine, { timeout: 20_000 });
    await appendToBody(page, body, "Reviewed by the editing room.");
    await publishNow(page);
    const file = path.join(clone, entry.file);
    const after = await savedText(file, before, entry.file);
    expect({
      file: entry.file,
      kept: after.startsWith(before.trimEnd()),
      firstChange: firstChangedLine(before.trimEnd(), after),
      added: after.slice(before.trimEnd().length).trim(),
    }).toEqual({
      file: entry.file,
      kept: true,
      firstChange: null,
      added: "Reviewed by the editing room.",
    });
    expect(changedFiles(files)).toEqual([entry.file]);
  }
});

test.describe("dates and excerpts as typed", () => {
  // The date field shows month/day/year, as an editor in the United States sees it.
  test.use({ locale: "en-US" });

  test("a date typed as 03/15/2024 and an excerpt of several sentences over two lines are saved exactly as typed", async ({ page }) => {
    const file = path.join(clone, "content/insights/manufacturing-case-study.mdx");
    // The excerpt as a longer text is written: folded over two lines (">-").
    const folded = fs
      .readFileSync(file, "utf8")
      .replace(
        /^excerpt: .*$/m,
        "excerpt: >-\n  How a PE-backed $300M components manufacturer cut $30M of in-scope operating\n  cost by 35% and unplanned downtime by 60%, measured six months after go-live.",
      );
    fs.writeFileSync(file, folded);
    const before = frontMatter(file);
    expect(before.excerpt).toMatch(/operating cost by 35%/);

    await signIn(page, "#/collections/articles/entries/manufacturing-case-study");
    const excerpt = page.getByLabel("Excerpt", { exact: true });
    await expect(excerpt).toHaveValue(String(before.excerpt), { timeout: 20_000 });
    const typed = "A PE-backed manufacturer cut downtime by 60%. Here is what it measured.\nAnd what it would do first next time.";
    await retype(excerpt, typed);
    await typeDate(page, page.getByLabel("Date", { exact: true }), "03/15/2024");
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue("2024-03-15");
    await publishNow(page);
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

    const after = frontMatter(file);
    expect({ date: after.date, excerpt: after.excerpt }).toEqual({ date: "2024-03-15", excerpt: typed });
    // Nothing else in the front matter changed, and the build accepts the file.
    expect({ ...after, date: before.date, excerpt: before.excerpt }).toEqual(before);
    execFileSync("npm", ["run", "--silent", "check-content"], { cwd: clone, stdio: "pipe" });
  });
});

/**
 * The article nodes the build would make of the copy's articles: each file's front matter, as
 * gatsby-plugin-mdx reads it (gray-matter), handed to the site's own onCreateNode
 * (gatsby/mdx-nodes.ts). Pages, the /insights listing, related reading and the search index
 * (articles.json) are all made from these nodes, and only from them.
 */
function articleNodes(contentDir: string): Record<string, unknown>[] {
  const created: Record<string, unknown>[] = [];
  const dir = path.join(contentDir, "insights");
  for (const name of fs.readdirSync(dir)) {
    const file = { id: `file ${name}`, sourceInstanceName: "content", relativeDirectory: "insights", name: path.basename(name, ".mdx") };
    const { data } = matter(fs.readFileSync(path.join(dir, name), "utf8"));
    void onCreateNode!(
      {
        node: { id: `mdx ${name}`, parent: file.id, frontmatter: data, internal: { type: "Mdx" } },
        getNode: (id: string) => (id === file.id ? file : undefined),
        createNodeId: (seed: string) => seed,
        createContentDigest: () => "",
        actions: { createNode: (node: Record<string, unknown>) => created.push(node), createParentChildLink: () => undefined },
      } as never,
      {} as never,
      () => undefined,
    );
  }
  return created;
}

test("a new article of 40 words kept as a draft is saved, marked in its preview, and left out of /insights, the feed and the sitemap", async ({
  page,
}) => {
  const slug = "closing-the-quarter-notes";
  const file = path.join(clone, "content", "insights", `${slug}.mdx`);
  const files = contentFiles();
  await signIn(page, "#/collections/articles/new");
  const draft = page.getByRole("switch", { name: "Draft" });
  await expect(draft).toBeVisible({ timeout: 20_000 });
  await draft.click();
  await expect(draft).toHaveAttribute("aria-checked", "true");
  await retype(page.getByLabel("Address (file name)", { exact: true }), slug);
  // Too long for a browser tab, and no SEO title yet: a live page would need one.
  await retype(page.getByLabel("Title", { exact: true }), "What Three Finance Teams Learned Closing the Quarter With an AI Assistant");
  await retype(
    page.getByLabel("Excerpt", { exact: true }),
    "Notes from three finance teams on closing the books with an assistant: what saved time and what still needed a person.",
  );
  await page.getByLabel("Category", { exact: true }).click();
  await page.getByRole("option", { name: "Finance", exact: true }).click();
  await retype(page.getByLabel("Author", { exact: true }), "{product} Finance Practice");
  await typeDate(page, page.getByLabel("Date", { exact: true }), "05/02/2024");
  // A read time guessed before the text is written: 40 words are not 6 minutes.
  await retype(page.getByLabel("Read time", { exact: true }), "6");
  await retype(page.getByLabel("Call to action label", { exact: true }), "Plan Your Close");
  await retype(page.getByLabel("Call to action title", { exact: true }), "Plan a faster close");
  await retype(page.getByLabel("Call to action text", { exact: true }), "We help finance teams plan a faster quarter close.");
  const words =
    "Three finance teams closed the quarter with an assistant drafting reconciliations. The time saved came from fewer " +
    "handoffs, not faster typing. Each team kept a person signing off every entry, and each found the same two gaps in its data.";
  expect(words.split(/\s+/)).toHaveLength(40);
  await bodyEditor(page).click();
  await page.keyboard.insertText(words);

  // Beside the preview, in the editor's own page: what a draft is.
  await expect(page.getByRole("note", { name: "Draft" })).toContainText("Draft: not on the site until you switch Draft off and publish.");
  await publishNow(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

  expect(changedFiles(files)).toEqual([`content/insights/${slug}.mdx`]);
  const saved = frontMatter(file);
  expect(saved).toMatchObject({ draft: true, id: slug, date: "2024-05-02", readTime: 6 });
  execFileSync("npm", ["run", "--silent", "check-content"], { cwd: clone, stdio: "pipe" });

  // Absent from what the build makes, by the build's own modules over the copy's content.
  const contentDir = path.join(clone, "content");
  const route = `/insights/${slug}`;
  const nodes = articleNodes(contentDir);
  expect(nodes.length).toBe(readInventory(contentDir).articles.length);
  expect(nodes.map((node) => node.slug)).not.toContain(slug);
  const listed = listing(nodes as unknown as Listed[]);
  expect([...listed.featured, ...listed.recent].map((article) => article.slug)).not.toContain(slug);
  // The feed's items, from the same nodes (gatsby/sitemap-and-feed.ts), their dates as its query formats them.
  const asQueried = nodes.map((node) => ({ ...node, date: new Date(node.date as string).toISOString().slice(0, 10) }));
  const feed = feedItems("https://www.everpeak.ai", asQueried as never).map((item) => item.url);
  expect(feed.length).toBeGreaterThan(0);
  expect(feed.filter((url) => url.includes(slug))).toEqual([]);
  // The sitemap lists the pages the build wrote, one per route.
  expect(readInventory(contentDir).routes.has(route)).toBe(false);

  // Switched off, the same file is an article like the others.
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("draft: true\n", ""));
  expect(articleNodes(contentDir).map((node) => node.slug)).toContain(slug);
  expect(readInventory(contentDir).routes.has(route)).toBe(true);
  fs.rmSync(file);
});

test("an article another page links to cannot be switched to a draft: the refusal names that page, and nothing is saved", async ({
  page,
}) => {
  const before = contentFiles();
  await signIn(page, "#/collections/articles/entries/ai-security-considerations");
  const draft = page.getByRole("switch", { name: "Draft" });
  await expect(page.getByLabel("Title", { exact: true }).first()).toHaveValue(/AI Security Considerations/, { timeout: 20_000 });
  await draft.click();
  await publishNow(page);
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toContainText(
    'can\'t be kept as a draft: it is linked from "Healthcare AI Compliance: Cutting Compliance Costs Without Adding Risk". ' +
      "Remove the links to it there first, then switch Draft on.",
    { timeout: 15_000 },
  );
  expect(changedFiles(before)).toEqual([]);
});

test("deleting an article that other pages link to is refused, naming each of them by its title, and nothing is deleted", async ({
  page,
}) => {
  const before = contentFiles();
  const article = "content/insights/ai-roi-measurement.mdx";
  // The pages whose text links to the article, found here by its address in a Markdown link.
  const linking = [...before.keys()]
    .filter((file) => file !== article && text(before, file).includes("](/insights/ai-roi-measurement)"))
    .map((file) => `"${titleIn(text(before, file))}"`);
  expect(linking).toHaveLength(4);
  await signIn(page, "#/collections/articles/entries/ai-roi-measurement");
  await expect(page.getByLabel("Title", { exact: true }).first()).toHaveValue(/Measuring AI ROI/, { timeout: 20_000 });
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete entry" }).click();

  // Said in the refusal panel, where every refusal is, not in Decap's toast.
  const refusal = page
    .getByRole("alert")
    .filter({ hasText: "Not deleted" })
    .getByText(`"${titleIn(text(before, article))}" can't be deleted: it is linked from`);
  await expect(refusal).toBeVisible({ timeout: 15_000 });
  // Each linking page by its title, then what to do.
  for (const title of linking) await expect(refusal).toContainText(title);
  await expect(refusal).toContainText("Remove the links to it there first, then delete it.");
  await expect(refusal).not.toContainText("content/");
  await page.screenshot({ path: "test-results/cms-delete-refused.png" });
  expect(changedFiles(before)).toEqual([]);
  await expect(page).toHaveURL(/#\/collections\/articles\/entries\/ai-roi-measurement$/);
});

test("an article nobody links to is deleted with the picture only it used; a picture another page shows is kept", async ({ page }) => {
  // Two new articles in the site copy, copies of one nobody links to: one with a picture of its own,
  // one showing the picture of the ROI article.
  const source = fs.readFileSync(path.join(clone, "content/insights/legacy-system-modernization-guide.mdx"), "utf8");
  const article = (id: string, picture: string) =>
    source
      .replace(/^id: .*$/m, `id: ${id}`)
      .replace(/^title: .*$/m, `title: "A Page To Delete: ${id}"`)
      .replace(/^featured: .*$/m, "featured: false")
      .replace(/^image: .*$/m, `image: ../images/insights/${picture}`);
  const own = { file: "content/insights/delete-me.mdx", picture: "content/images/insights/delete-me.jpg" };
  const sharing = { file: "content/insights/delete-me-too.mdx", picture: "content/images/insights/ai-roi-measurement.jpg" };
  fs.writeFileSync(path.join(clone, own.file), article("delete-me", "delete-me.jpg"));
  fs.copyFileSync(path.join(clone, "content/images/insights/legacy-system-modernization-guide.jpg"), path.join(clone, own.picture));
  fs.writeFileSync(path.join(clone, sharing.file), article("delete-me-too", "ai-roi-measurement.jpg"));
  const before = contentFiles();
  page.on("dialog", (dialog) => void dialog.accept());

  await signIn(page, "#/collections/articles/entries/delete-me");
  await expect(page.getByLabel("Title", { exact: true }).first()).toHaveValue("A Page To Delete: delete-me", { timeout: 20_000 });
  await page.getByRole("button", { name: "Delete entry" }).click();
  await expect(page).toHaveURL(/#\/collections\/articles$/, { timeout: 15_000 });
  await expect.poll(() => changedFiles(before), { timeout: 15_000 }).toEqual([own.picture, own.file].sort());

  await page.goto("/admin/#/collections/articles/entries/delete-me-too");
  await expect(page.getByLabel("Title", { exact: true }).first()).toHaveValue("A Page To Delete: delete-me-too", { timeout: 20_000 });
  await page.getByRole("button", { name: "Delete entry" }).click();
  await expect(page).toHaveURL(/#\/collections\/articles$/, { timeout: 15_000 });
  await expect.poll(() => changedFiles(before), { timeout: 15_000 }).toEqual([own.picture, own.file, sharing.file].sort());
  expect(fs.existsSync(path.join(clone, sharing.picture))).toBe(true);
  execFileSync("npm", ["run", "--silent", "check-content"], { cwd: clone, stdio: "pipe" });
});

test("the search box finds an entry by any word of its title or summary", async ({ page }) => {
  await signIn(page, "#/collections/articles");
  /** Searches a collection from its list, as an editor does, and expects cards with these titles among the results. */
  const found = async (collection: string, term: string, titles: string[]) => {
    await page.goto(`/admin/#/collections/${collection}`);
    // Decap searches the list that is open, and says so.
    const search = page.getByPlaceholder("Search this list");
    await search.fill(term);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/collections/${collection}/search/${encodeURIComponent(term)}$`));
    // The cards' headings are level 2; Decap's own "Search Results for …" heading (level 1) may hold the term.
    for (const title of titles) await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible({ timeout: 20_000 });
  };
  // A word of a title, in capitals or not, alone or with another.
  await found("articles", "ROI", ["Measuring AI ROI: A Practical Framework for Finance Leaders"]);
  await page.screenshot({ path: "test-results/cms-search-roi.png" });
  await found("articles", "roi framework", ["Measuring AI ROI: A Practical Framework for Finance Leaders"]);
  // A word only in an article's excerpt.
  await found("articles", "readiness", ["Is Your Organization Ready for AI? Five Indicators That Tell You"]);
  // A solution page by a word of its name, and a single page by its label.
  await found("solutions", "expense", ["Expense Reduction AI Platform"]);
  await found("pages", "menus", ["Menus"]);
});

test("View Live opens each entry's own page on the site the editing room is served from", async ({ page, baseURL }) => {
  await signIn(page, "#/collections/articles");
  const pages = [
    { entry: "pages/entries/home", page: "/" },
    { entry: "pages/entries/about", page: "/about" },
    { entry: "pages/entries/contact", page: "/contact" },
    { entry: "pages/entries/insights", page: "/insights" },
    { entry: "pages/entries/solutions-overview", page: "/solutions" },
    { entry: "articles/entries/ai-roi-measurement", page: "/insights/ai-roi-measurement" },
    { entry: "solutions/entries/expense-reduction-ai", page: "/solutions/expense-reduction-ai" },
    { entry: "legal/entries/privacy-policy", page: "/privacy-policy" },
    // The menus have no page of their own: they show on every page, the home page first.
    { entry: "pages/entries/navigation", page: "/" },
  ];
  // One form opened per entry: a loaded CI machine can take 15 s for each.
  test.setTimeout(60_000 + pages.length * 15_000);
  for (const { entry, page: address } of pages) {
    await page.goto(`/admin/#/collections/${entry}`);
    const live = page.getByRole("link", { name: "View Live" });
    await expect(live, entry).toHaveAttribute("href", new URL(address, baseURL).href, { timeout: 20_000 });
  }
  // And that address is the entry's page on the local site.
  await page.goto("/admin/#/collections/articles/entries/ai-roi-measurement");
  const href = await page.getByRole("link", { name: "View Live" }).getAttribute("href", { timeout: 20_000 });
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Measuring AI ROI/);
});
