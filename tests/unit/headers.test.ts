import { contentSecurityPolicy, headerRules, headersFor, inlineScriptTags, netlifyHeaders, parseNetlifyHeaders, scriptHash } from "../../gatsby/headers";

const inlineScripts = (html: string) => inlineScriptTags(html).map((script) => script.source);
import { pageScriptHashes } from "../../gatsby/csp-scripts";
import { sitemap } from "../../gatsby/sitemap";
import { earlyTapScript } from "../../src/lib/early-taps";
import { earlyUnlockScript } from "../../src/lib/insights-gate";
import { visitScript } from "../../src/lib/visit";

const context = { scriptHashes: [scriptHash("window.a=1"), scriptHash("window.b=2")] };

describe("security and caching headers", () => {
  it("lock scripts to the site and the hashes of the pages' own inline scripts", () => {
    const csp = contentSecurityPolicy({ ...context, supabaseUrl: "https://abcd.supabase.co/" });
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "))!;
    expect(scriptSrc).toBe(`script-src 'self' ${[...context.scriptHashes].sort().join(" ")}`);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("connect-src 'self' https://abcd.supabase.co;");
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) expect(csp).toContain(directive);
  });

  it("hash inline scripts the way browsers do", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(inlineScripts('<script src="/app.js"></script><script>one()</script><script id="x">two()</script>')).toEqual(["one()", "two()"]);
    // JSON-LD is data, not code: CSP does not apply to it, so it needs no hash.
    expect(inlineScripts('<script type="application/ld+json">{"@type":"Organization"}</script><script type="module">three()</script>')).toEqual(["three()"]);
  });

  it("send HSTS, nosniff, referrer and permissions policies on every path", () => {
    const rules = headerRules(context);
    for (const path of ["/", "/contact", "/app-1234.js", "/media/hero-desktop.mp4"]) {
      const headers = headersFor(rules, path);
      expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains; preload");
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
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

  it("round-trip through Netlify's _headers format", () => {
    const rules = headerRules(context);
    expect(parseNetlifyHeaders(netlifyHeaders(rules))).toEqual(rules);
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
    const { hashes, problems } = pageScriptHashes("/insights/ai-roi-measurement", gatsbyPage.replace("</body>", `<script>${script}</script></body>`));
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
    expect(unknown('<SCRIPT>alert(1)</SCRIPT>')).toBe(1);
    expect(unknown('<script type="TEXT/JAVASCRIPT">alert(1)</script>')).toBe(1);
    expect(unknown("<script type='module'>alert(1)</script>")).toBe(1);
    expect(unknown('<script type="application/ld+json">{"@type":"Organization"}</script>')).toBe(0);
    expect(unknown('<script src="/app.js">ignored()</script>')).toBe(0);
  });
});

describe("sitemap", () => {
  it("lists indexable pages by absolute URL and leaves out noindex pages and the 404", () => {
    const xml = sitemap("https://www.everpeak.ai", [
      { route: "/", html: "<title>Home</title>" },
      { route: "/contact", html: "" },
      { route: "/insights", html: '<meta name="robots" content="noindex" data-gatsby-head="true"/>' },
      { route: "/404", html: "" },
      { route: "/_gatsby/slices/_gatsby-scripts-1", html: "" },
    ]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(["https://www.everpeak.ai", "https://www.everpeak.ai/contact"]);
  });
});
