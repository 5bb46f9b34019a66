import { color } from "../../src/theme/tokens";
import { ARTWORK_SIZE, f, glowDot, points, polyline, ring, smooth, type Motif, type Point } from "./drawing";

const { width: W, height: H } = ARTWORK_SIZE;
const { navy, navyLight, steel, snow } = color;

/** AI Transformation: a constellation of linked nodes around one bright node. */
export const constellation: Motif = ({ focus, tint, rng }) => {
  const nodes: Point[] = [focus];
  for (let tries = 0; nodes.length < 24 && tries < 2000; tries++) {
    const angle = rng() * Math.PI * 2;
    const distance = Math.sqrt(rng()) * 0.27 * H + 50;
    const candidate: Point = [focus[0] + Math.cos(angle) * distance * 1.6, focus[1] + Math.sin(angle) * distance];
    if (nodes.every(([x, y]) => Math.hypot(x - candidate[0], y - candidate[1]) > 64)) nodes.push(candidate);
  }
  const links = new Set<string>();
  let body = "";
  nodes.forEach((node, i) => {
    const nearest = nodes
      .map((other, j) => ({ j, d: Math.hypot(other[0] - node[0], other[1] - node[1]) }))
      .filter(({ j }) => j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 3);
    for (const { j } of nearest) {
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (links.has(key)) continue;
      links.add(key);
      const hot = i === 0 || j === 0;
      const other = nodes[j]!;
      body += `<line x1="${f(node[0])}" y1="${f(node[1])}" x2="${f(other[0])}" y2="${f(other[1])}" stroke="${hot ? tint.lighter : snow}" stroke-opacity="${hot ? 0.7 : 0.16}" stroke-width="${hot ? 1.6 : 1.1}"/>`;
    }
  });
  nodes.slice(1).forEach((node) => {
    const near = Math.hypot(node[0] - focus[0], node[1] - focus[1]) < 0.22 * H;
    body += near
      ? glowDot(node, 3.6, tint.lightest, 3.5)
      : `<circle cx="${f(node[0])}" cy="${f(node[1])}" r="2.6" fill="${snow}" fill-opacity="0.45"/>`;
  });
  body += ring(focus, 26, tint.lighter, 0.6) + ring(focus, 54, tint.lighter, 0.22, 1, "3 7");
  return body + glowDot(focus, 6.5, snow, 5);
};

/** Case Studies: a run of columns rising to the result, with the trend over their tops. */
export const columns: Motif = ({ focus, tint, rng }) => {
  const count = rng.int(9, 12);
  const gap = 46;
  const barWidth = 30;
  const base = focus[1] + 0.24 * H;
  const left = focus[0] - ((count - 1) * gap) / 2;
  const tops: Point[] = [];
  let body = `<line x1="${f(left - 60)}" y1="${f(base)}" x2="${f(left + (count - 1) * gap + 60)}" y2="${f(base)}" stroke="${snow}" stroke-opacity="0.3" stroke-width="1.2"/>`;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const height = (0.08 + 0.36 * t ** 1.6 + rng.range(-0.03, 0.03)) * H;
    const x = left + i * gap;
    const last = i === count - 1;
    tops.push([x, base - height]);
    body += `<rect x="${f(x - barWidth / 2)}" y="${f(base - height)}" width="${barWidth}" height="${f(height)}" rx="3" fill="${last ? tint.primary : navyLight}" fill-opacity="${last ? 0.38 : f(0.35 + 0.35 * t)}" stroke="${last ? tint.lighter : steel}" stroke-opacity="${last ? 0.9 : f(0.25 + 0.35 * t)}" stroke-width="1.2"/>`;
  }
  body += `<path d="${smooth(tops)}" fill="none" stroke="${tint.lighter}" stroke-opacity="0.75" stroke-width="1.8" stroke-dasharray="2 7" stroke-linecap="round"/>`;
  body += tops
    .slice(0, -1)
    .map((top) => `<circle cx="${f(top[0])}" cy="${f(top[1])}" r="2.4" fill="${snow}" fill-opacity="0.5"/>`)
    .join("");
  return body + glowDot(tops[tops.length - 1]!, 5, snow, 5);
};

