// Solution-card and article artworks: abstract, dark, one accent each.
//   npx tsx scripts/media/stills.mjs <outRoot> [slug or image ...]
//   npx tsx scripts/media/stills.mjs --list
// For every image the content names (scripts/media/images.ts: solution files,
// articles, home.yaml's cards) that has a design in DESIGNS below, writes
// <outRoot>/<image path>, e.g. <outRoot>/content/images/solutions/<slug>.jpg
// (2400x1600) or <outRoot>/content/images/insights/<slug>.jpg (1600x900), and
// names every entry that has no design.
import fs from "node:fs";
import path from "node:path";
import { PALETTE, makeRng, mixHex } from "./lib.mjs";
import { f2, frame, pathFrom, pts, renderJpeg, smoothPath } from "./svg.mjs";

const { ink, navy, navyLight, steel, snow, softGold } = PALETTE;
const TAU = Math.PI * 2;
const light = (c, t = 0.4) => mixHex(c, snow, t);
const deep = (c, t = 0.5) => mixHex(c, ink, t);

// glowing dot: soft halo + crisp core
function node(x, y, r, color, halo = 4, haloOpacity = 0.35, coreOpacity = 1) {
  return (
    `<circle cx="${f2(x)}" cy="${f2(y)}" r="${f2(r * halo)}" fill="${color}" opacity="${haloOpacity}" filter="url(#soft)"/>` +
    `<circle cx="${f2(x)}" cy="${f2(y)}" r="${f2(r)}" fill="${color}" opacity="${coreOpacity}"/>`
  );
}

// ---------------------------------------------------------------------------
// Solutions (2400 x 1600)

function aiTransformation(W, H, a) {
  const rng = makeRng(101);
  const u = W / 1600;
  const N = 17;
  const peakT = 0.68;
  const ridge = [];
  for (let i = 0; i < N; i++) {
    const t = -0.02 + (1.04 * i) / (N - 1);
    let y;
    if (t <= peakT) y = 0.86 - (0.86 - 0.3) * Math.pow(Math.max(0, t) / peakT, 1.25);
    else y = 0.3 + (0.62 - 0.3) * Math.pow((t - peakT) / (1.02 - peakT), 0.85);
    const nearPeak = Math.abs(t - peakT) < 0.04;
    ridge.push([t * W + (nearPeak ? 0 : rng.range(-0.012, 0.012) * W), (y + (nearPeak ? 0 : rng.range(-0.035, 0.035))) * H]);
  }
  // snap the summit exactly onto a node
  let pk = 0;
  ridge.forEach((p, i) => {
    if (p[1] < ridge[pk][1]) pk = i;
  });
  const rows = 5;
  const mesh = ridge.map(([x, y]) => {
    const col = [[x, y]];
    for (let j = 1; j < rows; j++) col.push([x + rng.range(-0.018, 0.018) * W, y + j * 0.12 * H + rng.range(-0.025, 0.025) * H]);
    return col;
  });
  let lines = "";
  let nodes = "";
  for (let i = 0; i < N; i++) {
    for (let j = 0; j < rows; j++) {
      const p = mesh[i][j];
      const op = 0.3 * Math.pow(0.74, j);
      if (j + 1 < rows)
        lines += `<line x1="${f2(p[0])}" y1="${f2(p[1])}" x2="${f2(mesh[i][j + 1][0])}" y2="${f2(mesh[i][j + 1][1])}" stroke="${snow}" stroke-opacity="${f2(op)}" stroke-width="${f2(1.1 * u)}"/>`;
      if (i + 1 < N) {
        if (j > 0)
          lines += `<line x1="${f2(p[0])}" y1="${f2(p[1])}" x2="${f2(mesh[i + 1][j][0])}" y2="${f2(mesh[i + 1][j][1])}" stroke="${snow}" stroke-opacity="${f2(op)}" stroke-width="${f2(1.1 * u)}"/>`;
        const q = (i + j) % 2 ? mesh[i + 1][Math.min(rows - 1, j + 1)] : j > 0 ? mesh[i + 1][j - 1] : null;
        if (q)
          lines += `<line x1="${f2(p[0])}" y1="${f2(p[1])}" x2="${f2(q[0])}" y2="${f2(q[1])}" stroke="${light(a, 0.3)}" stroke-opacity="${f2(op * 0.8)}" stroke-width="${f2(1 * u)}"/>`;
      }
      if (j > 0)
        nodes += `<circle cx="${f2(p[0])}" cy="${f2(p[1])}" r="${f2(2.4 * u)}" fill="${snow}" opacity="${f2(0.5 * Math.pow(0.7, j))}"/>`;
    }
  }
  const ridgeD = pathFrom(ridge);
  const body = [
    `<path d="${ridgeD} L${W} ${H} L0 ${H} Z" fill="url(#mtn)"/>`,
    lines,
    `<path d="${ridgeD}" fill="none" stroke="${light(a, 0.45)}" stroke-width="${f2(7 * u)}" stroke-opacity="0.35" filter="url(#soft)"/>`,
    `<path d="${ridgeD}" fill="none" stroke="${light(a, 0.5)}" stroke-width="${f2(2.2 * u)}" stroke-linejoin="round"/>`,
    nodes,
    ridge.map(([x, y], i) => (i === pk ? "" : node(x, y, 4.2 * u, light(a, 0.55), 3.5, 0.45))).join(""),
    // summit: brighter node, ring and a fine survey line
    `<line x1="${f2(ridge[pk][0])}" y1="${f2(ridge[pk][1] - 0.16 * H)}" x2="${f2(ridge[pk][0])}" y2="${f2(ridge[pk][1] - 0.02 * H)}" stroke="${snow}" stroke-opacity="0.45" stroke-width="${f2(1.2 * u)}"/>`,
    `<circle cx="${f2(ridge[pk][0])}" cy="${f2(ridge[pk][1])}" r="${f2(26 * u)}" fill="none" stroke="${light(a, 0.6)}" stroke-opacity="0.6" stroke-width="${f2(1.2 * u)}"/>`,
    `<circle cx="${f2(ridge[pk][0])}" cy="${f2(ridge[pk][1])}" r="${f2(52 * u)}" fill="none" stroke="${light(a, 0.6)}" stroke-opacity="0.22" stroke-width="${f2(1 * u)}" stroke-dasharray="${f2(3 * u)} ${f2(7 * u)}"/>`,
    node(ridge[pk][0], ridge[pk][1], 7 * u, snow, 5, 0.5),
    stars(rng, W, H, u, 40, (x, y) => y < 0.5 * H && x > 0.3 * W),
  ].join("\n");
  const defs = `<linearGradient id="mtn" x1="0" y1="${f2(0.3 * H)}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${a}" stop-opacity="0.22"/><stop offset="0.6" stop-color="${navy}" stop-opacity="0.35"/><stop offset="1" stop-color="${ink}" stop-opacity="0.6"/></linearGradient>`;
  return frame(W, H, a, { gx: 0.68, gy: 0.32, gr: 0.5, ga: 0.5, defs, body });
}

function stars(rng, W, H, u, n, keep) {
  let s = "";
  for (let k = 0; k < n; k++) {
    const x = rng() * W;
    const y = rng() * H;
    if (!keep(x, y)) continue;
    s += `<circle cx="${f2(x)}" cy="${f2(y)}" r="${f2(rng.range(0.8, 1.8) * u)}" fill="${snow}" opacity="${f2(rng.range(0.15, 0.5))}"/>`;
  }
  return s;
}

// wrap SVG content drawn in arbitrary coordinates so its bounding box
// [x0, y0, x1, y1] lands centred on (tx, ty) with the given height
function place(content, [x0, y0, x1, y1], tx, ty, th) {
  const k = th / (y1 - y0);
  const dx = tx - ((x0 + x1) / 2) * k;
  const dy = ty - ((y0 + y1) / 2) * k;
  return `<g transform="translate(${f2(dx)} ${f2(dy)}) scale(${f2(k)})">${content}</g>`;
}

