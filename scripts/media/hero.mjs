// Home hero scene: pre-dawn sky, a backlit summit with a restrained gold
// dawn glow, layered ridgelines with parallax, drifting mist, faint stars and
// slowly rising motes of light.
//
// Looping: every moving quantity is a function of the loop phase
// p = t / loopSeconds in [0, 1) through sin/cos(2*pi*p*k) with integer k, or
// through periodic noise shifted by an integer number of periods, so the
// frame after the last one is exactly the first one.
import { Frame, clamp, fract, makePeriodicNoise1D, makeRidged1D, makeRng, mix, paletteRgb, runScene, smoothstep } from "./lib.mjs";

const TAU = Math.PI * 2;

// exp(-q) lookup for q in [0, 9], linearly interpolated (plenty for soft shapes)
const GL = new Float32Array(2049);
for (let k = 0; k <= 2048; k++) GL[k] = Math.exp(-(k / 2048) * 9);
function gauss(q) {
  if (q >= 9) return 0;
  const f = (q / 9) * 2048;
  const k = f | 0;
  return GL[k] + (GL[k + 1] - GL[k]) * (f - k);
}

export function makeHero(W, H, _loopSeconds) {
  const A = W / H; // world units: frame height == 1
  const s = H / 720; // scale for pixel-sized details
  const portrait = A < 1;

  const { ink, navy, navyLight, steel, snow, gold, softGold } = paletteRgb();
  const amber = mix(gold, [181, 101, 42], 0.35); // warmer gold: avoids olive when mixed into navy

  // Composition (text lives on the left half in landscape, top in portrait).
  const xs = portrait ? 0.6 * A : 0.7 * A; // summit x
  const peakY = portrait ? 0.5 : 0.33;
  const horizonY = portrait ? 0.68 : 0.62;

  // --- static sky -----------------------------------------------------------
  const sky = new Float32Array(W * H * 3);
  const glowWide = new Float32Array(W * H);
  const glowCore = new Float32Array(W * H);
  const gcx = xs;
  const gcy = peakY + (portrait ? 0.16 : 0.2);
  const rxW = portrait ? 0.55 : 0.62;
  const ryW = portrait ? 0.3 : 0.3;
  const rxC = portrait ? 0.2 : 0.22;
  const ryC = portrait ? 0.13 : 0.14;
  for (let y = 0; y < H; y++) {
    const wy = (y + 0.5) / H;
    const t = clamp(wy / horizonY, 0, 1.2);
    let c;
    if (t < 0.6) c = mix(ink, navy, smoothstep(0, 0.6, t));
    else c = mix(navy, navyLight, 0.75 * smoothstep(0.6, 1.1, t));
    for (let x = 0; x < W; x++) {
      const wx = (x + 0.5) / H;
      const i = y * W + x;
      // a touch of extra depth in the top-left corner, behind the headline
      const corner = clamp(1 - Math.hypot(wx / (A * 0.9), wy / 0.9), 0, 1);
      const k = corner * corner * 0.35;
      sky[i * 3] = c[0] + (ink[0] - c[0]) * k;
      sky[i * 3 + 1] = c[1] + (ink[1] - c[1]) * k;
      sky[i * 3 + 2] = c[2] + (ink[2] - c[2]) * k;
      const dxW = (wx - gcx) / rxW;
      const dyW = (wy - gcy) / ryW;
      glowWide[i] = Math.exp(-(dxW * dxW + dyW * dyW));
      const dxC = (wx - gcx) / rxC;
      const dyC = (wy - gcy) / ryC;
      glowCore[i] = Math.exp(-(dxC * dxC + dyC * dyC));
    }
  }

  // --- stars and a sparse constellation of "data points" --------------------
  const rng = makeRng(20240611);
  const stars = [];
  const starCount = Math.round(70 * A);
  for (let n = 0; n < starCount; n++) {
    const x = rng() * A;
    const y = Math.pow(rng(), 1.4) * (peakY + 0.05);
    // keep the headline area calm: fewer, fainter stars on the left
    const calm = portrait ? 1 : smoothstep(0.1 * A, 0.55 * A, x) * 0.8 + 0.2;
    if (rng() > calm) continue;
    stars.push({
      x,
      y,
      r: rng.range(0.45, 0.9),
      a: rng.range(0.12, 0.42) * calm,
      k: rng.int(1, 3),
      ph: rng(),
      col: rng() < 0.2 ? softGold : snow,
    });
  }
  const cons = portrait
    ? [
        [0.1, 0.12],
        [0.2, 0.17],
        [0.3, 0.14],
        [0.38, 0.21],
        [0.45, 0.27],
        [0.3, 0.3],
        [0.5, 0.2],
        [0.52, 0.1],
      ]
    : [
        [0.84, 0.12],
        [0.95, 0.17],
        [1.05, 0.14],
        [1.14, 0.21],
        [1.23, 0.18],
        [1.31, 0.25],
        [1.1, 0.29],
        [1.4, 0.13],
      ];
  const consLinks = [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [3, 6],
    [4, 7],
  ];
  const consNodes = cons.map(([x, y], n) => ({ x: x * (portrait ? A / 0.5625 : 1), y, k: 1 + (n % 2), ph: n * 0.173 }));
  {
    const f = new Frame(W, H);
    f.data.set(sky);
    for (const [a, b] of consLinks) {
      const p = consNodes[a];
      const q = consNodes[b];
      f.line(p.x * H, p.y * H, q.x * H, q.y * H, 0.9 * s, steel, portrait ? 0.11 : 0.15);
    }
    sky.set(f.data);
  }

  // --- ridge layers (back to front) -------------------------------------------
  const env = (x) => (portrait ? 1 : 0.55 + 0.45 * smoothstep(0.05 * A, 0.75 * A, x));
  const summitNoise = makeRidged1D(11, 5);
  const layers = [
    {
      // the summit: a single backlit peak
      par: 0.12,
      y: (x) => {
        const d = x - xs;
        const ad = Math.abs(d);
        const drop = horizonY + 0.03 - peakY;
        const b = d < 0 ? 0.3 : 0.19;
        let y = peakY + drop * (1 - Math.exp(-Math.pow(ad / b, 0.9)));
        // a secondary shoulder on each side keeps the peak from looking like a cone
        y -= 0.045 * Math.exp(-Math.pow((d - 0.15) / 0.05, 2));
        y -= 0.03 * Math.exp(-Math.pow((d + 0.2) / 0.07, 2));
        const detail = smoothstep(0.0, 0.05, ad);
        y += 0.05 * detail * (summitNoise(x * 3.1 + 4) - 0.55);
        return y;
      },
      yTop: peakY,
      top: mix(navy, navyLight, 0.6),
      bottom: mix(navy, navyLight, 0.25),
      grad: 0.3,
      haze: 0.32,
      rim: 0.75,
    },
    mkRange(23, 0.28, horizonY + 0.01, 0.075, 2.3, mix(navy, navyLight, 0.42), mix(navy, navyLight, 0.12), 0.2, 0.3),
    mkRange(37, 0.48, horizonY + 0.085, 0.07, 2.8, mix(navy, navyLight, 0.2), mix(navy, ink, 0.2), 0.12, 0.22),
    mkRange(51, 0.72, horizonY + 0.17, 0.065, 3.3, mix(navy, ink, 0.3), mix(ink, navy, 0.3), 0.06, 0.16),
    mkRange(67, 1.0, horizonY + 0.27, 0.06, 3.9, mix(ink, navy, 0.3), ink, 0.02, 0.12),
  ];
  function mkRange(seed, par, base, amp, freq, top, bottom, haze, rim) {
    const n = makeRidged1D(seed, 5);
    return {
      par,
      y: (x) => base - amp * env(x) * (n(x * freq) - 0.25) * 1.6,
      yTop: base - amp * 1.3,
      top,
      bottom,
      grad: 0.28,
      haze,
      rim,
    };
  }

  // mist bands between ranges, drifting by an integer number of periods
  const mistRng = makeRng(99);
  // Each band is the sum of two soft noise strands moving in opposite
  // directions, each by exactly one of its own periods per loop: the wisps
  // slowly shear and re-form instead of visibly sliding across the frame.
  const strand = (period, cells, dir) => ({ period, cells, dir, n: makePeriodicNoise1D(mistRng, cells) });
  const mists = [
    { after: 1, y: horizonY + 0.055, h: 0.035, a: 0.16, s: [strand(0.42, 3, 1), strand(0.56, 4, -1)] },
    { after: 2, y: horizonY + 0.14, h: 0.04, a: 0.12, s: [strand(0.48, 3, -1), strand(0.64, 4, 1)] },
    { after: 3, y: horizonY + 0.235, h: 0.045, a: 0.08, s: [strand(0.54, 3, 1), strand(0.7, 4, -1)] },
  ];
  const mistCol = mix(steel, navyLight, 0.35);

  // rising motes
  const motes = [];
  const moteRng = makeRng(4242);
  const moteCount = Math.round(26 * Math.max(A, 0.8));
  for (let n = 0; n < moteCount; n++) {
    const x = moteRng() * A;
    if (!portrait && x < 0.35 * A && moteRng() < 0.7) continue;
    motes.push({
      x,
      y: moteRng.range(horizonY - 0.05, 1.02),
      rise: moteRng.range(0.05, 0.12),
      ph: moteRng(),
      wob: moteRng.range(0.004, 0.012),
      r: moteRng.range(0.7, 1.4),
      a: moteRng.range(0.25, 0.55),
      col: moteRng() < 0.65 ? softGold : mix(snow, softGold, 0.3),
    });
  }

  const frame = new Frame(W, H);
  const d = frame.data;
  const nL = layers.length;
  const edges = layers.map(() => new Float32Array(W + 1));
  const colY = new Float32Array(W);
  const colInv = new Float32Array(W);
  const colStart = new Int32Array(W);
  const colEnd = new Int32Array(W);
  const colRimA = new Float32Array(W);
  const colRimT = new Float32Array(W);

  return function render(p) {
    const th = TAU * p;
    // slow elliptical camera drift: parallax without any wrap-around
    const camX = 0.045 * Math.sin(th);
    const camY = 0.01 * Math.sin(th + Math.PI / 3);
    const breathe = 1 + 0.07 * Math.sin(th - 0.6);

    // sky + glow
    for (let i = 0, n = W * H; i < n; i++) {
      const a1 = glowWide[i] * 0.42 * breathe;
      const a2 = glowCore[i] * 0.5 * breathe;
      let r = sky[i * 3];
      let g = sky[i * 3 + 1];
      let b = sky[i * 3 + 2];
      r += (amber[0] - r) * a1 * 0.7;
      g += (amber[1] - g) * a1 * 0.7;
      b += (amber[2] - b) * a1 * 0.7;
      r += (softGold[0] - r) * a2;
      g += (softGold[1] - g) * a2;
      b += (softGold[2] - b) * a2;
      d[i * 3] = r;
      d[i * 3 + 1] = g;
      d[i * 3 + 2] = b;
    }

    // stars twinkle with integer frequencies
    for (const st of stars) {
      const tw = 0.65 + 0.35 * Math.sin(TAU * (st.k * p + st.ph));
      frame.dot(st.x * H, st.y * H, st.r * s, st.col, st.a * tw);
    }
    for (const nd of consNodes) {
      const tw = 0.7 + 0.3 * Math.sin(TAU * (nd.k * p + nd.ph));
      frame.dot(nd.x * H, nd.y * H, 2.6 * s, steel, 0.18 * tw);
      frame.dot(nd.x * H, nd.y * H, 0.9 * s, snow, 0.75 * tw);
    }

    // ridges: edges for every layer first, so each layer is only filled down
    // to where a nearer layer fully covers it
    for (let li = 0; li < nL; li++) {
      const L = layers[li];
      const ox = camX * L.par;
      const oy = camY * L.par;
      const e = edges[li];
      for (let x = 0; x <= W; x++) e[x] = (L.y(x / H + ox) + oy) * H; // at pixel edges
    }
    for (let li = 0; li < nL; li++) {
      const L = layers[li];
      const oy = camY * L.par;
      const e = edges[li];
      const gTop = L.yTop * H;
      const gradPx = L.grad * H;
      const localPx = gradPx * 0.5;
      const rimW = 0.9 * s;
      const rimReach = rimW * 3.5;
      const isSummit = li === 0;
      let yMin = H;
      let yMax = 0;
      for (let x = 0; x < W; x++) {
        const e0 = e[x];
        const e1 = e[x + 1];
        const yr = (e0 + e1) / 2;
        const slope = e1 - e0;
        colY[x] = yr;
        colInv[x] = 1 / Math.sqrt(1 + slope * slope);
        const st = Math.max(0, Math.floor(Math.min(e0, e1) - 2));
        let end = H;
        for (let lj = li + 1; lj < nL; lj++) {
          const m = Math.max(edges[lj][x], edges[lj][x + 1]) + 2;
          if (m < end) end = m;
        }
        colStart[x] = st;
        colEnd[x] = Math.min(H, Math.ceil(end));
        if (st < yMin) yMin = st;
        if (colEnd[x] > yMax) yMax = colEnd[x];
        const wx = (x + 0.5) / H;
        // rim light: gold where backlit by the dawn, steel elsewhere
        const prox = Math.exp(-Math.pow((wx - xs) / (isSummit ? 0.2 : 0.32), 2));
        colRimA[x] = L.rim * (0.25 + 0.75 * prox) * (isSummit ? 1 : 0.55);
        colRimT[x] = Math.min(1, prox * (isSummit ? 1.1 : 0.8));
      }
      for (let y = yMin; y < yMax; y++) {
        const yc = y + 0.5;
        const gy = clamp((yc - gTop) / gradPx, 0, 1);
        const dtRow = 0.75 * gy * gy * (3 - 2 * gy);
        const row = y * W;
        for (let x = 0; x < W; x++) {
          if (y < colStart[x] || y >= colEnd[x]) continue;
          const below = yc - colY[x];
          const dist = below * colInv[x];
          if (dist <= -0.5) continue;
          const cov = dist >= 0.5 ? 1 : dist + 0.5;
          const i = row + x;
          const o = i * 3;
          let gl = below / localPx;
          gl = gl < 0 ? 0 : gl > 1 ? 1 : gl;
          const dt = dtRow + 0.25 * gl * gl * (3 - 2 * gl);
          let r = L.top[0] + (L.bottom[0] - L.top[0]) * dt;
          let g = L.top[1] + (L.bottom[1] - L.top[1]) * dt;
          let b = L.top[2] + (L.bottom[2] - L.top[2]) * dt;
          const hz = L.haze * glowWide[i] * 0.45 * breathe * (1 - dt * 0.6);
          r += (amber[0] - r) * hz;
          g += (amber[1] - g) * hz;
          b += (amber[2] - b) * hz;
          if (dist < rimReach) {
            const rr = (dist - rimW) / rimW;
            const rim = colRimA[x] * Math.exp(-rr * rr);
            const t = colRimT[x];
            r += (steel[0] + (softGold[0] - steel[0]) * t - r) * rim;
            g += (steel[1] + (softGold[1] - steel[1]) * t - g) * rim;
            b += (steel[2] + (softGold[2] - steel[2]) * t - b) * rim;
          }
          if (cov >= 1) {
            d[o] = r;
            d[o + 1] = g;
            d[o + 2] = b;
          } else {
            d[o] += (r - d[o]) * cov;
            d[o + 1] += (g - d[o + 1]) * cov;
            d[o + 2] += (b - d[o + 2]) * cov;
          }
        }
      }
      // mist drifting over this layer
      for (const m of mists) {
        if (m.after !== li) continue;
        const y0 = Math.max(0, Math.floor((m.y + oy - 3 * m.h) * H));
        const y1 = Math.min(H - 1, Math.ceil((m.y + oy + 3 * m.h) * H));
        for (let x = 0; x < W; x++) {
          const wx = (x + 0.5) / H;
          const [s1, s2] = m.s;
          const u1 = (wx / s1.period + s1.dir * p) * s1.cells;
          const u2 = (wx / s2.period + s2.dir * p) * s2.cells;
          const dens = clamp(0.5 + 0.55 * s1.n(u1) + 0.55 * s2.n(u2), 0, 1);
          const wob = 0.008 * s1.n(u1 + 1.5);
          for (let y = y0; y <= y1; y++) {
            const dy = ((y + 0.5) / H - (m.y + oy + wob)) / m.h;
            const a = m.a * dens * gauss(dy * dy);
            if (a < 0.002) continue;
            const o = (y * W + x) * 3;
            d[o] += (mistCol[0] - d[o]) * a;
            d[o + 1] += (mistCol[1] - d[o + 1]) * a;
            d[o + 2] += (mistCol[2] - d[o + 2]) * a;
          }
        }
      }
    }

    // motes: each rises over one loop, fading in and out so the wrap is invisible
    for (const m of motes) {
      const u = fract(p + m.ph);
      const fade = Math.pow(Math.sin(Math.PI * u), 2);
      const x = (m.x + camX * 0.85 + m.wob * Math.sin(TAU * (u + m.ph))) * H;
      const y = (m.y - m.rise * u + camY * 0.85) * H;
      frame.dot(x, y, m.r * 2.6 * s, m.col, 0.1 * m.a * fade);
      frame.dot(x, y, m.r * s, m.col, m.a * fade);
    }
    return frame;
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runScene(makeHero, process.argv.slice(2));
}
