import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { readArticles, type ArticleFront } from "../../gatsby/inventory";
import { listing, related } from "../../gatsby/listing";
import { collectConsoleErrors, gotoHydrated, sitemapUrls, storeUnlockFlag } from "../e2e/helpers";
import { addedSlugs, PREVIEW_SITE_DIR } from "./site";

/**
 * The articles of tests/fixtures/added-article added to the real ones, in the
 * deploy preview of scripts/build-preview-site.ts: what an editor gets by
 * adding a file, with no code change. Expectations come from the content,
 * through the same listing rules the build uses.
 */
const articles = readArticles(path.join(PREVIEW_SITE_DIR, "content"));
const added = articles.find((article) => article.slug === addedSlugs()[0])!;
const { featured, recent } = listing(articles);
const shown = new Set([...featured, ...recent].map((article) => article.slug));
const older = articles.filter((article) => !shown.has(article.slug));

const cards = (page: Page) => page.getByTestId("article-card");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const cardLink = (page: Page, article: ArticleFront) => cards(page).getByRole("link", { name: article.title, exact: true });

test.beforeEach(async ({ page }) => {
  await storeUnlockFlag(page);
});

test("the fixtures make a case worth testing: a new newest article that pushes an older one out of the listing", () => {
  expect(added).toBeDefined();
  expect(recent.map((article) => article.slug)).toContain(added.slug);
  expect(older.length).toBeGreaterThan(0);
});

test("the added article has its page, with generated artwork when it names none", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, `/insights/${added.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(added.title);
  const hero = page.locator("article header img").last();
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("link", { name: added.ctaLabel })).toHaveAttribute("href", "/contact");
  expect(errors).toEqual([]);
});

test("the listing puts it among the recent articles, and 'Show more articles' brings the ones it pushed out", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, "/insights");
  const recentCards = page.getByRole("region", { name: "Recent articles" }).getByTestId("article-card");
  await expect(recentCards.getByRole("link")).toHaveText(recent.map((article) => article.title));
  for (const article of older) await expect(cardLink(page, article)).toHaveCount(0);

  const more = page.getByRole("button", { name: "Show more articles" });
  await more.click();
  await expect(cardLink(page, older[0]!)).toBeVisible();
  await expect(cardLink(page, older[0]!)).toBeFocused();
  if (older.length <= 6) await expect(more).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("search loads every article: it finds the added one and the ones only the complete list holds", async ({ page }) => {
  await gotoHydrated(page, "/insights");
  for (const article of [added, older[0]!]) {
    await search(page).fill(article.title);
    await expect(cardLink(page, article)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Articles found" })).toHaveText(/Articles found: [1-9]/);
  }
  await page.getByLabel("Category").selectOption(added.category);
  await search(page).fill("");
  const inCategory = articles.filter((article) => [article.category, ...article.alsoIn].includes(added.category));
  await expect(cards(page)).toHaveCount(inCategory.length);
});

test("an article that shares its category lists it under related reading", async ({ page }) => {
  const neighbour = articles.find(
    (article) => article.slug !== added.slug && related(article, articles).some((other) => other.slug === added.slug),
  );
  expect(neighbour, "an article whose related reading includes the added one").toBeDefined();
  await gotoHydrated(page, `/insights/${neighbour!.slug}`);
  const block = page.getByRole("region", { name: "Related reading" });
  await expect(block.getByTestId("article-card").getByRole("link")).toHaveText(
    related(neighbour!, articles).map((article) => article.title),
  );
  await block.getByRole("link", { name: added.title }).click();
  await expect(page).toHaveURL(new RegExp(`/insights/${added.slug}$`));
});

test("the feed and the sitemap list it", async ({ request }) => {
  const feed = await (await request.get("/insights/rss.xml")).text();
  expect(feed).toContain(`/insights/${added.slug}</link>`);
  expect((await sitemapUrls(request)).filter((url) => url.endsWith(`/insights/${added.slug}`))).toHaveLength(1);
});