function bbox(list) {
  const xs = list.map((p) => p[0]);
  const ys = list.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

// isometric helpers
function iso(ox, oy, s) {
  const c = Math.cos(Math.PI / 6) * s;
  const h = Math.sin(Math.PI / 6) * s;
  return (i, j, z = 0) => [ox + (i - j) * c, oy + (i + j) * h - z * s];
}

function box(P, i, j, z0, z1, w, d, st) {
  // a box over [i, i+w] x [j, j+d] between heights z0..z1; visible faces only
  const A = P(i, j, z1),
    B = P(i + w, j, z1),
    C = P(i + w, j + d, z1),
    D = P(i, j + d, z1);
  const Bb = P(i + w, j, z0),
    Cb = P(i + w, j + d, z0),
    Db = P(i, j + d, z0);
  const top = `<polygon points="${pts([A, B, C, D])}" fill="${st.top}" fill-opacity="${st.topO}" stroke="${st.edge}" stroke-opacity="${st.edgeO}" stroke-width="${st.sw}" stroke-linejoin="round"/>`;
  const right = `<polygon points="${pts([B, C, Cb, Bb])}" fill="${st.right}" fill-opacity="${st.rightO}" stroke="${st.edge}" stroke-opacity="${f2(st.edgeO * 0.6)}" stroke-width="${st.sw}" stroke-linejoin="round"/>`;
  const left = `<polygon points="${pts([D, C, Cb, Db])}" fill="${st.left}" fill-opacity="${st.leftO}" stroke="${st.edge}" stroke-opacity="${f2(st.edgeO * 0.6)}" stroke-width="${st.sw}" stroke-linejoin="round"/>`;
  return right + left + top;
}

function expenseReduction(W, H, a) {
  const u = W / 1600;
  const s = 0.07 * W;
  const P = iso(0, 0, s);
  let body = "";
  const extent = [];
  // faint isometric floor grid
  for (let k = -2; k <= 11; k++) {
    const p0 = P(k, -3, 0),
      p1 = P(k, 4, 0);
    const q0 = P(-2, k - 5 < -3 ? -3 : k - 5, 0),
      q1 = P(11, k - 5 < -3 ? -3 : k - 5, 0);
    if (k - 5 > 4) continue;
    body += `<line x1="${f2(p0[0])}" y1="${f2(p0[1])}" x2="${f2(p1[0])}" y2="${f2(p1[1])}" stroke="${steel}" stroke-opacity="0.09" stroke-width="${f2(u)}"/>`;
    body += `<line x1="${f2(q0[0])}" y1="${f2(q0[1])}" x2="${f2(q1[0])}" y2="${f2(q1[1])}" stroke="${steel}" stroke-opacity="0.09" stroke-width="${f2(u)}"/>`;
  }
  const n = 7;
  const tops = [];
  for (let k = 0; k < n; k++) {
    const hgt = 5.4 * Math.pow(0.74, k) + 0.25;
    const t = k / (n - 1);
    const st = {
      top: mixHex(light(a, 0.25), a, t),
      topO: f2(0.85 - 0.35 * t),
      right: deep(a, 0.45),
      rightO: f2(0.55 - 0.2 * t),
      left: deep(a, 0.7),
      leftO: f2(0.6 - 0.2 * t),
      edge: light(a, 0.55),
      edgeO: 0.7 - 0.3 * t,
      sw: f2(1.4 * u),
    };
    body += box(P, k * 1.25, 0, 0, hgt, 0.8, 0.8, st);
    extent.push(P(k * 1.25, 0, hgt), P(k * 1.25 + 0.8, 0.8, 0), P(k * 1.25, 0.8, 0), P(k * 1.25 + 0.8, 0, hgt));
    tops.push(P(k * 1.25 + 0.4, 0.4, hgt));
    // cascading translucent plane continuing from each step
    const pl = [P(k * 1.25 + 0.8, -0.6, hgt), P(k * 1.25 + 1.25, -0.6, hgt), P(k * 1.25 + 1.25, 1.4, hgt), P(k * 1.25 + 0.8, 1.4, hgt)];
    if (k < n - 1)
      body += `<polygon points="${pts(pl)}" fill="${light(a, 0.3)}" fill-opacity="0.05" stroke="${light(a, 0.4)}" stroke-opacity="0.16" stroke-width="${f2(u)}"/>`;
  }
  body += `<path d="${smoothPath(tops, 0.6)}" fill="none" stroke="${snow}" stroke-opacity="0.55" stroke-width="${f2(1.6 * u)}" stroke-dasharray="${f2(6 * u)} ${f2(8 * u)}"/>`;
  body += tops.map(([x, y]) => node(x, y, 4.5 * u, light(a, 0.6), 4, 0.4)).join("");
  body = place(body, bbox(extent), 0.62 * W, 0.5 * H, 0.62 * H);
  return frame(W, H, a, { gx: 0.56, gy: 0.34, gr: 0.5, ga: 0.36, body });
}

function contractCompliance(W, H, a) {
  const u = W / 1600;
  const sw = 0.25 * W;
  const sh = sw * 1.32;
  const cx = 0.63 * W;
  const cy = 0.5 * H;
  const sheets = [
    { dx: 0.09 * W, dy: -0.07 * H, rot: 12, o: 0.5 },
    { dx: 0.06 * W, dy: -0.045 * H, rot: 8, o: 0.65 },
    { dx: 0.03 * W, dy: -0.02 * H, rot: 4, o: 0.8 },
    { dx: 0, dy: 0, rot: -1, o: 1 },
  ];
  let body = "";
  sheets.forEach((sh0, k) => {
    const top = k === sheets.length - 1;
    const x0 = cx + sh0.dx - sw / 2;
    const y0 = cy + sh0.dy - sh / 2;
    let g = `<g transform="rotate(${sh0.rot} ${f2(cx + sh0.dx)} ${f2(cy + sh0.dy)})" opacity="${sh0.o}">`;
    g += `<rect x="${f2(x0 + 10 * u)}" y="${f2(y0 + 18 * u)}" width="${f2(sw)}" height="${f2(sh)}" rx="${f2(12 * u)}" fill="${ink}" opacity="0.55" filter="url(#softer)"/>`;
    g += `<rect x="${f2(x0)}" y="${f2(y0)}" width="${f2(sw)}" height="${f2(sh)}" rx="${f2(12 * u)}" fill="url(#sheet)" stroke="${snow}" stroke-opacity="${top ? 0.32 : 0.16}" stroke-width="${f2(1.3 * u)}"/>`;
    const m = 0.12 * sw;
    const rule = (yy, len, op, wdt = 1.3, col = snow) =>
      `<line x1="${f2(x0 + m)}" y1="${f2(yy)}" x2="${f2(x0 + m + len)}" y2="${f2(yy)}" stroke="${col}" stroke-opacity="${op}" stroke-width="${f2(wdt * u)}" stroke-linecap="round"/>`;
    const inner = sw - 2 * m;
    g += rule(y0 + 0.1 * sh, inner * 0.45, top ? 0.85 : 0.3, 5, light(a, 0.35));
    const lens = [1, 0.94, 0.98, 0.62, 0, 1, 0.9, 0.96, 0.7, 0, 1, 0.88, 0.55];
    lens.forEach((l, r) => {
      if (l > 0) g += rule(y0 + 0.2 * sh + r * 0.046 * sh, inner * l, top ? 0.22 : 0.1);
    });
    if (top) {
      g += rule(y0 + 0.9 * sh, inner * 0.38, 0.5, 1.4, light(a, 0.4));
    }
    g += "</g>";
    body += g;
  });
  // check mark + seal ring at the lower right of the top sheet
  const kx = cx + 0.16 * W;
  const ky = cy + 0.2 * H;
  const R = 0.085 * W;
  const chk = [
    [kx - 0.42 * R, ky + 0.02 * R],
    [kx - 0.1 * R, ky + 0.34 * R],
    [kx + 0.48 * R, ky - 0.36 * R],
  ];
  body += `<circle cx="${f2(kx)}" cy="${f2(ky)}" r="${f2(R)}" fill="${deep(a, 0.55)}" fill-opacity="0.85"/>`;
  body += `<circle cx="${f2(kx)}" cy="${f2(ky)}" r="${f2(R)}" fill="none" stroke="${light(a, 0.35)}" stroke-width="${f2(2 * u)}"/>`;
  body += `<circle cx="${f2(kx)}" cy="${f2(ky)}" r="${f2(R * 1.22)}" fill="none" stroke="${light(a, 0.35)}" stroke-opacity="0.45" stroke-width="${f2(1.2 * u)}" stroke-dasharray="${f2(2 * u)} ${f2(9 * u)}"/>`;
  body += `<polyline points="${pts(chk)}" fill="none" stroke="${light(a, 0.4)}" stroke-width="${f2(16 * u)}" stroke-opacity="0.5" stroke-linecap="round" stroke-linejoin="round" filter="url(#soft)"/>`;
  body += `<polyline points="${pts(chk)}" fill="none" stroke="${light(a, 0.7)}" stroke-width="${f2(7 * u)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const defs = `<linearGradient id="sheet" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${mixHex(navy, navyLight, 0.55)}"/><stop offset="1" stop-color="${mixHex(ink, navy, 0.6)}"/></linearGradient>`;
  return frame(W, H, a, { gx: 0.7, gy: 0.55, gr: 0.5, ga: 0.45, defs, body });
}

function vendorManagement(W, H, a) {
  const rng = makeRng(404);
  const u = W / 1600;
  const cx = 0.64 * W;
  const cy = 0.5 * H;
  const rot = -16 * (Math.PI / 180);
  const orbits = [0.11, 0.19, 0.28, 0.38].map((r) => r * W);
  const squash = 0.42;
  const at = (R, t) => {
    const ex = R * Math.cos(t);
    const ey = R * squash * Math.sin(t);
    return [cx + ex * Math.cos(rot) - ey * Math.sin(rot), cy + ex * Math.sin(rot) + ey * Math.cos(rot)];
  };
  let body = "";
  orbits.forEach((R, k) => {
    body += `<ellipse cx="${f2(cx)}" cy="${f2(cy)}" rx="${f2(R)}" ry="${f2(R * squash)}" transform="rotate(${f2((rot * 180) / Math.PI)} ${f2(cx)} ${f2(cy)})" fill="none" stroke="${k % 2 ? light(steel, 0.3) : light(a, 0.3)}" stroke-opacity="${f2(0.6 - k * 0.08)}" stroke-width="${f2(1.3 * u)}" ${k % 2 ? `stroke-dasharray="${f2(2 * u)} ${f2(8 * u)}"` : ""}/>`;
  });
  const sats = [];
  orbits.forEach((R, k) => {
    const n = 3 + k;
    const off = rng() * TAU;
    for (let m = 0; m < n; m++) sats.push({ p: at(R, off + (m / n) * TAU + rng.range(-0.25, 0.25)), k, big: rng() < 0.35 });
  });
  // spokes first, then nodes on top
  for (const s of sats) {
    body += `<line x1="${f2(cx)}" y1="${f2(cy)}" x2="${f2(s.p[0])}" y2="${f2(s.p[1])}" stroke="url(#spoke)" stroke-width="${f2(1.2 * u)}" stroke-opacity="${f2(0.75 - s.k * 0.12)}"/>`;
  }
  for (const s of sats) {
    const r = (s.big ? 7 : 4) * u;
    body += node(s.p[0], s.p[1], r, s.big ? light(a, 0.45) : snow, 3.2, s.big ? 0.45 : 0.25, s.big ? 1 : 0.7);
    if (s.big)
      body += `<circle cx="${f2(s.p[0])}" cy="${f2(s.p[1])}" r="${f2(r * 2.6)}" fill="none" stroke="${light(a, 0.4)}" stroke-opacity="0.5" stroke-width="${f2(u)}"/>`;
  }
  body += `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(0.09 * W)}" fill="${a}" opacity="0.25" filter="url(#softer)"/>`;
  body += `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(0.034 * W)}" fill="${deep(a, 0.35)}" stroke="${light(a, 0.5)}" stroke-width="${f2(2 * u)}"/>`;
  body += `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(0.05 * W)}" fill="none" stroke="${light(a, 0.5)}" stroke-opacity="0.45" stroke-width="${f2(1.2 * u)}"/>`;
  body += node(cx, cy, 9 * u, light(a, 0.7), 3, 0.6);
  const defs = `<radialGradient id="spoke" cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(0.45 * W)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${light(a, 0.4)}" stop-opacity="0.9"/><stop offset="1" stop-color="${light(a, 0.4)}" stop-opacity="0.1"/></radialGradient>`;
  return frame(W, H, a, { gx: 0.64, gy: 0.5, gr: 0.45, ga: 0.4, defs, body });
}

function whiteLabel(W, H, a) {
  const rng = makeRng(505);
  const u = W / 1600;
  const s = 0.062 * W;
  const P = iso(0, 0, s);
  const n = 5;
  const cells = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) cells.push({ i, j, lift: 0, hl: false });
  // a few modules are still arriving: lifted above their slots
  const lifted = [
    [1, 3, 2.6],
    [3, 1, 1.7],
    [4, 4, 3.2],
    [2, 2, 0.9],
    [0, 4, 4.0],
  ];
  lifted.forEach(([i, j, z]) => {
    const c = cells.find((q) => q.i === i && q.j === j);
    c.lift = z;
    c.hl = true;
  });
  cells.forEach((c) => {
    if (!c.hl && rng() < 0.18) c.hl = "soft";
  });
  cells.sort((p, q) => p.i + p.j - (q.i + q.j));
  let body = "";
  const gap = 0.08;
  // base plate
  body += `<polygon points="${pts([P(-0.3, -0.3), P(n + 0.3, -0.3), P(n + 0.3, n + 0.3), P(-0.3, n + 0.3)])}" fill="${navyLight}" fill-opacity="0.18" stroke="${steel}" stroke-opacity="0.3" stroke-width="${f2(u)}"/>`;
  for (const c of cells) {
    const x = c.i + gap;
    const y = c.j + gap;
    const w = 1 - 2 * gap;
    if (c.lift > 0) {
      // dashed slot outline + guide line
      const slot = [P(x, y), P(x + w, y), P(x + w, y + w), P(x, y + w)];
      body += `<polygon points="${pts(slot)}" fill="none" stroke="${light(a, 0.4)}" stroke-opacity="0.55" stroke-width="${f2(1.2 * u)}" stroke-dasharray="${f2(4 * u)} ${f2(5 * u)}"/>`;
      const g0 = P(x + w / 2, y + w / 2, 0);
      const g1 = P(x + w / 2, y + w / 2, c.lift);
      body += `<line x1="${f2(g0[0])}" y1="${f2(g0[1])}" x2="${f2(g1[0])}" y2="${f2(g1[1])}" stroke="${light(a, 0.4)}" stroke-opacity="0.3" stroke-width="${f2(u)}"/>`;
    }
  }
  for (const c of cells) {
    const x = c.i + gap;
    const y = c.j + gap;
    const w = 1 - 2 * gap;
    const hot = c.hl === true;
    const st = hot
      ? {
          top: light(a, 0.2),
          topO: 0.9,
          right: deep(a, 0.3),
          rightO: 0.85,
          left: deep(a, 0.55),
          leftO: 0.9,
          edge: light(a, 0.6),
          edgeO: 0.9,
          sw: f2(1.3 * u),
        }
      : c.hl === "soft"
        ? {
            top: mixHex(navyLight, a, 0.35),
            topO: 0.9,
            right: mixHex(navy, a, 0.15),
            rightO: 0.95,
            left: mixHex(ink, a, 0.1),
            leftO: 0.95,
            edge: light(a, 0.5),
            edgeO: 0.45,
            sw: f2(1.1 * u),
          }
        : {
            top: mixHex(navyLight, steel, 0.25),
            topO: 0.85,
            right: navy,
            rightO: 0.95,
            left: mixHex(ink, navy, 0.5),
            leftO: 0.95,
            edge: steel,
            edgeO: 0.5,
            sw: f2(1.1 * u),
          };
    if (hot) {
      const ctr = P(x + w / 2, y + w / 2, c.lift + 0.5);
      body += `<circle cx="${f2(ctr[0])}" cy="${f2(ctr[1])}" r="${f2(s * 0.9)}" fill="${a}" opacity="0.35" filter="url(#softer)"/>`;
    }
    body += box(P, x, y, c.lift, c.lift + 0.45, w, w, st);
  }
  const ext = [P(-0.3, -0.3), P(n + 0.3, -0.3), P(n + 0.3, n + 0.3), P(-0.3, n + 0.3), P(0, 4, 4.45), P(1, 3, 3.05)];
  body = place(body, bbox(ext), 0.63 * W, 0.5 * H, 0.6 * H);
  return frame(W, H, a, { gx: 0.63, gy: 0.45, gr: 0.5, ga: 0.42, body });
}

