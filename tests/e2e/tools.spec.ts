import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readYaml } from "../../content-core/yaml";
import { WEB_FONTS_KEY } from "../../src/lib/web-fonts";
import { articles } from "./content";
import { contactMessage, eachTestItsOwnVisitor, fillContact, slackMessages, storedRows, uniqueEmail } from "./requests";
import { expectNoAxeViolations, gotoHydrated, holdAppBundle, isHydrated, waitForHydration } from "./helpers";

/**
 * The reader tools in the built site: the ROI calculator and the AI-readiness self-check,
 * each in the article that places it, and their results taken to the contact form. Every word the
 * tests expect is read from content (content/insights.yaml `tools`, content/contact.yaml, the two
 * articles' MDX); every figure is worked out here by hand from the article's definitions, not by
 * content-core/roi.ts.
 */

const REPOSITORY = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(REPOSITORY, file), "utf8").replace(/^\uFEFF/, "");

interface RoiTexts {
  costLabel: string;
  savingsLabel: string;
  revenueLabel: string;
  bufferLabel: string;
  lagLabel: string;
  resultsCaption: string;
  runRateHeading: string;
  adjustedHeading: string;
  costRow: string;
  benefitRow: string;
  roiRow: string;
  paybackRow: string;
  months: string;
  afterGoLive: string;
  reading: string;
  noPayback: string;
  notWithinHorizon: string;
  slowPayback: string;
  problems: { empty: string; notANumber: string; negative: string; zero: string; tooLarge: string; lag: string };
  noScript: string;
  button: string;
  summary: string;
}

interface ReadinessTexts {
  passAnswer: string;
  failAnswer: string;
  progress: string;
  score: string;
  nextStep: string;
  noScript: string;
  button: string;
  summary: string;
  none: string;
}

const { tools } = readYaml(read("content/insights.yaml")) as { tools: { roiCalculator: RoiTexts; readinessCheck: ReadinessTexts } };
const ROI = tools.roiCalculator;
const READINESS = tools.readinessCheck;
const contactForm = (
  readYaml(read("content/contact.yaml")) as { form: { submit: string; success: string; toolNote: Record<string, string> } }
).form;

/** A content text with its {tokens} filled in. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));

/** The article that places `component`, and the source of that component's tag. */
function placing(component: string) {
  for (const article of articles) {
    const tag = new RegExp(`<${component}\\b([\\s\\S]*?)/>`).exec(read(article.file));
    if (tag) return { path: article.path, tag: tag[1]! };
  }
  throw new Error(`No article places <${component} />.`);
}

const roiArticle = placing("RoiCalculator");
/** The calculator's opening figures as the article writes them: cost="$150,000" ... lag="6". */
const roiProps = Object.fromEntries([...roiArticle.tag.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!])) as Record<
  "title" | "cost" | "savings" | "revenue" | "buffer" | "lag",
  string
>;
const readinessArticle = placing("ReadinessCheck");
/** The self-check's questions ([indicator, question, pass rule]) and bands ([scores, name, meaning, next step]), as the article writes them. */
const [questions, bands] = ["questions", "bands"].map(
  (prop) => JSON.parse(new RegExp(`${prop}=\\{(\\[[\\s\\S]*?\\])\\}\\s*(?:\\w+=|$)`).exec(readinessArticle.tag)![1]!) as string[][],
) as [string[][], string[][]];

/** The heading the article has right after each tool: it must not move when the tool's result changes. */
function headingAfter(file: string, component: string) {
  const source = read(file);
  const after = source.slice(source.indexOf(`<${component}`));
  return /^#{2,4} (.+)$/m.exec(after)![1]!.trim();
}
const roiFile = articles.find((a) => a.path === roiArticle.path)!.file;
const readinessFile = articles.find((a) => a.path === readinessArticle.path)!.file;

// --- Figures as the calculator prints them for an en-US reader (the content's currency is USD).

const usd = (value: number) => `$${value.toLocaleString("en-US", { maximumFractionDigits: 0 })}`;
const pct = (fraction: number) => `${Math.round(fraction * 100).toLocaleString("en-US")}%`;
const tenths = (months: number) => months.toFixed(1);

interface RoiCase {
  /** As typed into the form. */
  typed: { cost: string; savings: string; revenue: string; buffer: string; lag: string };
  /** Worked by hand from the article's definitions (see each case). */
  amounts: { cost: number; savings: number; revenue: number; bufferedCost: number; firstYearBenefit: number };
  roi: number;
  paybackMonths: number;
  firstYearRoi: number;
  lagPaybackMonths: number;
  /** The month after go-live the reading names: the lag payback rounded up. */
  month: number;
}

/**
 * The article's example. Simple ROI = (one year of run-rate benefit - cost) / cost; payback = cost /
 * monthly run-rate benefit. The adjusted column adds the 30% buffer to the cost and lets the benefit
 * rise evenly over the 6-month lag, so the first year after go-live brings 6 months at half rate
 * and 6 at full rate.
 */
