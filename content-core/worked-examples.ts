import type { BodyComponent, BodyNode, BodyTree } from "./body-tree";
import { bandsProblem } from "./readiness";
import {
  BUFFER_CHOICES,
  bufferFraction,
  MAX_LAG_MONTHS,
  monthsText,
  parseAmount,
  parseMonths,
  roiPercent,
  roiResult,
  simpleRoi,
  type AmountProblem,
} from "./roi";
import { listed, withArticle, type Ctx } from "./model/fields";

/**
 * A DataTable whose rows start "Implementation cost", "Annual savings", "Revenue increase", "Simple ROI" and
 * "Payback" is a worked ROI example: its ROI and payback must be what the ROI calculator (content-core/roi.ts)
 * works out from its cost, savings and revenue, so that the text and the calculator cannot drift apart.
 */
const ROWS = {
  cost: /^implementation cost/i,
  savings: /^annual savings/i,
  revenue: /^revenue increase/i,
  // Not the rows of the buffer and the lag below: "Simple ROI at the ceiling", "Payback after go-live".
  roi: /^simple roi(?!\s+at the ceiling)/i,
  payback: /^payback(?!\s+(at the ceiling|after go-live))/i,
};

/**
 * The rows of a worked example's cost buffer and benefit lag: a table with any of the last six is held to
 * the calculator too, from the worked example's cost and benefit and the buffer and lag stated in its own
 * rows or else in the first table that states them (the calculator opens on them).
 */
const SCENARIO_ROWS = {
  cost: /^implementation cost/i,
  buffer: /^cost buffer/i,
  ceiling: /^cost ceiling/i,
  roiAtCeiling: /^simple roi at the ceiling/i,
  paybackAtCeiling: /^payback at the ceiling/i,
  lag: /^benefit lag/i,
  paybackAfterGoLive: /^payback after go-live/i,
};
type ScenarioRow = keyof typeof SCENARIO_ROWS;

/** Every use of the component `name` in a body, nested ones too. */
export function uses(nodes: readonly BodyNode[], name: string): BodyComponent[] {
  return nodes.flatMap((node) => {
    if (typeof node === "string") return [];
    const inner = uses(node.children ?? [], name);
    return "component" in node && node.component === name ? [node, ...inner] : inner;
  });
}

/** A buffer or a lag an article states in a worked example's table: its caption, the cell as written and its value. */
interface Stated {
  caption: string;
  written: string;
  value: number;
}

/**
 * The worked examples of a body: cost, savings and revenue as written, and the figures they come to; the
 * first also carries the buffers and lags its tables state, which a calculator beside it must open with.
 */
interface WorkedExample {
  caption: string;
  written: { cost: string; savings: string; revenue: string };
  amounts: { cost: number; savings: number; revenue: number };
  buffers: Stated[];
  lags: Stated[];
}

const amountOf = (text: string, positive = false) => {
  const read = parseAmount(text, "en-US", positive);
  return "value" in read ? read.value : NaN;
};

type Cells<K extends string> = Record<K, string | undefined>;

/** For each pattern, the second cell of the first row whose first cell it matches; undefined where no row does. */
function cells<K extends string>(rows: unknown[], patterns: Record<K, RegExp>): Cells<K> {
  const cell = (pattern: RegExp) => {
    const row = rows.find((r): r is string[] => Array.isArray(r) && typeof r[0] === "string" && pattern.test(r[0]));
    return typeof row?.[1] === "string" ? row[1] : undefined;
  };
  return Object.fromEntries(Object.entries<RegExp>(patterns).map(([key, pattern]) => [key, cell(pattern)])) as Cells<K>;
}

const AGREE = "as the ROI calculator works it out. Correct the figure so the article and the calculator agree.";

