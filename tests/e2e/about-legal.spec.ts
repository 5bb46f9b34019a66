import { expect, test, type Page } from "@playwright/test";
import { collectConsoleErrors, gotoHydrated, isDesktop, sameOnEveryScreen } from "./helpers";

/** The section starts just below the sticky header (not under it), and its heading is in view. */
async function expectLandedOn(page: Page, id: string) {
  await expect
    .poll(async () => {
      const header = await page.locator("header").first().boundingBox();
      const section = await page.locator(`#${id}`).boundingBox();
      if (!header || !section) return "not laid out";
      const gap = section.y - (header.y + header.height);
      return gap >= 0 && gap <= 48 ? "landed" : `section starts ${Math.round(gap)} px below the header`;
    })
    .toBe("landed");
  await expect(page.locator(`#${id} h2`).first()).toBeInViewport();
}

test.describe("about", () => {
  test("shows the hero video, the story, the three principles and the call to action", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-video-state]").first()).toHaveAttribute("data-video-state", "playing");
    await expect(page.locator("#story").getByRole("paragraph").first()).toBeVisible();
    const principles = page.locator("#core-principles").getByRole("heading", { level: 3 });
    await expect(principles).toHaveText(["Impact", "Optimism", "Fun"]);
    await expect(page.getByRole("link", { name: "Get Your Free Assessment Today" })).toHaveAttribute("href", "/contact");
    expect(errors).toEqual([]);
  });

  test("plays the mobile variant on phones and the desktop one on desktops", async ({ page }, testInfo) => {
    await gotoHydrated(page, "/about");
    const video = page.locator("[data-video-state] video").first();
    await expect(video).toHaveAttribute("data-variant", isDesktop(testInfo) ? "desktop" : "mobile");
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(isDesktop(testInfo) ? /about-desktop/ : /about-mobile/);
  });

  for (const id of ["story", "core-principles"]) {
    test(`/about#${id} lands on the section below the sticky header, from a fresh load and from another page`, async ({ page }) => {
      await page.goto(`/about#${id}`);
      await expectLandedOn(page, id);

      await gotoHydrated(page, "/contact");
      await page.evaluate((target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target), `/about#${id}`);
      await expect(page).toHaveURL(new RegExp(`/about#${id}$`));
      await expectLandedOn(page, id);
    });
  }

  test("the hero's first button scrolls to the story", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("link", { name: "Read Our Story" }).click();
    await expectLandedOn(page, "story");
  });
});

