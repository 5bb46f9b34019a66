// Renders the PNG icons from static/favicon.svg (the Everpeak mark) with sharp.
// Run after changing the mark: node scripts/make-favicons.mjs
import fs from "node:fs";
import sharp from "sharp";

const svg = fs.readFileSync("static/favicon.svg");
const SNOW = { r: 246, g: 247, b: 249, alpha: 1 };

async function icon(size, file, padding) {
  const inner = Math.round(size * (1 - padding * 2));
  const mark = await sharp(svg, { density: 600 })
    .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: padding ? SNOW : { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: mark, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`${file} ${fs.statSync(file).size} bytes`);
}

await icon(32, "static/favicon-32.png", 0);
await icon(180, "static/apple-touch-icon.png", 0.14);
// The web manifest's icons (public/site.webmanifest, written by the build: gatsby/post-build.ts): 512 is "maskable", so its mark keeps
// inside the safe circle (20% padding) whatever shape the launcher cuts.
await icon(192, "static/icon-192.png", 0.14);
await icon(512, "static/icon-512.png", 0.2);