/** Healthcare: calm signal lines that swell where the accent glows, one of them lit. */
export const signals: Motif = ({ focus, tint, rng }) => {
  const lines = 9;
  const lit = rng.int(3, 5);
  let body = "";
  let peak: Point = focus;
  for (let k = 0; k < lines; k++) {
    const y0 = focus[1] + (k - (lines - 1) / 2) * 34;
    const frequency = rng.range(2.2, 3.6);
    const phase = rng() * Math.PI * 2;
    const line: Point[] = [];
    for (let x = -20; x <= W + 20; x += 40) {
      const swell = Math.exp(-(((x - focus[0]) / (0.2 * W)) ** 2));
      line.push([x, y0 + Math.sin((x / W) * Math.PI * 2 * frequency + phase) * (6 + 44 * swell)]);
    }
    const hot = k === lit;
    if (hot) peak = line.reduce((best, p) => (Math.abs(p[0] - focus[0]) < 0.12 * W && p[1] < best[1] ? p : best), [focus[0], H] as Point);
    body += `<path d="${smooth(line)}" fill="none" stroke="url(#${hot ? "fade-accent" : "fade-snow"})" stroke-opacity="${hot ? 0.9 : f(0.08 + 0.1 * (1 - Math.abs(k - lit) / lines))}" stroke-width="${hot ? 2.2 : 1.1}"/>`;
  }
  return body + ring(peak, 20, tint.lighter, 0.55) + glowDot(peak, 4.2, snow, 4.5);
};

/** Manufacturing: a hexagonal floor plan, a line of lit cells running through it. */
export const cells: Motif = ({ focus, tint, rng }) => {
  const r = 40;
  const dx = Math.sqrt(3) * r;
  const hexagon = ([x, y]: Point, size: number) =>
    points(
      Array.from(
        { length: 6 },
        (_, k) => [x + size * Math.cos((k / 3) * Math.PI + Math.PI / 6), y + size * Math.sin((k / 3) * Math.PI + Math.PI / 6)] as Point,
      ),
    );
  const grid: Point[] = [];
  for (let row = -1; row * r * 1.5 < H + r; row++) {
    for (let col = -1; col * dx < W + dx; col++) grid.push([col * dx + (row % 2 ? dx / 2 : 0), row * r * 1.5]);
  }
  const nearest = (target: Point) =>
    grid.reduce((best, c) =>
      Math.hypot(c[0] - target[0], c[1] - target[1]) < Math.hypot(best[0] - target[0], best[1] - target[1]) ? c : best,
    );
  const start = nearest([focus[0] - 0.22 * W, focus[1] + 0.16 * H]);
  const route: Point[] = [start];
  while (route.length < 12) {
    const here = route[route.length - 1]!;
    const next = grid
      .filter((c) => Math.hypot(c[0] - here[0], c[1] - here[1]) < dx * 1.1 && c[0] > here[0] - 1 && !route.includes(c))
      .sort((a, b) => b[0] - a[0] + (a[1] - b[1]) * rng.range(-0.4, 0.9));
    if (!next.length) break;
    route.push(next[rng() < 0.7 ? 0 : Math.min(1, next.length - 1)]!);
  }
  let body = "";
  for (const c of grid) {
    if (route.includes(c)) continue;
    const fall = Math.exp(-((c[0] - focus[0]) ** 2 + (c[1] - focus[1]) ** 2) / (0.42 * W) ** 2);
    if (fall < 0.04) continue;
    body += `<polygon points="${hexagon(c, r * 0.92)}" fill="${navyLight}" fill-opacity="${f(0.05 + 0.1 * fall)}" stroke="${steel}" stroke-opacity="${f(0.06 + 0.3 * fall)}" stroke-width="1.1"/>`;
  }
  route.forEach((c, k) => {
    const t = k / (route.length - 1);
    body += `<polygon points="${hexagon(c, r * 0.92)}" fill="${tint.primary}" fill-opacity="${f(0.16 + 0.3 * t)}" stroke="${tint.lighter}" stroke-opacity="${f(0.45 + 0.45 * t)}" stroke-width="1.6"/>`;
  });
  body += `<path d="${polyline(route)}" fill="none" stroke="${tint.lightest}" stroke-opacity="0.8" stroke-width="2" stroke-linejoin="round"/>`;
  body += route.map((c) => `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="3.2" fill="${tint.lightest}"/>`).join("");
  return body + glowDot(route[route.length - 1]!, 5, snow, 5);
};