const EXAMPLE: RoiCase = {
  typed: { cost: "150,000", savings: "300,000", revenue: "120,000", buffer: "30%", lag: "6" },
  // Monthly benefit 420,000 / 12 = 35,000; buffered cost 150,000 x 1.3 = 195,000; first year 35,000 x (12 - 6/2) = 315,000.
  amounts: { cost: 150_000, savings: 300_000, revenue: 120_000, bufferedCost: 195_000, firstYearBenefit: 315_000 },
  roi: (420_000 - 150_000) / 150_000, // 180%
  paybackMonths: 150_000 / 35_000, // 4.3
  firstYearRoi: (315_000 - 195_000) / 195_000, // 62%
  // The ramp brings 35,000 x 6 / 2 = 105,000 by month 6; the remaining 90,000 takes 90,000 / 35,000 months more.
  lagPaybackMonths: 6 + (195_000 - 105_000) / 35_000, // 8.6
  month: 9,
};

/** The payback falls after the ramp: a 25% buffer and a 12-month lag. */
const AFTER_RAMP: RoiCase = {
  typed: { cost: "200000", savings: "240,000", revenue: "60000", buffer: "25%", lag: "12" },
  // Monthly benefit 300,000 / 12 = 25,000; buffered cost 250,000; the first year is the whole ramp: 25,000 x 12 / 2 = 150,000.
  amounts: { cost: 200_000, savings: 240_000, revenue: 60_000, bufferedCost: 250_000, firstYearBenefit: 150_000 },
  roi: (300_000 - 200_000) / 200_000, // 50%
  paybackMonths: 200_000 / 25_000, // 8.0
  firstYearRoi: (150_000 - 250_000) / 250_000, // -40%
  // The ramp brings 150,000 by month 12; the remaining 100,000 takes 4 months at 25,000.
  lagPaybackMonths: 12 + (250_000 - 150_000) / 25_000, // 16.0
  month: 16,
};

/** The payback falls within the ramp, with a lag longer than the first year: 20% buffer, 24-month lag. */
const WITHIN_RAMP: RoiCase = {
  typed: { cost: "120,000", savings: "180,000", revenue: "60,000", buffer: "20%", lag: "24" },
  // Monthly benefit 240,000 / 12 = 20,000; buffered cost 144,000. By month t <= 24 the ramp has brought
  // 20,000 x t^2 / (2 x 24): by month 12, 60,000.
  amounts: { cost: 120_000, savings: 180_000, revenue: 60_000, bufferedCost: 144_000, firstYearBenefit: 60_000 },
  roi: (240_000 - 120_000) / 120_000, // 100%
  paybackMonths: 120_000 / 20_000, // 6.0
  firstYearRoi: (60_000 - 144_000) / 144_000, // -58%
  // 20,000 x t^2 / 48 = 144,000 -> t = sqrt(345.6) = 18.59
  lagPaybackMonths: Math.sqrt((144_000 * 48) / 20_000), // 18.6
  month: 19,
};

/** A figure pasted from the article with its dollar sign and commas, and no lag: the benefit is at full rate from go-live. */
const PASTED: RoiCase = {
  typed: { cost: "100,000", savings: "$1,200,000", revenue: "0", buffer: "20%", lag: "0" },
  // Monthly benefit 1,200,000 / 12 = 100,000; buffered cost 120,000; the first year at full rate: 1,200,000.
  amounts: { cost: 100_000, savings: 1_200_000, revenue: 0, bufferedCost: 120_000, firstYearBenefit: 1_200_000 },
  roi: (1_200_000 - 100_000) / 100_000, // 1,100%
  paybackMonths: 100_000 / 100_000, // 1.0
  firstYearRoi: (1_200_000 - 120_000) / 120_000, // 900%
  lagPaybackMonths: 120_000 / 100_000, // 1.2
  month: 2,
};

/** What the table shows for a figure it cannot work out. */
const DASH = "\u2013";

const annual = (c: RoiCase) => c.amounts.savings + c.amounts.revenue;

/** The results table as the calculator should show it for a case: [row heading, at run rate, adjusted]. */
const expectedRows = (c: RoiCase) => [
  [ROI.costRow, usd(c.amounts.cost), usd(c.amounts.bufferedCost)],
  [ROI.benefitRow, usd(annual(c)), usd(c.amounts.firstYearBenefit)],
  [ROI.roiRow, pct(c.roi), pct(c.firstYearRoi)],
  [ROI.paybackRow, fill(ROI.months, { months: tenths(c.paybackMonths) }), fill(ROI.afterGoLive, { months: tenths(c.lagPaybackMonths) })],
];

const expectedHeadings = (c: RoiCase) => [ROI.runRateHeading, fill(ROI.adjustedHeading, { buffer: c.typed.buffer, lag: c.typed.lag })];

/** The summary a case takes to the contact form, by the content's template. */
const expectedSummary = (c: RoiCase) =>
  fill(ROI.summary, {
    cost: usd(c.amounts.cost),
    savings: usd(c.amounts.savings),
    revenue: usd(c.amounts.revenue),
    roi: pct(c.roi),
    payback: fill(ROI.months, { months: tenths(c.paybackMonths) }),
    buffer: c.typed.buffer,
    lag: c.typed.lag,
    month: c.month,
  });

// --- The calculator on the page.

