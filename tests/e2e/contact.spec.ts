import { expect, test, type Page } from "@playwright/test";
import { eachTestItsOwnVisitor, recordRequestUrls, slackMessages, storedRows, uniqueEmail, urlsCarrying } from "./requests";
import { collectConsoleErrors, expectNoAxeViolations, gotoHydrated, holdAppBundle, sameOnEveryScreen, waitForHydration } from "./helpers";

const SUCCESS =
  "Congratulations! Your assessment request has been submitted successfully. We'll be in touch within 24 hours to schedule your free consultation.";

async function fill(
  page: Page,
  values: Partial<Record<"name" | "email" | "company" | "phone" | "message", string>> & { industry?: string },
) {
  const form = page.locator("form");
  if (values.name !== undefined) await form.getByLabel("Full Name").fill(values.name);
  if (values.email !== undefined) await form.getByLabel("Business Email").fill(values.email);
  if (values.company !== undefined) await form.getByLabel("Company Name").fill(values.company);
  if (values.phone !== undefined) await form.getByLabel("Phone Number").fill(values.phone);
  if (values.industry !== undefined) await form.getByLabel("Industry").selectOption({ label: values.industry });
  if (values.message !== undefined) await form.getByLabel("Tell us about your challenges").fill(values.message);
}

const submit = (page: Page) => page.getByRole("button", { name: "Get My Free Assessment" }).click();

// The database throttles requests per client address (20 an hour). Each test is its own client,
// as each visitor is, so the suite's many submissions never look like one flood.
eachTestItsOwnVisitor();

test("the contact page shows the form and the three side panels", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Business Transformation Assessment");

  const receive = page.getByRole("region", { name: "What You'll Receive" });
  await expect(receive.getByRole("listitem")).toHaveCount(5);
  await expect(receive.getByRole("listitem").locator("strong")).toHaveText([
    "Opportunities report",
    "Operations audit",
    "Technology roadmap",
    "ROI projections",
    "Free consultation",
  ]);
  await expect(page.getByRole("region", { name: "Our Process" }).locator("strong")).toHaveText([
    "Discovery Call",
    "Analysis Phase",
    "Recommendations",
    "Implementation Planning",
  ]);
  const why = page.getByRole("region", { name: /^Why Choose/ });
  await expect(why.getByRole("listitem").first()).toHaveText("SOC2 Type II certified");
  await expect(why.getByRole("listitem")).toHaveCount(5);
  await expect(why).toContainText("Free assessment with no obligations");
});

test("the fields are labelled, typed, limited and required as specified", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  await gotoHydrated(page, "/contact");
  const form = page.locator("form");
  const expectations: [string, Record<string, string | null>][] = [
    ["Full Name", { type: "text", autocomplete: "name", required: "", maxlength: "200" }],
    ["Business Email", { type: "email", autocomplete: "email", required: "", maxlength: "254" }],
    ["Company Name", { type: "text", autocomplete: "organization", required: "", maxlength: "200" }],
    ["Phone Number", { type: "tel", autocomplete: "tel", required: null, maxlength: "50" }],
    ["Tell us about your challenges", { rows: "4", required: null, maxlength: "5000" }],
  ];
  for (const [label, attributes] of expectations) {
    const field = form.getByLabel(label);
    for (const [name, value] of Object.entries(attributes)) {
      expect(await field.getAttribute(name), `${label} ${name}`).toBe(value);
    }
  }
  const options = form.getByLabel("Industry").locator("option");
  await expect(options).toHaveCount(11);
  expect(await options.evaluateAll((list) => list.map((o) => [(o as HTMLOptionElement).value, o.textContent]))).toEqual([
    ["", "Select your industry"],
    ["healthcare", "Healthcare"],
    ["manufacturing", "Manufacturing"],
    ["financial-services", "Financial Services"],
    ["professional-services", "Professional Services"],
    ["education", "Education"],
    ["retail-ecommerce", "Retail & E-commerce"],
    ["transportation-logistics", "Transportation & Logistics"],
    ["real-estate", "Real Estate"],
    ["private-equity", "Private Equity"],
    ["other", "Other"],
  ]);
  const honeypot = form.getByLabel("Leave this field empty");
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
});