function processAutomation(W, H, a) {
  const u = W / 1600;
  const gears = [
    [0.36 * W, 0.52 * H, 0.085 * W],
    [0.64 * W, 0.44 * H, 0.11 * W],
    [0.9 * W, 0.56 * H, 0.08 * W],
  ];
  const lanes = 11;
  const base = (x) => 0.5 * H + 0.07 * H * Math.sin((x / W) * TAU * 1.05 + 0.4);
  const pinch = (x) => {
    let p = 1;
    for (const [gx, , r] of gears) p -= 0.62 * Math.exp(-Math.pow((x - gx) / (r * 1.25), 2));
    return p;
  };
  const gearY = (gx) => base(gx);
  gears.forEach((g) => {
    g[1] = gearY(g[0]);
  });
  let body = "";
  const sp = 0.028 * H;
  const laneD = [];
  for (let k = 0; k < lanes; k++) {
    const off = k - (lanes - 1) / 2;
    const ptsL = [];
    for (let x = -20; x <= W + 20; x += 16) ptsL.push([x, base(x) + off * sp * pinch(x) * 2.2]);
    laneD.push(pathFrom(ptsL));
    const hot = k === 3 || k === 7;
    body += `<path d="${laneD[k]}" fill="none" stroke="${hot ? light(a, 0.45) : snow}" stroke-opacity="${hot ? 0.8 : f2(0.1 + 0.08 * (1 - Math.abs(off) / 5))}" stroke-width="${f2((hot ? 2 : 1.2) * u)}"/>`;
    if (hot)
      body += `<path d="${laneD[k]}" fill="none" stroke="${light(a, 0.3)}" stroke-opacity="0.35" stroke-width="${f2(7 * u)}" filter="url(#soft)"/>`;
  }
  // packets travelling along the highlighted lanes
  [3, 7].forEach((k) => {
    const off = k - (lanes - 1) / 2;
    for (let t = 0.08; t < 1; t += 0.13) {
      const x = t * W + (k === 7 ? 0.05 * W : 0);
      body += node(x, base(x) + off * sp * pinch(x) * 2.2, 3.5 * u, light(a, 0.7), 3.5, 0.5);
    }
  });
  for (const [gx, gy, r] of gears) {
    body += `<circle cx="${f2(gx)}" cy="${f2(gy)}" r="${f2(r * 1.2)}" fill="${a}" opacity="0.14" filter="url(#softer)"/>`;
    body += `<circle cx="${f2(gx)}" cy="${f2(gy)}" r="${f2(r)}" fill="${deep(a, 0.75)}" fill-opacity="0.55" stroke="${light(a, 0.45)}" stroke-width="${f2(2 * u)}"/>`;
    body += `<circle cx="${f2(gx)}" cy="${f2(gy)}" r="${f2(r * 0.72)}" fill="none" stroke="${snow}" stroke-opacity="0.25" stroke-width="${f2(1.1 * u)}"/>`;
    body += `<circle cx="${f2(gx)}" cy="${f2(gy)}" r="${f2(r * 0.16)}" fill="none" stroke="${light(a, 0.5)}" stroke-opacity="0.8" stroke-width="${f2(1.6 * u)}"/>`;
    const teeth = Math.round(r / (7 * u));
    let tk = "";
    for (let m = 0; m < teeth; m++) {
      const t = (m / teeth) * TAU;
      const r0 = r * 1.04;
      const r1 = r * (m % 4 === 0 ? 1.16 : 1.1);
      tk += `<line x1="${f2(gx + r0 * Math.cos(t))}" y1="${f2(gy + r0 * Math.sin(t))}" x2="${f2(gx + r1 * Math.cos(t))}" y2="${f2(gy + r1 * Math.sin(t))}" stroke="${light(a, 0.45)}" stroke-opacity="0.7" stroke-width="${f2(1.4 * u)}"/>`;
    }
    body += tk;
  }
  return frame(W, H, a, { gx: 0.64, gy: 0.45, gr: 0.55, ga: 0.4, body });
}

