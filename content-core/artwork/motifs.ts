import { f, type Point } from "./drawing";

/** A category's mark: the outline (an SVG path) drawn at a point with a size, repeated across the picture. */
export type Motif = (at: Point, r: number) => string;

const polygon =
  (sides: number, start: number): Motif =>
  ([x, y], r) =>
    `M${Array.from({ length: sides }, (_, k) => {
      const t = start + (k / sides) * Math.PI * 2;
      return `${f(x + r * Math.cos(t))} ${f(y + r * Math.sin(t))}`;
    }).join("L")}Z`;

/** AI Transformation: a node and its link to the next. */
export const node: Motif = ([x, y], r) =>
  `M${f(x - r / 2)} ${f(y)}a${f(r / 2)} ${f(r / 2)} 0 1 0 ${f(r)} 0a${f(r / 2)} ${f(r / 2)} 0 1 0 ${f(-r)} 0M${f(x + r / 2)} ${f(y)}H${f(x + 2 * r)}`;
/** Case Studies: a column of a chart. */
export const column: Motif = ([x, y], r) => `M${f(x - r / 4)} ${f(y + r)}V${f(y - r / 2)}H${f(x + r / 4)}V${f(y + r)}`;
/** Healthcare: a pulse. */
export const pulse: Motif = ([x, y], r) =>
  `M${f(x - r)} ${f(y)}H${f(x - r / 3)}L${f(x)} ${f(y - r)}L${f(x + r / 4)} ${f(y + r / 2)}L${f(x + r / 2)} ${f(y)}H${f(x + r)}`;
/** Manufacturing: a cell of a hexagonal floor plan. */
export const hexagon = polygon(6, Math.PI / 6);
/** Finance: a share of a ring. */
export const share: Motif = ([x, y], r) => `M${f(x)} ${f(y - r)}A${f(r)} ${f(r)} 0 1 1 ${f(x - r)} ${f(y)}`;
/** Strategy: a summit. */
export const summit = polygon(3, -Math.PI / 2);
/** Technology: a chip. */
export const chip = polygon(4, Math.PI / 4);
/** Security: a shield. */
export const shield: Motif = ([x, y], r) =>
  `M${f(x)} ${f(y - r)}L${f(x + r * 0.8)} ${f(y - r * 0.6)}C${f(x + r * 0.8)} ${f(y + r * 0.3)} ${f(x)} ${f(y + r)} ${f(x)} ${f(y + r)}C${f(x)} ${f(y + r)} ${f(x - r * 0.8)} ${f(y + r * 0.3)} ${f(x - r * 0.8)} ${f(y - r * 0.6)}Z`;
/** Business Intelligence: a point of a dot matrix. */
export const dot: Motif = ([x, y], r) =>
  `M${f(x - r / 5)} ${f(y)}a${f(r / 5)} ${f(r / 5)} 0 1 0 ${f(r / 2.5)} 0a${f(r / 5)} ${f(r / 5)} 0 1 0 ${f(-r / 2.5)} 0`;