/** Finance: allocation rings, uneven segments of each, a scale of ticks around them. */
export const allocation: Motif = ({ focus, tint, rng }) => {
  const [cx, cy] = focus;
  const start = rng.range(-120, -60);
  let body = "";
  [
    [0.13, 10],
    [0.19, 7],
    [0.25, 5],
    [0.31, 3],
    [0.37, 1.5],
  ].forEach(([share, width], k) => {
    const r = share! * H;
    const around = Math.PI * 2 * r;
    body += ring(focus, r, snow, 0.06, width);
    let at = 0;
    let m = 0;
    while (at < 0.97) {
      const length = Math.min(0.97 - at, rng.range(0.06, 0.3));
      const hot = m === 0 && k < 3;
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${hot ? (k === 0 ? tint.primary : tint.lighter) : steel}" stroke-opacity="${hot ? 0.95 : f(0.22 + 0.1 * ((m + k) % 3))}" stroke-width="${width}" stroke-dasharray="${f(length * around)} ${f(around)}" stroke-dashoffset="${f(-at * around)}" transform="rotate(${f(start)} ${f(cx)} ${f(cy)})"/>`;
      at += length + 0.02;
      m++;
    }
  });
  for (let m = 0; m < 60; m++) {
    const t = (m / 60) * Math.PI * 2;
    const [r0, r1] = [0.42 * H, 0.42 * H + (m % 5 === 0 ? 14 : 7)];
    body += `<line x1="${f(cx + r0 * Math.cos(t))}" y1="${f(cy + r0 * Math.sin(t))}" x2="${f(cx + r1 * Math.cos(t))}" y2="${f(cy + r1 * Math.sin(t))}" stroke="${snow}" stroke-opacity="0.22" stroke-width="1"/>`;
  }
  return body + ring(focus, 0.05 * H, tint.lighter, 0.5) + glowDot(focus, 5, tint.lightest, 4);
};

/** Strategy: contour lines of a summit, and a dotted route climbing to it. */
export const contours: Motif = ({ focus, tint, rng }) => {
  const lobes = Array.from({ length: 4 }, () => ({ k: rng.int(2, 5), a: rng.range(0.04, 0.11), p: rng() * Math.PI * 2 }));
  const shape = (radius: number, offset: Point): Point[] =>
    Array.from({ length: 48 }, (_, i) => {
      const t = (i / 48) * Math.PI * 2;
      const wobble = 1 + lobes.reduce((sum, { k, a, p }) => sum + a * Math.sin(k * t + p), 0);
      return [focus[0] + offset[0] + Math.cos(t) * radius * wobble * 1.35, focus[1] + offset[1] + Math.sin(t) * radius * wobble] as Point;
    });
  const drift: Point = [rng.range(-1, 1), rng.range(-0.6, 0.6)];
  let body = "";
  for (let level = 11; level >= 1; level--) {
    const hot = level === 3;
    const d = smooth(shape(level * 30, [drift[0] * level * 9, drift[1] * level * 9]), true);
    body += `<path d="${d}" fill="none" stroke="${hot || level < 3 ? tint.lighter : snow}" stroke-opacity="${hot ? 0.8 : level < 3 ? 0.55 : f(0.24 - level * 0.015)}" stroke-width="${hot ? 1.8 : 1.1}"/>`;
  }
  const trail: Point[] = [];
  const from: Point = [focus[0] - 0.36 * W, focus[1] + 0.45 * H];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    trail.push([
      from[0] + (focus[0] - from[0]) * t + Math.sin(t * Math.PI * 2 + drift[0]) * 40 * (1 - t),
      from[1] + (focus[1] - from[1]) * t ** 0.9,
    ]);
  }
  body += `<path d="${smooth(trail)}" fill="none" stroke="${tint.lighter}" stroke-opacity="0.75" stroke-width="1.8" stroke-dasharray="2 7" stroke-linecap="round"/>`;
  body += trail
    .slice(2, -1)
    .filter((_, i) => i % 2 === 0)
    .map(
      (p) =>
        `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="3.4" fill="none" stroke="${tint.lightest}" stroke-opacity="0.7" stroke-width="1.2"/>`,
    )
    .join("");
  return body + glowDot(focus, 6, tint.lightest, 4.5);
};

