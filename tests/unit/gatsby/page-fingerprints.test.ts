// The page fingerprints and the deploy-preview report: two builds of the same content give the same
// fingerprints, whatever the bundler renamed; a changed sentence, picture, video or title changes
// exactly its page; the preview lists what changed and says so when production cannot be read.
import { pageScriptHashes } from "../../../gatsby/csp-scripts";
import { fetchProductionFingerprints, previewPage, ribbonHtml, ribbonLabel, withRibbon } from "../../../gatsby/deploy-preview";
import {
  changedPages,
  hasNoindex,
  parseFingerprints,
  fingerprintPages,
  videoSources,
  visibleText,
  type BuiltPage,
} from "../../../gatsby/page-fingerprints";

/** A page as Gatsby writes it; `build` stands for everything that changes between two builds of the same content. */
function page(
  route: string,
  { title = `Title of ${route}`, text = `Text of ${route}.`, image = "/static/4f1c/hero.webp", alt = "A plant floor", build = "a1" } = {},
): BuiltPage {
  return {
    route,
    html:
      `<!DOCTYPE html><html><head><title>${title} | Everpeak AI</title><style data-page-styles="css ${build}">.css-${build}{color:red}</style>` +
      `<link rel="preload" href="/app-${build}.js"/></head><body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${route}";window.___webpackCompilationHash="${build}";/*]]>*/</script>` +
      `<div id="___gatsby"><main class="css-${build}"><h1 class="css-x${build}">${title}</h1><p>${text}</p>` +
      `<svg><use href="/icons-${build}.svg#check"></use></svg>` +
      `<picture><source type="image/avif" srcset="${image.replace(".webp", ".avif")} 480w, ${image.replace(".webp", "-2.avif")} 960w"/>` +
      `<img src="${image}?v=${build}" alt="${alt}"/></picture></main></div><script src="/app-${build}.js"></script></body></html>`,
  };
}

const production = [page("/"), page("/about"), page("/insights/roi"), page("/_gatsby/slices/_gatsby-scripts-1")];

describe("noindex, which keeps a page out of the sitemap (gatsby/sitemap-and-feed.ts) and marks it not indexable here", () => {
  it("is read from a robots meta element, whatever its attribute order and extra attributes", () => {
    expect(hasNoindex('<meta name="robots" content="noindex" data-gatsby-head="true"/>')).toBe(true);
    expect(hasNoindex("<meta content='noindex, nofollow' name=robots>")).toBe(true);
    expect(hasNoindex("<title>Home</title>")).toBe(false);
    expect(hasNoindex("")).toBe(false);
    expect(hasNoindex('<meta name="description" content="noindex is a word"/>')).toBe(false);
  });
});

describe("the page fingerprints", () => {
  it("gives two builds of the same content the same fingerprints", () => {
    const again = production.map((p) => page(p.route, { build: "zz9" }));
    expect(changedPages(fingerprintPages(production), fingerprintPages(again))).toEqual({ added: [], changed: [], removed: [] });
  });

  it("lists site routes only, with their titles and whether search engines may index them", () => {
    const fingerprints = fingerprintPages([
      ...production,
      { route: "/insights", html: page("/insights").html.replace("<head>", '<head><meta name="robots" content="noindex"/>') },
    ]);
    expect(Object.keys(fingerprints.routes)).toEqual(["/", "/about", "/insights", "/insights/roi"]);
    expect(fingerprints.routes["/about"]).toMatchObject({ title: "Title of /about | Everpeak AI", indexable: true });
    expect(fingerprints.routes["/insights"]!.indexable).toBe(false);
  });

  it("finds exactly the pages whose text, pictures, alt text, title or videos changed, and the ones added or removed", () => {
    const preview = [
      page("/", { text: "A new hero sentence." }),
      page("/about", { image: "/static/9e2d/team.webp" }),
      page("/insights/roi", { alt: "A finance team at work" }),
      page("/contact"),
    ];
    expect(changedPages(fingerprintPages(production), fingerprintPages(preview))).toEqual({
      added: [{ route: "/contact", title: "Title of /contact | Everpeak AI" }],
      changed: [
        { route: "/", title: "Title of / | Everpeak AI" },
        { route: "/about", title: "Title of /about | Everpeak AI" },
        { route: "/insights/roi", title: "Title of /insights/roi | Everpeak AI" },
      ],
      removed: [],
    });
    const retitled = fingerprintPages([page("/about", { title: "About us" })]);
    expect(changedPages(fingerprintPages([page("/about")]), retitled).changed.map((c) => c.route)).toEqual(["/about"]);
    expect(changedPages(fingerprintPages(production), fingerprintPages([page("/")])).removed.map((c) => c.route)).toEqual([
      "/about",
      "/insights/roi",
    ]);
  });

  it("fingerprints a build without AVIF pictures as the same pages, since each picture also comes as WebP", () => {
    const withoutAvif = production.map((p) => ({ ...p, html: p.html.replace(/<source type="image\/avif"[^>]*\/>/, "") }));
    expect(withoutAvif[0]!.html).not.toContain("avif");
    expect(changedPages(fingerprintPages(production), fingerprintPages(withoutAvif))).toEqual({ added: [], changed: [], removed: [] });
  });

  it("notices a video replaced under the same name", () => {
    const video = { ...page("/"), media: videoSources('{"files":{"mobile":"/media/hero-mobile.mp4","still":"/media/hero.jpg"}}') };
    expect(video.media).toEqual(["/media/hero-mobile.mp4"]);
    const before = fingerprintPages([video], (address) => (address === "/media/hero-mobile.mp4" ? "aaa" : undefined));
    const after = fingerprintPages([video], (address) => (address === "/media/hero-mobile.mp4" ? "bbb" : undefined));
    expect(changedPages(before, after).changed.map((c) => c.route)).toEqual(["/"]);
  });

  it("reads the visible text only: no scripts, styles or icons, entities decoded", () => {
    expect(visibleText(page("/", { text: "Costs &amp; savings &#8212; in 6&nbsp;weeks" }).html)).toBe(
      "Title of / Costs & savings \u2014 in 6 weeks A plant floor",
    );
  });

  it("refuses a file that is not page fingerprints, with the reason", () => {
    expect(parseFingerprints("<html>")).toBe("it is not JSON");
    expect(parseFingerprints('{"routes":{}}')).toBe("it is not the page fingerprints of this site (version 1)");
    expect(parseFingerprints('{"version":1,"routes":{"/":{"title":"Home"}}}')).toBe("its entry for / has no hash or title");
    expect(parseFingerprints(JSON.stringify(fingerprintPages(production)))).toEqual(fingerprintPages(production));
  });
});