const roiTool = (page: Page) => page.locator('[data-tool="roi-calculator"]');

const roiField = (page: Page, name: "cost" | "savings" | "revenue" | "buffer" | "lag") => {
  const labels = { cost: ROI.costLabel, savings: ROI.savingsLabel, revenue: ROI.revenueLabel, buffer: ROI.bufferLabel, lag: ROI.lagLabel };
  return roiTool(page).getByLabel(labels[name], { exact: true });
};

const reading = (page: Page) => roiTool(page).locator("p[aria-live]");

/** The results table's body, cell by cell. */
const tableRows = (tool: Locator) =>
  tool.locator("tbody tr").evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? "").trim())));

const tableHeadings = (tool: Locator) => tool.locator("thead th").allTextContents();

async function typeCase(page: Page, c: RoiCase) {
  for (const name of ["cost", "savings", "revenue", "lag"] as const) await roiField(page, name).fill(c.typed[name]);
  await roiField(page, "buffer").selectOption(c.typed.buffer);
}

async function expectRoiResult(page: Page, c: RoiCase) {
  await expect.poll(() => tableRows(roiTool(page))).toEqual(expectedRows(c));
  expect(await tableHeadings(roiTool(page))).toEqual(expectedHeadings(c));
  await expect(reading(page)).toHaveText(fill(ROI.reading, { month: c.month }));
  await expect(reading(page)).not.toHaveAttribute("data-problem");
  for (const name of ["cost", "savings", "revenue", "lag"] as const)
    await expect(roiField(page, name)).toHaveAttribute("aria-invalid", "false");
}

/** What a reader sees of the calculator, and where the button leads: never NaN or Infinity. */
async function expectNoBrokenFigure(page: Page) {
  const shown = await roiTool(page).innerText();
  expect(shown).not.toMatch(/NaN|Infinity|∞|undefined/);
  const href = await roiTool(page).getByRole("link", { name: ROI.button }).getAttribute("href");
  expect(decodeURIComponent(href ?? "")).not.toMatch(/NaN|Infinity|∞|undefined/);
}

// --- Hydration.

/**
 * Loads a tool's article and waits until the tool itself is hydrated: its chunk is loaded after the page's
 * (src/components/insights/mdx/index.tsx), so the page can be hydrated while the tool is still server HTML.
 */
async function gotoTool(page: Page, route: string) {
  await gotoHydrated(page, route);
  await waitForTools(page);
}

/** React marks each element it has hydrated with its fiber; a tool still waiting for its chunk has none. */
async function waitForTools(page: Page) {
  await expect
    .poll(
      () =>
        page
          .locator("[data-tool]")
          .evaluateAll((tools) => tools.every((tool) => Object.keys(tool).some((key) => key.startsWith("__reactFiber")))),
      {
        message: "the tool did not hydrate",
      },
    )
    .toBe(true);
}

// --- Layout.

/**
 * The two fonts a reader's page can be drawn in (src/lib/web-fonts.ts): the metric-matched fallback
 * (a phone's first view, or web fonts that miss `font-display: optional`'s 100 ms) and the web font (a
 * returning reader, a desktop's first view when they arrive in time). Text wraps differently in each,
 * so each is set up on purpose, and checked, rather than left to which one arrived in time.
 */
const FONT_STATES = ["the fallback font", "the web font"] as const;

async function openIn(page: Page, route: string, fonts: (typeof FONT_STATES)[number]) {
  if (fonts === "the fallback font") await page.route(/\.woff2$/, (request) => request.abort());
  else {
    // As a returning reader: the fonts in the cache, and the flag that says so (src/lib/web-fonts.ts).
    await page.addInitScript((key) => window.localStorage.setItem(key, "1"), WEB_FONTS_KEY);
    await gotoTool(page, route);
  }
  await gotoTool(page, route);
  await page.evaluate(() => document.fonts.ready);
  const drawnIn = await renderedFonts(page, "[data-tool] label");
  expect(drawnIn.includes("Inter"), `${fonts}: the tool is drawn in ${drawnIn.join(", ")}`).toBe(fonts === "the web font");
}

/** The fonts Chromium drew the first element matching `selector` in (DevTools protocol: what the page cannot tell). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

// --- The self-check on the page.

const readinessTool = (page: Page) => page.locator('[data-tool="readiness-check"]');
const readinessResult = (page: Page) => page.getByTestId("readiness-result");

async function answer(page: Page, index: number, pass: boolean) {
  await readinessTool(page)
    .getByRole("group", { name: questions[index]![0] })
    .getByLabel(pass ? READINESS.passAnswer : READINESS.failAnswer, { exact: true })
    .check();
}

/** The band a score falls in, by the article's score column ("0-2", "3-4", "5"). */
function bandFor(score: number): string[] {
  const band = bands.find(([scores]) => {
    const [low, high = low] = scores!.split("-").map(Number);
    return score >= low! && score <= high!;
  });
  if (!band) throw new Error(`No band of the article holds the score ${score}.`);
  return band;
}