test("the browser stops a submission with missing required fields", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const inserts: string[] = [];
  page.on("request", (request) => request.url().includes("/api/contact") && inserts.push(request.url()));
  await gotoHydrated(page, "/contact");
  await fill(page, { name: "Dana Whitfield", company: "Northwind" });
  await submit(page);
  expect(await page.getByLabel("Business Email").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await page.getByLabel("Business Email").fill("not an email");
  await submit(page);
  expect(await page.getByLabel("Business Email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  expect(inserts).toEqual([]);
  await expect(page.getByTestId("form-banner")).toHaveCount(0);
});

test("a submission is stored exactly as typed, announced to the team from the stored row, thanks the visitor and empties the form", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const urls = recordRequestUrls(page);
  const email = uniqueEmail("full");
  const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact") && request.method() === "POST");
  await gotoHydrated(page, "/contact");
  const before = Date.now();
  const typed = {
    name: "  Dana Whitfield ",
    email,
    company: "Northwind Industrial",
    phone: "+1 312 555 0142",
    industry: "Transportation & Logistics",
    message: "Freight invoices are audited by hand.\nWe think we overpay on detention.",
  };
  await fill(page, typed);
  await submit(page);

  const banner = page.getByTestId("form-banner");
  await expect(banner).toHaveText(SUCCESS);
  await expect(banner).toHaveAttribute("role", "status");
  await expect(banner).toBeFocused();
  for (const label of ["Full Name", "Business Email", "Company Name", "Phone Number", "Tell us about your challenges"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
  await expect(page.getByLabel("Industry")).toHaveValue("");

  // One request, to the site's own endpoint, form-encoded in its body.
  const request = await posted;
  expect(request.headers()["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
  expect(new URLSearchParams(request.postData() ?? "").get("email")).toBe(email);
  expect(urlsCarrying(urls, Object.values(typed)), "typed values in a request's address").toEqual([]);

  const rows = await storedRows(page, email);
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  // Where the visit came from: it began on /contact itself, with no page before it, no referring site, campaign or reader tool.
  const attribution = {
    source_tool: null,
    landing_page: "/contact",
    source_page: null,
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
  };
  expect(row.client_hash).toMatch(/^[0-9a-f]{64}$/);
  expect({ ...row, id: undefined, created_at: undefined, submitted_at: undefined, client_hash: undefined }).toEqual({
    id: undefined,
    created_at: undefined,
    submitted_at: undefined,
    client_hash: undefined,
    ...attribution,
    name: "Dana Whitfield",
    email,
    company: "Northwind Industrial",
    phone: "+1 312 555 0142",
    industry: "transportation-logistics",
    message: "Freight invoices are audited by hand.\nWe think we overpay on detention.",
  });
  const submittedAt = Date.parse(row.submitted_at!);
  expect(submittedAt).toBeGreaterThanOrEqual(before - 1000);
  expect(submittedAt).toBeLessThanOrEqual(Date.now());

  // The team is told of the row as stored: the name trimmed as the database keeps it.
  const announced = async () => (await slackMessages(page, "Northwind Industrial")).filter((m) => JSON.stringify(m).includes(email));
  await expect.poll(async () => (await announced()).length).toBe(1);
  const [slack] = await announced();
  const texts = slack!.blocks.flatMap((block) => [...(block.fields ?? []).map((field) => field.text), block.text?.text ?? ""]);
  expect(texts).toEqual(
    expect.arrayContaining([
      "Name: Dana Whitfield",
      `Email: ${email}`,
      "Phone: +1 312 555 0142",
      // Slack's own escape of "&".
      "Industry: Transportation &amp; Logistics",
      "Challenges: Freight invoices are audited by hand.\nWe think we overpay on detention.",
    ]),
  );
  expect(errors).toEqual([]);
});

test("a request typed and sent before the page's JavaScript arrived is stored as typed, not sent as a GET", async ({ page }) => {
  const email = uniqueEmail("early");
  const release = await holdAppBundle(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await fill(page, { name: "Priya Raman", email, company: "Lakeshore Clinics", industry: "Healthcare" });
  await submit(page);
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe("");

  release();
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS, { timeout: 15_000 });
  const rows = await storedRows(page, email);
  expect(rows.map((row) => [row.name, row.company, row.industry])).toEqual([["Priya Raman", "Lakeshore Clinics", "healthcare"]]);
});

test("empty optional fields are stored as null", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const email = uniqueEmail("nulls");
  await gotoHydrated(page, "/contact");
  await fill(page, { name: "Sam Ortiz", email, company: "Harbor Logistics", phone: "   " });
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  const [row] = await storedRows(page, email);
  expect([row!.phone, row!.industry, row!.message]).toEqual([null, null, null]);
});

test("while submitting the button says 'Submitting...', is disabled, and a second submit sends nothing", async ({ page }) => {
  const email = uniqueEmail("pending");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, "/contact");
  await fill(page, { name: "Priya Raman", email, company: "Cobalt Health" });
  await submit(page);

  const button = page.locator('form button[type="submit"]');
  await expect(button).toHaveText("Submitting...");
  await expect(button).toBeDisabled();
  await page.getByLabel("Company Name").press("Enter");
  await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
  release();

  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  await expect(button).toHaveText("Get My Free Assessment");
  await expect(button).toBeEnabled();
  expect(await storedRows(page, email)).toHaveLength(1);
});

test("a value the intake's rules refuse is marked on its field before anything is sent", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const sent: string[] = [];
  page.on("request", (request) => request.url().includes("/api/contact") && sent.push(request.url()));
  await gotoHydrated(page, "/contact");
  // The browser's own check takes "dana@northwind"; the intake's rule wants a domain with a dot.
  await fill(page, { name: "Dana Whitfield", email: "dana@northwind", company: "Northwind Industrial" });
  await submit(page);
  const email = page.getByLabel("Business Email");
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Please enter a business email address such as name@company.com.");
  await expect(page.getByTestId("form-banner")).toHaveCount(0);
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page);
  // Corrected, the sentence goes and the request is sent.
  await email.fill(uniqueEmail("corrected"));
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
});

test("a value only the server refuses shows 'Database error: ...' and keeps every value", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const email = uniqueEmail("dberror");
  await gotoHydrated(page, "/contact");
  // A client that skips the browser's checks, as a script would: the server's rules refuse it all the same.
  await page.route("**/api/contact", (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    body.set("name", "N".repeat(201));
    return route.continue({ postData: body.toString() });
  });
  await fill(page, {
    name: "Dana Whitfield",
    email,
    company: "Northwind Industrial",
    phone: "555 0100",
    industry: "Manufacturing",
    message: "Scrap rates.",
  });
  await submit(page);

  const banner = page.getByTestId("form-banner");
  await expect(banner).toHaveText("Database error: Full name must be at most 200 characters.");
  await expect(banner).toHaveAttribute("role", "alert");
  await expect(page.getByLabel("Full Name")).toHaveValue("Dana Whitfield");
  await expect(page.getByLabel("Business Email")).toHaveValue(email);
  await expect(page.getByLabel("Company Name")).toHaveValue("Northwind Industrial");
  await expect(page.getByLabel("Phone Number")).toHaveValue("555 0100");
  await expect(page.getByLabel("Industry")).toHaveValue("manufacturing");
  await expect(page.getByLabel("Tell us about your challenges")).toHaveValue("Scrap rates.");
  expect(await storedRows(page, email)).toHaveLength(0);
  await expectNoAxeViolations(page);
});

