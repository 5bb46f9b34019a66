import type { ColorScheme } from "../../src/theme/color-schemes";

/** The drawing primitives of the article pictures: their size, a seeded random number generator, points, paths and glows. */

/** The drawing's coordinate space: 16:9, like the hand-made article pictures. The file is vector, so it is sharp at any size. */
export const ARTWORK_SIZE = { width: 1600, height: 900 } as const;

export type Rng = (() => number) & { range: (lo: number, hi: number) => number; int: (lo: number, hi: number) => number };

/** mulberry32: small, fast and the same on every machine. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  return next;
}

export const f = (v: number) => String(Math.round(v * 10) / 10);
export const points = (list: readonly Point[]) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
export const polyline = (list: readonly Point[]) => list.map(([x, y], i) => `${i ? "L" : "M"}${f(x)} ${f(y)}`).join(" ");

export type Point = readonly [number, number];

/** A smooth path through the points (Catmull-Rom as cubic Béziers). */
export function smooth(list: readonly Point[], closed = false): string {
  const n = list.length;
  const at = (i: number) => (closed ? list[(i + n) % n]! : list[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${f(list[0]![0])} ${f(list[0]![1])}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d} Z` : d;
}

/** A glowing point: a soft halo (a radial gradient, far cheaper to render than a blur) and a crisp core. */
export function glowDot([x, y]: Point, r: number, fill: string, halo = 4, core = 1): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * halo)}" fill="url(#halo)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}" fill-opacity="${core}"/>`;
}

export const ring = ([x, y]: Point, r: number, stroke: string, opacity: number, width = 1.2, dash = "") =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`;

export interface Scene {
  /** Where the motif is centred and the accent glows. */
  focus: Point;
  tint: ColorScheme;
  rng: Rng;
}

export type Motif = (scene: Scene) => string;
