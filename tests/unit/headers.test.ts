import { contentSecurityPolicy, headerRules, headersFor, inlineScripts, netlifyHeaders, parseNetlifyHeaders, scriptHash } from "../../gatsby/headers";
import { sitemap } from "../../gatsby/sitemap";

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
