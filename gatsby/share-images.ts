import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";
import opentype, { type Font } from "opentype.js";
import sharp from "sharp";
import { SHARE_IMAGE_SIZE } from "../src/lib/share-image";
import { deriveScheme } from "../content-core/color-schemes";
import { palette } from "../content-core/palette";
import { decodeEntities } from "../content-core/html-text";

/**
 * Link-preview pictures (1200 x 630), one per page, drawn from the page's title and accent colour
 * (hex; the background is its darkest tints), text outlined with the site's own fonts.
 */
interface ShareImage {
  title: string;
  accent: string;
  company: string;
  /** Shown at the bottom, e.g. "everpeak.ai". */
  domain: string;
}

// Resolved from the project: Gatsby bundles gatsby-node code, and its bundler cannot resolve a path computed at run time.
const projectRequire = createRequire(path.join(process.cwd(), "package.json"));
const fontFile = (pkg: string, file: string) => path.join(path.dirname(projectRequire.resolve(`${pkg}/package.json`)), "files", file);

let fonts: { title: Font; brand: Font; text: Font } | undefined;

function loadFonts() {
  fonts ??= {
    title: opentype.loadSync(fontFile("@fontsource/fraunces", "fraunces-latin-600-normal.woff")),
    brand: opentype.loadSync(fontFile("@fontsource/inter", "inter-latin-700-normal.woff")),
    text: opentype.loadSync(fontFile("@fontsource/inter", "inter-latin-400-normal.woff")),
  };
  return fonts;
}

/** Greedy line breaking by measured width. */
export function wrapText(font: Font, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && font.getAdvanceWidth(`${last} ${word}`, size) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const { width: W, height: H } = SHARE_IMAGE_SIZE;
const MARGIN = 80;
const TITLE_WIDTH = W - 2 * MARGIN;

/** The largest title size (72 px down to 44 px) at which the title fits in three lines. */
function fitTitle(font: Font, title: string) {
  for (let size = 72; size > 44; size -= 4) {
    const lines = wrapText(font, title, size, TITLE_WIDTH);
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 44, lines: wrapText(font, title, 44, TITLE_WIDTH).slice(0, 4) };
}

const outline = (font: Font, text: string, x: number, y: number, size: number, fill: string) =>
  `<path fill="${fill}" d="${font.getPath(text, x, y, size).toPathData(1)}"/>`;

export function shareImageSvg({ title, accent, company, domain }: ShareImage): string {
  const { title: serif, brand, text } = loadFonts();
  const tint = deriveScheme(accent);
  const { size, lines } = fitTitle(serif, title);
  const lineHeight = Math.round(size * 1.18);
  const titleTop = H - 150 - lines.length * lineHeight;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${tint.darkest}"/>
      <stop offset="1" stop-color="${tint.darker}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <path d="M640 630 900 250 1040 430 1120 330 1200 420V630Z" fill="${tint.primary}" opacity="0.45"/>
  <path d="M820 630 1010 360 1200 630Z" fill="${tint.lighter}" opacity="0.18"/>
  <g transform="translate(${MARGIN} 70) scale(1.6)">
    <path d="M12 28 22 10.5 33 28Z" fill="${tint.lighter}"/><path d="M1 28 14 4l13 24Z" fill="${palette.white}"/>
    <path d="m14 4 3.6 6.6-1.9-.9-1.7 1.5-1.7-1.5-1.9.9Z" fill="${palette.gold}"/>
  </g>
  ${outline(brand, company, MARGIN + 68, 110, 34, palette.white)}
  ${lines.map((line, i) => outline(serif, line, MARGIN, titleTop + (i + 1) * lineHeight, size, palette.white)).join("\n  ")}
  <rect x="${MARGIN}" y="${H - 108}" width="64" height="4" fill="${palette.gold}"/>
  ${outline(text, domain, MARGIN, H - 62, 28, tint.lightest)}
</svg>`;
}

/** A JPEG: the size of a reduced-palette PNG at a seventh of the encoding time. */
export async function renderShareImage(image: ShareImage): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(image)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** How many pictures are drawn at once: sharp encodes on libuv's threads, so a few at a time keep every core busy. */
const AT_ONCE = 4;

/** A <meta> value from a page's head, by its name or property. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return tag ? decodeEntities(tag[1]!) : undefined;
}

/** Draws each page's link-preview picture at the path its og:image names, from its title and theme colour. */
export async function writeShareImages(
  publicDir: string,
  site: { url: string; company: string },
  pages: readonly { route: string; html: string }[],
) {
  const domain = new URL(site.url).host.replace(/^www\./, "");
  const pictures = new Map<string, ShareImage>();
  for (const page of pages) {
    const url = metaContent(page.html, "og:image");
    if (!url?.startsWith(site.url) || pictures.has(url)) continue;
    const title = metaContent(page.html, "og:image:alt");
    const accent = metaContent(page.html, "theme-color");
    if (!title || !accent) throw new Error(`${page.route}: the page names a share image but not its og:image:alt and theme-color`);
    pictures.set(url, { title, accent, company: site.company, domain });
  }
  const queue = [...pictures];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, image] = next;
      const file = path.join(publicDir, url.slice(site.url.length));
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, await renderShareImage(image));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}