export function checkWorkedExamples(tree: BodyTree, ctx: Ctx): WorkedExample[] {
  const examples: WorkedExample[] = [];
  const scenarios: { caption: string; given: Cells<ScenarioRow> }[] = [];
  let refused = false;
  for (const { props } of uses(tree.children, "DataTable")) {
    const caption = String(props?.caption ?? "");
    const rows = props?.rows;
    if (!Array.isArray(rows)) continue;
    const scenario = cells(rows, SCENARIO_ROWS);
    if ((Object.keys(scenario) as ScenarioRow[]).some((key) => key !== "cost" && scenario[key] !== undefined))
      scenarios.push({ caption, given: scenario });
    const given = cells(rows, ROWS);
    if (Object.values(given).some((value) => value === undefined)) continue;
    const [cost, savings, revenue] = [amountOf(given.cost!), amountOf(given.savings!), amountOf(given.revenue!)];
    const where = `${ctx.file}: the worked example "${caption}"`;
    if (![cost, savings, revenue].every(Number.isFinite) || cost <= 0) {
      ctx.errors.push(`${where} needs its implementation cost, annual savings and revenue increase as amounts, such as $150,000.`);
      refused = true;
      continue;
    }
    examples.push({
      caption,
      written: { cost: given.cost!, savings: given.savings!, revenue: given.revenue! },
      amounts: { cost, savings, revenue },
      buffers: [],
      lags: [],
    });
    const { roi, paybackMonths } = simpleRoi(cost, savings + revenue);
    const inputs = `${given.cost}, ${given.savings} and ${given.revenue}`;
    if (given.roi!.trim() !== roiPercent(roi))
      ctx.errors.push(`${where} gives Simple ROI as "${given.roi}", but ${inputs} give ${roiPercent(roi)}, ${AGREE}`);
    const payback = paybackText(paybackMonths);
    if (paybackMonths !== null && given.payback!.trim() !== payback)
      ctx.errors.push(`${where} gives Payback as "${given.payback}", but ${inputs} give ${payback}, ${AGREE}`);
  }
  checkScenarios(scenarios, examples[0], refused, ctx);
  return examples;
}

/** A payback as the article writes it: "4.3 months", or "no payback" without benefit. */
const paybackText = (months: number | null) => (months === null ? "no payback" : `${monthsText(months)} months`);

/** Dollars as the article writes them: $195,000. */
const dollars = (value: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);

/** A buffer as a table writes it ("30%"), as a fraction; null for anything else. */
const bufferOf = (written: string) => (/^\s*\d{1,3}\s*%\s*$/.test(written) ? bufferFraction(written.trim()) : null);

/** A lag as a table writes it ("6 months"), in months; null for anything else. */
const lagOf = (written: string) => {
  const months = /^\s*(\d{1,3})\s+months?\s*$/i.exec(written);
  return months ? parseMonths(months[1]!) : null;
};

/** What a figure of a buffer or lag table is worked out from, as an editor would add it. */
const NEEDED = {
  cost: 'a row "Implementation cost" with an amount, such as $150,000',
  benefit: "the worked example with its annual savings and revenue increase",
  buffer: 'a row "Cost buffer" with a percentage, such as 30%',
  lag: 'a row "Benefit lag" in months, such as 6 months',
};
type Needed = keyof typeof NEEDED;