test("a network failure shows 'Submission failed: ...' and keeps every value", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
  await gotoHydrated(page, "/contact");
  await fill(page, { name: "Lee Park", email: "lee@cobalt-health.com", company: "Cobalt Health", message: "Prior authorizations." });
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(
    "Submission failed: the server could not be reached; check your connection and send again",
  );
  await expect(page.getByLabel("Full Name")).toHaveValue("Lee Park");
  await expect(page.getByLabel("Tell us about your challenges")).toHaveValue("Prior authorizations.");
  await expect(page.getByRole("button", { name: "Get My Free Assessment" })).toBeEnabled();
});

test("a backend that never answers gives 'Submission failed' after 15 seconds, with every value kept", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  await page.route("**/api/contact", () => undefined); // never answered
  await gotoHydrated(page, "/contact");
  // After hydration (which the fake timers would hold up), before the form's 15-second timer exists.
  await page.clock.install();
  await fill(page, { name: "Lee Park", email: uniqueEmail("hung"), company: "Cobalt Health", message: "Prior authorizations." });
  await submit(page);
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await page.clock.fastForward(14_000);
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await page.clock.fastForward(1_500);
  await expect(page.getByTestId("form-banner")).toHaveText("Submission failed: the server did not answer within 15 seconds");
  await expect(page.getByLabel("Full Name")).toHaveValue("Lee Park");
  await expect(page.getByLabel("Tell us about your challenges")).toHaveValue("Prior authorizations.");
  await expect(page.getByRole("button", { name: "Get My Free Assessment" })).toBeEnabled();
});