function fractionalCaio(W, H, a) {
  const u = W / 1600;
  const cx = 0.65 * W;
  const cy = 0.48 * H;
  let body = "";
  // crosshair
  body += `<line x1="${f2(cx)}" y1="0" x2="${f2(cx)}" y2="${H}" stroke="${snow}" stroke-opacity="0.07" stroke-width="${f2(u)}"/>`;
  body += `<line x1="${f2(0.25 * W)}" y1="${f2(cy)}" x2="${W}" y2="${f2(cy)}" stroke="${snow}" stroke-opacity="0.07" stroke-width="${f2(u)}"/>`;
  const rings = [0.075, 0.14, 0.21, 0.29, 0.37, 0.46].map((r) => r * H);
  rings.forEach((r, k) => {
    const dash = k % 2 ? `stroke-dasharray="${f2(2 * u)} ${f2(6 * u)}"` : "";
    body += `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}" fill="none" stroke="${k === 3 ? light(a, 0.45) : snow}" stroke-opacity="${k === 3 ? 0.7 : f2(0.3 - k * 0.03)}" stroke-width="${f2((k === 3 ? 1.8 : 1.1) * u)}" ${dash}/>`;
  });
  // bezel ticks on the accent ring
  const R = rings[3];
  for (let m = 0; m < 144; m++) {
    const t = (m / 144) * TAU;
    const long = m % 12 === 0;
    const r0 = R + 4 * u;
    const r1 = R + (long ? 26 : m % 4 === 0 ? 15 : 9) * u;
    body += `<line x1="${f2(cx + r0 * Math.cos(t))}" y1="${f2(cy + r0 * Math.sin(t))}" x2="${f2(cx + r1 * Math.cos(t))}" y2="${f2(cy + r1 * Math.sin(t))}" stroke="${long ? light(a, 0.5) : snow}" stroke-opacity="${long ? 0.85 : 0.3}" stroke-width="${f2((long ? 1.6 : 1) * u)}"/>`;
  }
  // needle: points up and slightly right, towards the summit
  const ang = -Math.PI / 2 + 0.38;
  const L = rings[4] * 0.98;
  const wN = 0.018 * H;
  const tip = [cx + L * Math.cos(ang), cy + L * Math.sin(ang)];
  const tail = [cx - L * 0.55 * Math.cos(ang), cy - L * 0.55 * Math.sin(ang)];
  const side = (k) => [cx + k * wN * Math.cos(ang + Math.PI / 2), cy + k * wN * Math.sin(ang + Math.PI / 2)];
  body += `<polygon points="${pts([tip, side(1), side(-1)])}" fill="${light(a, 0.45)}" opacity="0.45" filter="url(#soft)"/>`;
  body += `<polygon points="${pts([tip, side(1), [cx, cy]])}" fill="${light(a, 0.55)}"/>`;
  body += `<polygon points="${pts([tip, side(-1), [cx, cy]])}" fill="${light(a, 0.2)}"/>`;
  body += `<polygon points="${pts([tail, side(1), side(-1)])}" fill="none" stroke="${snow}" stroke-opacity="0.35" stroke-width="${f2(1.2 * u)}"/>`;
  // summit marker at the hub
  const tr = 0.05 * H;
  const tri = [
    [cx, cy - tr],
    [cx + tr * 0.95, cy + tr * 0.6],
    [cx - tr * 0.95, cy + tr * 0.6],
  ];
  body += `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(rings[0])}" fill="${deep(a, 0.6)}" fill-opacity="0.9" stroke="${light(a, 0.5)}" stroke-width="${f2(1.6 * u)}"/>`;
  body += `<polygon points="${pts(tri)}" fill="none" stroke="${snow}" stroke-opacity="0.9" stroke-width="${f2(2 * u)}" stroke-linejoin="round"/>`;
  body += node(cx, cy - tr, 4 * u, softGold, 4, 0.5);
  body += node(tip[0], tip[1], 4 * u, light(a, 0.7), 4, 0.5);
  return frame(W, H, a, { gx: 0.65, gy: 0.45, gr: 0.5, ga: 0.45, body });
}

function crossSelling(W, H, a) {
  const u = W / 1600;
  const cx = 0.64 * W;
  const cy = 0.5 * H;
  const r = 0.22 * H;
  const d = r * 0.7;
  const circles = [-90, 30, 150].map((deg) => {
    const t = (deg * Math.PI) / 180;
    return [cx + d * Math.cos(t), cy + d * Math.sin(t)];
  });
  let body = "";
  circles.forEach(([x, y], k) => {
    body += `<circle cx="${f2(x)}" cy="${f2(y)}" r="${f2(r)}" fill="${a}" fill-opacity="0.1" stroke="${k === 0 ? light(a, 0.5) : snow}" stroke-opacity="${k === 0 ? 0.75 : 0.35}" stroke-width="${f2(1.6 * u)}"/>`;
    body += `<circle cx="${f2(x)}" cy="${f2(y)}" r="${f2(r * 1.12)}" fill="none" stroke="${snow}" stroke-opacity="0.1" stroke-width="${f2(u)}" stroke-dasharray="${f2(2 * u)} ${f2(7 * u)}"/>`;
  });
  body += `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r * 0.42)}" fill="${light(a, 0.3)}" opacity="0.45" filter="url(#softer)"/>`;
  // each pair of circles is bridged on the outside by nested arcs between
  // points that face each other: offers reaching across customer segments
  const dirs = [-90, 30, 150].map((deg) => (deg * Math.PI) / 180);
  const onCircle = (k, t) => [circles[k][0] + r * Math.cos(t), circles[k][1] + r * Math.sin(t)];
  const dots = [];
  for (let k = 0; k < 3; k++) {
    const k2 = (k + 1) % 3;
    const mid = dirs[k] + ((dirs[k2] - dirs[k] + 3 * TAU) % TAU) / 2;
    [0.55, 0.95].forEach((spread, m) => {
      const A = onCircle(k, dirs[k] + spread);
      const B = onCircle(k2, dirs[k2] - spread);
      const reach = r * (1.25 + 0.28 * m);
      const c = [cx + reach * 1.6 * Math.cos(mid), cy + reach * 1.6 * Math.sin(mid)];
      const hot = m === 0;
      body += `<path d="M${f2(A[0])} ${f2(A[1])} Q${f2(c[0])} ${f2(c[1])} ${f2(B[0])} ${f2(B[1])}" fill="none" stroke="${hot ? light(a, 0.55) : snow}" stroke-opacity="${hot ? 0.7 : 0.28}" stroke-width="${f2((hot ? 1.7 : 1.1) * u)}" ${hot ? "" : `stroke-dasharray="${f2(3 * u)} ${f2(6 * u)}"`}/>`;
      dots.push([A, hot], [B, hot]);
    });
  }
  // where the circles cross: the shared opportunities
  for (let k = 0; k < 3; k++) {
    const [x1, y1] = circles[k];
    const [x2, y2] = circles[(k + 1) % 3];
    const D = Math.hypot(x2 - x1, y2 - y1);
    const hh = Math.sqrt(Math.max(0, r * r - (D / 2) * (D / 2)));
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const px = -(y2 - y1) / D;
    const py = (x2 - x1) / D;
    dots.push([[mx + px * hh, my + py * hh], false], [[mx - px * hh, my - py * hh], false]);
  }
  for (const [q, hot] of dots) body += node(q[0], q[1], (hot ? 5 : 4) * u, hot ? light(a, 0.6) : snow, 3.5, 0.4, hot ? 1 : 0.8);
  body += node(cx, cy, 6 * u, snow, 4, 0.5);
  return frame(W, H, a, { gx: 0.64, gy: 0.5, gr: 0.5, ga: 0.4, body });
}

