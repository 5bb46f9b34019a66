import opentype from "opentype.js";
import path from "node:path";
import sharp from "sharp";
import { webManifest } from "../../../gatsby/web-manifest";
import { metaContent, renderShareImage, shareImageSvg, wrapText } from "../../../gatsby/share-images";
import { shareImagePath } from "../../../src/lib/share-image";

const image = { title: "Vendor Management System", accent: "#2456A6", company: "Everpeak AI", domain: "everpeak.ai" };

describe("share pictures", () => {
  it("live at one path per route", () => {
    expect(shareImagePath("/")).toBe("/share/home.jpg");
    expect(shareImagePath("/solutions/ai-transformation")).toBe("/share/solutions-ai-transformation.jpg");
    expect(shareImagePath("/insights/ai-roi-measurement")).toBe("/share/insights-ai-roi-measurement.jpg");
  });

  it("are 1200 x 630 JPEGs", async () => {
    const meta = await sharp(await renderShareImage(image)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("take their background from the page's accent and draw text as outlines, needing no installed font", async () => {
    const blue = shareImageSvg(image);
    const orange = shareImageSvg({ ...image, accent: "#D9692A" });
    expect(blue).not.toEqual(orange);
    expect(blue).not.toContain("<text");
    // The background's dominant colour follows the accent: blue stays blue, orange stays orange.
    const dominant = async (svg: string) => (await sharp(Buffer.from(svg)).stats()).dominant;
    const [b, o] = [await dominant(blue), await dominant(orange)];
    expect(b.b).toBeGreaterThan(b.r);
    expect(o.r).toBeGreaterThan(o.b);
  });

  it("wrap a long title into lines that fit the width", () => {
    const font = opentype.loadSync(
      path.join(path.dirname(require.resolve("@fontsource/inter/package.json")), "files", "inter-latin-400-normal.woff"),
    );
    const title = "The Future of AI in Business Transformation: 2024 Trends and Predictions";
    const lines = wrapText(font, title, 64, 1040);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(title);
    for (const line of lines) expect(font.getAdvanceWidth(line, 64)).toBeLessThanOrEqual(1040);
  });

  it("read the page's title and accent from its head, entities decoded", () => {
    const html = '<meta name="theme-color" content="#2456A6"/><meta property="og:image:alt" content="Insights &amp; Thought Leadership"/>';
    expect(metaContent(html, "og:image:alt")).toBe("Insights & Thought Leadership");
    expect(metaContent(html, "theme-color")).toBe("#2456A6");
    expect(metaContent(html, "og:image")).toBeUndefined();
  });
});

describe("web manifest", () => {
  it("names the site from its content and offers installable icons", () => {
    const manifest = JSON.parse(webManifest({ company: "Everpeak AI", product: "Everpeak" }));
    expect(manifest).toMatchObject({ name: "Everpeak AI", short_name: "Everpeak", start_url: "/" });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  });
});
