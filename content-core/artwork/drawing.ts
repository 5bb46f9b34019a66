/** The drawing primitives of the article pictures: their size, a seeded random number generator, points and glows. */

/** The drawing's coordinate space: 16:9, like the hand-made article pictures. The file is vector, so it is sharp at any size. */
export const ARTWORK_SIZE = { width: 1600, height: 900 } as const;

export type Rng = (() => number) & { range: (lo: number, hi: number) => number };

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
  return next;
}

export const f = (v: number) => String(Math.round(v * 10) / 10);

export type Point = readonly [number, number];

/** A glowing point: a soft halo (a radial gradient, far cheaper to render than a blur) and a crisp core. */
export function glowDot([x, y]: Point, r: number, fill: string, halo = 4): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * halo)}" fill="url(#halo)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`;
}

export const ring = ([x, y]: Point, r: number, stroke: string, opacity: number, dash = "") =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="1.2"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`;