// ---------------------------------------------------------------------------
// Insights (1600 x 900)

function futureOfAi(W, H, a) {
  const u = W / 1600;
  const vx = 0.64 * W;
  const hy = 0.56 * H;
  let body = "";
  // sun-like concentric arcs above the horizon
  for (let k = 1; k <= 9; k++) {
    const r = 40 * u * Math.pow(1.42, k);
    body += `<path d="M${f2(vx - r)} ${f2(hy)} A${f2(r)} ${f2(r)} 0 0 1 ${f2(vx + r)} ${f2(hy)}" fill="none" stroke="${k === 3 ? light(a, 0.5) : snow}" stroke-opacity="${k === 3 ? 0.7 : f2(0.2 - k * 0.015)}" stroke-width="${f2((k === 3 ? 1.8 : 1.1) * u)}"/>`;
  }
  body += `<ellipse cx="${f2(vx)}" cy="${f2(hy)}" rx="${f2(420 * u)}" ry="${f2(120 * u)}" fill="url(#dawn)"/>`;
  // floor: ground plane mask then the perspective grid
  body += `<rect x="0" y="${f2(hy)}" width="${W}" height="${f2(H - hy)}" fill="url(#floor)"/>`;
  for (let k = -24; k <= 24; k++) {
    const xb = vx + k * 110 * u;
    body += `<line x1="${f2(vx)}" y1="${f2(hy)}" x2="${f2(vx + (xb - vx) * 3)}" y2="${f2(hy + (H - hy) * 3)}" stroke="url(#fade)" stroke-width="${f2(1.1 * u)}"/>`;
  }
  for (let k = 1; k <= 14; k++) {
    const y = hy + (H - hy) * Math.pow(k / 10, 2.1);
    if (y > H) break;
    body += `<line x1="0" y1="${f2(y)}" x2="${W}" y2="${f2(y)}" stroke="${light(a, 0.45)}" stroke-opacity="${f2(0.1 + (0.35 * (y - hy)) / (H - hy))}" stroke-width="${f2(1.1 * u)}"/>`;
  }
  body += `<line x1="0" y1="${f2(hy)}" x2="${W}" y2="${f2(hy)}" stroke="${light(a, 0.5)}" stroke-opacity="0.7" stroke-width="${f2(1.4 * u)}"/>`;
  body += node(vx, hy, 5 * u, snow, 5, 0.6);
  const defs = `<radialGradient id="dawn"><stop offset="0" stop-color="${light(a, 0.45)}" stop-opacity="0.55"/><stop offset="0.4" stop-color="${light(a, 0.2)}" stop-opacity="0.18"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="${f2(hy)}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${a}" stop-opacity="0.12"/><stop offset="1" stop-color="${ink}" stop-opacity="0.5"/></linearGradient>
  <linearGradient id="fade" x1="0" y1="${f2(hy)}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${light(a, 0.45)}" stop-opacity="0.05"/><stop offset="1" stop-color="${light(a, 0.45)}" stop-opacity="0.45"/></linearGradient>`;
  return frame(W, H, a, { gx: 0.64, gy: 0.5, gr: 0.5, ga: 0.45, defs, body, titleShade: 0.45 });
}

function manufacturing(W, H, a) {
  const rng = makeRng(202);
  const u = W / 1600;
  const R = 44 * u;
  const hw = Math.sqrt(3) * R;
  const cells = [];
  for (let row = -1; row * R * 1.5 < H + R; row++) {
    for (let col = -1; col * hw < W + hw; col++) {
      const x = col * hw + (row % 2 ? hw / 2 : 0);
      const y = row * R * 1.5;
      cells.push({ x, y, row, col });
    }
  }
  const hex = (x, y, r) => {
    const p = [];
    for (let k = 0; k < 6; k++) {
      const t = (k / 6) * TAU + Math.PI / 6;
      p.push([x + r * Math.cos(t), y + r * Math.sin(t)]);
    }
    return pts(p);
  };
  // a production line: a walk of neighbouring cells across the frame
  const path = [];
  let cur = cells.reduce((best, c) =>
    Math.hypot(c.x - 0.32 * W, c.y - 0.7 * H) < Math.hypot(best.x - 0.32 * W, best.y - 0.7 * H) ? c : best,
  );
  path.push(cur);
  for (let step = 0; step < 16; step++) {
    const nb = cells.filter((c) => Math.hypot(c.x - cur.x, c.y - cur.y) < hw * 1.1 && c !== cur && !path.includes(c) && c.x > cur.x - 1);
    nb.sort((p, q) => (q.x - p.x) * 0.8 + (p.y - q.y) * 0.5 * (rng() - 0.3));
    if (!nb.length) break;
    cur = nb[Math.floor(rng() * Math.min(2, nb.length))];
    path.push(cur);
  }
  let body = "";
  for (const c of cells) {
    const dx = c.x - 0.66 * W;
    const dy = c.y - 0.45 * H;
    const fall = Math.exp(-(dx * dx + dy * dy) / Math.pow(0.42 * W, 2));
    const on = path.includes(c);
    if (on) continue;
    const glowCell = rng() < 0.06 * fall;
    body += `<polygon points="${hex(c.x, c.y, R * 0.92)}" fill="${glowCell ? a : navyLight}" fill-opacity="${glowCell ? 0.14 : f2(0.05 + 0.1 * fall)}" stroke="${steel}" stroke-opacity="${f2(0.08 + 0.3 * fall)}" stroke-width="${f2(1.1 * u)}"/>`;
  }
  path.forEach((c, k) => {
    const t = k / (path.length - 1);
    body += `<polygon points="${hex(c.x, c.y, R * 0.92)}" fill="${a}" fill-opacity="${f2(0.18 + 0.3 * t)}" stroke="${light(a, 0.45)}" stroke-opacity="${f2(0.5 + 0.4 * t)}" stroke-width="${f2(1.6 * u)}"/>`;
  });
  body += `<path d="${pathFrom(path.map((c) => [c.x, c.y]))}" fill="none" stroke="${light(a, 0.6)}" stroke-width="${f2(2 * u)}" stroke-opacity="0.85" stroke-linejoin="round"/>`;
  body += path.map((c) => node(c.x, c.y, 3.5 * u, light(a, 0.7), 3.5, 0.5)).join("");
  return frame(W, H, a, { gx: 0.66, gy: 0.45, gr: 0.5, ga: 0.4, body, titleShade: 0.5 });
}

function healthcare(W, H, a) {
  const rng = makeRng(303);
  const u = W / 1600;
  let body = "";
  const minor = 20 * u;
  for (let x = 0; x <= W; x += minor) {
    const major = Math.round(x / minor) % 5 === 0;
    body += `<line x1="${f2(x)}" y1="0" x2="${f2(x)}" y2="${H}" stroke="${steel}" stroke-opacity="${major ? 0.1 : 0.04}" stroke-width="${f2(u)}"/>`;
  }
  for (let y = 0; y <= H; y += minor) {
    const major = Math.round(y / minor) % 5 === 0;
    body += `<line x1="0" y1="${f2(y)}" x2="${W}" y2="${f2(y)}" stroke="${steel}" stroke-opacity="${major ? 0.1 : 0.04}" stroke-width="${f2(u)}"/>`;
  }
  // quiet background signals
  for (let k = 0; k < 5; k++) {
    const y0 = (0.22 + k * 0.14) * H;
    const f1 = rng.range(1.5, 3.5);
    const f2_ = rng.range(5, 9);
    const ph = rng() * TAU;
    const p = [];
    for (let x = 0; x <= W; x += 8) p.push([x, y0 + 14 * u * Math.sin((x / W) * TAU * f1 + ph) + 5 * u * Math.sin((x / W) * TAU * f2_)]);
    body += `<path d="${pathFrom(p)}" fill="none" stroke="${snow}" stroke-opacity="${f2(0.08 + 0.04 * k)}" stroke-width="${f2(1.1 * u)}"/>`;
  }
  // the accent trace: calm baseline with three heartbeat complexes
  const y0 = 0.5 * H;
  const beats = [0.44, 0.66, 0.88].map((t) => t * W);
  const shape = (dx) => {
    const s = dx / (60 * u);
    return (
      -0.12 * Math.exp(-Math.pow((s + 1.6) / 0.35, 2)) +
      0.18 * Math.exp(-Math.pow((s + 0.25) / 0.12, 2)) -
      1.0 * Math.exp(-Math.pow(s / 0.11, 2)) +
      0.35 * Math.exp(-Math.pow((s - 0.25) / 0.12, 2)) -
      0.22 * Math.exp(-Math.pow((s - 1.7) / 0.45, 2))
    );
  };
  const trace = [];
  for (let x = 0.18 * W; x <= W + 4; x += 2) {
    let v = 0;
    for (const b of beats) v += shape(x - b);
    trace.push([x, y0 + v * 130 * u]);
  }
  const d = pathFrom(trace);
  body += `<path d="${d}" fill="none" stroke="url(#traceGlow)" stroke-width="${f2(8 * u)}" filter="url(#soft)"/>`;
  body += `<path d="${d}" fill="none" stroke="url(#trace)" stroke-width="${f2(2.2 * u)}" stroke-linejoin="round"/>`;
  body += `<circle cx="${f2(beats[2])}" cy="${f2(y0 - 130 * u)}" r="${f2(20 * u)}" fill="none" stroke="${light(a, 0.55)}" stroke-opacity="0.55" stroke-width="${f2(1.2 * u)}"/>`;
  body += node(beats[2], y0 - 130 * u, 4 * u, snow, 4, 0.6);
  const defs = `<linearGradient id="trace" x1="${f2(0.18 * W)}" y1="0" x2="${f2(0.5 * W)}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${light(a, 0.55)}" stop-opacity="0"/><stop offset="1" stop-color="${light(a, 0.55)}" stop-opacity="1"/></linearGradient>
  <linearGradient id="traceGlow" x1="${f2(0.18 * W)}" y1="0" x2="${f2(0.5 * W)}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${light(a, 0.4)}" stop-opacity="0"/><stop offset="1" stop-color="${light(a, 0.4)}" stop-opacity="0.45"/></linearGradient>`;
  return frame(W, H, a, { gx: 0.7, gy: 0.45, gr: 0.5, ga: 0.42, defs, body, titleShade: 0.5 });
}

