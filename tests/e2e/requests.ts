import { test, type Page } from "@playwright/test";

/**
 * The assessment request as the browser tests send it and read it back from the local backend
 * (LOCAL_INSPECT=1 keeps what it stored and posted to Slack at /__local/...).
 */

export type Row = Record<string, string | null>;
export type SlackMessage = { text: string; blocks: { fields?: { text: string }[]; text?: { text: string } }[] };

/** A unique address per test and project, so parallel tests never read each other's rows. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@northwind-industrial.com`;

export async function storedRows(page: Page, email: string): Promise<Row[]> {
  const response = await page.request.get("/__local/contact_submissions");
  return ((await response.json()) as Row[]).filter((row) => row.email === email);
}

/** The Slack messages the local backend's function sent for `company`. */
export async function slackMessages(page: Page, company: string): Promise<SlackMessage[]> {
  const response = await page.request.get("/__local/slack");
  return ((await response.json()) as SlackMessage[]).filter((message) => message.text.includes(company));
}

/** The contact form's message field. */
export const contactMessage = (page: Page) => page.locator("form").getByLabel("Tell us about your challenges");

export async function fillContact(page: Page, name: string, email: string, company: string) {
  const form = page.locator("form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Business Email").fill(email);
  await form.getByLabel("Company Name").fill(company);
}

/**
 * Records every request the page makes, to check afterwards that no typed value travelled in an address
 * (a URL lands in the history, the host's logs and the next page's Referer).
 */
export function recordRequestUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** The recorded addresses that carry any of `typed`, as typed or URL-encoded (form or path style). */
export function urlsCarrying(urls: readonly string[], typed: readonly string[]): string[] {
  const forms = typed
    .filter((value) => value.trim().length >= 3)
    .flatMap((value) => [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)]);
  const decoded = (url: string) => {
    try {
      return decodeURIComponent(url.replace(/\+/g, " "));
    } catch {
      return url;
    }
  };
  return urls.filter((url) => forms.some((form) => url.includes(form) || decoded(url).includes(form)));
}

/** The local backend limits requests per address: in the calling file, each test is its own visitor. */
export function eachTestItsOwnVisitor() {
  test.beforeEach(async ({ context }) => {
    const octet = () => Math.floor(Math.random() * 254) + 1;
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
  });
}