/** The result's paragraphs once every question has an answer: score, band and meaning, next step. */
const expectedResult = (score: number) => {
  const [, name, meaning, step] = bandFor(score);
  return [fill(READINESS.score, { score, total: questions.length }), `${name}. ${meaning}`, `${READINESS.nextStep}: ${step}`];
};

const expectedReadinessSummary = (passed: boolean[]) => {
  const indicators = (pass: boolean) =>
    questions
      .filter((_, index) => passed[index] === pass)
      .map(([indicator]) => indicator)
      .join("; ") || READINESS.none;
  const score = passed.filter(Boolean).length;
  return fill(READINESS.summary, {
    score,
    total: questions.length,
    band: bandFor(score)[1]!,
    passed: indicators(true),
    failed: indicators(false),
  });
};

/** What a tool's link carries to the contact page: the tool, its article and the inputs, never words (src/lib/tool-request.ts). */
const linkOf = async (link: Locator) => {
  const url = new URL((await link.getAttribute("href"))!, "http://site");
  expect(url.pathname).toBe("/contact");
  return Object.fromEntries(url.searchParams);
};

/** The link of an ROI case: its figures as plain digits, the buffer in percent, the lag in months. */
const expectedRoiLink = (c: RoiCase) => ({
  tool: "roi-calculator",
  from: roiArticle.path,
  cost: String(c.amounts.cost),
  savings: String(c.amounts.savings),
  revenue: String(c.amounts.revenue),
  buffer: String(Number.parseInt(c.typed.buffer, 10)),
  lag: c.typed.lag,
});

// --- The contact form and what it stores (as tests/e2e/contact-tool.spec.ts).

/** Requests that would store or announce a lead: none may leave before the visitor submits. */
function watchSends(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/contact/.test(request.url())) sent.push(request.url());
  });
  return sent;
}

