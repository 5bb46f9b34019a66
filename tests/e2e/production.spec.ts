import { expect, test, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import sharp from "sharp";
import { pageScriptHashes } from "../../gatsby/csp-scripts";
import { pageTitle } from "../../gatsby/page-fingerprints";
import { readContentYaml } from "../../gatsby/content-yaml";
import { CONTENT_DIR } from "../../gatsby/inventory";
import { gatedArticles, inventory, publicArticles, solutions } from "./content";
import { collectConsoleErrors, expectNoAxeViolations, gotoHydrated, overflowProblems, sitemapUrls } from "./helpers";

const siteRoutes = inventory.routes;

/** Every route docs/product.md defines, and an address that is none of them (the 404 page). */
const ROUTES = [...siteRoutes, "/no-such-page"];
const SITE = "https://www.everpeak.ai";
/** The gated listing and articles (an article's `gated: true`), and the test page. */
const NOINDEX = ["/insights", ...gatedArticles.map((article) => article.path), "/video-test"];

/** Reports Content-Security-Policy violations as console errors, which collectConsoleErrors gathers. */
async function reportPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** The title, meta values (by name or property) and link targets (by rel) of a page's HTML head. */
function headOf(html: string): { title: string; meta: Map<string, string>; links: Map<string, string> } {
  const head = html.slice(0, html.indexOf("</head>"));
  const attributes = (tag: string) => new Map([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const values = attributes(tag);
    const key = values.get("name") ?? values.get("property");
    if (key && values.has("content")) meta.set(key, values.get("content")!);
  }
  const links = new Map<string, string>();
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    const values = attributes(tag);
    if (values.has("rel") && values.has("href")) links.set(values.get("rel")!, values.get("href")!);
  }
  return { title: pageTitle(head), meta, links };
}

/** Images without alt text, or with no size reserved before they load (width and height, or a CSS aspect ratio). */
function imageProblems(page: Page) {
  return page.locator("img").evaluateAll((images) =>
    images.flatMap((img) => {
      const problems: string[] = [];
      const name = img.getAttribute("src") ?? img.outerHTML.slice(0, 80);
      if (!img.hasAttribute("alt")) problems.push(`${name} has no alt attribute`);
      const sized = img.hasAttribute("width") && img.hasAttribute("height");
      if (!sized && getComputedStyle(img).aspectRatio === "auto") problems.push(`${name} has no reserved size`);
      // Until a lazy image arrives, its frame shows the artwork's colour or blurred preview, never a blank box.
      const frame = img.closest<HTMLElement>("[data-image-state]");
      if (img.getAttribute("loading") === "lazy" && frame && !frame.style.backgroundColor && !frame.style.backgroundImage)
        problems.push(`${name} shows a blank box while it loads`);
      return problems;
    }),
  );
}

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route} loads under the security policy with no console error, no axe violation, sized and described images, and nothing sticking out`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await reportPolicyViolations(page);
      await gotoHydrated(page, route);
      await page.waitForLoadState("load");
      await expectNoAxeViolations(page);
      expect(await imageProblems(page)).toEqual([]);
      expect(await overflowProblems(page)).toEqual([]);
      // The 404 page's own document answers 404, which Chromium logs; nothing else may be logged.
      expect(errors.filter((error) => !(route === "/no-such-page" && /status of 404/.test(error)))).toEqual([]);
    });
  }
});

/**
 * The keyboard sweep, once per template and per variant that draws other
 * controls: every page a template draws has the same controls, so a route
 * each is enough (the axe and layout checks above still visit every route).
 */
const KEYBOARD_ROUTES = [
  ...ROUTES.filter((route) => !route.startsWith("/insights/") && !route.startsWith("/solutions/")),
  publicArticles[0]!.path,
  // A gated article draws the gate's controls over its body.
  gatedArticles[0]!.path,
  // A solution page draws its challenges as a list, or as an accordion of problems and solutions.
  ...[
    solutions.find((solution) => solution.problemSolutionPairs?.length),
    solutions.find((solution) => !solution.problemSolutionPairs?.length),
  ].flatMap((solution) => (solution ? [solution.route] : [])),
];

test.describe("every template, from the keyboard", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "keyboard navigation is tested on the desktop layout");

  for (const route of KEYBOARD_ROUTES) {
    test(`${route}: every control can be reached with Tab and shows where focus is`, async ({ page }) => {
      await gotoHydrated(page, route);
      const count = await page.evaluate(() => {
        const controls = [
          ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]"),
        ].filter(
          (el) =>
            el.tabIndex >= 0 && !el.matches(":disabled") && !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true }),
        );
        controls.forEach((el, i) => el.setAttribute("data-keyboard-check", String(i)));
        return controls.length;
      });
      expect(count).toBeGreaterThan(3);

      const reached = new Set<number>();
      const invisible: string[] = [];
      for (let press = 0; press < count + 5 && reached.size < count; press++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
          return {
            index: Number(el.dataset.keyboardCheck ?? -1),
            visible: outlined || style.boxShadow !== "none",
            label: el.outerHTML.slice(0, 100),
          };
        });
        if (!focus) continue;
        if (focus.index >= 0) reached.add(focus.index);
        if (!focus.visible) invisible.push(focus.label);
      }
      const missed = await page.evaluate(
        (seen) =>
          [...document.querySelectorAll<HTMLElement>("[data-keyboard-check]")]
            .filter((el) => !seen.includes(Number(el.dataset.keyboardCheck)))
            .map((el) => el.outerHTML.slice(0, 100)),
        [...reached],
      );
      expect(missed, "controls Tab never reached").toEqual([]);
      expect(invisible, "controls focused without a visible focus indicator").toEqual([]);
    });
  }
});

test.describe("the built site as a whole", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "checks of the served files, run once");

  test("a page and a hashed asset carry the security and caching headers", async ({ page }) => {
    const response = await page.request.get("/contact");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "connect-src 'self'"])
      expect(csp).toContain(directive);
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains; preload");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");

    const html = await response.text();
    // The app bundle, which the boot script starts after the first paint (gatsby/boot-scripts.ts).
    const asset = /"(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const assetHeaders = (await page.request.get(asset!)).headers();
    expect(assetHeaders["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(assetHeaders["x-content-type-options"]).toBe("nosniff");
    // A script file runs nothing of its own: it carries no policy, and no page's hashes.
    expect(assetHeaders["content-security-policy"]).toBeUndefined();
    expect((await page.request.get("/page-data/contact/page-data.json")).headers()["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    // Netlify's configuration files are read by the host, never served.
    expect((await page.request.get("/_headers")).status()).toBe(404);
    expect((await page.request.get("/_redirects")).status()).toBe(404);
  });

  test("every page's policy allows exactly its own inline scripts, set once, and the 404 page brings its own", async ({ page }) => {
    const problems: string[] = [];
    const lengths: number[] = [];
    for (const route of ROUTES) {
      const response = await page.request.get(route);
      const html = await response.text();
      const header = response.headers()["content-security-policy"];
      const element = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
      // Unknown addresses get 404.html, whose policy is in its <head>: no header rule could name them without also matching the pages.
      const policy = route === "/no-such-page" ? element : header;
      if (route === "/no-such-page" && header !== undefined)
        problems.push(`${route}: has a Content-Security-Policy header, which would add a second policy`);
      if (route !== "/no-such-page" && element !== undefined) problems.push(`${route}: has a second policy in a <meta> element`);
      if (!policy) {
        problems.push(`${route}: has no Content-Security-Policy`);
        continue;
      }
      // Netlify joins two rules' values with ", ": browsers would enforce two policies.
      if (policy.match(/default-src/g)?.length !== 1) problems.push(`${route}: more than one policy: ${policy.slice(0, 80)}...`);
      const allowed = (policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "").split(" ").slice(2).sort();
      const own = [...new Set(pageScriptHashes(route, html).hashes)].sort();
      if (JSON.stringify(allowed) !== JSON.stringify(own))
        problems.push(`${route}: allows ${allowed.join(" ")} but its inline scripts are ${own.join(" ")}`);
      if (route !== "/no-such-page") lengths.push(policy.length);
    }
    expect(problems).toEqual([]);
    // Per page, not per site: no page's header carries the other pages' hashes.
    expect(Math.max(...lengths)).toBeLessThan(800);
  });

  test("every class a page's markup uses is styled by the CSS in its own head, before any script runs", async ({ page }) => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      const html = await (await page.request.get(route)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const styles = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n");
      const selectors = new Set([...styles.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
      const used = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
      const unstyled = [...used].filter((name) => !selectors.has(name));
      if (unstyled.length) problems.push(`${route}: no rule for ${unstyled.join(", ")}`);
      if (used.size < 20) problems.push(`${route}: only ${used.size} classes in its markup`);
    }
    expect(problems).toEqual([]);
  });

  test("every page is valid HTML", async ({ page }) => {
    const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:a11y"] });
    const problems: string[] = [];
    for (const route of ROUTES) {
      const report = await validator.validateString(await (await page.request.get(route)).text(), route);
      for (const message of report.results.flatMap((result) => result.messages))
        problems.push(`${route}: ${message.ruleId}: ${message.message} (${message.selector})`);
    }
    expect(problems).toEqual([]);
  });

  test("no internal link or anchor is broken", async ({ page }) => {
    const pages = new Map<string, { status: number; html: string }>();
    const fetchPage = async (route: string) => {
      if (!pages.has(route)) {
        const response = await page.request.get(route);
        pages.set(route, { status: response.status(), html: await response.text() });
      }
      return pages.get(route)!;
    };
    const problems: string[] = [];
    for (const route of ROUTES) {
      const { html } = await fetchPage(route);
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
        const [target = "", anchor] = href!.split("#");
        const destination = await fetchPage(target || route);
        if (destination.status !== 200) problems.push(`${route}: ${href} answers ${destination.status}`);
        else if (anchor && !destination.html.includes(`id="${anchor}"`)) problems.push(`${route}: ${href} has no #${anchor} to land on`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("the sitemap lists the indexable pages, robots.txt points to it, and the manifest names the site", async ({ page }) => {
    const urls = await sitemapUrls(page.request);
    // Absolute URLs on the site's address, without a trailing slash (the home page is the bare origin).
    for (const url of urls) expect(url, url).toMatch(new RegExp(`^${SITE.replace(/\./g, "\\.")}(/|(/[^/]+)+)$`));
    const listed = urls.map((url) => url.slice(SITE.length).replace(/^$/, "/"));
    expect(listed.sort()).toEqual([...siteRoutes].filter((route) => !NOINDEX.includes(route)).sort());
    for (const route of NOINDEX) {
      await page.goto(route);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
    expect(await (await page.request.get("/robots.txt")).text()).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
    // The sitemap's address before gatsby-plugin-sitemap still leads to it.
    const old = await page.request.get("/sitemap.xml", { maxRedirects: 0 });
    expect([old.status(), old.headers()["location"]]).toEqual([301, "/sitemap-index.xml"]);
    const manifest = (await (await page.request.get("/site.webmanifest")).json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe("Everpeak AI");
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
  });

  test("the insights feed lists exactly the public articles, newest first, and every page's head links to it", async ({ page }) => {
    const response = await page.request.get("/insights/rss.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss [^>]*\bversion="2.0"/);
    const items = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)<\/pubDate>[\s\S]*?<\/item>/g)];
    // The public articles are the article pages a search engine may index: those in the sitemap.
    const publicArticles = (await sitemapUrls(page.request)).filter((url) => url.includes("/insights/"));
    expect(items.map((item) => item[1]).sort()).toEqual(publicArticles.sort());
    for (const article of gatedArticles) expect(xml).not.toContain(`${SITE}${article.path}<`);
    const dates = items.map((item) => Date.parse(item[2]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const route of ["/", "/insights", "/contact"]) {
      const html = await (await page.request.get(route)).text();
      expect(html, route).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Insights &amp; Thought Leadership | Everpeak AI" href="/insights/rss.xml"/>',
      );
    }
  });

  test("the feed gives each public article's title, link, date, category and excerpt, names filled in, and its own address", async ({
    page,
  }) => {
    await page.goto("/");
    // Read as a feed reader reads it: parsed as XML (text escaped or in CDATA alike).
    const feed = await page.evaluate(async () => {
      const doc = new DOMParser().parseFromString(await (await fetch("/insights/rss.xml")).text(), "application/xml");
      const texts = (element: Element, name: string) =>
        [...element.children].filter((child) => child.tagName === name).map((child) => child.textContent);
      const channel = doc.querySelector("channel")!;
      const self = [...channel.children].find((child) => child.tagName === "atom:link");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        channel: ["title", "link", "description", "language", "pubDate"].map((name) => texts(channel, name)),
        self: self && ["href", "rel", "type"].map((name) => self.getAttribute(name)),
        items: [...channel.querySelectorAll("item")].map((item) => ({
          title: texts(item, "title"),
          link: texts(item, "link"),
          guid: [...texts(item, "guid"), item.querySelector("guid")?.getAttribute("isPermaLink")],
          pubDate: texts(item, "pubDate"),
          category: texts(item, "category"),
          description: texts(item, "description"),
        })),
      };
    });
    const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString();
    const newestFirst = [...publicArticles].sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
    const insights = readContentYaml<{ title: string; seo: { description: string } }>(CONTENT_DIR, "insights.yaml");
    expect(feed.error).toBeNull();
    expect(feed.channel).toEqual([
      [`${insights.title} | Everpeak AI`],
      [`${SITE}/insights`],
      [insights.seo.description],
      ["en-us"],
      [rfc822(newestFirst[0]!.date)],
    ]);
    expect(feed.self).toEqual([`${SITE}/insights/rss.xml`, "self", "application/rss+xml"]);
    expect(feed.items).toEqual(
      newestFirst.map((article) => ({
        title: [article.title],
        link: [`${SITE}${article.path}`],
        guid: [`${SITE}${article.path}`, "true"],
        pubDate: [rfc822(article.date)],
        category: [article.category],
        description: [article.excerpt],
      })),
    );
    expect(JSON.stringify(feed)).not.toMatch(/\{(company|product)\}/);
  });

  test("every page has its own title, description, canonical URL and share picture", async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>(), images: new Set<string>() };
    for (const route of [...siteRoutes]) {
      // The head as the server sends it, which is what search engines and link previews read.
      const { title, meta, links } = headOf(await (await page.request.get(route)).text());
      const description = meta.get("description") ?? "";
      const image = meta.get("og:image") ?? "";
      expect(seen.titles.has(title), `${route} repeats the title "${title}"`).toBe(false);
      expect(seen.descriptions.has(description), `${route} repeats its description`).toBe(false);
      seen.titles.add(title);
      seen.descriptions.add(description);
      seen.images.add(image);
      if (!NOINDEX.includes(route)) expect(links.get("canonical"), route).toBe(`${SITE}${route === "/" ? "" : route}`);
      expect(meta.get("twitter:image"), route).toBe(image);
      const picture = await page.request.get(image.replace(SITE, ""));
      expect(picture.status(), `${route}: ${image}`).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/jpeg");
      const { format, width, height } = await sharp(await picture.body()).metadata();
      expect([format, width, height], image).toEqual(["jpeg", 1200, 630]);
    }
    expect(seen.images.size).toBe(siteRoutes.size);
  });

  test("pages describe themselves to search engines with JSON-LD", async ({ page }) => {
    const jsonLd = async (route: string) => {
      const html = await (await page.request.get(route)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      return blocks.map((block) => JSON.parse(block) as { "@type": string; [key: string]: unknown });
    };
    expect(await jsonLd("/")).toEqual([expect.objectContaining({ "@type": "Organization", name: "Everpeak AI", url: SITE })]);
    const solution = inventory.solutions[0]!;
    const [solutionTrail] = await jsonLd(solution.route);
    expect((solutionTrail!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      SITE,
      `${SITE}/solutions`,
      `${SITE}${solution.route}`,
    ]);
    const shown = publicArticles[0]!;
    const [article, trail] = await jsonLd(shown.path);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: shown.title,
      datePublished: shown.date,
      author: { name: shown.author },
      image: `${SITE}/share/insights-${shown.slug}.jpg`,
    });
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
  });
});