/** The figures of the buffer and lag tables (SCENARIO_ROWS), held to the worked example and to content-core/roi.ts. */
function checkScenarios(
  scenarios: { caption: string; given: Cells<ScenarioRow> }[],
  example: WorkedExample | undefined,
  exampleRefused: boolean,
  ctx: Ctx,
): void {
  // What has been refused already is not asked for again: a worked example without amounts has said so.
  const unreadable = new Set<Needed>(exampleRefused && !example ? ["cost", "benefit"] : []);
  const stated = { buffers: [] as Stated[], lags: [] as Stated[] };
  // The buffers and lags first: a table may work from one another table states.
  for (const { caption, given } of scenarios) {
    const where = `${ctx.file}: the worked example "${caption}"`;
    const figures = [
      ["buffer", "buffers", bufferOf, "Cost buffer", "as a percentage, such as 30%"],
      ["lag", "lags", lagOf, "Benefit lag", "in whole months, such as 6 months"],
    ] as const;
    for (const [key, list, read, label, how] of figures) {
      const written = given[key];
      if (written === undefined) continue;
      const value = read(written);
      if (value === null) {
        unreadable.add(key);
        ctx.errors.push(`${where} gives ${label} as "${written}"; write it ${how}.`);
      } else stated[list].push({ caption, written: written.trim(), value });
    }
  }
  if (example) Object.assign(example, stated);

  for (const { caption, given } of scenarios) {
    const where = `${ctx.file}: the worked example "${caption}"`;
    let cost = example?.amounts.cost;
    if (given.cost !== undefined) {
      const own = amountOf(given.cost, true);
      if (!Number.isFinite(own) || own <= 0) {
        unreadable.add("cost");
        ctx.errors.push(`${where} needs its implementation cost as an amount, such as $150,000.`);
      } else if (example && own !== example.amounts.cost)
        ctx.errors.push(
          `${where} gives Implementation cost as "${given.cost}", but the worked example "${example.caption}" has ${example.written.cost}. Give both the same cost, so that the ceiling is the one the calculator shows.`,
        );
      else cost = own;
    }
    const buffer = given.buffer !== undefined ? bufferOf(given.buffer) : stated.buffers[0]?.value;
    const lag = given.lag !== undefined ? lagOf(given.lag) : stated.lags[0]?.value;
    const facts = { cost, benefit: example && example.amounts.savings + example.amounts.revenue, buffer, lag };

    /** A figure of the table, checked when what it is worked out from is known, and asked for otherwise. */
    const check = (label: string, written: string | undefined, needs: Needed[], expected: () => [figure: string, comesTo: string]) => {
      if (written === undefined) return;
      const missing = needs.filter((need) => facts[need] === undefined || facts[need] === null);
      if (missing.some((need) => unreadable.has(need))) return;
      if (missing.length) {
        ctx.errors.push(
          `${where} gives ${label} as "${written}", which can only be checked with ${listed(missing.map((need) => NEEDED[need]))}. Add ${missing.length > 1 ? "them" : "it"} to the article.`,
        );
        return;
      }
      const [figure, comesTo] = expected();
      if (written.trim() !== figure) ctx.errors.push(`${where} gives ${label} as "${written}", but ${comesTo} ${figure}, ${AGREE}`);
    };
    const ceiling = () => facts.cost! * (1 + facts.buffer!);
    const against = () => `a cost of ${dollars(ceiling())} against a benefit of ${dollars(facts.benefit!)} a year`;
    const gives = () => `${against()} gives`;

    if (given.ceiling !== undefined) {
      const written = amountOf(given.ceiling);
      check("Cost ceiling", given.ceiling, ["cost", "buffer"], () => [
        // The written ceiling passes when it is the amount, however it is written ("$195,000", "$195,000.00").
        Math.abs(written - ceiling()) < 0.005 ? given.ceiling!.trim() : dollars(ceiling()),
        `${dollars(facts.cost!)} with a ${roiPercent(facts.buffer!)} buffer comes to`,
      ]);
    }
    check("Simple ROI at the ceiling", given.roiAtCeiling, ["cost", "buffer", "benefit"], () => [
      roiPercent(simpleRoi(ceiling(), facts.benefit!).roi),
      gives(),
    ]);
    check("Payback at the ceiling", given.paybackAtCeiling, ["cost", "buffer", "benefit"], () => [
      paybackText(simpleRoi(ceiling(), facts.benefit!).paybackMonths),
      gives(),
    ]);
    check("Payback after go-live", given.paybackAfterGoLive, ["cost", "buffer", "benefit", "lag"], () => {
      const { lagPaybackMonths } = roiResult({
        cost: facts.cost!,
        savings: example!.amounts.savings,
        revenue: example!.amounts.revenue,
        buffer: facts.buffer!,
        lagMonths: facts.lag!,
      });
      return [paybackText(lagPaybackMonths), `${against()}, rising evenly to full rate over ${facts.lag} months, gives`];
    });
  }
}

