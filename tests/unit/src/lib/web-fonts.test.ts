/**
 * @jest-environment jsdom
 */
import { earlyWebFontsScript, warmWebFonts, WEB_FONTS_ATTRIBUTE, WEB_FONTS_KEY } from "../../../../src/lib/web-fonts";
import { globalCss } from "../../../../src/lib/global-css";

const runHeadScript = () => new Function(earlyWebFontsScript)();
const html = () => document.documentElement;

function device({ wide, connection }: { wide: boolean; connection?: { saveData?: boolean; effectiveType?: string } }) {
  window.matchMedia = ((query: string) => ({
    matches: query === "(min-width: 769px)" ? wide : false,
  })) as unknown as typeof window.matchMedia;
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

describe("when a page uses the web fonts", () => {
  beforeEach(() => {
    localStorage.clear();
    html().removeAttribute(WEB_FONTS_ATTRIBUTE);
  });

  it("not on a phone's first view", () => {
    device({ wide: false, connection: { effectiveType: "4g" } });
    runHeadScript();
    expect(html().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
  });

  it("on a phone once this browser has fetched them", () => {
    device({ wide: false, connection: { effectiveType: "3g" } });
    localStorage.setItem(WEB_FONTS_KEY, "1");
    runHeadScript();
    expect(html().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
  });

  it("on a wider screen's first view, unless the connection is slow or saving data", () => {
    device({ wide: true, connection: { effectiveType: "4g" } });
    runHeadScript();
    expect(html().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);

    for (const connection of [{ effectiveType: "3g" }, { effectiveType: "slow-2g" }, { saveData: true, effectiveType: "4g" }]) {
      html().removeAttribute(WEB_FONTS_ATTRIBUTE);
      device({ wide: true, connection });
      runHeadScript();
      expect(html().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
    }
  });

  it("is left to the fallbacks when storage is blocked, without an error", () => {
    device({ wide: false });
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    expect(runHeadScript).not.toThrow();
    expect(html().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
    getItem.mockRestore();
  });

  it("is switched by the attribute alone: the fallbacks by default, the web fonts first with it", () => {
    expect(globalCss).toMatch(/html\{[^}]*--font-body:"Inter Fallback"/);
    expect(globalCss).toMatch(/html\{[^}]*--font-display:"Fraunces Fallback"/);
    expect(globalCss).toMatch(
      new RegExp(`html\\[${WEB_FONTS_ATTRIBUTE}\\]\\{--font-body:"Inter Variable"[^}]*--font-display:"Fraunces Variable"`),
    );
  });
});

describe("after a first view without the web fonts", () => {
  const load = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    html().removeAttribute(WEB_FONTS_ATTRIBUTE);
    load.mockReset();
    Object.defineProperty(document, "fonts", { value: { load, ready: Promise.resolve() }, configurable: true });
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    window.requestIdleCallback = ((task: () => void) => setTimeout(task, 0)) as unknown as typeof window.requestIdleCallback;
  });
  const idle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it("fetches them once the page is idle, then remembers it for the next page", async () => {
    device({ wide: false });
    load.mockResolvedValue([{}]);
    warmWebFonts();
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load.mock.calls.map(([face]) => face)).toEqual([
      '400 1em "Inter Variable"',
      '700 1em "Inter Variable"',
      '400 1em "Fraunces Variable"',
    ]);
    expect(localStorage.getItem(WEB_FONTS_KEY)).toBe("1");
    expect(html().hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false); // the open page keeps its fonts
  });

  it("does not remember fonts that failed to load", async () => {
    device({ wide: false });
    load.mockRejectedValueOnce(new Error("offline")).mockResolvedValue([{}]);
    warmWebFonts();
    await idle();
    expect(localStorage.getItem(WEB_FONTS_KEY)).toBeNull();
  });

  it("fetches nothing when the visitor asked to save data", async () => {
    device({ wide: false, connection: { saveData: true } });
    warmWebFonts();
    await idle();
    expect(load).not.toHaveBeenCalled();
  });

  it("only remembers them on a page that already uses them", async () => {
    html().setAttribute(WEB_FONTS_ATTRIBUTE, "");
    warmWebFonts();
    await idle();
    expect(load).not.toHaveBeenCalled();
    expect(localStorage.getItem(WEB_FONTS_KEY)).toBe("1");
  });
});
