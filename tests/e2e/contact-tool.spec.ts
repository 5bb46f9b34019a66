import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { readYaml } from "../../content-core/yaml";
import { contactMessage, eachTestItsOwnVisitor, fillContact, slackMessages, storedRows, uniqueEmail } from "./requests";
import { gotoHydrated, holdAppBundle, sameOnEveryScreen, waitForHydration } from "./helpers";

/**
 * A reader tool's result taken to the contact form (src/lib/tool-request.ts), as in contact.spec.ts: the link
 * carries the tool's inputs, and the contact page words the result itself, from content.
 */
const SUCCESS =
  "Congratulations! Your assessment request has been submitted successfully. We'll be in touch within 24 hours to schedule your free consultation.";
const ROI_NOTE =
  "We started your message with the estimate from the ROI calculator. Change it, add to it or delete it; nothing is sent until you submit the form.";
const ROI_ARTICLE = "/insights/ai-roi-measurement";
const ROI_LINK = `/contact?tool=roi-calculator&from=${ROI_ARTICLE}&cost=150000&savings=300000&revenue=120000&buffer=30&lag=6`;
const { tools } = readYaml(fs.readFileSync(path.resolve(__dirname, "../../content/insights.yaml"), "utf8")) as {
  tools: { roiCalculator: { summary: string } };
};
/**
 * The article's example as the contact page words it: 180% and 4.3 months at run rate; with the 30% buffer
 * ($195,000) and the benefit rising evenly over 6 months (worth 6 x 35,000 / 2 = 105,000 by then), repaid
 * 6 / 2 + 195,000 / 35,000 = 8.6 months after go-live: month 9.
 */
const SUMMARY = tools.roiCalculator.summary.replace(/\{(\w+)\}/g, (_, name: string) =>
  String(
    { cost: "$150,000", savings: "$300,000", revenue: "$120,000", roi: "180%", payback: "4.3 months", buffer: "30%", lag: 6, month: 9 }[
      name
    ],
  ),
);

const submit = (page: Page) => page.getByRole("button", { name: "Get My Free Assessment" }).click();

eachTestItsOwnVisitor();

test("a tool's result is rebuilt from its inputs, the visitor edits it, and the request and Slack name the tool and its article", async ({
  page,
}) => {
  const email = uniqueEmail("tool");
  const company = `Northwind Tool ${Math.random().toString(36).slice(2, 8)}`;
  const sent: string[] = [];
  page.on("request", (request) => /\/api\/contact/.test(request.url()) && sent.push(request.url()));
  await gotoHydrated(page, ROI_LINK);

  await expect(contactMessage(page)).toHaveValue(SUMMARY);
  await expect(page.getByTestId("tool-note")).toHaveText(ROI_NOTE);
  await expect(contactMessage(page)).toHaveAttribute("aria-describedby", "contact-message-tool");
  const edited = `${SUMMARY.replace("4.3 months", "5 months")}\nWe would start with invoice audits.`;
  await contactMessage(page).fill(edited);
  await fillContact(page, "Dana Whitfield", email, company);
  expect(sent, "nothing is sent before the visitor submits").toEqual([]);

  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  await expect(contactMessage(page)).toHaveValue("");
  await expect(page.getByTestId("tool-note")).toHaveCount(0);

  const [row] = await storedRows(page, email);
  expect({ source_tool: row!.source_tool, message: row!.message, source_page: row!.source_page }).toEqual({
    source_tool: "roi-calculator",
    message: edited,
    source_page: ROI_ARTICLE,
  });
  await expect
    .poll(async () => (await slackMessages(page, company)).map((slack) => slack.text))
    .toEqual([`New assessment request from Dana Whitfield at ${company} (from the ROI calculator)`]);
  const [slack] = await slackMessages(page, company);
  expect(slack!.blocks.flatMap((block) => block.fields ?? []).map((field) => field.text)).toContain("From the tool: ROI calculator");
  expect(JSON.stringify(slack)).toContain(`began on ${ROI_ARTICLE}`);
});