/** Technology: rigid circuit traces on the left that flow into curves and meet at a chip. */
export const circuit: Motif = ({ focus, tint, rng }) => {
  const [cx, cy] = focus;
  const pitch = 26;
  let body = "";
  for (let row = 1; row * pitch < H; row++) {
    if (rng() < 0.3) continue;
    const hot = rng() < 0.2;
    let [x, y] = [rng.range(-0.05, 0.2) * W, row * pitch];
    const route: Point[] = [[x, y]];
    while (x < cx - 0.22 * W) {
      x += rng.range(0.04, 0.1) * W;
      route.push([x, y]);
      const jog = rng.int(-2, 2) * pitch * 0.5;
      if (jog) {
        x += Math.abs(jog);
        y += jog;
        route.push([x, y]);
      }
    }
    const target = cy + (y - cy) * 0.2;
    const d = `${polyline(route)} C${f(x + 0.1 * W)} ${f(y)} ${f(cx - 0.14 * W)} ${f(target)} ${f(cx - 80)} ${f(target)} M${f(cx + 80)} ${f(target)} C${f(cx + 0.12 * W)} ${f(target)} ${f(cx + 0.1 * W)} ${f(cy + (y - cy) * 0.9)} ${f(W + 10)} ${f(cy + (y - cy) * 0.9)}`;
    body += `<path d="${d}" fill="none" stroke="url(#${hot ? "fade-accent" : "fade-steel"})" stroke-opacity="${hot ? 0.85 : 0.26}" stroke-width="${hot ? 1.8 : 1.1}" stroke-linejoin="round"/>`;
    body += `<circle cx="${f(route[0]![0])}" cy="${f(route[0]![1])}" r="3.5" fill="none" stroke="${steel}" stroke-opacity="0.5" stroke-width="1"/>`;
  }
  body += `<rect x="${f(cx - 80)}" y="${f(cy - 80)}" width="160" height="160" rx="12" fill="${navy}" fill-opacity="0.92" stroke="${tint.lighter}" stroke-width="1.6"/>`;
  body += `<rect x="${f(cx - 50)}" y="${f(cy - 50)}" width="100" height="100" rx="7" fill="none" stroke="${snow}" stroke-opacity="0.3" stroke-width="1"/>`;
  for (let k = -3; k <= 3; k++) {
    const o = k * 20;
    body += `<path d="M${f(cx + o)} ${f(cy - 80)}V${f(cy - 96)}M${f(cx + o)} ${f(cy + 80)}V${f(cy + 96)}" stroke="${tint.lighter}" stroke-opacity="0.6" stroke-width="1.2"/>`;
  }
  return body + glowDot(focus, 6, tint.lightest, 3.5);
};