test("a proxy's HTML error page or an empty answer is 'Submission failed' with a short reason, never raw HTML", async ({
  page,
}, testInfo) => {
  sameOnEveryScreen(testInfo);
  let answer: { status: number; body: string; contentType: string } = {
    status: 502,
    body: "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
    contentType: "text/html",
  };
  await page.route("**/api/contact", (route) => route.fulfill(answer));
  await gotoHydrated(page, "/contact");
  await fill(page, { name: "Lee Park", email: uniqueEmail("proxy"), company: "Cobalt Health" });
  await submit(page);
  const banner = page.getByTestId("form-banner");
  await expect(banner).toHaveText(/^Submission failed: the server answered 502\b.*instead of storing the request$/);
  await expect(banner).not.toContainText("<");
  await expect(page.getByLabel("Full Name")).toHaveValue("Lee Park");

  answer = { status: 500, body: "", contentType: "text/plain" };
  await submit(page);
  await expect(banner).toHaveText(/^Submission failed: the server answered 500\b.*instead of storing the request$/);
  await expect(banner).not.toContainText("undefined");
});

test("a name or company of spaces is refused in the browser before anything is sent", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const sent: string[] = [];
  page.on("request", (request) => request.url().includes("/api/contact") && sent.push(request.url()));
  await gotoHydrated(page, "/contact");
  await fill(page, { name: "\u00a0  ", email: uniqueEmail("blank"), company: "Harbor Logistics" });
  await submit(page);
  const name = page.getByLabel("Full Name");
  await expect(name).toBeFocused();
  expect(await name.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
    "Please type your answer here; spaces alone are not enough.",
  );
  await name.fill("Sam Ortiz");
  await page.getByLabel("Company Name").fill("   ");
  await submit(page);
  await expect(page.getByLabel("Company Name")).toBeFocused();
  expect(sent).toEqual([]);
  await page.getByLabel("Company Name").fill("Harbor Logistics");
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
});

test("a visit that lands on a campaign link stores where it came from and where the request began, and tells the team", async ({
  page,
}, testInfo) => {
  sameOnEveryScreen(testInfo);
  const email = uniqueEmail("utm");
  await page.goto("/?utm_source=x&utm_campaign=y");
  await waitForHydration(page);
  // A link inside the site: Gatsby navigates without loading a new document, as a visitor's click does.
  await page.getByRole("contentinfo").getByRole("link", { name: "Free Assessment" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await waitForHydration(page);
  await fill(page, { name: "Jordan Ellis", email, company: "Summit Dental Partners" });
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  const [row] = await storedRows(page, email);
  expect({
    landing_page: row!.landing_page,
    source_page: row!.source_page,
    referrer_host: row!.referrer_host,
    utm_source: row!.utm_source,
    utm_medium: row!.utm_medium,
    utm_campaign: row!.utm_campaign,
  }).toEqual({ landing_page: "/", source_page: "/", referrer_host: null, utm_source: "x", utm_medium: null, utm_campaign: "y" });
  await expect
    .poll(
      async () => (await slackMessages(page, "Summit Dental Partners")).map((m) => JSON.stringify(m)).find((m) => m.includes(email)) ?? "",
    )
    .toContain("Where it came from: landed on /; began on /; no referring site; campaign: source=x, campaign=y");
});

test("a fourth request from one email inside an hour is refused with the database's sentence", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const email = uniqueEmail("throttle");
  await gotoHydrated(page, "/contact");
  for (let i = 0; i < 3; i++) {
    await fill(page, { name: "Dana Whitfield", email, company: "Northwind Industrial" });
    await submit(page);
    await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  }
  await fill(page, { name: "Dana Whitfield", email, company: "Northwind Industrial" });
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(
    "Database error: We already have three requests from this email address in the last hour. We will reply to those within 24 hours.",
  );
  await expect(page.getByLabel("Business Email")).toHaveValue(email);
  expect(await storedRows(page, email)).toHaveLength(3);
});

test("a bot that fills the hidden field is thanked and nothing is stored or announced", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const email = uniqueEmail("bot");
  const company = `Spam Inc ${Math.random().toString(36).slice(2, 8)}`;
  await gotoHydrated(page, "/contact");
  await fill(page, { name: "Spam Bot", email, company });
  await page.getByLabel("Leave this field empty").fill("https://spam.example");
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  expect(await storedRows(page, email)).toHaveLength(0);
  expect(await slackMessages(page, company)).toEqual([]);
});