// marching squares over a sampled scalar field -> SVG path of segments
function contours(field, W, H, step, levels) {
  const nx = Math.ceil(W / step) + 1;
  const ny = Math.ceil(H / step) + 1;
  const v = new Float32Array(nx * ny);
  for (let j = 0; j < ny; j++) for (let i = 0; i < nx; i++) v[j * nx + i] = field(i * step, j * step);
  return levels.map((L) => {
    let d = "";
    for (let j = 0; j < ny - 1; j++) {
      for (let i = 0; i < nx - 1; i++) {
        const a0 = v[j * nx + i] - L,
          a1 = v[j * nx + i + 1] - L,
          a2 = v[(j + 1) * nx + i + 1] - L,
          a3 = v[(j + 1) * nx + i] - L;
        const x = i * step;
        const y = j * step;
        const e = [];
        const cross = (p, q, P, Q) => {
          if (p > 0 !== q > 0) {
            const t = p / (p - q);
            e.push([P[0] + (Q[0] - P[0]) * t, P[1] + (Q[1] - P[1]) * t]);
          }
        };
        cross(a0, a1, [x, y], [x + step, y]);
        cross(a1, a2, [x + step, y], [x + step, y + step]);
        cross(a2, a3, [x + step, y + step], [x, y + step]);
        cross(a3, a0, [x, y + step], [x, y]);
        for (let k = 0; k + 1 < e.length; k += 2) d += `M${f2(e[k][0])} ${f2(e[k][1])}L${f2(e[k + 1][0])} ${f2(e[k + 1][1])}`;
      }
    }
    return { level: L, d };
  });
}

function readiness(W, H, a) {
  const u = W / 1600;
  const sx = 0.68 * W;
  const sy = 0.36 * H;
  const hills = [
    [sx, sy, 1, 0.2 * W, 0.16 * W],
    [sx - 0.22 * W, sy + 0.2 * H, 0.45, 0.12 * W, 0.1 * W],
    [sx + 0.16 * W, sy + 0.3 * H, 0.35, 0.1 * W, 0.12 * W],
    [0.2 * W, 0.2 * H, 0.3, 0.16 * W, 0.12 * W],
  ];
  const field = (x, y) => {
    let v = 0;
    for (const [hx, hy, amp, rx, ry] of hills) v += amp * Math.exp(-(Math.pow((x - hx) / rx, 2) + Math.pow((y - hy) / ry, 2)));
    v += 0.04 * Math.sin(x / (60 * u) + y / (90 * u)) + 0.03 * Math.sin(y / (45 * u) - x / (140 * u));
    return v;
  };
  const levels = [];
  for (let L = 0.06; L < 1.1; L += 0.055) levels.push(L);
  const cs = contours(field, W, H, 4 * u, levels);
  let body = "";
  cs.forEach(({ level, d }, k) => {
    const hi = level > 0.8;
    body += `<path d="${d}" fill="none" stroke="${hi ? light(a, 0.35) : steel}" stroke-opacity="${hi ? 0.8 : k % 4 === 0 ? 0.42 : 0.22}" stroke-width="${f2((hi || k % 4 === 0 ? 1.4 : 1) * u)}" stroke-linecap="round"/>`;
  });
  // the route: dotted path climbing to the summit with waypoints
  const route = [
    [0.3 * W, 0.98 * H],
    [0.42 * W, 0.8 * H],
    [0.5 * W, 0.72 * H],
    [0.55 * W, 0.58 * H],
    [0.63 * W, 0.5 * H],
    [sx, sy],
  ];
  const rd = smoothPath(route, 0.7);
  body += `<path d="${rd}" fill="none" stroke="${light(a, 0.3)}" stroke-opacity="0.35" stroke-width="${f2(6 * u)}" filter="url(#soft)"/>`;
  body += `<path d="${rd}" fill="none" stroke="${softGold}" stroke-width="${f2(2.2 * u)}" stroke-linecap="round" stroke-dasharray="${f2(0.1)} ${f2(9 * u)}"/>`;
  route.slice(1, -1).forEach(([x, y]) => {
    body += `<circle cx="${f2(x)}" cy="${f2(y)}" r="${f2(5 * u)}" fill="${ink}" stroke="${softGold}" stroke-width="${f2(1.4 * u)}"/>`;
  });
  body += `<circle cx="${f2(sx)}" cy="${f2(sy)}" r="${f2(22 * u)}" fill="none" stroke="${softGold}" stroke-opacity="0.7" stroke-width="${f2(1.3 * u)}"/>`;
  body += node(sx, sy, 5 * u, softGold, 5, 0.6);
  return frame(W, H, a, { gx: 0.68, gy: 0.36, gr: 0.4, ga: 0.35, body, titleShade: 0.5 });
}

function roi(W, H, a) {
  const u = W / 1600;
  const x0 = 0.22 * W;
  const x1 = 0.96 * W;
  const yb = 0.82 * H;
  let body = "";
  for (let k = 0; k <= 6; k++) {
    const y = yb - k * 0.11 * H;
    body += `<line x1="${f2(x0)}" y1="${f2(y)}" x2="${f2(x1)}" y2="${f2(y)}" stroke="${steel}" stroke-opacity="${k === 0 ? 0.5 : 0.18}" stroke-width="${f2(u)}"/>`;
  }
  for (let k = 0; k <= 10; k++) {
    const x = x0 + ((x1 - x0) * k) / 10;
    body += `<line x1="${f2(x)}" y1="${f2(yb)}" x2="${f2(x)}" y2="${f2(yb + 8 * u)}" stroke="${steel}" stroke-opacity="0.4" stroke-width="${f2(u)}"/>`;
  }
  const curve = (g, lift) => {
    const p = [];
    for (let k = 0; k <= 60; k++) {
      const t = k / 60;
      const v = (Math.exp(g * t) - 1) / (Math.exp(g) - 1);
      p.push([x0 + (x1 - x0) * t, yb - lift * H * v - 0.02 * H * Math.sin(t * 9)]);
    }
    return p;
  };
  const series = [curve(1.2, 0.3), curve(2, 0.45), curve(2.6, 0.62)];
  series.forEach((p, k) => {
    const top = k === series.length - 1;
    const d = pathFrom(p);
    if (top) body += `<path d="${d} L${f2(x1)} ${f2(yb)} L${f2(x0)} ${f2(yb)} Z" fill="url(#area)"/>`;
    body += `<path d="${d}" fill="none" stroke="${top ? light(a, 0.45) : snow}" stroke-opacity="${top ? 1 : 0.3 + 0.12 * k}" stroke-width="${f2((top ? 2.4 : 1.2) * u)}" ${top ? "" : `stroke-dasharray="${f2(5 * u)} ${f2(6 * u)}"`}/>`;
    if (top) {
      body += `<path d="${d}" fill="none" stroke="${light(a, 0.4)}" stroke-opacity="0.4" stroke-width="${f2(9 * u)}" filter="url(#soft)"/>`;
      [12, 24, 36, 48, 60].forEach((i) => {
        body += node(p[i][0], p[i][1], 4.5 * u, light(a, 0.65), 3.5, 0.5);
      });
      const e = p[60];
      body += `<circle cx="${f2(e[0])}" cy="${f2(e[1])}" r="${f2(18 * u)}" fill="none" stroke="${light(a, 0.55)}" stroke-opacity="0.6" stroke-width="${f2(1.2 * u)}"/>`;
      body += `<line x1="${f2(e[0])}" y1="${f2(e[1])}" x2="${f2(e[0])}" y2="${f2(yb)}" stroke="${snow}" stroke-opacity="0.25" stroke-width="${f2(u)}" stroke-dasharray="${f2(3 * u)} ${f2(5 * u)}"/>`;
    }
  });
  const defs = `<linearGradient id="area" x1="0" y1="${f2(0.2 * H)}" x2="0" y2="${f2(yb)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${a}" stop-opacity="0.45"/><stop offset="1" stop-color="${a}" stop-opacity="0.02"/></linearGradient>`;
  return frame(W, H, a, { gx: 0.85, gy: 0.25, gr: 0.5, ga: 0.42, defs, body, titleShade: 0.55 });
}

