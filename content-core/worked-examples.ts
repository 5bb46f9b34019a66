import type { BodyNode, BodyTree } from "../src/lib/body-tree";
import { monthsText, parseAmount, roiPercent, simpleRoi } from "../src/lib/roi";
import type { Ctx } from "./model/fields";

/**
 * A DataTable whose rows start "Implementation cost", "Annual savings", "Revenue increase",
 * "Simple ROI" and "Payback" is a worked ROI example: its ROI and payback (second column) must be
 * what the ROI calculator works out from its cost, savings and revenue (src/lib/roi.ts), so that
 * the text and the calculator cannot drift apart.
 */
const ROWS = {
  cost: /^implementation cost/i,
  savings: /^annual savings/i,
  revenue: /^revenue increase/i,
  roi: /^simple roi/i,
  payback: /^payback/i,
};

function tablesIn(nodes: readonly BodyNode[]): { caption: string; rows: unknown }[] {
  return nodes.flatMap((node) => {
    if (typeof node === "string") return [];
    const inner = tablesIn(node.children ?? []);
    return "component" in node && node.component === "DataTable"
      ? [{ caption: String(node.props?.caption ?? ""), rows: node.props?.rows }, ...inner]
      : inner;
  });
}

export function checkWorkedExamples(tree: BodyTree, ctx: Ctx): void {
  for (const { caption, rows } of tablesIn(tree.children)) {
    if (!Array.isArray(rows)) continue;
    const cell = (pattern: RegExp) => {
      const row = rows.find((r): r is string[] => Array.isArray(r) && typeof r[0] === "string" && pattern.test(r[0]));
      return typeof row?.[1] === "string" ? row[1] : undefined;
    };
    const given = Object.fromEntries(Object.entries(ROWS).map(([key, pattern]) => [key, cell(pattern)])) as Record<
      keyof typeof ROWS,
      string | undefined
    >;
    if (Object.values(given).some((value) => value === undefined)) continue;
    const amount = (text: string) => {
      const read = parseAmount(text, "en-US");
      return "value" in read ? read.value : NaN;
    };
    const [cost, savings, revenue] = [amount(given.cost!), amount(given.savings!), amount(given.revenue!)];
    const where = `${ctx.file}: the worked example "${caption}"`;
    if (![cost, savings, revenue].every(Number.isFinite) || cost <= 0) {
      ctx.errors.push(`${where} needs its implementation cost, annual savings and revenue increase as amounts, such as $150,000.`);
      continue;
    }
    const { roi, paybackMonths } = simpleRoi(cost, savings + revenue);
    const inputs = `${given.cost}, ${given.savings} and ${given.revenue}`;
    if (given.roi!.trim() !== roiPercent(roi))
      ctx.errors.push(
        `${where} gives Simple ROI as "${given.roi}", but ${inputs} give ${roiPercent(roi)}, as the ROI calculator works it out. Correct the figure so the article and the calculator agree.`,
      );
    const payback = paybackMonths === null ? null : `${monthsText(paybackMonths)} months`;
    if (payback !== null && given.payback!.trim() !== payback)
      ctx.errors.push(
        `${where} gives Payback as "${given.payback}", but ${inputs} give ${payback}, as the ROI calculator works it out. Correct the figure so the article and the calculator agree.`,
      );
  }
}