describe("the deploy-preview report", () => {
  const fingerprints = fingerprintPages(production);
  const answer = (status: number, body: string) => (async () => new Response(body, { status })) as unknown as typeof fetch;

  it("reads production's page fingerprints, and explains every way that can fail without throwing", async () => {
    expect(await fetchProductionFingerprints("https://example.org", 1000, answer(200, JSON.stringify(fingerprints)))).toEqual({
      fingerprints,
    });
    expect(await fetchProductionFingerprints(undefined)).toEqual({
      problem: "No production address is set (Netlify's URL, or PREVIEW_COMPARE_URL).",
    });
    expect(await fetchProductionFingerprints("https://example.org", 1000, answer(404, "Not found"))).toEqual({
      problem: "https://example.org/page-fingerprints.json answered 404: production was built before page fingerprints existed.",
    });
    expect(await fetchProductionFingerprints("https://example.org", 1000, answer(200, "<html>"))).toEqual({
      problem: "https://example.org/page-fingerprints.json could not be used: it is not JSON.",
    });
    const offline = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    expect(await fetchProductionFingerprints("https://example.org", 1000, offline)).toEqual({
      problem: "https://example.org/page-fingerprints.json could not be reached (fetch failed).",
    });
  });

  it("lists each change with its preview link and, where production has the page, the production link", () => {
    const diff = changedPages(fingerprints, fingerprintPages([page("/", { text: "Edited." }), page("/about"), page("/contact")]));
    const html = previewPage({ diff, production: "https://www.everpeak.ai", routes: 3 });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("this build shows 3 pages changed out of 3");
    expect(html).toContain(
      '<a class="title" href="/">Title of / | Everpeak AI</a><span class="route">/</span><a href="https://www.everpeak.ai/" aria-label="Title of / | Everpeak AI on production">production</a>',
    );
    expect(html).toContain('<a class="title" href="/contact">Title of /contact | Everpeak AI</a><span class="route">/contact</span></li>');
    expect(html).toContain(
      '<span class="title">Title of /insights/roi | Everpeak AI</span><span class="route">/insights/roi</span><a href="https://www.everpeak.ai/insights/roi" aria-label="Title of /insights/roi | Everpeak AI on production">production</a>',
    );
  });

  it("says when production could not be compared, and the ribbon says the changes are unknown", () => {
    const html = previewPage({ diff: null, problem: "https://example.org/page-fingerprints.json answered 500.", routes: 26 });
    expect(html).toContain("<strong>Production could not be compared.</strong> https://example.org/page-fingerprints.json answered 500.");
    expect(ribbonLabel(null)).toBe("Preview · changes unknown");
  });

  it("counts pages in the ribbon, in words a reviewer reads", () => {
    const none = { added: [], changed: [], removed: [] };
    expect(ribbonLabel(none)).toBe("Preview · no page changed");
    expect(ribbonLabel({ ...none, changed: [{ route: "/", title: "Home" }] })).toBe("Preview · 1 page changed");
    expect(
      ribbonLabel({
        ...none,
        changed: [{ route: "/", title: "Home" }],
        added: [{ route: "/a", title: "A" }],
        removed: [{ route: "/b", title: "B" }],
      }),
    ).toBe("Preview · 3 pages changed");
  });

  it("puts the ribbon at the end of the body, outside React's root, with a script the security policy knows", () => {
    const html = withRibbon(page("/").html, ribbonHtml({ added: [], changed: [{ route: "/", title: "Home" }], removed: [] }));
    expect(html).toMatch(
      /<\/div><script src="\/app-a1\.js"><\/script><aside id="preview-ribbon" data-preview-ribbon aria-label="Deploy preview">.*<\/aside><\/body>/,
    );
    expect(html).toContain('<a href="/_preview">Preview · 1 page changed</a>');
    expect(pageScriptHashes("/", html).problems).toEqual([]);
    expect(pageScriptHashes("/", html).hashes).toHaveLength(2);
  });
});
