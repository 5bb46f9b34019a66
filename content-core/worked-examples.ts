import type { BodyComponent, BodyNode, BodyTree } from "../src/lib/body-tree";
import { bandsProblem } from "../src/lib/readiness";
import { MAX_LAG_MONTHS, monthsText, parseAmount, parseMonths, roiPercent, simpleRoi, type AmountProblem } from "../src/lib/roi";
import { withArticle, type Ctx } from "./model/fields";

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

/** Every use of the component `name` in a body, nested ones too. */
export function uses(nodes: readonly BodyNode[], name: string): BodyComponent[] {
  return nodes.flatMap((node) => {
    if (typeof node === "string") return [];
    const inner = uses(node.children ?? [], name);
    return "component" in node && node.component === name ? [node, ...inner] : inner;
  });
}

/** The worked examples of a body: cost, savings and revenue as written, and the figures they come to. */
interface WorkedExample {
  caption: string;
  written: { cost: string; savings: string; revenue: string };
  amounts: { cost: number; savings: number; revenue: number };
}

const amountOf = (text: string, positive = false) => {
  const read = parseAmount(text, "en-US", positive);
  return "value" in read ? read.value : NaN;
};

export function checkWorkedExamples(tree: BodyTree, ctx: Ctx): WorkedExample[] {
  const examples: WorkedExample[] = [];
  for (const { props } of uses(tree.children, "DataTable")) {
    const caption = String(props?.caption ?? "");
    const rows = props?.rows;
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
    const [cost, savings, revenue] = [amountOf(given.cost!), amountOf(given.savings!), amountOf(given.revenue!)];
    const where = `${ctx.file}: the worked example "${caption}"`;
    if (![cost, savings, revenue].every(Number.isFinite) || cost <= 0) {
      ctx.errors.push(`${where} needs its implementation cost, annual savings and revenue increase as amounts, such as $150,000.`);
      continue;
    }
    examples.push({
      caption,
      written: { cost: given.cost!, savings: given.savings!, revenue: given.revenue! },
      amounts: { cost, savings, revenue },
    });
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
  return examples;
}

/** How a calculator's opening figure is wrong, in the editor's words. */
const AMOUNT_PROBLEMS: Record<AmountProblem, string> = {
  empty: "is empty",
  "not-a-number": "is not an amount",
  negative: "is below zero",
  zero: "is zero, and ROI cannot be worked out on a cost of zero",
  "too-large": "is more than the calculator takes (1,000,000,000)",
};

const TOOLS_IN_WORDS = { RoiCalculator: "the ROI calculator", ReadinessCheck: "the readiness self-check" } as const;

/**
 * The reader tools of a body (issue 34): they stand in articles only, whose pages carry their labels;
 * a calculator opens with figures it can use, and, in an article with a worked example, with the
 * example's own figures; a self-check has three cells to a question and scores every result once.
 */
export function checkTools(tree: BodyTree, noun: string, examples: WorkedExample[], ctx: Ctx): void {
  for (const [name, tool] of Object.entries(TOOLS_IN_WORDS)) {
    for (const { props = {} } of uses(tree.children, name)) {
      const where = `${ctx.file}: ${tool} "${String(props.title ?? "")}"`;
      if (noun !== "article") {
        ctx.errors.push(`${where} stands in articles only, whose pages carry its labels. Remove it from ${withArticle(noun)}.`);
        continue;
      }
      if (name === "RoiCalculator") checkCalculator(where, props, examples, ctx);
      else checkSelfCheck(where, props, ctx);
    }
  }
}

function checkCalculator(where: string, props: Record<string, unknown>, examples: WorkedExample[], ctx: Ctx): void {
  const written = { cost: String(props.cost ?? ""), savings: String(props.savings ?? ""), revenue: String(props.revenue ?? "") };
  const names = { cost: "implementation cost", savings: "annual savings", revenue: "revenue increase" };
  let usable = true;
  for (const key of ["cost", "savings", "revenue"] as const) {
    const read = parseAmount(written[key], "en-US", key === "cost");
    if ("problem" in read) {
      usable = false;
      ctx.errors.push(
        `${where} opens with "${written[key]}" as its ${names[key]}, which ${AMOUNT_PROBLEMS[read.problem]}. Write an amount as the article does, such as $150,000.`,
      );
    }
  }
  if (parseMonths(String(props.lag ?? "")) === null)
    ctx.errors.push(
      `${where} opens with "${String(props.lag ?? "")}" as its benefit lag, which is not a whole number of months. Write whole months from 0 to ${MAX_LAG_MONTHS}, such as 6.`,
    );
  const example = examples[0];
  if (!usable || !example) return;
  const differs = (["cost", "savings", "revenue"] as const).some((key) => amountOf(written[key]) !== example.amounts[key]);
  if (differs)
    ctx.errors.push(
      `${where} opens with ${written.cost}, ${written.savings} and ${written.revenue}, but the worked example "${example.caption}" has ${example.written.cost}, ${example.written.savings} and ${example.written.revenue}. Give the calculator the example's figures, so that it opens on the article's result.`,
    );
}

function checkSelfCheck(where: string, props: Record<string, unknown>, ctx: Ctx): void {
  const rows = (value: unknown) => (Array.isArray(value) ? value.filter(Array.isArray).map((row) => row.map(String)) : []);
  const questions = rows(props.questions);
  const bands = rows(props.bands);
  questions.forEach((cells, i) => {
    if (cells.length !== 3 || cells.some((cell) => cell.trim() === ""))
      ctx.errors.push(
        `${where}: question ${i + 1} needs three cells, the indicator, the question and when the reader passes; it has ${cells.filter((cell) => cell.trim()).length}.`,
      );
  });
  bands.forEach((cells, i) => {
    if (cells.length !== 4 || cells.some((cell) => cell.trim() === ""))
      ctx.errors.push(
        `${where}: score row ${i + 1} needs four cells, the scores (such as 3-4), a short name, what the score means and the next step; it has ${cells.filter((cell) => cell.trim()).length}.`,
      );
  });
  const problem = bandsProblem(
    bands.map((cells) => cells[0] ?? ""),
    questions.length,
  );
  if (questions.length && problem)
    ctx.errors.push(
      `${where} scores 0 to ${questions.length}, one point a question, but in its score rows ${problem}. Give every score from 0 to ${questions.length} one row, in order, such as "0-2", "3-4", "5".`,
    );
}