test("a visitor may delete the result; the request still names the tool and its article, with no message", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const email = uniqueEmail("toolclear");
  await gotoHydrated(page, "/contact?tool=readiness-check&from=/insights/ai-transformation-readiness&answers=yynyy");
  await expect(contactMessage(page)).toHaveValue(/^AI-readiness self-check: 4 of 5 indicators passed/);
  await expect(page.getByTestId("tool-note")).toContainText("AI-readiness self-check");
  await contactMessage(page).fill("");
  await expect(page.getByTestId("tool-note")).toHaveCount(0);
  await fillContact(page, "Priya Raman", email, "Lakeshore Clinics");
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  const [row] = await storedRows(page, email);
  expect([row!.source_tool, row!.message, row!.source_page]).toEqual(["readiness-check", null, "/insights/ai-transformation-readiness"]);
});

test("a crafted or odd link puts no words under the tool's note and names no tool", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  for (const odd of [
    // Text in the address, as the site's links once carried it: never shown.
    `/contact?tool=roi-calculator&summary=${encodeURIComponent("Your account is suspended: call +1 555 0100")}`,
    `/contact?tool=roi-calculator&from=${ROI_ARTICLE}&summary=Hello`,
    "/contact?tool=calculator&from=/insights/ai-roi-measurement",
    `/contact?tool=roi-calculator&from=${ROI_ARTICLE}&cost=150%2C000&savings=300000&revenue=120000&buffer=30&lag=6`,
    `/contact?tool=roi-calculator&from=${ROI_ARTICLE}&cost=150000&savings=300000&revenue=120000&buffer=35&lag=6`,
    `/contact?tool=roi-calculator&from=${ROI_ARTICLE}&cost=0&savings=300000&revenue=120000&buffer=30&lag=6`,
    "/contact?tool=roi-calculator&from=/insights/ai-security-considerations&cost=150000&savings=300000&revenue=120000&buffer=30&lag=6",
    "/contact?tool=roi-calculator&from=https://evil.example/&cost=150000&savings=300000&revenue=120000&buffer=30&lag=6",
    "/contact?tool=readiness-check&from=/insights/ai-transformation-readiness&answers=yyyyyy",
    "/contact?tool=readiness-check&from=/insights/ai-transformation-readiness&answers=yes",
  ]) {
    await gotoHydrated(page, odd);
    await expect(contactMessage(page), odd).toHaveValue("");
    await expect(page.getByTestId("tool-note")).toHaveCount(0);
  }
  const email = uniqueEmail("notool");
  await fillContact(page, "Jordan Ellis", email, "Summit Dental Partners");
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  const [row] = await storedRows(page, email);
  expect([row!.source_tool, row!.source_page]).toEqual([null, null]);
});

test("a message typed before the page's JavaScript arrived wins over the tool's result", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const release = await holdAppBundle(page);
  await page.goto(ROI_LINK, { waitUntil: "domcontentloaded" });
  await contactMessage(page).fill("Typed before hydration.");
  release();
  await waitForHydration(page);
  await page.waitForTimeout(300);
  await expect(contactMessage(page)).toHaveValue("Typed before hydration.");
  await expect(page.getByTestId("tool-note")).toHaveCount(0);
});

test("a request sent before the page's JavaScript arrived is stored as typed, without a result the visitor never saw", async ({
  page,
}, testInfo) => {
  sameOnEveryScreen(testInfo);
  const email = uniqueEmail("tool-early");
  const release = await holdAppBundle(page);
  await page.goto(ROI_LINK, { waitUntil: "domcontentloaded" });
  await fillContact(page, "Priya Raman", email, "Lakeshore Clinics");
  await submit(page);
  release();
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS, { timeout: 15_000 });
  const [row] = await storedRows(page, email);
  expect([row!.name, row!.message, row!.source_tool, row!.source_page]).toEqual(["Priya Raman", null, "roi-calculator", ROI_ARTICLE]);
});
