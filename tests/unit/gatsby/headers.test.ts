import {
  checkPolicyCoverage,
  contentSecurityPolicy,
  headerRules,
  inlineScriptTags,
  scriptHash,
  withPolicyElement,
  type BuiltDocument,
} from "../../../gatsby/headers";
import { headersFor, netlifyHeaders, parseNetlifyHeaders, pathPattern, type HeaderRule } from "../../../gatsby/netlify-headers";

const inlineScripts = (html: string) => inlineScriptTags(html).map((script) => script.source);
import { pageScriptHashes } from "../../../gatsby/csp-scripts";
import { earlyTapScript } from "../../../src/lib/early-taps";
import { earlyUnlockScript } from "../../../src/lib/insights-gate";
import { visitScript } from "../../../src/lib/visit";

const shared = [scriptHash("window.taps=1"), scriptHash("window.visit=1")];
const pagePath = (route: string) => scriptHash(`window.pagePath="${route}";`);
/** A built page as post-build describes it: served at its folder and its index.html, with the common scripts and its own. */
const page = (route: string): BuiltDocument => ({
  paths: [route, route === "/" ? "/index.html" : `${route}/index.html`],
  scriptHashes: [...shared, pagePath(route)],
});
const documents: BuiltDocument[] = [
  page("/"),
  page("/contact"),
  page("/insights"),
  page("/insights/ai-roi-measurement"),
  { paths: ["/404.html"], scriptHashes: [...shared, pagePath("/404.html")] },
];
const context = { documents };

/** The hashes in the script-src of a path's policy, or null when it has none. */
const scriptSources = (headers: Record<string, string>) => {
  const policy = headers["Content-Security-Policy"];
  return policy === undefined
    ? null
    : (policy
        .split("; ")
        .find((directive) => directive.startsWith("script-src "))
        ?.split(" ")
        .slice(2) ?? []);
};