/** Security: nested shields, the inner ones lit, and a scanning arc. */
export const shields: Motif = ({ focus, tint, rng }) => {
  const [cx, cy] = focus;
  const shield = (s: number) => {
    const w = 0.5 * s;
    const top = cy - 0.55 * s;
    return (
      `M${f(cx)} ${f(top)} C${f(cx + w * 0.45)} ${f(top + 0.1 * s)} ${f(cx + w * 0.8)} ${f(top + 0.12 * s)} ${f(cx + w)} ${f(top + 0.1 * s)} ` +
      `C${f(cx + w * 1.02)} ${f(top + 0.55 * s)} ${f(cx + w * 0.7)} ${f(top + 0.9 * s)} ${f(cx)} ${f(top + 1.1 * s)} ` +
      `C${f(cx - w * 0.7)} ${f(top + 0.9 * s)} ${f(cx - w * 1.02)} ${f(top + 0.55 * s)} ${f(cx - w)} ${f(top + 0.1 * s)} ` +
      `C${f(cx - w * 0.8)} ${f(top + 0.12 * s)} ${f(cx - w * 0.45)} ${f(top + 0.1 * s)} ${f(cx)} ${f(top)} Z`
    );
  };
  const layers = rng.int(7, 9);
  const marked = rng.int(3, 5);
  let body = "";
  for (let k = layers; k >= 1; k--) {
    const inner = k <= 2;
    const lit = inner || k === marked;
    body += `<path d="${shield(0.1 * H + k * 0.064 * H)}" fill="${k === 1 ? tint.darkest : "none"}" fill-opacity="0.7" stroke="${lit ? tint.lighter : snow}" stroke-opacity="${inner ? 0.9 : lit ? 0.6 : f(0.26 - k * 0.018)}" stroke-width="${inner ? 2 : 1.1}"${k % 2 && !lit ? ' stroke-dasharray="3 6"' : ""}/>`;
  }
  const R = 0.46 * H;
  const [t0, t1] = [rng.range(-1.4, -0.6), rng.range(0.1, 0.6)];
  const end: Point = [cx + R * Math.cos(t1), cy + R * Math.sin(t1)];
  body += `<path d="M${f(cx + R * Math.cos(t0))} ${f(cy + R * Math.sin(t0))} A${f(R)} ${f(R)} 0 0 1 ${f(end[0])} ${f(end[1])}" fill="none" stroke="${tint.lighter}" stroke-opacity="0.7" stroke-width="1.6"/>`;
  body += ring(focus, R, snow, 0.08, 1);
  return body + glowDot(end, 4, tint.lighter, 4) + glowDot([cx, cy - 0.02 * H], 5, snow, 4);
};

/** Business Intelligence: a dot-matrix chart whose columns trace a curve towards the highlight. */
export const dotMatrix: Motif = ({ focus, tint, rng }) => {
  const step = 27;
  const colsCount = 27;
  const left = focus[0] - (colsCount / 2) * step;
  const base = focus[1] + 0.3 * H;
  const waves = [rng.range(1.2, 2.2), rng.range(3, 5), rng() * Math.PI * 2];
  let body = "";
  let top: Point = focus;
  for (let c = 0; c < colsCount; c++) {
    const t = c / (colsCount - 1);
    const level = 0.25 + 0.55 * t + 0.12 * Math.sin(t * Math.PI * waves[0]! + waves[2]!) + 0.05 * Math.sin(t * Math.PI * waves[1]!);
    const rows = Math.max(2, Math.round((level * 0.62 * H) / step));
    for (let r = 0; r < rows; r++) {
      const y = base - r * step;
      const edge = r === rows - 1;
      const x = left + c * step;
      const heat = t * (r / rows);
      body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(edge ? 4.6 : 3 + 3.4 * heat)}" fill="${edge || heat > 0.35 ? tint.lighter : steel}" fill-opacity="${f(edge ? 0.95 : 0.4 + 0.5 * heat)}"/>`;
      if (edge && c === colsCount - 1) top = [x, y];
    }
  }
  return body + ring(top, 18, tint.lighter, 0.6) + glowDot(top, 4.5, snow, 4.5);
};
