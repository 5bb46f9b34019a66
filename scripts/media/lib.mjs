// Shared helpers for the Everpeak media generators.
// Everything here is deterministic: a seeded PRNG replaces Math.random so
// that re-running `npm run media` reproduces the same pixels.

export const PALETTE = {
  ink: "#0A1628",
  navy: "#10264A",
  navyLight: "#1C3B6B",
  steel: "#5B7BA6",
  snow: "#F6F7F9",
  gold: "#C9962B",
  softGold: "#E8C77A",
};

// Small, fast 32-bit PRNG (mulberry32 style). Returns floats in [0, 1).
export function makeRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

// Integer hash of two coordinates to [0, 1); used for static dither / grain.
export function hash2(x, y, seed = 0) {
  let h = (Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2246822519)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export function hexToRgb(hex) {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/** The brand palette as fresh [r, g, b] arrays, one per colour name. */
export function paletteRgb() {
  return Object.fromEntries(Object.entries(PALETTE).map(([name, hex]) => [name, hexToRgb(hex)]));
}

export function rgbToHex([r, g, b]) {
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a, b, t) {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function mixHex(a, b, t) {
  return rgbToHex(mix(hexToRgb(a), hexToRgb(b), t));
}

export const clamp = (v, lo, hi) => (v < lo ? lo : v > hi ? hi : v);
export const smoothstep = (e0, e1, x) => {
  const t = clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
};
export const fract = (x) => x - Math.floor(x);

// 1-D gradient noise on a lattice of `cells` cells that wraps around, so the
// resulting function is exactly periodic with period `cells` in lattice units.
export function makePeriodicNoise1D(rng, cells) {
  const g = new Float32Array(cells);
  for (let i = 0; i < cells; i++) g[i] = rng() * 2 - 1;
  return (u) => {
    const i0 = Math.floor(u);
    const f = u - i0;
    const a = ((i0 % cells) + cells) % cells;
    const b = (a + 1) % cells;
    const s = f * f * f * (f * (f * 6 - 15) + 10);
    const v0 = g[a] * f;
    const v1 = g[b] * (f - 1);
    return (v0 + (v1 - v0) * s) * 2; // roughly [-1, 1]
  };
}

// Sum of `octaves` layers of 1-D noise at rising frequency and falling amplitude,
// each layer's value passed through `shape` first; normalised by the total amplitude.
function makeOctaves(seed, octaves, lacunarity, gain, shape) {
  const rng = makeRng(seed);
  const layers = [];
  for (let o = 0; o < octaves; o++) layers.push({ n: makePeriodicNoise1D(rng, 4096), off: rng() * 1000 });
  return (x) => {
    let amp = 1;
    let freq = 1;
    let sum = 0;
    let norm = 0;
    for (let o = 0; o < octaves; o++) {
      sum += amp * shape(layers[o].n(x * freq + layers[o].off));
      norm += amp;
      amp *= gain;
      freq *= lacunarity;
    }
    return sum / norm;
  };
}

// Fractal sum of 1-D noise (non-periodic in practice: 4096-cell lattice).
export function makeFbm1D(seed, octaves = 5, lacunarity = 2.03, gain = 0.5) {
  return makeOctaves(seed, octaves, lacunarity, gain, (v) => v);
}

// Ridged variant: sharp crests, soft valleys; returns ~[0, 1].
export function makeRidged1D(seed, octaves = 5, lacunarity = 2.1, gain = 0.48) {
  return makeOctaves(seed, octaves, lacunarity, gain, (v) => {
    const ridge = 1 - Math.abs(v);
    return ridge * ridge;
  });
}

// ---------------------------------------------------------------------------
// Float RGB frame buffer (values on a 0..255 scale) with a few primitives.
export class Frame {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.data = new Float32Array(w * h * 3);
  }

  // Additive soft dot (gaussian), radius in pixels, colour rgb, intensity a.
  dot(cx, cy, radius, rgb, a) {
    const r = radius * 3;
    const x0 = Math.max(0, Math.floor(cx - r));
    const x1 = Math.min(this.w - 1, Math.ceil(cx + r));
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(this.h - 1, Math.ceil(cy + r));
    const inv = 1 / (2 * radius * radius);
    const d = this.data;
    for (let y = y0; y <= y1; y++) {
      const dy = y + 0.5 - cy;
      for (let x = x0; x <= x1; x++) {
        const dx = x + 0.5 - cx;
        const k = a * Math.exp(-(dx * dx + dy * dy) * inv);
        if (k < 0.002) continue;
        const i = (y * this.w + x) * 3;
        // "screen"-like blend towards the colour, keeps highlights from clipping
        d[i] += (rgb[0] - d[i]) * k;
        d[i + 1] += (rgb[1] - d[i + 1]) * k;
        d[i + 2] += (rgb[2] - d[i + 2]) * k;
      }
    }
  }

  // Anti-aliased line segment blended over the buffer, width in pixels.
  line(ax, ay, bx, by, width, rgb, a) {
    const pad = width + 2;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - pad));
    const x1 = Math.min(this.w - 1, Math.ceil(Math.max(ax, bx) + pad));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - pad));
    const y1 = Math.min(this.h - 1, Math.ceil(Math.max(ay, by) + pad));
    const vx = bx - ax;
    const vy = by - ay;
    const len2 = vx * vx + vy * vy || 1;
    const half = width / 2;
    const d = this.data;
    for (let y = y0; y <= y1; y++) {
      const py = y + 0.5;
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5;
        let t = ((px - ax) * vx + (py - ay) * vy) / len2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const ex = px - (ax + vx * t);
        const ey = py - (ay + vy * t);
        const dist = Math.sqrt(ex * ex + ey * ey);
        const cov = clamp(half + 0.5 - dist, 0, 1) * a;
        if (cov <= 0) continue;
        const i = (y * this.w + x) * 3;
        d[i] += (rgb[0] - d[i]) * cov;
        d[i + 1] += (rgb[1] - d[i + 1]) * cov;
        d[i + 2] += (rgb[2] - d[i + 2]) * cov;
      }
    }
  }

  // Quantise to 8-bit RGB with a static (frame-invariant) dither so smooth
  // gradients do not band; `grain` is the +/- amplitude in 8-bit levels.
  toRgb8(out, grain = 1.0, seed = 7) {
    const { w, h, data } = this;
    const buf = out || Buffer.alloc(w * h * 3);
    if (!this._dither || this._ditherKey !== `${grain}/${seed}`) {
      this._dither = new Float32Array(w * h);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) this._dither[y * w + x] = (hash2(x, y, seed) - 0.5) * 2 * grain + 0.5;
      }
      this._ditherKey = `${grain}/${seed}`;
    }
    const dz = this._dither;
    for (let i = 0, n = w * h; i < n; i++) {
      const z = dz[i];
      const o = i * 3;
      // typed-array stores truncate (== floor for positives); clamp explicitly
      const r = data[o] + z;
      const g = data[o + 1] + z;
      const b = data[o + 2] + z;
      buf[o] = r <= 0 ? 0 : r >= 255 ? 255 : r;
      buf[o + 1] = g <= 0 ? 0 : g >= 255 ? 255 : g;
      buf[o + 2] = b <= 0 ? 0 : b >= 255 ? 255 : b;
    }
    return buf;
  }
}

