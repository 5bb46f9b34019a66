/**
 * @jest-environment jsdom
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserStyleCache, PAGE_STYLES_ATTRIBUTE, STYLE_KEY } from "../../src/lib/emotion-cache";

const Page = ({ open }: { open: boolean }) => (
  <main css={{ color: "rgb(1, 2, 3)" }}>
    <p css={{ margin: 0 }}>Climb</p>
    {open && <p css={{ padding: "7px" }}>Opened later</p>}
  </main>
);

/**
 * A page as the build writes it (emotion-ssr.test.tsx checks that writing): the markup, and one
 * <style> between other head elements naming its rules. Rendered here with a cache that writes
 * into a detached element, since this test runs Emotion's browser build.
 */
async function serverPage() {
  const markup = document.createElement("div");
  const sheet = document.createElement("div");
  const cache = createCache({ key: STYLE_KEY, container: sheet, stylisPlugins: [] });
  const scratch = createRoot(markup);
  await act(async () => {
    scratch.render(
      <CacheProvider value={cache}>
        <Page open={false} />
      </CacheProvider>,
    );
  });
  const html = markup.innerHTML;
  scratch.unmount();
  const ids = Object.keys(cache.inserted).join(" ");
  document.head.innerHTML =
    `<meta charset="utf-8"><style ${PAGE_STYLES_ATTRIBUTE}="${STYLE_KEY} ${ids}">${sheet.textContent}</style>` +
    `<link rel="icon" href="/favicon.svg">`;
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById("root")!;
}

describe("the browser's style cache", () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  it("adopts the server's styles where they are: the page hydrates without moving or adding a style sheet", async () => {
    const root = await serverPage();
    const serverStyle = document.head.querySelector("style")!;
    const cache = createBrowserStyleCache();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(
        root,
        <CacheProvider value={cache}>
          <Page open={false} />
        </CacheProvider>,
      );
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect([...document.head.children].map((element) => element.tagName)).toEqual(["META", "STYLE", "LINK"]);
    expect(document.head.querySelector("style")).toBe(serverStyle);
    expect(document.querySelectorAll("style")).toHaveLength(1);
  });

  it("inserts a rule the server did not render, after the server's styles", async () => {
    const root = await serverPage();
    const cache = createBrowserStyleCache();
    const view = hydrateRoot(
      root,
      <CacheProvider value={cache}>
        <Page open={false} />
      </CacheProvider>,
    );
    await act(async () => undefined);
    await act(async () => {
      view.render(
        <CacheProvider value={cache}>
          <Page open />
        </CacheProvider>,
      );
    });
    const styles = [...document.querySelectorAll("style")];
    expect(styles).toHaveLength(2);
    expect(styles[0]!.compareDocumentPosition(styles[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const added = root.querySelectorAll("p")[1]!;
    expect(getComputedStyle(added).padding).toBe("7px");
  });
});