function legacy(W, H, a) {
  const rng = makeRng(606);
  const u = W / 1600;
  let body = "";
  const pitch = 26 * u;
  const rows = Math.floor(H / pitch);
  // each trace: rigid orthogonal routing on the left, flowing curves on the right
  for (let r = 1; r < rows; r++) {
    if (rng() < 0.25) continue;
    const y0 = r * pitch;
    const hot = rng() < 0.22;
    const p = [];
    let x = rng.range(-0.05, 0.2) * W;
    let y = y0;
    p.push([x, y]);
    while (x < 0.5 * W) {
      x += rng.range(0.04, 0.1) * W;
      p.push([x, y]);
      const jog = rng.int(-2, 2) * pitch * 0.5;
      if (jog) {
        x += Math.abs(jog);
        y += jog;
        p.push([x, y]);
      }
    }
    // the modern half: a smooth sweep converging towards a focal band
    const tgt = 0.42 * H + (y - 0.5 * H) * 0.45;
    const seg = `${pathFrom(p)} C${f2(x + 0.15 * W)} ${f2(y)} ${f2(x + 0.12 * W)} ${f2(tgt)} ${f2(x + 0.3 * W)} ${f2(tgt)} L${f2(W + 10)} ${f2(tgt + 0.02 * (y - 0.5 * H))}`;
    body += `<path d="${seg}" fill="none" stroke="${hot ? light(a, 0.45) : steel}" stroke-opacity="${hot ? 0.85 : 0.28}" stroke-width="${f2((hot ? 1.8 : 1.1) * u)}" stroke-linejoin="round"/>`;
    body += `<circle cx="${f2(p[0][0])}" cy="${f2(p[0][1])}" r="${f2(3.5 * u)}" fill="none" stroke="${steel}" stroke-opacity="0.5" stroke-width="${f2(u)}"/>`;
    if (hot) body += node(x + 0.3 * W, tgt, 3.5 * u, snow, 4, 0.5);
  }
  // chip outline where old and new meet
  const cx = 0.52 * W;
  const cy = 0.44 * H;
  body += `<rect x="${f2(cx - 70 * u)}" y="${f2(cy - 70 * u)}" width="${f2(140 * u)}" height="${f2(140 * u)}" rx="${f2(10 * u)}" fill="${navy}" fill-opacity="0.9" stroke="${light(a, 0.5)}" stroke-width="${f2(1.6 * u)}"/>`;
  body += `<rect x="${f2(cx - 44 * u)}" y="${f2(cy - 44 * u)}" width="${f2(88 * u)}" height="${f2(88 * u)}" rx="${f2(6 * u)}" fill="none" stroke="${snow}" stroke-opacity="0.3" stroke-width="${f2(u)}"/>`;
  for (let k = -3; k <= 3; k++) {
    const o = k * 18 * u;
    body += `<line x1="${f2(cx + o)}" y1="${f2(cy - 70 * u)}" x2="${f2(cx + o)}" y2="${f2(cy - 84 * u)}" stroke="${light(a, 0.5)}" stroke-opacity="0.6" stroke-width="${f2(1.2 * u)}"/>`;
    body += `<line x1="${f2(cx + o)}" y1="${f2(cy + 70 * u)}" x2="${f2(cx + o)}" y2="${f2(cy + 84 * u)}" stroke="${light(a, 0.5)}" stroke-opacity="0.6" stroke-width="${f2(1.2 * u)}"/>`;
  }
  body += node(cx, cy, 6 * u, light(a, 0.6), 3, 0.5);
  return frame(W, H, a, { gx: 0.6, gy: 0.45, gr: 0.5, ga: 0.5, body, titleShade: 0.55 });
}

function expenseEconomics(W, H, a) {
  const rng = makeRng(707);
  const u = W / 1600;
  const cx = 0.66 * W;
  const cy = 0.5 * H;
  let body = "";
  const rings = [
    [0.14, 10],
    [0.2, 7],
    [0.26, 5],
    [0.32, 3],
    [0.38, 1.5],
  ];
  rings.forEach(([rr, wdt], k) => {
    const r = rr * H;
    const C = TAU * r;
    // segments: an uneven split of the ring, like an allocation chart
    let acc = 0;
    const segs = [];
    while (acc < 0.98) {
      const l = Math.min(0.98 - acc, rng.range(0.06, 0.3));
      segs.push([acc, l]);
      acc += l + 0.02;
    }
    body += `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}" fill="none" stroke="${snow}" stroke-opacity="0.06" stroke-width="${f2(wdt * u)}"/>`;
    segs.forEach(([s0, l], m) => {
      const hot = k === 0 ? m === 0 : m === 0 && k < 3;
      const op = hot ? 0.95 : 0.2 + 0.08 * ((m + k) % 3);
      const col = hot ? light(a, k === 0 ? 0.2 : 0.45) : light(steel, 0.25);
      body += `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}" fill="none" stroke="${col}" stroke-opacity="${f2(op)}" stroke-width="${f2(wdt * u)}" stroke-dasharray="${f2(l * C)} ${f2(C)}" stroke-dashoffset="${f2(-s0 * C)}" transform="rotate(-90 ${f2(cx)} ${f2(cy)})"/>`;
    });
  });
  for (let m = 0; m < 60; m++) {
    const t = (m / 60) * TAU;
    const r0 = 0.42 * H;
    const r1 = r0 + (m % 5 === 0 ? 14 : 7) * u;
    body += `<line x1="${f2(cx + r0 * Math.cos(t))}" y1="${f2(cy + r0 * Math.sin(t))}" x2="${f2(cx + r1 * Math.cos(t))}" y2="${f2(cy + r1 * Math.sin(t))}" stroke="${snow}" stroke-opacity="0.25" stroke-width="${f2(u)}"/>`;
  }
  body += `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(0.05 * H)}" fill="none" stroke="${light(a, 0.3)}" stroke-opacity="0.5" stroke-width="${f2(1.2 * u)}"/>`;
  body += node(cx, cy, 5 * u, softGold, 4, 0.5);
  return frame(W, H, a, { gx: 0.7, gy: 0.4, gr: 0.45, ga: 0.3, body, titleShade: 0.5 });
}

function dataCulture(W, H, a) {
  const u = W / 1600;
  const sp = 20 * u;
  let body = "";
  const hotCol = light(a, 0.35);
  const midCol = mixHex(steel, a, 0.55);
  for (let y = sp / 2; y < H; y += sp) {
    for (let x = sp / 2; x < W; x += sp) {
      const nx = x / W;
      const ny = y / H;
      // flowing bands: a wave bent by a slower wave, like a field of opinion
      // slowly aligning
      const band = Math.sin(nx * 9 - ny * 4 + 2.4 * Math.sin(ny * 3.1 + nx * 2.2 + 0.6));
      const v = Math.pow((band + 1) / 2, 1.6);
      const mask = Math.min(1, Math.max(0, (nx - 0.18) / 0.4)) * (0.55 + 0.45 * Math.sin(Math.PI * Math.min(1, ny * 1.05)));
      const r = (0.9 + 5.2 * v * mask) * u;
      const col = v * mask > 0.55 ? hotCol : v * mask > 0.2 ? midCol : steel;
      body += `<circle cx="${f2(x)}" cy="${f2(y)}" r="${f2(r)}" fill="${col}" opacity="${f2(0.16 + 0.72 * v * mask)}"/>`;
    }
  }
  return frame(W, H, a, { gx: 0.66, gy: 0.45, gr: 0.5, ga: 0.38, body, titleShade: 0.65 });
}