// Its axe check is production.spec.ts's, with every other route's.
test("the contact page loads no database client: the site's functions alone reach the database", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text());
  });
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((code) => /SupabaseClient|@supabase\//.test(code))).toBe(false);
});

test("the team hears of a request whose visitor closed the page the moment it was sent", async ({ page, context }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const email = uniqueEmail("gone");
  const company = `Meridian Retail ${Math.random().toString(36).slice(2, 8)}`;
  await gotoHydrated(page, "/contact");
  await fill(page, { name: "Ana Costa", email, company });
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
  await submit(page);
  await sent;
  await page.close();
  const other = await context.newPage();
  await expect.poll(async () => (await storedRows(other, email)).length, { timeout: 10_000 }).toBe(1);
  await expect.poll(async () => (await slackMessages(other, company)).length, { timeout: 10_000 }).toBe(1);
});

test("the team is told only of stored requests: the browser has no notification address of its own to forge", async ({
  page,
}, testInfo) => {
  sameOnEveryScreen(testInfo);
  const company = `Forged Lead ${Math.random().toString(36).slice(2, 8)}`;
  await gotoHydrated(page, "/contact");
  // The address the browser once told the team through, with a lead the database never saw.
  const forged = await page.evaluate(
    (name) =>
      fetch("/api/slack-notify", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Mallory", email: "m@forged.example", company: name }),
      }).then((response) => response.status),
    company,
  );
  expect(forged).toBeGreaterThanOrEqual(400);
  expect(await slackMessages(page, company)).toEqual([]);
});

test("an Industries link lands on the contact form with that industry chosen", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  await gotoHydrated(page, "/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Healthcare" }).click();
  await expect(page).toHaveURL(/\/contact\?industry=healthcare$/);
  await expect(page.getByLabel("Industry")).toHaveValue("healthcare");
  // The old industry pages redirect with theirs, named as their address names it.
  for (const [address, value] of [
    ["/industries/retail", "retail-ecommerce"],
    ["/industries/private-equity", "private-equity"],
    ["/industries/no-such-industry", ""],
  ] as const) {
    await gotoHydrated(page, address);
    await expect(page.getByLabel("Industry"), address).toHaveValue(value);
  }
  // And the visitor's request says where it began.
  const email = uniqueEmail("industry");
  await gotoHydrated(page, "/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Manufacturing" }).click();
  await waitForHydration(page);
  await fill(page, { name: "Lee Park", email, company: "Cobalt Castings" });
  await submit(page);
  await expect(page.getByTestId("form-banner")).toHaveText(SUCCESS);
  const [row] = await storedRows(page, email);
  expect([row!.industry, row!.source_page]).toEqual(["manufacturing", "/about"]);
});

test("a request sent while the page's JavaScript never arrives is posted by the browser itself and thanked", async ({ page }, testInfo) => {
  sameOnEveryScreen(testInfo);
  const email = uniqueEmail("nobundle");
  await holdAppBundle(page); // never released: a script a proxy blocked
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await fill(page, { name: "Priya Raman", email, company: "Lakeshore Clinics" });
  await submit(page);
  await expect(page.getByRole("status")).toHaveText(SUCCESS, { timeout: 15_000 });
  expect(new URL(page.url()).search).toBe("");
  const [row] = await storedRows(page, email);
  expect(row).toMatchObject({ name: "Priya Raman", company: "Lakeshore Clinics" });
});
