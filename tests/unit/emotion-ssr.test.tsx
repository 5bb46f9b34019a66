import { renderToString } from "react-dom/server";
import { createPageStyleCache, PageStyles, pageStyleTag } from "../../src/lib/emotion-ssr";

describe("server-rendered styles", () => {
  it("go to one head <style> that names its rules, never into the body", () => {
    const cache = createPageStyleCache();
    const body = renderToString(
      <PageStyles cache={cache}>
        <p css={{ color: "rgb(1, 2, 3)" }}>Climb</p>
      </PageStyles>,
    );
    expect(body).not.toContain("<style");
    const head = renderToString(pageStyleTag(cache)!);
    const className = /class="(css-[a-z0-9-]+)"/.exec(body)![1]!;
    expect(head).toContain(`data-page-styles="css ${className.slice(4)}"`);
    expect(head).toContain(`.${className}{color:rgb(1, 2, 3);}`);
  });

  it("are written unprefixed, as every supported browser reads them", () => {
    const cache = createPageStyleCache();
    renderToString(
      <PageStyles cache={cache}>
        <p css={{ display: "flex", alignItems: "center", transform: "translateY(2px)", "&:hover": { userSelect: "none" } }}>Climb</p>
      </PageStyles>,
    );
    const head = renderToString(pageStyleTag(cache)!);
    expect(head).toMatch(/\{display:flex;align-items:center;transform:translateY\(2px\);\}/);
    expect(head).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it("write nothing for a page without styles", () => {
    expect(pageStyleTag(createPageStyleCache())).toBeNull();
  });
});
