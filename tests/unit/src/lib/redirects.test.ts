import { findRedirect, netlifyRedirects, redirects, SITEMAP_PATH } from "../../../../src/lib/redirects";
import { readInventory } from "../../../../gatsby/inventory";

describe("server redirects", () => {
  it("send /industries and every path below it to /contact, an industry's page with the industry its address names", () => {
    for (const path of ["/industries", "/industries/", "/industries/anything/deeper", "/industries/Retail", "/industries/a%20b"]) {
      expect(findRedirect(path)).toMatchObject({ to: "/contact", status: 301 });
    }
    for (const [path, industry] of [
      ["/industries/healthcare", "healthcare"],
      ["/industries/retail/", "retail"],
      ["/industries/private-equity", "private-equity"],
    ]) {
      expect(findRedirect(path!)).toMatchObject({ to: `/contact?industry=${industry}`, status: 301 });
    }
  });

  it("send /sitemap.xml, the sitemap's address before gatsby-plugin-sitemap, to the plugin's index", () => {
    expect(findRedirect("/sitemap.xml")).toMatchObject({ to: "/sitemap-index.xml", status: 301 });
    expect(findRedirect("/sitemap-0.xml")).toBeUndefined();
  });

  it("leave other paths alone, including ones that only start alike", () => {
    for (const path of ["/", "/contact", "/industriesx", "/insights/industries", "/solutions/industries"]) {
      expect(findRedirect(path)).toBeUndefined();
    }
  });

  it("are written for Netlify in its _redirects format", () => {
    expect(
      netlifyRedirects()
        .split("\n")
        .filter((line) => line && !line.startsWith("#")),
    ).toEqual([
      "/industries  /contact  301",
      "/industries/:industry  /contact?industry=:industry  301",
      "/industries/*  /contact  301",
      "/sitemap.xml  /sitemap-index.xml  301",
    ]);
  });
  it("lead only to pages of the route table (or the sitemap index)", () => {
    const routes = new Set([...readInventory().routes, SITEMAP_PATH]);
    expect(redirects.map((rule) => rule.to.replace(/[?#].*$/, "")).filter((to) => !routes.has(to))).toEqual([]);
  });
});