function security(W, H, a) {
  const u = W / 1600;
  const cx = 0.66 * W;
  const cy = 0.47 * H;
  const shield = (s) => {
    const w = 0.5 * s;
    const top = cy - 0.55 * s;
    const p =
      `M${f2(cx)} ${f2(top)} C${f2(cx + w * 0.45)} ${f2(top + 0.1 * s)} ${f2(cx + w * 0.8)} ${f2(top + 0.12 * s)} ${f2(cx + w)} ${f2(top + 0.1 * s)} ` +
      `C${f2(cx + w * 1.02)} ${f2(top + 0.55 * s)} ${f2(cx + w * 0.7)} ${f2(top + 0.9 * s)} ${f2(cx)} ${f2(top + 1.1 * s)} ` +
      `C${f2(cx - w * 0.7)} ${f2(top + 0.9 * s)} ${f2(cx - w * 1.02)} ${f2(top + 0.55 * s)} ${f2(cx - w)} ${f2(top + 0.1 * s)} ` +
      `C${f2(cx - w * 0.8)} ${f2(top + 0.12 * s)} ${f2(cx - w * 0.45)} ${f2(top + 0.1 * s)} ${f2(cx)} ${f2(top)} Z`;
    return p;
  };
  let body = "";
  const n = 8;
  for (let k = n; k >= 1; k--) {
    const s = 0.1 * H + k * 0.066 * H;
    const inner = k <= 2;
    body += `<path d="${shield(s)}" fill="${k === 1 ? deep(a, 0.5) : "none"}" fill-opacity="0.6" stroke="${inner || k === 4 ? light(a, 0.4) : snow}" stroke-opacity="${inner ? 0.9 : k === 4 ? 0.6 : f2(0.26 - k * 0.018)}" stroke-width="${f2((inner ? 2 : 1.1) * u)}" ${k % 2 && !inner && k !== 4 ? `stroke-dasharray="${f2(3 * u)} ${f2(6 * u)}"` : ""}/>`;
  }
  body += `<path d="${shield(0.175 * H)}" fill="none" stroke="${light(a, 0.4)}" stroke-opacity="0.5" stroke-width="${f2(8 * u)}" filter="url(#soft)"/>`;
  // scanning sweep arc
  const R = 0.46 * H;
  const t0 = -0.9;
  const t1 = 0.35;
  body += `<path d="M${f2(cx + R * Math.cos(t0))} ${f2(cy + R * Math.sin(t0))} A${f2(R)} ${f2(R)} 0 0 1 ${f2(cx + R * Math.cos(t1))} ${f2(cy + R * Math.sin(t1))}" fill="none" stroke="${light(a, 0.45)}" stroke-opacity="0.7" stroke-width="${f2(1.6 * u)}"/>`;
  body += `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(R)}" fill="none" stroke="${snow}" stroke-opacity="0.08" stroke-width="${f2(u)}"/>`;
  body += node(cx + R * Math.cos(t1), cy + R * Math.sin(t1), 4 * u, light(a, 0.6), 4, 0.6);
  body += node(cx, cy - 0.02 * H, 5 * u, snow, 4, 0.5);
  return frame(W, H, a, { gx: 0.66, gy: 0.47, gr: 0.45, ga: 0.42, body, titleShade: 0.5 });
}

// ---------------------------------------------------------------------------
// The catalogue: each hand-drawn design, keyed by the image file it draws, as
// the content names it (`heroBackgroundImage` of a solution file, `image` of an
// article, from the repository root). The size comes from what names the image
// (scripts/media/images.ts); the seed fixes the grain, so a file comes out the
// same on every run. A new article or solution needs a design here only if it
// names an image that has none; the script says which.

export const DESIGNS = {
  "content/images/solutions/ai-transformation.jpg": { accent: "#2456A6", draw: aiTransformation, seed: 2 },
  "content/images/solutions/expense-reduction-ai.jpg": { accent: "#C8961E", draw: expenseReduction, seed: 3 },
  "content/images/solutions/contract-compliance.jpg": { accent: "#C8402F", draw: contractCompliance, seed: 4 },
  "content/images/solutions/vendor-management.jpg": { accent: "#E0712C", draw: vendorManagement, seed: 5 },
  "content/images/solutions/white-label-platform.jpg": { accent: "#C93F78", draw: whiteLabel, seed: 6 },
  "content/images/solutions/process-automation.jpg": { accent: "#1E7F8C", draw: processAutomation, seed: 7 },
  "content/images/solutions/fractional-caio.jpg": { accent: "#3F5FBF", draw: fractionalCaio, seed: 8 },
  "content/images/solutions/cross-selling-ai.jpg": { accent: "#6246C8", draw: crossSelling, seed: 9 },
  "content/images/insights/future-of-ai-business-transformation.jpg": { accent: "#2456A6", draw: futureOfAi, seed: 10 },
  "content/images/insights/manufacturing-case-study.jpg": { accent: "#E0712C", draw: manufacturing, seed: 11 },
  "content/images/insights/healthcare-ai-compliance.jpg": { accent: "#1E7F8C", draw: healthcare, seed: 12 },
  "content/images/insights/ai-transformation-readiness.jpg": { accent: "#C9962B", draw: readiness, seed: 13 },
  "content/images/insights/ai-roi-measurement.jpg": { accent: "#3F8F5A", draw: roi, seed: 14 },
  "content/images/insights/legacy-system-modernization-guide.jpg": { accent: "#5B7BA6", draw: legacy, seed: 15 },
  "content/images/insights/intelligent-expense-management-economics.jpg": { accent: "#C8961E", draw: expenseEconomics, seed: 16 },
  "content/images/insights/data-driven-culture-transformation.jpg": { accent: "#C93F78", draw: dataCulture, seed: 17 },
  "content/images/insights/ai-security-considerations.jpg": { accent: "#C8402F", draw: security, seed: 18 },
};

const USAGE = `usage: npx tsx scripts/media/stills.mjs <outRoot> [slug or image ...]
       npx tsx scripts/media/stills.mjs --list
Draws the design of every image the content names into <outRoot>/<image path>
(e.g. <outRoot>/content/images/insights/<slug>.jpg); with slugs or image paths,
only those. --list only says which entry gets which design, and which have none.`;

// The images the content names, from the inventory (a TypeScript module: run this script with tsx).
async function readContentMedia() {
  try {
    const { mediaEntries, contentImages } = await import("./images.ts");
    return { entries: mediaEntries(), images: contentImages() };
  } catch (error) {
    if (error?.code === "ERR_UNKNOWN_FILE_EXTENSION") {
      console.error("stills.mjs reads the content inventory, which is TypeScript: run it as `npx tsx scripts/media/stills.mjs ...`.");
      process.exit(2);
    }
    throw error;
  }
}

// One line per solution and article saying what it gets, then the images only
// other files name (home.yaml's cards), then the designs nothing names.
// `missing` marks the lines about an image with no design.
function catalogueReport({ entries, images }) {
  const lines = [];
  const own = new Set(entries.map((e) => e.image));
  for (const e of entries) {
    if (!e.image)
      lines.push({ missing: true, text: `${e.route}: no design, because ${e.file} names no image (the build makes its artwork)` });
    else if (!DESIGNS[e.image])
      lines.push({
        missing: true,
        text: `${e.route}: NO DESIGN for ${e.image}, which ${e.file} names; add one to DESIGNS in scripts/media/stills.mjs, or supply the file`,
      });
    else lines.push({ missing: false, text: `${e.route}: ${e.image}` });
  }
  for (const i of images.filter((i) => !own.has(i.image))) {
    if (DESIGNS[i.image]) lines.push({ missing: false, text: `${i.namedBy.join(", ")}: ${i.image}` });
    else
      lines.push({
        missing: true,
        text: `${i.namedBy.join(", ")}: NO DESIGN for ${i.image}; add one to DESIGNS in scripts/media/stills.mjs, or supply the file`,
      });
  }
  const named = new Set(images.map((i) => i.image));
  for (const image of Object.keys(DESIGNS).filter((image) => !named.has(image)))
    lines.push({ missing: false, text: `(unused design: no content file names ${image})` });
  return lines;
}

async function main() {
  const args = process.argv.slice(2);
  if (!args.length || args.includes("--help") || args.includes("-h")) {
    console.error(USAGE);
    process.exit(args.length ? 0 : 2);
  }
  const media = await readContentMedia();
  const lines = catalogueReport(media);
  const missing = lines.filter((line) => line.missing);
  if (args[0] === "--list") {
    console.log(`Artworks: ${media.images.length} images named by the content, ${Object.keys(DESIGNS).length} designs`);
    for (const line of lines) console.log(`  ${line.text}`);
    if (missing.length) console.log(`${missing.length} without a design: not drawn.`);
    return;
  }
  const [outRoot, ...only] = args;
  // A slug matches the image's file name or the name of a file that names it.
  const stem = (file) => path.basename(file, path.extname(file));
  const wanted = (image) =>
    !only.length ||
    only.some((name) => name === image.image || name === stem(image.image) || image.namedBy.some((file) => stem(file) === name));
  let drawn = 0;
  for (const image of media.images.filter(wanted)) {
    const design = DESIGNS[image.image];
    if (!design) continue;
    const out = path.join(outRoot, image.image);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await renderJpeg(design.draw(image.width, image.height, design.accent), image.width, image.height, out, { seed: design.seed });
    drawn++;
  }
  console.log(`  drew ${drawn} artwork${drawn === 1 ? "" : "s"} into ${outRoot}`);
  for (const line of missing) console.log(`  ${line.text}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
