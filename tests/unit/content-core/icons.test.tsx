/** @jest-environment jsdom */
import { render, waitFor } from "@testing-library/react";
import { Icon, IconsInPage, useIconsLater } from "../../../src/components/ui/Icon";
import { ensureIconSymbol, ICON_SPRITE_ATTRIBUTE } from "../../../src/lib/icon-sprite";
import { iconNames, iconSpriteFile, iconSymbols, interfaceIcons } from "../../../content-core/icons";

// The Node build of the server renderer, as at build time (jsdom has no TextEncoder for the browser build); typed as react-dom/server.
// eslint-disable-next-line @typescript-eslint/no-require-imports, @typescript-eslint/consistent-type-imports
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

const symbolIds = (svg: string) => [...svg.matchAll(/<symbol id="icon-([^"]+)"/g)].map((m) => m[1]);

describe("a page's icon sprite", () => {
  // gatsby-ssr.tsx hides the sprite with display: none, where <use> still draws plain shapes but
  // would draw nothing for a gradient, mask, clip path, filter or pattern.
  it("draws every icon with plain shapes, which a hidden sprite still lends to <use>", () => {
    const tags = new Set([...iconSymbols().matchAll(/<([a-zA-Z]+)[\s/>]/g)].map((m) => m[1]));
    tags.delete("symbol");
    expect(tags.has("path")).toBe(true);
    expect([...tags].filter((tag) => !["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"].includes(tag!))).toEqual([]);
  });

  it("holds the icons the page drew while it was rendered, those named for later, and the interface's own; no others", () => {
    const drawn = new Set<string>();
    function Later() {
      useIconsLater(() => ["factory"]);
      return null;
    }
    renderToString(
      <IconsInPage.Provider value={drawn}>
        <Icon name="rocket" />
        <Icon name="shield-check" />
        <Later />
      </IconsInPage.Provider>,
    );
    expect([...drawn].sort()).toEqual(["factory", "rocket", "shield-check"]);
    const ids = symbolIds(iconSymbols(drawn));
    expect(ids).toEqual([...new Set([...drawn, ...Object.keys(interfaceIcons)])].sort());
    // The whole registry is several times larger: a page sends only what it uses.
    expect(symbolIds(iconSymbols()).length).toBe(iconNames.length + Object.keys(interfaceIcons).length);
    expect(iconSymbols(drawn).length * 3).toBeLessThan(iconSymbols().length);
  });

  it("skips a name no icon has (the content check reports it) instead of writing an empty symbol", () => {
    expect(symbolIds(iconSymbols(["no-such-icon"]))).toEqual(Object.keys(interfaceIcons).sort());
  });

  it("points at a file with every icon, named by a hash of its content", () => {
    const { path, svg } = iconSpriteFile();
    expect(path).toMatch(/^\/static\/icons-[0-9a-f]{8}\.svg$/);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(symbolIds(svg)).toEqual(symbolIds(iconSymbols()));
  });
});

describe("an icon its page's sprite lacks", () => {
  const full = iconSpriteFile();
  let calls: string[];
  let answer: () => Promise<Pick<Response, "ok" | "status" | "text">>;
  const reply = (status: number, text: string) => async () => ({ ok: status < 400, status, text: async () => text });

  beforeEach(() => {
    document.body.innerHTML = `<svg ${ICON_SPRITE_ATTRIBUTE}="${full.path}">${iconSymbols(["rocket"])}</svg><main></main>`;
    calls = [];
    answer = reply(200, full.svg);
    window.fetch = jest.fn(async (url: RequestInfo | URL) => {
      calls.push(String(url));
      return answer();
    }) as unknown as typeof fetch;
  });

  it("gets its symbol from the full sprite, fetched once for any number of icons", async () => {
    render(
      <>
        <Icon name="factory" />
        <Icon name="truck" />
        <Icon name="rocket" />
      </>,
      { container: document.querySelector("main")! },
    );
    await waitFor(() => expect(document.getElementById("icon-truck")).not.toBeNull());
    expect(document.getElementById("icon-factory")?.parentElement?.hasAttribute(ICON_SPRITE_ATTRIBUTE)).toBe(true);
    expect(calls).toEqual([full.path]);
  });

  it("stays blank when the file cannot be fetched, and the next icon tries again", async () => {
    // A fresh copy of the module: the test above left the file loaded in this one.
    let fresh!: typeof ensureIconSymbol;
    jest.isolateModules(() => {
      fresh = (jest.requireActual("../../../src/lib/icon-sprite") as { ensureIconSymbol: typeof ensureIconSymbol }).ensureIconSymbol;
    });
    answer = reply(503, "gone");
    fresh("factory");
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById("icon-factory")).toBeNull();
    answer = reply(200, full.svg);
    fresh("factory");
    await waitFor(() => expect(document.getElementById("icon-factory")).not.toBeNull());
    expect(calls).toHaveLength(2);
  });

  it("fetches nothing when the page's sprite already has it", () => {
    ensureIconSymbol("rocket");
    expect(calls).toEqual([]);
  });
});
