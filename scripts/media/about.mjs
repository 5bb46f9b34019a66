// About page scene: a relief map of a summit drawn as topographic contour
// lines that slowly breathe and re-form. Navy ground, steel contours, finer
// gold contours around the summit, a faint survey graticule.
//
// Looping: the height field depends on time only through sin/cos of
// 2*pi*phase (integer multiples), so the last frame flows into the first.
import { Frame, clamp, makeRng, mix, paletteRgb, runScene, smoothstep } from "./lib.mjs";

const TAU = Math.PI * 2;

export function makeAbout(W, H, _loopSeconds) {
  const A = W / H;
  const s = H / 720;
  const portrait = A < 1;

  const { ink, navy, navyLight, steel, snow, gold, softGold } = paletteRgb();
  const steelHi = mix(steel, snow, 0.25);

  const xs = portrait ? 0.56 * A : 0.7 * A;
  const ys = portrait ? 0.56 : 0.48;

  // --- the terrain: rotated gaussian massifs + a gentle domain warp ---------
  const rng = makeRng(7331);
  // Terrain coordinates are relative to the summit; the portrait cut shows a
  // wider piece of the same terrain (zoom < 1) so the massif keeps its scale.
  const zoom = portrait ? 0.62 : 1;
  const hills = [
    { x: 0, y: 0, a: 1.0, sx: 0.26, sy: 0.2, rot: 0.5 },
    { x: -0.27, y: 0.15, a: 0.5, sx: 0.17, sy: 0.1, rot: -0.4 },
    { x: 0.22, y: -0.2, a: 0.42, sx: 0.12, sy: 0.16, rot: 0.9 },
    { x: 0.06, y: 0.3, a: 0.3, sx: 0.2, sy: 0.09, rot: 0.2 },
    { x: -0.85, y: 0.3, a: 0.32, sx: 0.24, sy: 0.13, rot: -0.25 },
    { x: -0.57, y: -0.32, a: -0.22, sx: 0.3, sy: 0.18, rot: 0.3 },
    { x: 0.5, y: 0.35, a: 0.28, sx: 0.18, sy: 0.22, rot: 0.0 },
  ].map((h) => ({
    ...h,
    orbit: rng.range(0.012, 0.028),
    ph: rng() * TAU,
    dir: rng() < 0.5 ? 1 : -1,
    breathe: rng.range(0.04, 0.09),
    bph: rng() * TAU,
    c: Math.cos(h.rot),
    sn: Math.sin(h.rot),
  }));
  const waves = [];
  for (let j = 0; j < 9; j++) {
    const ang = rng() * TAU;
    const lambda = rng.range(0.16, 0.55);
    const k = TAU / lambda;
    waves.push({
      kx: Math.cos(ang) * k,
      ky: Math.sin(ang) * k,
      amp: 0.022 * Math.pow(lambda / 0.3, 1.1),
      ph: rng() * TAU,
      swing: rng.range(0.5, 0.9),
      sph: rng() * TAU,
    });
  }
  const warp = [];
  for (let j = 0; j < 4; j++) {
    const ang = rng() * TAU;
    const k = TAU / rng.range(0.5, 0.9);
    warp.push({ kx: Math.cos(ang) * k, ky: Math.sin(ang) * k, ph: rng() * TAU, axis: j % 2, amp: 0.02 });
  }

  // coarse grid, upsampled with Catmull-Rom (C1 continuous: clean contours)
  const step = Math.max(4, Math.round(H / 150)); // terrain is smooth: coarse samples suffice
  const GW = Math.ceil(W / step) + 4;
  const GH = Math.ceil(H / step) + 4;
  const grid = new Float32Array(GW * GH);
  const tmp = new Float32Array(W * GH);
  const field = new Float32Array(W * H);

  function computeGrid(p) {
    const th = TAU * p;
    const hs = hills.map((h) => ({
      x: h.x + h.orbit * Math.cos(h.dir * th + h.ph),
      y: h.y + h.orbit * Math.sin(h.dir * th + h.ph),
      a: h.a * (1 + h.breathe * Math.sin(th + h.bph)),
      isx: 1 / (2 * h.sx * h.sx),
      isy: 1 / (2 * h.sy * h.sy),
      c: h.c,
      sn: h.sn,
    }));
    const wv = waves.map((w) => ({ ...w, phase: w.ph + w.swing * Math.sin(th + w.sph) }));
    const wp = warp.map((w) => ({ ...w, phase: w.ph + th }));
    for (let gy = 0; gy < GH; gy++) {
      // sample gy sits at pixel coordinate (gy - 1) * step
      const y0 = (((gy - 1) * step) / H - ys) / zoom;
      for (let gx = 0; gx < GW; gx++) {
        let x = (((gx - 1) * step) / H - xs) / zoom;
        let y = y0;
        let dx = 0;
        let dy = 0;
        for (const w of wp) {
          const v = w.amp * Math.sin(w.kx * x + w.ky * y + w.phase);
          if (w.axis) dy += v;
          else dx += v;
        }
        x += dx;
        y += dy;
        let v = 0;
        for (const h of hs) {
          const ex = x - h.x;
          const ey = y - h.y;
          const u = ex * h.c + ey * h.sn;
          const t = -ex * h.sn + ey * h.c;
          v += h.a * Math.exp(-(u * u * h.isx + t * t * h.isy));
        }
        for (const w of wv) v += w.amp * Math.sin(w.kx * x + w.ky * y + w.phase);
        grid[gy * GW + gx] = v;
      }
    }
  }

  // Catmull-Rom weights per output pixel are the same for every row/column
  const wts = new Float32Array(step * 4);
  for (let k = 0; k < step; k++) {
    const t = (k + 0.5) / step; // pixel centre between samples 1 and 2 of its 4 taps
    const t2 = t * t;
    const t3 = t2 * t;
    wts[k * 4] = -0.5 * t3 + t2 - 0.5 * t;
    wts[k * 4 + 1] = 1.5 * t3 - 2.5 * t2 + 1;
    wts[k * 4 + 2] = -1.5 * t3 + 2 * t2 + 0.5 * t;
    wts[k * 4 + 3] = 0.5 * t3 - 0.5 * t2;
  }
  function upsample() {
    // horizontal: grid (GW x GH) -> tmp (W x GH)
    for (let gy = 0; gy < GH; gy++) {
      const row = gy * GW;
      for (let x = 0; x < W; x++) {
        const cell = Math.floor(x / step);
        const k = (x - cell * step) * 4;
        const b = row + cell;
        tmp[gy * W + x] = grid[b] * wts[k] + grid[b + 1] * wts[k + 1] + grid[b + 2] * wts[k + 2] + grid[b + 3] * wts[k + 3];
      }
    }
    // vertical: tmp -> field (W x H)
    for (let y = 0; y < H; y++) {
      const cell = Math.floor(y / step);
      const k = (y - cell * step) * 4;
      const r0 = cell * W;
      const w0 = wts[k];
      const w1 = wts[k + 1];
      const w2 = wts[k + 2];
      const w3 = wts[k + 3];
      for (let x = 0; x < W; x++) {
        const i = r0 + x;
        field[y * W + x] = tmp[i] * w0 + tmp[i + W] * w1 + tmp[i + 2 * W] * w2 + tmp[i + 3 * W] * w3;
      }
    }
  }

  // --- static ground: gradient, vignette, summit glow, graticule -----------
  const ground = new Float32Array(W * H * 3);
  const textCalm = new Float32Array(W * H);
  for (let y = 0; y < H; y++) {
    const wy = (y + 0.5) / H;
    for (let x = 0; x < W; x++) {
      const wx = (x + 0.5) / H;
      const i = y * W + x;
      const diag = clamp((wx / A) * 0.6 + wy * 0.4, 0, 1);
      let c = mix(ink, navy, smoothstep(0.05, 0.85, diag));
      const dxs = (wx - xs) / 0.6;
      const dys = (wy - ys) / 0.5;
      const lift = Math.exp(-(dxs * dxs + dys * dys));
      c = mix(c, navyLight, 0.35 * lift);
      const vx = (wx / A - 0.5) * 2;
      const vy = (wy - 0.5) * 2;
      const vig = smoothstep(0.6, 1.6, Math.sqrt(vx * vx * 0.8 + vy * vy));
      c = mix(c, ink, 0.55 * vig);
      ground[i * 3] = c[0];
      ground[i * 3 + 1] = c[1];
      ground[i * 3 + 2] = c[2];
      // lines are quieter on the left half, where the page headline sits
      textCalm[i] = portrait ? 0.85 : 0.45 + 0.55 * smoothstep(0.15 * A, 0.6 * A, wx);
    }
  }
  {
    const f = new Frame(W, H);
    f.data.set(ground);
    const pitch = portrait ? 0.2 : 0.25;
    for (let gx = pitch / 2; gx < A; gx += pitch) f.line(gx * H, 0, gx * H, H, 0.8 * s, steel, 0.05);
    for (let gy = pitch / 2; gy < 1; gy += pitch) f.line(0, gy * H, W, gy * H, 0.8 * s, steel, 0.05);
    for (let gx = pitch / 2; gx < A; gx += pitch) {
      for (let gy = pitch / 2; gy < 1; gy += pitch) {
        const c = 5 * s;
        f.line(gx * H - c, gy * H, gx * H + c, gy * H, 1 * s, steelHi, 0.18);
        f.line(gx * H, gy * H - c, gx * H, gy * H + c, 1 * s, steelHi, 0.18);
      }
    }
    ground.set(f.data);
  }

  const interval = 0.045 / Math.sqrt(zoom); // height between contours
  const goldFrom = 0.86; // contours above this height are gold
  const frame = new Frame(W, H);
  const d = frame.data;
  const crowdLo = 2.5 * s;
  const crowdHi = 6 * s;
  const goldK0 = Math.ceil(goldFrom / interval - 1e-9);
  const goldRamp = [];
  const goldCols = [];
  for (let k = goldK0; k < goldK0 + 40; k++) {
    const hi = smoothstep(goldFrom, goldFrom + 0.25, k * interval);
    goldRamp.push(hi);
    goldCols.push(mix(gold, softGold, hi));
  }
  const lightX = -0.6;
  const lightY = -0.8;

  const glowX = new Float32Array(W);
  const glowY = new Float32Array(H);

  return function render(p) {
    computeGrid(p);
    upsample();
    const th = TAU * p;
    const glowK = 0.22 * (1 + 0.1 * Math.sin(th + 1.1));
    // the summit glow follows the (moving) high ground: centroid of the
    // terrain above the gold level, taken on the coarse grid
    let cw = 0;
    let cx = 0;
    let cy = 0;
    for (let gy = 0; gy < GH; gy++) {
      for (let gx = 0; gx < GW; gx++) {
        const e = grid[gy * GW + gx] - goldFrom;
        if (e <= 0) continue;
        const w = e * e;
        cw += w;
        cx += w * (gx - 1) * step;
        cy += w * (gy - 1) * step;
      }
    }
    const gcx = cw > 0 ? cx / cw / H : xs;
    const gcy = cw > 0 ? cy / cw / H : ys;
    for (let x = 0; x < W; x++) {
      const u = ((x + 0.5) / H - gcx) / 0.16;
      glowX[x] = Math.exp(-u * u);
    }
    for (let y = 0; y < H; y++) {
      const u = ((y + 0.5) / H - gcy) / 0.13;
      glowY[y] = Math.exp(-u * u);
    }
    for (let y = 0; y < H; y++) {
      const ym = y > 0 ? y - 1 : y;
      const yp = y < H - 1 ? y + 1 : y;
      for (let x = 0; x < W; x++) {
        const i = y * W + x;
        const xm = x > 0 ? x - 1 : x;
        const xp = x < W - 1 ? x + 1 : x;
        const v = field[i];
        const gx = (field[y * W + xp] - field[y * W + xm]) * 0.5; // per pixel
        const gy = (field[yp * W + x] - field[ym * W + x]) * 0.5;
        const gl = Math.sqrt(gx * gx + gy * gy) + 1e-9;
        const o = i * 3;
        let r = ground[o];
        let g = ground[o + 1];
        let b = ground[o + 2];
        // soft relief shading and elevation tint
        let shade = (gx * lightX + gy * lightY) * H * 0.9;
        shade = shade < -1 ? -1 : shade > 1 ? 1 : shade;
        const elev = clamp(v, 0, 1.3);
        r += shade * 2 + elev * 6;
        g += shade * 3 + elev * 9;
        b += shade * 5 + elev * 14;
        // warm glow at the summit
        const gk = glowX[x] * glowY[y] * glowK;
        r += (gold[0] - r) * gk;
        g += (gold[1] - g) * gk;
        b += (gold[2] - b) * gk;

        // contour line: distance (px) to the nearest iso-line
        const q = v / interval;
        const kq = Math.floor(q + 0.5);
        const spacing = interval / gl; // px between neighbouring lines
        const dist = Math.abs(q - kq) * spacing;
        const isIndex = kq % 5 === 0;
        const isGold = kq >= goldK0;
        const half = (isIndex || isGold ? 0.75 : 0.5) * s;
        let a = half + 0.5 - dist;
        if (a > 0) {
          if (a > 1) a = 1;
          // lines that crowd together fade out instead of merging into a blob
          let crowd = (spacing - crowdLo) / (crowdHi - crowdLo);
          crowd = crowd <= 0 ? 0 : crowd >= 1 ? 1 : crowd * crowd * (3 - 2 * crowd);
          let lc;
          let la;
          if (isGold) {
            const hi = goldRamp[Math.min(kq - goldK0, goldRamp.length - 1)];
            lc = goldCols[Math.min(kq - goldK0, goldRamp.length - 1)];
            la = 0.55 + 0.3 * hi;
          } else if (isIndex) {
            lc = steelHi;
            la = 0.42;
          } else {
            lc = steel;
            la = 0.24;
          }
          const k = a * la * crowd * textCalm[i];
          r += (lc[0] - r) * k;
          g += (lc[1] - g) * k;
          b += (lc[2] - b) * k;
        }
        d[o] = r;
        d[o + 1] = g;
        d[o + 2] = b;
      }
    }
    return frame;
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runScene(makeAbout, process.argv.slice(2));
}
