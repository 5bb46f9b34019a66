import { expect, test, type Page } from "@playwright/test";
import { contactMessage, eachTestItsOwnVisitor, fillContact, slackMessages, storedRows, uniqueEmail } from "./requests";
import { gotoHydrated, holdAppBundle, sameOnEveryScreen, waitForHydration } from "./helpers";

/** A reader tool's result taken to the contact form (src/lib/tool-request.ts, issue 34), as in contact.spec.ts. */
const SUCCESS =
  "Congratulations! Your assessment request has been submitted successfully. We'll be in touch within 24 hours to schedule your free consultation.";
const ROI_NOTE =
  "We started your message with the estimate from the ROI calculator. Change it, add to it or delete it; nothing is sent until you submit the form.";
const SUMMARY = "ROI estimate: cost $150,000, savings $300,000 a year, revenue +$120,000 a year; simple ROI 180%, payback 4.3 months.";
const ROI_LINK = `/contact?tool=roi-calculator&summary=${encodeURIComponent(SUMMARY)}`;

const submit = (page: Page) => page.getByRole("button", { name: "Get My Free Assessment" }).click();

eachTestItsOwnVisitor();

test("a tool's result starts the message, the visitor edits it, and the request and Slack name the tool", async ({ page }) => {
  const email = uniqueEmail("tool");
  const company = `Northwind Tool ${Math.random().toString(36).slice(2, 8)}`;
  const sent: string[] = [];
  page.on("request", (request) => /rest\/v1|slack-notify/.test(request.url()) && sent.push(request.url()));
  await gotoHydrated(page, ROI_LINK);

  await expect(contactMessage(page)).toHaveValue(SUMMARY);
  await expect(page.getByTestId("tool-note")).toHaveText(ROI_NOTE);
  await expect(contactMessage(page)).toHaveAttribute("aria-describedby", "contact-message-tool");
  const edited = `${SUMMARY.replace("4.3 months", "5 months")}\nWe would start with invoice audits.`;
  await contactMessage(page).fill(edited);
  await fillContact(page, "Dana Whitfield", email, company);
  expect(sent, "nothing is sent before the visitor submits").toEqual([]);

  const notified = page.waitForRequest("**/api/slack-notify");
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  await expect(contactMessage(page)).toHaveValue("");
  await expect(page.getByTestId("tool-note")).toHaveCount(0);

  const [row] = await storedRows(page, email);
  expect({ source_tool: row!.source_tool, message: row!.message, source_page: row!.source_page }).toEqual({
    source_tool: "roi-calculator",
    message: edited,
    source_page: "/contact",
  });
  expect((await notified).postDataJSON()).toMatchObject({ source_tool: "roi-calculator", message: edited });
  await expect
    .poll(async () => (await slackMessages(page, company)).map((slack) => slack.text))
    .toEqual([`New assessment request from Dana Whitfield at ${company} (from the ROI calculator)`]);
  const [slack] = await slackMessages(page, company);
  expect(slack!.blocks.flatMap((block) => block.fields ?? []).map((field) => field.text)).toContain("From the tool: ROI calculator");
});

test("a visitor may delete the summary; the request still names the tool, with no message", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const email = uniqueEmail("toolclear");
  await gotoHydrated(page, `/contact?tool=readiness-check&summary=${encodeURIComponent("AI readiness: 4 of 5 indicators met.")}`);
  await expect(contactMessage(page)).toHaveValue("AI readiness: 4 of 5 indicators met.");
  await expect(page.getByTestId("tool-note")).toContainText("AI-readiness self-check");
  await contactMessage(page).fill("");
  await expect(page.getByTestId("tool-note")).toHaveCount(0);
  await fillContact(page, "Priya Raman", email, "Lakeshore Clinics");
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  const [row] = await storedRows(page, email);
  expect([row!.source_tool, row!.message]).toEqual(["readiness-check", null]);
});

test("a request without a tool link stores no tool, and odd links prefill nothing", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  for (const odd of [
    "/contact?tool=calculator&summary=Hello",
    "/contact?summary=Hello",
    "/contact?tool=roi-calculator&summary=%E2%80%8B%20",
  ]) {
    await gotoHydrated(page, odd);
    await expect(contactMessage(page)).toHaveValue("");
    await expect(page.getByTestId("tool-note")).toHaveCount(0);
  }
  const email = uniqueEmail("notool");
  await gotoHydrated(page, "/contact");
  await fillContact(page, "Jordan Ellis", email, "Summit Dental Partners");
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  const [row] = await storedRows(page, email);
  expect(row!.source_tool).toBeNull();
});

test("a message typed before the page's JavaScript arrived wins over the tool's summary", async ({ page }, testInfo) => {
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

test("a request sent before the page's JavaScript arrived is stored as typed, without a summary the visitor never saw", async ({
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
  expect([row!.name, row!.message, row!.source_tool]).toEqual(["Priya Raman", null, "roi-calculator"]);
});