/** How a calculator's opening figure is wrong, in the editor's words. */
const AMOUNT_PROBLEMS: Record<AmountProblem, string> = {
  empty: "is empty",
  "not-a-number": "is not an amount",
  negative: "is below zero",
  ambiguous: "can be read as more than one amount",
  zero: "is zero, and ROI cannot be worked out on a cost of zero",
  "too-large": "is more than the calculator takes (1,000,000,000)",
};

const TOOLS_IN_WORDS = { RoiCalculator: "the ROI calculator", ReadinessCheck: "the readiness self-check" } as const;

/**
 * The reader tools of a body: they stand in articles only, whose pages carry their labels;
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
  const lag = parseMonths(String(props.lag ?? ""));
  if (lag === null)
    ctx.errors.push(
      `${where} opens with "${String(props.lag ?? "")}" as its benefit lag, which is not a whole number of months. Write whole months from 0 to ${MAX_LAG_MONTHS}, such as 6.`,
    );
  const example = examples[0];
  if (!example) return;
  const differs = (["cost", "savings", "revenue"] as const).some((key) => amountOf(written[key]) !== example.amounts[key]);
  if (usable && differs)
    ctx.errors.push(
      `${where} opens with ${written.cost}, ${written.savings} and ${written.revenue}, but the worked example "${example.caption}" has ${example.written.cost}, ${example.written.savings} and ${example.written.revenue}. Give the calculator the example's figures, so that it opens on the article's result.`,
    );
  // The buffer and the lag the example states: the calculator's second column is then the article's ceiling and payback.
  // A buffer the calculator does not offer is the component check's to name (content-core/model/article.ts).
  const buffer = String(props.buffer ?? "");
  const opening = bufferOf(buffer);
  for (const stated of example.buffers) {
    if (!BUFFER_CHOICES.some((choice) => bufferFraction(choice) === stated.value))
      ctx.errors.push(
        `${where} cannot open with the ${stated.written} buffer of the worked example "${stated.caption}": it offers ${listed([...BUFFER_CHOICES])}. Use one of those in the example, so that the calculator opens on its cost ceiling.`,
      );
    else if (opening !== null && opening !== stated.value)
      ctx.errors.push(
        `${where} opens with a ${buffer} cost buffer, but the worked example "${stated.caption}" adds ${stated.written}. Give the calculator the example's buffer, so that it opens on the article's cost ceiling.`,
      );
  }
  for (const stated of example.lags)
    if (lag !== null && lag !== stated.value)
      ctx.errors.push(
        `${where} opens with a benefit lag of ${lag} months, but the worked example "${stated.caption}" has ${stated.written}. Give the calculator the example's lag, so that it opens on the article's payback after go-live.`,
      );
}

function checkSelfCheck(where: string, props: Record<string, unknown>, ctx: Ctx): void {
  const rows = (value: unknown) => (Array.isArray(value) ? value.filter(Array.isArray).map((row) => row.map(String)) : []);
  const questions = rows(props.questions);
  const bands = rows(props.bands);
  const needCells = (table: string[][], count: number, what: (row: number) => string) =>
    table.forEach((cells, i) => {
      if (cells.length !== count || cells.some((cell) => cell.trim() === ""))
        ctx.errors.push(`${where}: ${what(i + 1)}; it has ${cells.filter((cell) => cell.trim()).length}.`);
    });
  needCells(questions, 3, (n) => `question ${n} needs three cells, the indicator, the question and when the reader passes`);
  needCells(
    bands,
    4,
    (n) => `score row ${n} needs four cells, the scores (such as 3-4), a short name, what the score means and the next step`,
  );
  const problem = bandsProblem(
    bands.map((cells) => cells[0] ?? ""),
    questions.length,
  );
  if (questions.length && problem)
    ctx.errors.push(
      `${where} scores 0 to ${questions.length}, one point a question, but in its score rows ${problem}. Give every score from 0 to ${questions.length} one row, in order, such as "0-2", "3-4", "5".`,
    );
}