/** From the tool's button to a stored request: the message starts as the summary, the visitor edits it and sends the form. */
async function takeToContact(page: Page, button: Locator, tool: "roiCalculator" | "readinessCheck", summary: string, sent: string[]) {
  await button.click();
  await expect(page).toHaveURL(/\/contact\?/);
  await expect(contactMessage(page)).toHaveValue(summary);
  await expect(page.getByTestId("tool-note")).toHaveText(contactForm.toolNote[tool]!);
  const edited = `${summary}\nWe would start with the invoice audit in our Ohio plants.`;
  await contactMessage(page).fill(edited);
  const email = uniqueEmail(tool);
  const company = `Northwind ${tool} ${Math.random().toString(36).slice(2, 8)}`;
  await fillContact(page, "Dana Whitfield", email, company);
  expect(sent, "nothing is sent before the visitor submits").toEqual([]);
  await page.getByRole("button", { name: contactForm.submit }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(contactForm.success);
  return { email, company, edited };
}

eachTestItsOwnVisitor();

/**
 * The request a tool's result became: stored with the tool, the edited summary and the visit's attribution
 * (the article the reader landed on), and announced in Slack with the tool's name (netlify/functions).
 */
async function expectRequestFromTool(
  page: Page,
  { email, company, edited }: { email: string; company: string; edited: string },
  tool: string,
  toolName: string,
  landingPage: string,
) {
  const [row] = await storedRows(page, email);
  expect({
    source_tool: row?.source_tool,
    message: row?.message,
    landing_page: row?.landing_page,
    source_page: row?.source_page,
  }).toEqual({ source_tool: tool, message: edited, landing_page: landingPage, source_page: landingPage });
  await expect
    .poll(async () => (await slackMessages(page, company)).map((slack) => slack.text))
    .toEqual([`New assessment request from Dana Whitfield at ${company} (from the ${toolName})`]);
  const [slack] = await slackMessages(page, company);
  expect(slack!.blocks.flatMap((block) => block.fields ?? []).map((field) => field.text)).toContain(`From the tool: ${toolName}`);
  expect(slack!.blocks.map((block) => block.text?.text)).toContain(`Challenges: ${edited}`);
}

test.describe("the ROI calculator", () => {
  test("opens with the article's worked example in both columns", async ({ page }) => {
    await gotoTool(page, roiArticle.path);
    const tool = roiTool(page);
    await expect(tool.getByRole("heading", { name: roiProps.title })).toBeVisible();
    // The article's own figures open it (cost="$150,000" ...), and its worked example says 180% and 4.3 months.
    expect(roiProps).toMatchObject({ cost: "$150,000", savings: "$300,000", revenue: "$120,000", buffer: "30%", lag: "6" });
    await expect(roiField(page, "cost")).toHaveValue("150,000");
    await expect(roiField(page, "savings")).toHaveValue("300,000");
    await expect(roiField(page, "revenue")).toHaveValue("120,000");
    await expect(roiField(page, "buffer")).toHaveValue("30%");
    await expect(roiField(page, "lag")).toHaveValue("6");
    await expect(tool.locator("caption")).toHaveText(ROI.resultsCaption);
    await expectRoiResult(page, EXAMPLE);
    expect(expectedRows(EXAMPLE)[2]![1]).toBe("180%");
    expect(expectedRows(EXAMPLE)[3]![1]).toBe("4.3 months");
    expect(await linkOf(tool.getByRole("link", { name: ROI.button }))).toEqual(expectedRoiLink(EXAMPLE));
  });

  test("new figures give new results, worked out from the article's definitions", async ({ page }) => {
    await gotoTool(page, roiArticle.path);
    for (const c of [AFTER_RAMP, WITHIN_RAMP, PASTED, EXAMPLE]) {
      await typeCase(page, c);
      await expectRoiResult(page, c);
      expect(await linkOf(roiTool(page).getByRole("link", { name: ROI.button }))).toEqual(expectedRoiLink(c));
      await expectNoBrokenFigure(page);
    }
    // "$1,200,000" pasted from the article reads as 1,200,000: 1,100% and 1.0 months.
    expect(expectedRows(PASTED)[2]![1]).toBe("1,100%");
  });

  test("each bad figure gets its sentence from content, never NaN or Infinity", async ({ page }) => {
    await gotoTool(page, roiArticle.path);
    const labels = { cost: ROI.costLabel, savings: ROI.savingsLabel, revenue: ROI.revenueLabel };
    const readingId = await reading(page).getAttribute("id");
    const bad: [string, keyof RoiTexts["problems"]][] = [
      ["", "empty"],
      ["   ", "empty"],
      ["-5000", "negative"],
      ["$-5,000", "negative"],
      ["150k", "notANumber"],
      ["abc", "notANumber"],
      ["2,000,000,000", "tooLarge"],
      ["99999999999999999999", "tooLarge"],
    ];
    for (const name of ["cost", "savings", "revenue"] as const) {
      const cases: [string, keyof RoiTexts["problems"]][] = name === "cost" ? [...bad, ["0", "zero"], ["$0", "zero"]] : bad;
      for (const [typed, problem] of cases) {
        await roiField(page, name).fill(typed);
        const sentence = fill(ROI.problems[problem], { field: labels[name] });
        await expect(reading(page), `${name} = "${typed}"`).toHaveText(sentence);
        await expect(reading(page)).toHaveAttribute("data-problem", "");
        await expect(roiField(page, name)).toHaveAttribute("aria-invalid", "true");
        expect((await roiField(page, name).getAttribute("aria-describedby"))?.split(" ")).toContain(readingId);
        for (const other of (["cost", "savings", "revenue", "lag"] as const).filter((field) => field !== name))
          await expect(roiField(page, other)).toHaveAttribute("aria-invalid", "false");
        // The figures it cannot work out are dashes, and the button carries none of them.
        await expect.poll(() => tableRows(roiTool(page))).toEqual(expectedRows(EXAMPLE).map(([row]) => [row, DASH, DASH]));
        expect(await linkOf(roiTool(page).getByRole("link", { name: ROI.button }))).toEqual({
          tool: "roi-calculator",
          from: roiArticle.path,
        });
        await expectNoBrokenFigure(page);
      }
      await roiField(page, name).fill(EXAMPLE.typed[name]);
      await expectRoiResult(page, EXAMPLE);
    }

    // Zero savings and zero revenue: no payback, in words; zero savings alone is a figure like any other.
    await roiField(page, "savings").fill("0");
    await expect(reading(page)).toHaveText(fill(ROI.reading, { month: Math.ceil(6 / 2 + 195_000 / 10_000) }));
    await roiField(page, "revenue").fill("0");
    await expect(reading(page)).toHaveText(ROI.noPayback);
    await expect(reading(page)).not.toHaveAttribute("data-problem");
    await expect
      .poll(async () => (await tableRows(roiTool(page)))[3])
      .toEqual([ROI.paybackRow, ROI.notWithinHorizon, ROI.notWithinHorizon]);
    // Figures it can use, with no payback: the contact page then starts the message empty (tests/e2e/contact-tool.spec.ts).
    expect(await linkOf(roiTool(page).getByRole("link", { name: ROI.button }))).toMatchObject({
      cost: "150000",
      savings: "0",
      revenue: "0",
    });
    await expectNoBrokenFigure(page);

    // A benefit too small to repay the cost in ten years.
    await roiField(page, "savings").fill("1,000");
    await expect(reading(page)).toHaveText(ROI.slowPayback);
    await expectNoBrokenFigure(page);
    await roiField(page, "savings").fill("300,000");
    await roiField(page, "revenue").fill("120,000");
    await expectRoiResult(page, EXAMPLE);

    // A lag outside 0-36 whole months, or not a number of months.
    for (const lag of ["40", "", "2.5", "six", "-1"]) {
      await roiField(page, "lag").fill(lag);
      await expect(reading(page), `lag = "${lag}"`).toHaveText(ROI.problems.lag);
      await expect(roiField(page, "lag")).toHaveAttribute("aria-invalid", "true");
      await expect(roiField(page, "lag")).toHaveAttribute("aria-describedby", readingId!);
      await expectNoBrokenFigure(page);
    }
    await roiField(page, "lag").fill("36");
    await expect(reading(page)).not.toHaveAttribute("data-problem");
    await roiField(page, "lag").fill("6");
    await expectRoiResult(page, EXAMPLE);
  });

  for (const fonts of FONT_STATES)
    test(`new results and problem sentences move neither the button nor the heading after the tool, in ${fonts}`, async ({ page }) => {
      await openIn(page, roiArticle.path, fonts);
      const button = roiTool(page).getByRole("link", { name: ROI.button });
      const heading = page.getByRole("heading", { name: headingAfter(roiFile, "RoiCalculator") });
      // Measured from the tool's top, so scrolling to a field and anything above the tool do not count.
      const positions = async () => {
        const [tool, ownButton, next] = await Promise.all([roiTool(page).boundingBox(), button.boundingBox(), heading.boundingBox()]);
        return { button: Math.round(ownButton!.y - tool!.y), heading: Math.round(next!.y - tool!.y), toolHeight: Math.round(tool!.height) };
      };
      const before = await positions();
      const steps: [string, () => Promise<void>, string][] = [
        ["new figures", () => typeCase(page, AFTER_RAMP), fill(ROI.reading, { month: AFTER_RAMP.month })],
        ["a lag longer than a year", () => typeCase(page, WITHIN_RAMP), fill(ROI.reading, { month: WITHIN_RAMP.month })],
        ["an empty cost", () => roiField(page, "cost").fill(""), fill(ROI.problems.empty, { field: ROI.costLabel })],
        ["a cost of zero", () => roiField(page, "cost").fill("0"), fill(ROI.problems.zero, { field: ROI.costLabel })],
        ["letters", () => roiField(page, "cost").fill("abc"), fill(ROI.problems.notANumber, { field: ROI.costLabel })],
        [
          "a negative revenue",
          () =>
            roiField(page, "cost")
              .fill("150,000")
              .then(() => roiField(page, "revenue").fill("-1")),
          fill(ROI.problems.negative, { field: ROI.revenueLabel }),
        ],
        [
          "an absurd revenue",
          () => roiField(page, "revenue").fill("5,000,000,000"),
          fill(ROI.problems.tooLarge, { field: ROI.revenueLabel }),
        ],
        [
          "a lag of 40",
          () =>
            roiField(page, "revenue")
              .fill("60,000")
              .then(() => roiField(page, "lag").fill("40")),
          ROI.problems.lag,
        ],
        [
          "no benefit",
          () =>
            roiField(page, "lag")
              .fill("6")
              .then(() => roiField(page, "savings").fill("0"))
              .then(() => roiField(page, "revenue").fill("0")),
          ROI.noPayback,
        ],
        ["no payback within ten years", () => roiField(page, "savings").fill("1,000"), ROI.slowPayback],
        ["the example again", () => typeCase(page, EXAMPLE), fill(ROI.reading, { month: EXAMPLE.month })],
      ];
      for (const [what, act, sentence] of steps) {
        await act();
        await expect(reading(page), what).toHaveText(sentence);
        expect(await positions(), `after ${what}`).toEqual(before);
      }
    });

  test("its estimate goes to the contact form, is edited and sent, and the request and Slack name the calculator", async ({ page }) => {
    const sent = watchSends(page);
    await gotoTool(page, roiArticle.path);
    await typeCase(page, AFTER_RAMP);
    await expectRoiResult(page, AFTER_RAMP);
    const summary = expectedSummary(AFTER_RAMP);
    const sentRequest = await takeToContact(page, roiTool(page).getByRole("link", { name: ROI.button }), "roiCalculator", summary, sent);
    await expectRequestFromTool(page, sentRequest, "roi-calculator", "ROI calculator", roiArticle.path);
  });

  test("figures typed before the page's JavaScript arrived are kept and worked out", async ({ page }) => {
    const release = await holdAppBundle(page);
    await page.goto(roiArticle.path, { waitUntil: "domcontentloaded" });
    await roiField(page, "cost").fill("200,000");
    await roiField(page, "buffer").selectOption("20%");
    expect(await isHydrated(page)).toBe(false);
    // Still the server's example: nothing has worked the new figures out yet.
    expect(await tableRows(roiTool(page))).toEqual(expectedRows(EXAMPLE));
    release();
    await waitForHydration(page);
    await waitForTools(page);
    // 200,000 against 420,000 a year: ROI (420,000 - 200,000) / 200,000 = 110%, payback 200,000 / 35,000 = 5.7 months;
    // with a 20% buffer 240,000, first year 315,000: (315,000 - 240,000) / 240,000 = 31%; the 6-month ramp brings 105,000,
    // and the remaining 135,000 takes 135,000 / 35,000 = 3.9 months more: 9.9 months after go-live, month 10.
    await expect
      .poll(() => tableRows(roiTool(page)))
      .toEqual([
        [ROI.costRow, "$200,000", "$240,000"],
        [ROI.benefitRow, "$420,000", "$315,000"],
        [ROI.roiRow, pct(220_000 / 200_000), pct(75_000 / 240_000)],
        [
          ROI.paybackRow,
          fill(ROI.months, { months: tenths(200_000 / 35_000) }),
          fill(ROI.afterGoLive, { months: tenths(6 + 135_000 / 35_000) }),
        ],
      ]);
    await expect(roiField(page, "cost")).toHaveValue("200,000");
    await expect(roiField(page, "buffer")).toHaveValue("20%");
    await expect(reading(page)).toHaveText(fill(ROI.reading, { month: 10 }));
  });

  test("a figure emptied before the page's JavaScript arrived stays empty, with its sentence", async ({ page }) => {
    const release = await holdAppBundle(page);
    await page.goto(roiArticle.path, { waitUntil: "domcontentloaded" });
    await roiField(page, "cost").fill("");
    release();
    await waitForHydration(page);
    await waitForTools(page);
    await expect(reading(page)).toHaveText(fill(ROI.problems.empty, { field: ROI.costLabel }));
    await expect(roiField(page, "cost")).toHaveValue("");
    await expect(roiField(page, "cost")).toHaveAttribute("aria-invalid", "true");
  });

  test("passes axe with a result and with a problem sentence shown", async ({ page }) => {
    await gotoTool(page, roiArticle.path);
    await typeCase(page, AFTER_RAMP);
    await expectRoiResult(page, AFTER_RAMP);
    await expectNoAxeViolations(page);
    await roiField(page, "savings").fill("lots");
    await expect(reading(page)).toHaveText(fill(ROI.problems.notANumber, { field: ROI.savingsLabel }));
    await expectNoAxeViolations(page);
  });
});

test.describe("the AI-readiness self-check", () => {
  test("counts the answers and shows the article's band and next step for each score", async ({ page }) => {
    await gotoTool(page, readinessArticle.path);
    const tool = readinessTool(page);
    await expect(tool.getByRole("group")).toHaveCount(questions.length);
    expect(questions).toHaveLength(5);
    const button = tool.getByRole("link", { name: READINESS.button });
    await expect(readinessResult(page)).toHaveText(fill(READINESS.progress, { answered: 0, total: 5 }));
    expect(await linkOf(button)).toEqual({ tool: "readiness-check", from: readinessArticle.path });

    // 0, 3 and 5 indicators passed, and 2 and 4 at the edges of their bands; changing an answer re-scores.
    const combinations = [
      [false, false, false, false, false],
      [true, false, true, false, true],
      [true, true, true, true, true],
      [false, true, false, true, false],
      [true, true, false, true, true],
    ];
    for (const [round, passed] of combinations.entries()) {
      for (const [index, pass] of passed.entries()) {
        await answer(page, index, pass);
        if (round === 0 && index < passed.length - 1)
          await expect(readinessResult(page)).toHaveText(fill(READINESS.progress, { answered: index + 1, total: 5 }));
      }
      const score = passed.filter(Boolean).length;
      await expect(readinessResult(page).locator("p"), `${score} passed`).toHaveText(expectedResult(score));
      expect(await linkOf(button)).toEqual({
        tool: "readiness-check",
        from: readinessArticle.path,
        answers: passed.map((pass) => (pass ? "y" : "n")).join(""),
      });
    }
    // The article's three bands, each reached.
    expect(new Set([0, 3, 5, 2, 4].map((score) => bandFor(score)[1])).size).toBe(bands.length);
  });

  test("its score goes to the contact form, is edited and sent, and the request and Slack name the self-check", async ({ page }) => {
    const sent = watchSends(page);
    await gotoTool(page, readinessArticle.path);
    const passed = [true, false, true, false, true];
    for (const [index, pass] of passed.entries()) await answer(page, index, pass);
    await expect(readinessResult(page).locator("p")).toHaveText(expectedResult(3));
    const summary = expectedReadinessSummary(passed);
    // The summary carries the score and which indicators passed and which did not yet.
    expect(summary).toContain("3 of 5");
    for (const [indicator] of questions) expect(summary).toContain(indicator);
    const sentRequest = await takeToContact(
      page,
      readinessTool(page).getByRole("link", { name: READINESS.button }),
      "readinessCheck",
      summary,
      sent,
    );
    await expectRequestFromTool(page, sentRequest, "readiness-check", "AI-readiness self-check", readinessArticle.path);
  });

  test("answers chosen before the page's JavaScript arrived are kept and counted", async ({ page }) => {
    const release = await holdAppBundle(page);
    await page.goto(readinessArticle.path, { waitUntil: "domcontentloaded" });
    await answer(page, 0, true);
    await answer(page, 2, false);
    expect(await isHydrated(page)).toBe(false);
    await expect(readinessResult(page)).toHaveText(fill(READINESS.progress, { answered: 0, total: 5 }));
    release();
    await waitForHydration(page);
    await waitForTools(page);
    await expect(readinessResult(page)).toHaveText(fill(READINESS.progress, { answered: 2, total: 5 }));
    const first = readinessTool(page).getByRole("group", { name: questions[0]![0] });
    await expect(first.getByLabel(READINESS.passAnswer, { exact: true })).toBeChecked();
    for (const index of [1, 3, 4]) await answer(page, index, true);
    await expect(readinessResult(page).locator("p")).toHaveText(expectedResult(4));
  });

  for (const fonts of FONT_STATES)
    test(`its result moves neither the button nor the heading after the tool, in ${fonts}`, async ({ page }) => {
      await openIn(page, readinessArticle.path, fonts);
      const button = readinessTool(page).getByRole("link", { name: READINESS.button });
      const heading = page.getByRole("heading", { name: headingAfter(readinessFile, "ReadinessCheck") });
      const positions = async () => {
        const [tool, ownButton, next] = await Promise.all([readinessTool(page).boundingBox(), button.boundingBox(), heading.boundingBox()]);
        return { button: Math.round(ownButton!.y - tool!.y), heading: Math.round(next!.y - tool!.y) };
      };
      const before = await positions();
      for (const passed of [
        [true, false, true, false, true],
        [false, false, false, false, false],
        [true, true, true, true, true],
      ]) {
        for (const [index, pass] of passed.entries()) await answer(page, index, pass);
        await expect(readinessResult(page).locator("p")).toHaveText(expectedResult(passed.filter(Boolean).length));
        expect(await positions(), `${passed.filter(Boolean).length} passed`).toEqual(before);
      }
    });

  test("passes axe with a result shown", async ({ page }) => {
    await gotoTool(page, readinessArticle.path);
    for (const index of questions.keys()) await answer(page, index, index % 2 === 0);
    await expect(readinessResult(page).locator("p")).toHaveText(expectedResult(3));
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calculator shows the article's example as a table, with its note", async ({ page }) => {
    await page.goto(roiArticle.path);
    const tool = roiTool(page);
    await expect(tool.getByRole("table", { name: ROI.resultsCaption })).toBeVisible();
    expect(await tableRows(tool)).toEqual(expectedRows(EXAMPLE));
    expect(await tableHeadings(tool)).toEqual(expectedHeadings(EXAMPLE));
    await expect(roiField(page, "cost")).toHaveValue("150,000");
    await expect(reading(page)).toHaveText(fill(ROI.reading, { month: EXAMPLE.month }));
    // Playwright's text locators skip <noscript>: the note is found by its place.
    await expect(tool.locator("noscript > p")).toBeVisible();
    await expect(tool.locator("noscript > p")).toHaveText(ROI.noScript);
  });

  test("the self-check shows its questions, with its note", async ({ page }) => {
    await page.goto(readinessArticle.path);
    const tool = readinessTool(page);
    await expect(tool.getByRole("group")).toHaveCount(questions.length);
    for (const [indicator, question, passRule] of questions) {
      const group = tool.getByRole("group", { name: indicator });
      await expect(group).toBeVisible();
      await expect(group).toContainText(question!);
      await expect(group).toContainText(passRule!);
      await expect(group.getByRole("radio")).toHaveCount(2);
    }
    // Playwright's text locators skip <noscript>: the note is found by its place.
    await expect(tool.locator("noscript > p")).toBeVisible();
    await expect(tool.locator("noscript > p")).toHaveText(READINESS.noScript);
  });
});

test.describe("for a reader in Germany", () => {
  test.use({ locale: "de-DE" });

  test("the calculator writes and reads amounts in German digits", async ({ page }) => {
    await gotoTool(page, roiArticle.path);
    await expect(roiField(page, "cost")).toHaveValue("150.000");
    await expect(roiField(page, "savings")).toHaveValue("300.000");
    await expect(roiField(page, "revenue")).toHaveValue("120.000");
    // "150.000 $", "180 %", "4,3": the digits as German writes them (spaces may be no-break spaces).
    await expect
      .poll(() => tableRows(roiTool(page)))
      .toEqual([
        [ROI.costRow, expect.stringMatching(/^150\.000\s\$$/), expect.stringMatching(/^195\.000\s\$$/)],
        [ROI.benefitRow, expect.stringMatching(/^420\.000\s\$$/), expect.stringMatching(/^315\.000\s\$$/)],
        [ROI.roiRow, expect.stringMatching(/^180\s%$/), expect.stringMatching(/^62\s%$/)],
        [ROI.paybackRow, fill(ROI.months, { months: "4,3" }), fill(ROI.afterGoLive, { months: "8,6" })],
      ]);

    // "200.000" is two hundred thousand: ROI (420,000 - 200,000) / 200,000 = 110%, payback 200,000 / 35,000 = 5.7 months.
    await roiField(page, "cost").fill("200.000");
    await expect
      .poll(async () => (await tableRows(roiTool(page))).slice(0, 1).concat((await tableRows(roiTool(page))).slice(2)))
      .toEqual([
        [ROI.costRow, expect.stringMatching(/^200\.000\s\$$/), expect.stringMatching(/^260\.000\s\$$/)],
        [ROI.roiRow, expect.stringMatching(/^110\s%$/), expect.stringMatching(/^21\s%$/)],
        [ROI.paybackRow, fill(ROI.months, { months: "5,7" }), fill(ROI.afterGoLive, { months: "10,4" })],
      ]);
    // With the 30% buffer 260,000: the 6-month ramp brings 105,000, the remaining 155,000 takes 4.4 months more: 10.4, month 11.
    await expect(reading(page)).toHaveText(fill(ROI.reading, { month: 11 }));
    // A figure pasted from the article in dollars still reads as dollars.
    await roiField(page, "cost").fill("$150,000");
    await expect
      .poll(async () => (await tableRows(roiTool(page)))[2])
      .toEqual([ROI.roiRow, expect.stringMatching(/^180\s%$/), expect.stringMatching(/^62\s%$/)]);
  });
});
