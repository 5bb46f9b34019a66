import {
  bufferFraction,
  parseAmount,
  parseMonths,
  roiResult,
  type AmountProblem,
  type RoiInputs,
  type RoiResult,
} from "../../../../content-core/roi";
import { fill, type ToolTexts } from "./tool-texts";

/* What the ROI calculator reads from its fields and how it words them: the reader's figures, in their locale, into a result or a sentence. */

type Texts = ToolTexts["roiCalculator"];

export const AMOUNTS = ["cost", "savings", "revenue"] as const;
export type Amount = (typeof AMOUNTS)[number];
export type Typed = Record<Amount | "lag", string>;

const PROBLEM_TEXTS: Record<AmountProblem, keyof Texts["problems"]> = {
  empty: "empty",
  "not-a-number": "notANumber",
  ambiguous: "ambiguous",
  negative: "negative",
  zero: "zero",
  "too-large": "tooLarge",
};

/** The figures as the reader's locale writes them, in the content's currency. */
export function formats(locale: string, currency: string) {
  let money: Intl.NumberFormat;
  try {
    money = new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 });
  } catch {
    money = new Intl.NumberFormat("en", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  }
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const tenths = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    money: (value: number) => money.format(value),
    /** An amount as an input holds it: grouped digits without the sign. */
    amount: (value: number) => plain.format(value),
    percent: (value: number) => percent.format(value),
    months: (value: number) => tenths.format(value),
    sign: money.formatToParts(0).find((part) => part.type === "currency")?.value ?? "",
  };
}

/**
 * An opening figure ("$150,000") as its field shows it in the reader's digits. The content check holds
 * it to be an amount; one that is not yet (the editing room's preview, as the editor types) stays as
 * written, and the calculator says what is wrong with it.
 */
export function openingText(written: string, format: ReturnType<typeof formats>): string {
  const read = parseAmount(written, "en-US");
  return "value" in read ? format.amount(read.value) : written;
}

/** The figures and their result; or the first figure the calculator cannot use, and why, in the content's words. */
type Reading =
  | { inputs: RoiInputs; result: RoiResult; problem: null }
  | { inputs: null; result: null; problem: { field: Amount | "lag"; text: string } };

export function readInputs(typed: Typed, buffer: string, locale: string, texts: Texts): Reading {
  const values: Partial<Record<Amount, number>> = {};
  for (const name of AMOUNTS) {
    const read = parseAmount(typed[name], locale, name === "cost");
    if ("problem" in read) {
      // {typed} is the figure as typed; {example}, its digits alone ("150.000" gives 150000), so a reader who meant 150 sees the difference.
      const tokens = { field: texts[`${name}Label` as const], typed: typed[name].trim(), example: typed[name].replace(/\D/g, "") };
      return { inputs: null, result: null, problem: { field: name, text: fill(texts.problems[PROBLEM_TEXTS[read.problem]], tokens) } };
    }
    values[name] = read.value;
  }
  const lagMonths = parseMonths(typed.lag);
  if (lagMonths === null) return { inputs: null, result: null, problem: { field: "lag", text: texts.problems.lag } };
  const { cost = 0, savings = 0, revenue = 0 } = values;
  const inputs = { cost, savings, revenue, buffer: bufferFraction(buffer), lagMonths };
  return { inputs, result: roiResult(inputs), problem: null };
}
