/**
 * @jest-environment jsdom
 */
import { VISIT_KEY, visitAttribution, visitScript } from "../../../../src/lib/visit";

const runHeadScript = () => new Function(visitScript)();

function arriveAt(path: string, referrer = "") {
  window.history.replaceState({}, "", path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

describe("where a visit came from", () => {
  beforeEach(() => sessionStorage.clear());

  it("notes the landing page, another site's host and the utm parameters on the first page of the visit", () => {
    arriveAt(
      "/solutions/vendor-management?utm_source=linkedin&utm_medium=social&utm_campaign=q4-procurement&gclid=abc",
      "https://www.linkedin.com/feed/update/123",
    );
    runHeadScript();
    expect(visitAttribution("/contact")).toEqual({
      landing_page: "/solutions/vendor-management",
      source_page: "/contact",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "q4-procurement",
      utm_term: null,
      utm_content: null,
    });
  });

  it("keeps the first touch: later pages of the visit change nothing", () => {
    arriveAt("/?utm_source=x&utm_campaign=y");
    runHeadScript();
    arriveAt("/about?utm_source=other", "http://localhost/");
    runHeadScript();
    expect(visitAttribution("/contact")).toMatchObject({ landing_page: "/", utm_source: "x", utm_campaign: "y", referrer_host: null });
  });

  it("does not count the site itself as a referring site", () => {
    arriveAt("/insights", `${window.location.origin}/about`);
    runHeadScript();
    expect(visitAttribution("/contact").referrer_host).toBeNull();
  });

  it("never fails a request: no storage, or a damaged note, is simply no attribution", () => {
    expect(visitAttribution("/contact", null)).toMatchObject({ landing_page: null, source_page: "/contact", utm_source: null });
    sessionStorage.setItem(VISIT_KEY, "{not json");
    expect(visitAttribution("/contact")).toMatchObject({ landing_page: null, source_page: "/contact" });
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => visitAttribution("/contact", throwing)).not.toThrow();
  });

  it("cuts what a crafted link puts in to the database's lengths", () => {
    arriveAt(`/?utm_campaign=${"c".repeat(400)}`);
    runHeadScript();
    expect(visitAttribution("/contact").utm_campaign).toHaveLength(150);
  });
});
