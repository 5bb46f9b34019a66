import { expect, test, type Page } from "@playwright/test";
import { eachTestItsOwnVisitor, recordRequestUrls, slackMessages, storedRows, uniqueEmail, urlsCarrying } from "./requests";
import { expectNoAxeViolations, gotoHydrated, sameOnEveryScreen } from "./helpers";

/**
 * The forms with JavaScript switched off (or blocked by a proxy, or lost on a train): they post to the
 * site's functions, which answer with the page itself, the result said in the form and, after a
 * refusal, every value back in its field. No typed value ever travels in an address.
 */

const SUCCESS =
  "Congratulations! Your assessment request has been submitted successfully. We'll be in touch within 24 hours to schedule your free consultation.";

test.use({ javaScriptEnabled: false });
eachTestItsOwnVisitor();

const form = (page: Page) => page.locator("#contact-form");
const submit = (page: Page) => page.getByRole("button", { name: "Get My Free Assessment" }).click();

test("a request is stored, announced, and thanked on a page of the site's own, with nothing typed in any address", async ({ page }) => {
  const urls = recordRequestUrls(page);
  const email = uniqueEmail("nojs");
  const company = `Harbor Freight Audit ${Math.random().toString(36).slice(2, 8)}`;
  const typed = { name: "Sam Ortiz", email, company, phone: "+1 206 555 0199", message: "Detention fees on\ntwo carriers." };
  await page.goto("/contact");
  await form(page).getByLabel("Full Name").fill(typed.name);
  await form(page).getByLabel("Business Email").fill(typed.email);
  await form(page).getByLabel("Company Name").fill(typed.company);
  await form(page).getByLabel("Phone Number").fill(typed.phone);
  await form(page).getByLabel("Industry").selectOption({ label: "Transportation & Logistics" });
  await form(page).getByLabel("Tell us about your challenges").fill(typed.message);
  const answered = page.waitForResponse((response) => response.url().includes("/api/contact"));
  await submit(page);
  const response = await answered;
  expect(response.request().method()).toBe("POST");
  expect(response.status()).toBe(200);

  await expect(page.getByRole("status")).toHaveText(SUCCESS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Business Transformation Assessment");
  await expect(form(page).getByLabel("Full Name")).toHaveValue("");
  const [row] = await storedRows(page, email);
  expect(row).toMatchObject({
    name: "Sam Ortiz",
    company,
    phone: "+1 206 555 0199",
    industry: "transportation-logistics",
    message: typed.message,
  });
  await expect.poll(async () => (await slackMessages(page, company)).length).toBe(1);
  expect(urlsCarrying(urls, Object.values(typed)), "typed values in a request's address").toEqual([]);
});

test("a refused request says why, with every typed value back in its field, and can be corrected and sent", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const urls = recordRequestUrls(page);
  const company = `Lakeshore & "Partners" <Clinics> ${Math.random().toString(36).slice(2, 8)}`;
  const typed = { name: "Priya Raman", email: "priya@lakeshore", company, message: "Prior authorizations\ntake 9 days." };
  await page.goto("/contact");
  await form(page).getByLabel("Full Name").fill(typed.name);
  // The browser's own check takes it; the intake's rule wants a domain with a dot.
  await form(page).getByLabel("Business Email").fill(typed.email);
  await form(page).getByLabel("Company Name").fill(typed.company);
  await form(page).getByLabel("Industry").selectOption({ label: "Healthcare" });
  await form(page).getByLabel("Tell us about your challenges").fill(typed.message);
  await submit(page);

  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Database error: Please enter a business email address such as name@company.com.");
  await expect(form(page).getByLabel("Full Name")).toHaveValue(typed.name);
  await expect(form(page).getByLabel("Business Email")).toHaveValue(typed.email);
  await expect(form(page).getByLabel("Business Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Business Email")).toHaveAccessibleDescription(await alert.innerText());
  await expect(form(page).getByLabel("Company Name")).toHaveValue(typed.company);
  await expect(form(page).getByLabel("Industry")).toHaveValue("healthcare");
  await expect(form(page).getByLabel("Tell us about your challenges")).toHaveValue(typed.message);
  expect(await storedRows(page, "priya@lakeshore")).toEqual([]);

  const email = uniqueEmail("nojs-fixed");
  await form(page).getByLabel("Business Email").fill(email);
  await submit(page);
  await expect(page.getByRole("status")).toHaveText(SUCCESS);
  const [row] = await storedRows(page, email);
  expect(row).toMatchObject({ name: typed.name, company, industry: "healthcare", message: typed.message });
  expect(urlsCarrying(urls, [...Object.values(typed), email]), "typed values in a request's address").toEqual([]);
});

test("a newsletter sign-up is stored and thanked, and a second one is recognised", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const urls = recordRequestUrls(page);
  const email = `reader-nojs-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@harbor-logistics.com`;
  for (const [sent, said] of [
    [email, "Thanks for subscribing! Watch your inbox for our next insight."],
    [email.toUpperCase(), "You're already subscribed."],
  ] as const) {
    await page.goto("/insights");
    await page.getByRole("textbox", { name: "Work email" }).fill(sent);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#newsletter").getByRole("status")).toHaveText(said);
    await expect(page.locator("#newsletter")).toBeInViewport();
  }
  const rows = (await (await page.request.get("/__local/newsletter_subscriptions")).json()) as { email: string }[];
  expect(rows.filter((row) => row.email.toLowerCase() === email.toLowerCase())).toHaveLength(1);
  expect(urlsCarrying(urls, [email, email.toUpperCase()]), "typed values in a request's address").toEqual([]);
});

test("an Industries link still leads to the contact form", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  await page.goto("/industries/healthcare");
  await expect(page).toHaveURL(/\/contact\?industry=healthcare$/);
  await expect(form(page).getByLabel("Full Name")).toBeVisible();
});

test.describe("the answer pages themselves", () => {
  // axe runs as a script in the page: these post the form as the browser does without one, then check what comes back.
  test.use({ javaScriptEnabled: true });

  for (const [what, email] of [
    ["thanks", () => uniqueEmail("answer")],
    ["a refusal", () => "dana@northwind"],
  ] as const)
    test(`the page that brings ${what} is whole, runs no script and passes axe`, async ({ page }, testInfo) => {
      sameOnEveryScreen(testInfo);
      await gotoHydrated(page, "/contact");
      await form(page).getByLabel("Full Name").fill("Dana Whitfield");
      await form(page).getByLabel("Business Email").fill(email());
      await form(page).getByLabel("Company Name").fill("Northwind Industrial");
      const answered = page.waitForResponse((response) => response.url().includes("/api/contact"));
      await page.locator("#contact-form").evaluate((element: HTMLFormElement) => element.submit());
      const response = await answered;
      expect(response.headers()["content-security-policy"]).toContain("script-src 'none'");
      expect(await response.text()).not.toContain("<script");
      await expect(page.locator("[data-form-result] p")).toHaveCount(1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoAxeViolations(page);
    });
});