describe("security and caching headers", () => {
  it("lock scripts to the site and the hashes of a page's own inline scripts", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [pagePath("/b"), pagePath("/a")] });
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "))!;
    expect(scriptSrc).toBe(`script-src 'self' ${[pagePath("/b"), pagePath("/a")].sort().join(" ")}`);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The forms post to the site's own functions; no page talks to the database.
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("form-action 'self'");
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) expect(csp).toContain(directive);
    // In a <meta> element browsers ignore frame-ancestors and say so; X-Frame-Options covers it there.
    expect(contentSecurityPolicy({ scriptHashes: [], meta: true })).not.toContain("frame-ancestors");
  });

  it("hash inline scripts the way browsers do", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(inlineScripts('<script src="/app.js"></script><script>one()</script><script id="x">two()</script>')).toEqual(["one()", "two()"]);
    // JSON-LD is data, not code: CSP does not apply to it, so it needs no hash.
    expect(
      inlineScripts('<script type="application/ld+json">{"@type":"Organization"}</script><script type="module">three()</script>'),
    ).toEqual(["three()"]);
  });

  it("give each page a policy with its own inline scripts and no other page's, however its address is written", () => {
    const rules = headerRules(context);
    for (const path of ["/contact", "/contact/", "/contact/index.html", "/Contact"]) {
      expect(scriptSources(headersFor(rules, path))?.sort()).toEqual([...shared, pagePath("/contact")].sort());
    }
    expect(scriptSources(headersFor(rules, "/"))).toContain(pagePath("/"));
    expect(scriptSources(headersFor(rules, "/"))).not.toContain(pagePath("/contact"));
    expect(scriptSources(headersFor(rules, "/insights"))).not.toContain(pagePath("/insights/ai-roi-measurement"));
    expect(scriptSources(headersFor(rules, "/insights/ai-roi-measurement"))).not.toContain(pagePath("/insights"));
    expect(scriptSources(headersFor(rules, "/404.html"))).toContain(pagePath("/404.html"));
  });

  it("set the policy by exactly one rule for a page, and none for files and unknown addresses", () => {
    const rules = headerRules(context);
    expect(
      checkPolicyCoverage(
        rules,
        documents.flatMap((document) => document.paths),
      ),
    ).toEqual([]);
    for (const path of documents.flatMap((document) => document.paths)) {
      // Netlify would join two values into one header, which browsers read as two policies.
      expect(headersFor(rules, path)["Content-Security-Policy"]?.match(/default-src/g)).toHaveLength(1);
    }
    for (const path of [
      "/app-28e9b5e40ad3b63a2a9a.js",
      "/static/4a1b/artwork.avif",
      "/page-data/contact/page-data.json",
      "/no-such-page",
      "/insights/no-such-article",
    ]) {
      expect(headersFor(rules, path)["Content-Security-Policy"]).toBeUndefined();
    }
    expect(rules.filter((rule) => /[*:]/.test(rule.for) && rule.values["Content-Security-Policy"] !== undefined)).toEqual([]);
  });

  it("name a page that two rules or none would give a policy", () => {
    const rules = [...headerRules(context), { for: "/insights/*", values: { "Content-Security-Policy": "default-src 'self'" } }];
    expect(checkPolicyCoverage(rules, ["/insights/ai-roi-measurement", "/about"])).toEqual([
      "/insights/ai-roi-measurement: 2 rules set its Content-Security-Policy; browsers would enforce each of them.",
      "/about: no rule sets its Content-Security-Policy.",
    ]);
    expect(() => headerRules({ documents: [page("/about"), { paths: ["/about"], scriptHashes: [pagePath("/other")] }] })).toThrow(
      "Two documents of the build are served at /about with different Content-Security-Policy values.",
    );
  });

  it("give the editing room (/admin) its own policy, popup-friendly opener policy and noindex, and every page the same headers as without it", () => {
    const admin = { paths: ["/admin", "/admin/index.html"], connect: ["https://api.github.com"] };
    const withAdmin = headerRules({ ...context, admin });
    const without = headerRules(context);
    for (const path of [...documents.flatMap((document) => document.paths), "/app-28e9b5e40ad3b63a2a9a.js", "/no-such-page"]) {
      expect({ path, headers: headersFor(withAdmin, path) }).toEqual({ path, headers: headersFor(without, path) });
    }
    expect(headersFor(without, "/contact")["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(checkPolicyCoverage(withAdmin, [...documents.flatMap((document) => document.paths), ...admin.paths])).toEqual([]);
    for (const path of ["/admin", "/admin/", "/admin/index.html"]) {
      const headers = headersFor(withAdmin, path);
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
      expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
      expect(headers["X-Frame-Options"]).toBe("DENY");
      expect(headers["Content-Security-Policy"]).toContain("connect-src 'self' blob: https://api.github.com;");
      expect(headers["Content-Security-Policy"]).toContain("script-src 'self' 'unsafe-eval';");
    }
  });

  it("keep a page's policy the same length with 1,000 pages as with 9", () => {
    const site = (count: number) => headerRules({ documents: Array.from({ length: count }, (_, i) => page(`/insights/article-${i}`)) });
    const small = headersFor(site(9), "/insights/article-5")["Content-Security-Policy"]!;
    const large = site(1000);
    expect(headersFor(large, "/insights/article-5")["Content-Security-Policy"]).toHaveLength(small.length);
    expect(headersFor(large, "/insights/article-999")["Content-Security-Policy"]).toHaveLength(small.length);
    expect(small.length).toBeLessThan(700);
  });

  it("give 404.html, which answers unknown addresses, its policy in a <meta> element before its scripts", () => {
    const html = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>window.taps=1</script></head><body></body></html>';
    const policy = contentSecurityPolicy({ scriptHashes: shared, meta: true });
    const once = withPolicyElement(html, policy);
    expect(once).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/><script>window.taps=1</script></head><body></body></html>`,
    );
    // Gatsby keeps unchanged pages between builds: the next build replaces the element rather than adding a second.
    expect(withPolicyElement(once, policy)).toBe(once);
  });

  it("send HSTS, nosniff, referrer and permissions policies on every path", () => {
    const rules = headerRules(context);
    for (const path of ["/", "/contact", "/app-1234.js", "/media/hero-desktop.mp4", "/no-such-page"]) {
      const headers = headersFor(rules, path);
      expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains; preload");
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(headers["X-Frame-Options"]).toBe("DENY");
    }
  });

  it("cache hashed assets for a year and make pages and page data revalidate", () => {
    const rules = headerRules(context);
    expect(headersFor(rules, "/app-28e9b5e40ad3b63a2a9a.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor(rules, "/static/4a1b/artwork.avif")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor(rules, "/page-data/contact/page-data.json")["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    // Pages keep the host's default (revalidate): no rule sets a second, conflicting value.
    expect(headersFor(rules, "/contact")["Cache-Control"]).toBeUndefined();
  });

  it("keep deploy previews out of search engines, but not production", () => {
    expect(headersFor(headerRules({ ...context, deployContext: "deploy-preview" }), "/")["X-Robots-Tag"]).toBe("noindex");
    expect(headersFor(headerRules({ ...context, deployContext: "production" }), "/")["X-Robots-Tag"]).toBeUndefined();
  });

  it("round-trip through Netlify's _headers format, each path written once", () => {
    const rules = headerRules(context);
    expect(parseNetlifyHeaders(netlifyHeaders(rules))).toEqual(rules);
    expect(new Set(rules.map((rule) => rule.for)).size).toBe(rules.length);
  });
});

describe("Netlify's path matching, as the local server applies it", () => {
  it("reads :name as one segment, a lone * as the rest of the path or nothing, * in a name as any characters", () => {
    const match = (pattern: string, path: string) => pathPattern(pattern).test(path);
    expect(match("/insights/:slug", "/insights/ai-roi-measurement")).toBe(true);
    expect(match("/insights/:slug", "/insights/a/b")).toBe(false);
    expect(match("/insights/:slug", "/insights")).toBe(false);
    expect(match("/static/*", "/static")).toBe(true);
    expect(match("/static/*", "/static/4a1b/artwork.avif")).toBe(true);
    expect(match("/*.js", "/app-1.js")).toBe(true);
    expect(match("/*.js", "/a/b/c.js")).toBe(true);
    expect(match("/*.js", "/a.json")).toBe(false);
    // "." stands for itself: a page ending in "js" is not a JavaScript file.
    expect(match("/*.js", "/insights/nodejs")).toBe(false);
    expect(match("/about", "/About/")).toBe(true);
    expect(match("/about", "/about/team")).toBe(false);
    expect(match("/", "/")).toBe(true);
    expect(match("/", "/about")).toBe(false);
  });

  it("applies every matching rule and joins a header two of them set, as Netlify does", () => {
    const rules: HeaderRule[] = [
      { for: "/*", values: { "X-Frame-Options": "DENY", "Cache-Control": "no-cache" } },
      { for: "/static/*", values: { "Cache-Control": "max-age=60" } },
    ];
    expect(headersFor(rules, "/static/a.png")).toEqual({ "X-Frame-Options": "DENY", "Cache-Control": "no-cache, max-age=60" });
    expect(headersFor(rules, "/about")).toEqual({ "X-Frame-Options": "DENY", "Cache-Control": "no-cache" });
  });
});

describe("inline scripts the CSP allows (post-build)", () => {
  // As Gatsby 5 writes them into public/insights/index.html (from the page and the scripts slice).
  const loader = '/*<![CDATA[*/window.pagePath="/insights";/*]]>*/';
  const chunkMapping = '\n            window.___chunkMapping="{\\"app\\":[\\"/app-59d0558ea572ad3156f3.js\\"]}";\n          ';
  const compilationHash = 'window.___webpackCompilationHash="1736b33e44ef017a9d4a";';
  const gatsbyPage = [
    "<html><head>",
    `<script>${earlyTapScript}</script>`,
    `<script>${visitScript}</script>`,
    `<script>${earlyUnlockScript}</script>`,
    '<script type="application/ld+json">{"@type":"Article"}</script>',
    "</head><body>",
    `<script id="gatsby-script-loader">${loader}</script>`,
    `<script\n            id="gatsby-chunk-mapping"\n          >${chunkMapping}</script>`,
    `<script>${compilationHash}</script>`,
    '<script src="/app-59d0558ea572ad3156f3.js" async></script>',
    "</body></html>",
  ].join("");

  it("hash Gatsby's own scripts and the ones gatsby-ssr.tsx writes", () => {
    expect(pageScriptHashes("/insights", gatsbyPage)).toEqual({
      hashes: [earlyTapScript, visitScript, earlyUnlockScript, loader, chunkMapping, compilationHash].map(scriptHash),
      problems: [],
    });
    // Without slices, Gatsby puts the hash into the loader and the chunk map as JSON.
    const withoutSlices = `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="abc123";/*]]>*/</script><script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping={"app":["/app.js"]};/*]]>*/</script>`;
    expect(pageScriptHashes("/", withoutSlices).problems).toEqual([]);
  });

  it("fail on any other inline script, naming the page and its first 60 characters", () => {
    const script = `x=1;${"fetch('https://example.com/collect');".repeat(3)}`;
    const { hashes, problems } = pageScriptHashes(
      "/insights/ai-roi-measurement",
      gatsbyPage.replace("</body>", `<script>${script}</script></body>`),
    );
    expect(hashes).not.toContain(scriptHash(script));
    expect(problems).toEqual([
      `/insights/ai-roi-measurement: has an inline script that neither Gatsby nor gatsby-ssr.tsx writes, starting ${JSON.stringify(script.slice(0, 60))}. ` +
        "The Content-Security-Policy allows only known inline scripts (gatsby/csp-scripts.ts); find where it comes from and remove it, or add it to that list.",
    ]);
  });

  it("accept Gatsby's shapes only whole and with Gatsby's id", () => {
    const unknown = (html: string) => pageScriptHashes("/", html).problems.length;
    expect(unknown(`<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";alert(1);/*]]>*/</script>`)).toBe(1);
    expect(unknown(`<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/"+alert(1);/*]]>*/</script>`)).toBe(1);
    expect(unknown(`<script>${loader}</script>`)).toBe(1);
    expect(unknown(`<script id="gatsby-chunk-mapping">window.___chunkMapping=alert(1);</script>`)).toBe(1);
    expect(unknown(`<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping={"a":alert(1)};/*]]>*/</script>`)).toBe(1);
    expect(unknown(`<script>${compilationHash}alert(1)</script>`)).toBe(1);
    expect(unknown(`<script>${earlyUnlockScript};alert(1)</script>`)).toBe(1);
  });

  it("treat every script type but JSON data as code, in any letter case", () => {
    const unknown = (html: string) => pageScriptHashes("/", html).problems.length;
    expect(unknown("<SCRIPT>alert(1)</SCRIPT>")).toBe(1);
    expect(unknown('<script type="TEXT/JAVASCRIPT">alert(1)</script>')).toBe(1);
    expect(unknown("<script type='module'>alert(1)</script>")).toBe(1);
    expect(unknown('<script type="application/ld+json">{"@type":"Organization"}</script>')).toBe(0);
    expect(unknown('<script src="/app.js">ignored()</script>')).toBe(0);
  });
});