test.describe("legal pages", () => {
  const clauses: [string, RegExp][] = [
    ["users must be 18 or older", /must be 18 or older/i],
    ["not directed to children under 13", /not directed to children under 13/i],
    ["personal information is not sold", /do not sell (your )?personal information/i],
    ["disputes go to binding arbitration", /binding arbitration/i],
  ];

  for (const path of ["/privacy-policy", "/terms-of-service"]) {
    // Its axe and console checks are production.spec.ts's, with every other route's.
    test(`${path} states every required clause and has an effective date`, async ({ page }, testInfo) => {
      sameOnEveryScreen(testInfo);
      await gotoHydrated(page, path);
      const text = (await page.getByTestId("article-body").textContent()) ?? "";
      for (const [name, pattern] of clauses) expect(text, name).toMatch(pattern);
      await expect(
        page.getByText(
          /^Effective (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, 20\d\d$/,
        ),
      ).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://www.everpeak.ai${path}`);
    });
  }

  test("the privacy policy describes what this site really does with data", async ({ page }, testInfo) => {
    sameOnEveryScreen(testInfo);
    await page.goto("/privacy-policy");
    const text = (await page.getByTestId("article-body").textContent()) ?? "";
    for (const fact of [
      "Supabase",
      "Slack",
      "Netlify",
      "Google Workspace",
      "everpeak:insights-unlocked",
      "privacy@everpeak.ai",
      "24 months",
      "newsletter",
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  test("the footer links reach both pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByTestId("article-body").getByRole("heading", { level: 2 }).first()).toBeVisible();
  });
});

test.describe("video test page", () => {
  test("plays both videos at half speed and 0.8 opacity, shows their files, and is not indexed", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, "/video-test");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    for (const id of ["hero-video", "about-video"]) {
      const sample = page.getByTestId(id);
      await expect(sample.locator("[data-video-state]")).toHaveAttribute("data-video-state", "playing");
      const video = sample.locator("video");
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);
      await expect(video).toHaveCSS("opacity", "0.8");
      await expect(sample.getByTestId("video-still")).toHaveCount(1);
      const name = id.replace("-video", "");
      for (const file of [
        `/media/${name}-desktop.mp4`,
        `/media/${name}-desktop.webm`,
        `/media/${name}-mobile.mp4`,
        `/media/${name}-mobile.webm`,
        `/media/${name}-poster.webp`,
      ]) {
        await expect(sample.getByText(file, { exact: true })).toBeVisible();
      }
    }
    expect(errors).toEqual([]);
  });

  // The same player as the home and about heroes (home.spec.ts checks its fallback there): here one
  // failing video must not stop the other.
  test("a video that fails logs an error and leaves its still image", async ({ page }, testInfo) => {
    sameOnEveryScreen(testInfo);
    const errors = collectConsoleErrors(page);
    await page.route(/\/media\/hero-.*\.(mp4|webm)$/, (route) => route.abort());
    await gotoHydrated(page, "/video-test");
    await expect(page.getByTestId("hero-video").locator("[data-video-state]")).toHaveAttribute("data-video-state", "error");
    await expect(page.getByTestId("hero-video").getByTestId("video-still")).toBeVisible();
    await expect(page.getByTestId("about-video").locator("[data-video-state]")).toHaveAttribute("data-video-state", "playing");
    expect(errors.some((e) => e.includes("Background video failed to load"))).toBe(true);
  });

  test("is linked from nowhere in the site's navigation", async ({ page }, testInfo) => {
    sameOnEveryScreen(testInfo);
    await gotoHydrated(page, "/");
    expect(await page.locator('a[href="/video-test"]').count()).toBe(0);
  });
});

test.describe("industries", () => {
  test.beforeEach(({}, testInfo) => sameOnEveryScreen(testInfo));
  for (const [path, to] of [
    ["/industries", "/contact"],
    ["/industries/healthcare", "/contact?industry=healthcare"],
    ["/industries/anything", "/contact?industry=anything"],
  ] as const) {
    test(`a fresh request to ${path} ends on ${to} with no history entry for it`, async ({ page }) => {
      const direct = await page.request.get(path, { maxRedirects: 0 });
      expect(direct.status()).toBe(301);
      expect(direct.headers().location).toBe(to);

      await gotoHydrated(page, "/");
      const response = await page.goto(path);
      expect(new URL(response!.url()).pathname + new URL(response!.url()).search).toBe(to);
      expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Business Transformation Assessment");
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  for (const [path, industry] of [
    ["/industries/manufacturing", "manufacturing"],
    ["/industries/not-an-industry", ""],
  ] as const) {
    test(`in-site navigation to ${path} replaces it with /contact, naming the industry`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoHydrated(page, "/solutions");
      await page.evaluate((target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target), path);
      await expect(page).toHaveURL(new RegExp(`/contact\\?industry=${path.split("/").pop()}$`));
      await expect(page.getByLabel("Industry")).toHaveValue(industry);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Business Transformation Assessment");
      await page.goBack();
      await expect(page).toHaveURL(/\/solutions$/);
      // The page-data request for a path with no page is Gatsby's normal 404 probe.
      expect(errors.filter((e) => !/page-data\/industries\/.*page-data\.json/.test(e))).toEqual([]);
    });
  }
});
