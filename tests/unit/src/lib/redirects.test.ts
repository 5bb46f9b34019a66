import { findRedirect, netlifyRedirects } from "../../../../src/lib/redirects";

describe("server redirects", () => {
  it("send /industries and every path below it to /contact", () => {
    for (const path of ["/industries", "/industries/", "/industries/healthcare", "/industries/retail", "/industries/anything/deeper"]) {
      expect(findRedirect(path)).toMatchObject({ to: "/contact", status: 301 });
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
    ).toEqual(["/industries  /contact  301", "/industries/*  /contact  301", "/sitemap.xml  /sitemap-index.xml  301"]);
  });
});
