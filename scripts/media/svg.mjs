// Tiny helpers to build SVG artwork strings and rasterise them with sharp,
// adding a faint static grain so dark gradients do not band in JPEG.
import sharp from "sharp";
import { PALETTE, hash2, mixHex } from "./lib.mjs";

export const f2 = (v) => (Math.round(v * 100) / 100).toString();

export function pts(list) {
  return list.map(([x, y]) => `${f2(x)},${f2(y)}`).join(" ");
}

export function pathFrom(list, close = false) {
  return list.map(([x, y], i) => `${i ? "L" : "M"}${f2(x)} ${f2(y)}`).join(" ") + (close ? " Z" : "");
}

// Smooth path through points (Catmull-Rom converted to cubic Béziers).
export function smoothPath(list, tension = 0.5, close = false) {
  const n = list.length;
  if (n < 3) return pathFrom(list, close);
  const get = (i) => (close ? list[(i + n) % n] : list[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${f2(list[0][0])} ${f2(list[0][1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const k = tension / 3;
    const c1 = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2 = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += ` C${f2(c1[0])} ${f2(c1[1])} ${f2(c2[0])} ${f2(c2[1])} ${f2(p2[0])} ${f2(p2[1])}`;
  }
  return d + (close ? " Z" : "");
}

// Shared art direction for every still: deep ink->navy field, one restrained
// accent glow, soft vignette, a darker lower-left for white titles.
export function frame(W, H, accent, { gx = 0.66, gy = 0.42, gr = 0.55, ga = 0.38, defs = "", body = "", titleShade = 0.55 }) {
  const { ink, navy, navyLight } = PALETTE;
  const R = gr * Math.max(W, H);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="${W}" y2="${H}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${ink}"/>
    <stop offset="0.55" stop-color="${mixHex(ink, navy, 0.75)}"/>
    <stop offset="1" stop-color="${mixHex(navy, navyLight, 0.25)}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${f2(gx * W)}" cy="${f2(gy * H)}" r="${f2(R)}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${accent}" stop-opacity="${ga}"/>
    <stop offset="0.35" stop-color="${accent}" stop-opacity="${f2(ga * 0.38)}"/>
    <stop offset="0.7" stop-color="${accent}" stop-opacity="${f2(ga * 0.08)}"/>
    <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vig" cx="${f2(W / 2)}" cy="${f2(H / 2)}" r="${f2(Math.hypot(W, H) / 2)}" gradientUnits="userSpaceOnUse">
    <stop offset="0.5" stop-color="${ink}" stop-opacity="0"/>
    <stop offset="1" stop-color="${ink}" stop-opacity="0.7"/>
  </radialGradient>
  <linearGradient id="title" x1="0" y1="${H}" x2="${f2(W * 0.55)}" y2="${f2(H * 0.35)}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${ink}" stop-opacity="${titleShade}"/>
    <stop offset="1" stop-color="${ink}" stop-opacity="0"/>
  </linearGradient>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f2(W / 400)}"/></filter>
  <filter id="softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f2(W / 120)}"/></filter>
  ${defs}
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${body}
<rect width="${W}" height="${H}" fill="url(#vig)"/>
<rect width="${W}" height="${H}" fill="url(#title)"/>
</svg>`;
}

// Rasterise, add a faint static grain, write a progressive JPEG.
export async function renderJpeg(svg, W, H, out, { quality = 82, grain = 1.6, seed = 1 } = {}) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .resize(W, H)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ch = info.channels;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      // triangular-ish noise: average of two hashes, centred on zero
      const n = (hash2(x, y, seed) + hash2(x + 7919, y + 104729, seed) - 1) * grain * 2;
      const o = (y * W + x) * ch;
      for (let c = 0; c < 3; c++) {
        const v = data[o + c] + n;
        data[o + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
      }
    }
  }
  await sharp(data, { raw: { width: W, height: H, channels: ch } })
    .jpeg({ quality, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toFile(out);
}
