import path from "node:path";
import { expect, test, type Locator } from "@playwright/test";
import { readArticles, type ArticleFront } from "../../gatsby/inventory";
import { listing, related } from "../../gatsby/listing";
import { PAGE_FOLDERS } from "../../content-core/routes";
import { collectConsoleErrors, gotoHydrated, sitemapUrls } from "../e2e/helpers";
import { ADDED_SENTENCE, addedSlugs, EDITED_ROUTE, PREVIEW_SITE_DIR } from "./site";

/**
 * A reviewer on a deploy preview (scripts/build-preview-site.ts: an article
 * added and another's body edited, built with CONTEXT=deploy-preview against
 * this checkout's build as production). This project's baseURL is the
 * preview; production is the main test server.
 */
const PRODUCTION = `http://localhost:${Number(process.env.E2E_PORT ?? 9123)}`;

// What the preview should list, from the content of both builds through the build's own listing rules:
// the added article is new; the edited article, the listing and every article whose related reading
// the addition alters show different content; no other page does.
const before = readArticles(); // this checkout's content/, from which production (public/) was built
const after = readArticles(path.join(PREVIEW_SITE_DIR, "content"));
const slugs = (articles: readonly ArticleFront[]) => articles.map((article) => article.slug).join(" ");
const shownInListing = (articles: readonly ArticleFront[]) => slugs(Object.values(listing(articles)).flat());
const articleRoute = PAGE_FOLDERS.insights.route;
const addedRoutes = addedSlugs().map(articleRoute);
const changedRoutes = [
  ...new Set([
    EDITED_ROUTE,
    ...(shownInListing(before) === shownInListing(after) ? [] : ["/insights"]),
    ...before
      .filter((article) => slugs(related(article, before)) !== slugs(related(article, after)))
      .map((article) => articleRoute(article.slug)),
  ]),
].sort();

/** The page each entry of a /_preview list opens (its first link), in the list's order. */
const listed = (region: Locator) =>
  region.getByRole("listitem").evaluateAll((items) => items.map((item) => item.querySelector("a")?.getAttribute("href")));

test("the ribbon on every page leads to /_preview, which lists exactly the pages the added and the edited article change", async ({
  page,
}) => {
  // The case is worth testing: the addition reaches pages beyond its own (the listing, related reading).
  expect(changedRoutes.length).toBeGreaterThan(2);
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, "/");
  const ribbon = page.getByRole("complementary", { name: "Deploy preview" });
  await expect(ribbon).toBeVisible();
  await expect(ribbon.getByRole("link")).toHaveText(`Preview · ${addedRoutes.length + changedRoutes.length} pages changed`);

  await ribbon.getByRole("link").click();
  await expect(page).toHaveURL(/\/_preview$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What this preview changes");
  const changed = page.getByRole("region", { name: /^Changed/ });
  expect(await listed(changed)).toEqual(changedRoutes);
  const edited = changed.getByRole("listitem").filter({ hasText: EDITED_ROUTE });
  await expect(edited.getByRole("link", { name: /on production$/ })).toHaveAttribute(
    "href",
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+${EDITED_ROUTE}$`),
  );
  const added = page.getByRole("region", { name: /^New/ });
  expect(await listed(added)).toEqual(addedRoutes);
  // A new page has nothing on production to compare with.
  await expect(added.getByRole("link", { name: /on production$/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Removed/ })).toContainText("No page was removed.");

  // The link opens the preview's page, with the edit in it.
  await edited.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`${EDITED_ROUTE}/?$`));
  await expect(page.getByText(ADDED_SENTENCE)).toBeVisible();
  // The ribbon's script ran under the page's security policy, and nothing else complained.
  expect(errors).toEqual([]);
});

test("the ribbon can be closed, and stays closed for the rest of the visit", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const ribbon = page.getByRole("complementary", { name: "Deploy preview" });
  await ribbon.getByRole("button", { name: "Hide the preview notice" }).click();
  await expect(ribbon).toBeHidden();
  // Client-side navigation keeps it closed (it sits outside React's root) ...
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy\/?$/);
  await expect(page.getByRole("complementary", { name: "Deploy preview" })).toBeHidden();
  // ... and so does a full page load in the same tab.
  await page.goto("/contact");
  await expect(page.getByRole("complementary", { name: "Deploy preview" })).toBeHidden();
});

test("/_preview is kept out of search engines, and production carries no ribbon", async ({ request }) => {
  const report = await request.get("/_preview");
  expect(report.headers()["x-robots-tag"]).toBe("noindex");
  expect(await report.text()).toContain('<meta name="robots" content="noindex">');
  const sitemap = await sitemapUrls(request);
  expect(sitemap.length).toBeGreaterThan(0);
  expect(sitemap.filter((url) => url.includes("_preview"))).toEqual([]);

  const production = await request.get(`${PRODUCTION}/`);
  expect(production.ok()).toBe(true);
  expect(await production.text()).not.toContain("preview-ribbon");
  expect((await request.get(`${PRODUCTION}/_preview`)).status()).toBe(404);
});
