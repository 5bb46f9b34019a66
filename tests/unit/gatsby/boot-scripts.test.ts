/**
 * @jest-environment jsdom
 */
import { BOOT_AT_LATEST_SECONDS, bootScript, bootScriptSources, deferBundles } from "../../../gatsby/boot-scripts";
import { pageScriptHashes } from "../../../gatsby/csp-scripts";

const BUNDLES = ["/webpack-runtime-85abba5434b0b2c0e605.js", "/framework-4c9f7defd0a9d333b625.js", "/app-cb88f124bc1099ddb52a.js"];
/** The end of a page as Gatsby writes it: its script loader, then its bundles inside the scripts slice. */
const page = (bundles = BUNDLES) =>
  `<html><head><title>Contact | Everpeak AI</title></head><body><div id="___gatsby"><main id="main">Hi</main></div>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/contact";/*]]>*/</script>` +
  bundles.map((src) => `<script src="${src}" async></script>`).join("") +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("deferBundles: the built page's bundles start after the first paint", () => {
  it("replaces the three bundle tags by one boot script where the last one was, naming them in order", () => {
    const { html, otherScripts } = deferBundles(page());
    expect(otherScripts).toEqual([]);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toContain(`<script>${bootScript(BUNDLES)}</script><!-- slice-end id="_gatsby-scripts-1" -->`);
    expect(html.match(/<script>\(function\(s\)/g)).toHaveLength(1);
    expect(html.startsWith(page().slice(0, page().indexOf('<script src="')))).toBe(true);
  });

  it("leaves a page without bundles as it is, and reports a script it does not know", () => {
    const plain = "<html><body><p>What this preview changes</p></body></html>";
    expect(deferBundles(plain)).toEqual({ html: plain, otherScripts: [] });
    const withWidget = page().replace("</body>", '<script src="https://widget.example.com/w.js"></script></body>');
    expect(deferBundles(withWidget).otherScripts).toEqual(['<script src="https://widget.example.com/w.js">']);
  });

  it("writes a script the security policy allows by hash, and no other", () => {
    const { html } = deferBundles(page());
    const { problems, hashes } = pageScriptHashes("/contact", html);
    expect(problems).toEqual([]);
    expect(hashes).toHaveLength(2);
    const tampered = html.replace("e.async=true;", 'e.async=true;fetch("https://evil.example");');
    expect(pageScriptHashes("/contact", tampered).problems).toHaveLength(1);
  });

  it("reads the bundles back only from a boot script's exact text", () => {
    expect(bootScriptSources(bootScript(BUNDLES))).toEqual(BUNDLES);
    expect(bootScriptSources(bootScript(["https://cdn.example.com/x.js"]))).toBeNull();
    expect(bootScriptSources(`alert(1)//${bootScript(BUNDLES)}`)).toBeNull();
  });
});

describe("the boot script in the browser", () => {
  const added = () => [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => new URL(script.src).pathname);
  let frames: FrameRequestCallback[] = [];
  const drawFrame = () => {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(performance.now()));
  };

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    document.body.innerHTML = "<main>Hi</main>";
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "interactive" });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("adds the bundles, in order and async, once the page has loaded and two frames are drawn, where no largest paint is reported", () => {
    expect("PerformanceObserver" in window).toBe(false);
    new Function(bootScript(BUNDLES))();
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    drawFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    drawFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(BUNDLES);
    expect([...document.querySelectorAll<HTMLScriptElement>("script[src]")].every((script) => script.async)).toBe(true);
    // The latest start does not add them a second time.
    jest.advanceTimersByTime(BOOT_AT_LATEST_SECONDS * 1000);
    expect(added()).toEqual(BUNDLES);
  });

  describe("in a browser that reports its largest paint", () => {
    let report: ((entries: PerformanceEntry[]) => void) | undefined;
    let observed: PerformanceObserverInit | undefined;
    beforeEach(() => {
      report = undefined;
      observed = undefined;
      class FakeObserver {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
        constructor(callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {
          report = (entries) => callback({ getEntries: () => entries });
        }
        observe(options: PerformanceObserverInit) {
          observed = options;
        }
        disconnect() {
          report = undefined;
        }
      }
      Object.defineProperty(window, "PerformanceObserver", { configurable: true, writable: true, value: FakeObserver });
    });
    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    const loadAndDrawTwoFrames = () => {
      window.dispatchEvent(new Event("load"));
      drawFrame();
      drawFrame();
      jest.advanceTimersByTime(0);
    };

    it("waits after the two frames until the largest paint is reported, then adds the bundles once", () => {
      new Function(bootScript(BUNDLES))();
      loadAndDrawTwoFrames();
      expect(observed).toEqual({ type: "largest-contentful-paint", buffered: true });
      expect(added()).toEqual([]);
      report!([{ entryType: "largest-contentful-paint", startTime: 120 } as PerformanceEntry]);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(BUNDLES);
      // The observer is let go, and the latest start adds nothing more.
      expect(report).toBeUndefined();
      jest.advanceTimersByTime(BOOT_AT_LATEST_SECONDS * 1000);
      expect(added()).toEqual(BUNDLES);
    });

    it(`still starts them ${BOOT_AT_LATEST_SECONDS} s after the HTML when no largest paint is ever reported`, () => {
      new Function(bootScript(BUNDLES))();
      loadAndDrawTwoFrames();
      jest.advanceTimersByTime(BOOT_AT_LATEST_SECONDS * 1000 - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(BUNDLES);
    });
  });

  it(`starts them ${BOOT_AT_LATEST_SECONDS} s after the HTML was read when the page never finishes loading or draws no frame`, () => {
    new Function(bootScript(BUNDLES))();
    jest.advanceTimersByTime(BOOT_AT_LATEST_SECONDS * 1000 - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(BUNDLES);
  });
});