// Write raw frames to stdout honouring back-pressure.
export function writeFrame(buf) {
  return new Promise((resolve, reject) => {
    if (process.stdout.write(buf)) resolve();
    else {
      const onDrain = () => {
        process.stdout.off("error", onError);
        resolve();
      };
      const onError = (err) => {
        process.stdout.off("drain", onDrain);
        reject(err);
      };
      process.stdout.once("drain", onDrain);
      process.stdout.once("error", onError);
    }
  });
}

// Shared command-line handling for the animated scenes:
//   node scene.mjs frames <w> <h> <seconds> <fps>   -> raw rgb24 frames on stdout
//   node scene.mjs poster <w> <h> <out.webp> <q>    -> still of frame 0
//   node scene.mjs png <w> <h> <t-seconds> <out.png> <loopSeconds> -> one frame (debug)
export async function runScene(makeRenderer, argv) {
  const [mode, ws, hs, a3, a4, a5] = argv;
  const w = parseInt(ws, 10);
  const h = parseInt(hs, 10);
  if (!mode || !w || !h) {
    console.error("usage: frames <w> <h> <seconds> <fps> | poster <w> <h> <out.webp> <quality> [loopSeconds]");
    process.exit(2);
  }
  if (mode === "frames") {
    const seconds = parseFloat(a3);
    const fps = parseInt(a4, 10);
    const total = Math.round(seconds * fps);
    const render = makeRenderer(w, h, seconds);
    const out = Buffer.alloc(w * h * 3);
    for (let f = 0; f < total; f++) {
      const frame = render(f / total); // phase in [0, 1): frame `total` == frame 0
      frame.toRgb8(out, frame.grain ?? 1);
      await writeFrame(out);
    }
    return;
  }
  const sharp = (await import("sharp")).default;
  if (mode === "poster") {
    const quality = parseInt(a4 || "80", 10);
    const render = makeRenderer(w, h, parseFloat(a5 || "12"));
    const fr = render(0);
    const buf = fr.toRgb8(null, fr.grain ?? 1);
    await sharp(buf, { raw: { width: w, height: h, channels: 3 } })
      .webp({ quality, smartSubsample: true, effort: 6 })
      .toFile(a3);
    return;
  }
  if (mode === "png") {
    const loop = parseFloat(a5 || "12");
    const render = makeRenderer(w, h, loop);
    const fr = render(fract(parseFloat(a3) / loop));
    const buf = fr.toRgb8(null, fr.grain ?? 1);
    await sharp(buf, { raw: { width: w, height: h, channels: 3 } })
      .png()
      .toFile(a4);
    return;
  }
  console.error(`unknown mode ${mode}`);
  process.exit(2);
}
