// The ROI calculator's arithmetic, as the article "Measuring AI ROI" defines it; the content checks hold the article's
// worked examples to it (content-core/worked-examples.ts).

/** A one-time cost; savings and revenue a year at run rate; the cost's buffer as a fraction (0.3); months until run rate. */
export interface RoiInputs {
  cost: number;
  savings: number;
  revenue: number;
  buffer: number;
  /** The benefit rises evenly from nothing over these months after go-live. */
  lagMonths: number;
}

export interface RoiResult {
  /** One year of run-rate benefit. */
  annualBenefit: number;
  /** Simple ROI, as a fraction: (annualBenefit - cost) / cost. */
  roi: number;
  /** Cost / monthly run-rate benefit; null when there is no benefit. */
  paybackMonths: number | null;
  bufferedCost: number;
  /** The first twelve months after go-live, with the benefit still rising over the lag, on the buffered cost. */
  firstYearBenefit: number;
  firstYearRoi: number;
  /** Months after go-live until the rising benefit has repaid the buffered cost; null without benefit. */
  lagPaybackMonths: number | null;
}

/** Simple ROI and payback of a one-time cost against a yearly benefit. */
export function simpleRoi(cost: number, annualBenefit: number): Pick<RoiResult, "roi" | "paybackMonths"> {
  return { roi: (annualBenefit - cost) / cost, paybackMonths: annualBenefit > 0 ? cost / (annualBenefit / 12) : null };
}

export function roiResult({ cost, savings, revenue, buffer, lagMonths: lag }: RoiInputs): RoiResult {
  const monthly = (savings + revenue) / 12;
  const bufferedCost = cost * (1 + buffer);
  // The benefit rises in a straight line over the lag: by month t <= lag it has brought monthly * t^2 / (2 * lag).
  const rampTotal = (monthly * lag) / 2;
  const firstYear = lag <= 12 ? monthly * (12 - lag / 2) : (monthly * 72) / lag;
  const lagPaybackMonths =
    monthly <= 0 ? null : bufferedCost <= rampTotal ? Math.sqrt((2 * lag * bufferedCost) / monthly) : lag / 2 + bufferedCost / monthly;
  return {
    ...simpleRoi(cost, savings + revenue),
    annualBenefit: savings + revenue,
    bufferedCost,
    firstYearBenefit: firstYear,
    firstYearRoi: (firstYear - bufferedCost) / bufferedCost,
    lagPaybackMonths,
  };
}

/**
 * Why a typed amount cannot be used; the calculator words each in its content. "ambiguous" is a figure
 * of digits and marks that does not read as exactly one amount ("150.000": 150 in en-US, 150,000 in de-DE).
 */
export type AmountProblem = "empty" | "not-a-number" | "ambiguous" | "negative" | "zero" | "too-large";

/** The largest amount the calculator takes: a mid-market programme is far below it. */
export const MAX_AMOUNT = 1_000_000_000;

/** `tag` if Intl can format in it, else `fallback`: a browser may report a POSIX locale such as "C", which Intl refuses. */
export function usableLocale(tag: string | undefined, fallback: string): string {
  try {
    return (tag && Intl.getCanonicalLocales(tag)[0]) || fallback;
  } catch {
    return fallback;
  }
}

/** How a locale writes digits: its group and decimal marks, and the locale, whose own grouping is read too. */
type Digits = { group: string; decimal: string; locale: string | undefined };

/**
 * The reader's digit grouping and decimal mark ("1,234,567.5" in en-US, "1.234.567,5" in de-DE), seen
 * in a number of seven digits: es-ES does not group four ("1234,5").
 */
function separators(locale?: string): Digits {
  const parts = new Intl.NumberFormat(locale).formatToParts(1_234_567.5);
  const group = parts.find((p) => p.type === "group")?.value ?? ",";
  // A space of any width (fr-FR's narrow no-break space) is read as a space.
  return { group: /\s/.test(group) ? " " : group, decimal: parts.find((p) => p.type === "decimal")?.value ?? ".", locale };
}

const DOLLAR_DIGITS: Digits = { group: ",", decimal: ".", locale: "en-US" };

/**
 * The digits of a whole part written with no marks, or grouped in threes (the first group 1-3 digits,
 * not starting with 0) by one mark, the locale's or a space, or exactly as the locale groups it
 * itself (en-IN's "1,50,000"); null for anything else.
 */
function wholeDigits(whole: string, { group, locale }: Digits): string | null {
  if (/^\d+$/.test(whole)) return whole;
  for (const mark of new Set([group, " "])) {
    const groups = whole.split(mark);
    if (groups.length > 1 && /^[1-9]\d{0,2}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g))) return groups.join("");
  }
  const digits = whole.split(group).join("");
  if (!/^[1-9]\d*$/.test(digits)) return null;
  const own = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Number(digits)).replace(/\s/g, " ");
  return own === whole ? digits : null;
}

/** A figure's value as one way of writing digits reads it, or null when it is not a figure written that way. */
function readIn(figure: string, digits: Digits): number | null {
  const [whole = "", fraction, more] = figure.split(digits.decimal);
  // At most two decimals: "150.000" is not 150 dollars with three of them.
  if (more !== undefined || (fraction !== undefined && !/^\d{1,2}$/.test(fraction))) return null;
  const wholePart = wholeDigits(whole, digits);
  return wholePart === null ? null : Number(fraction === undefined ? wholePart : `${wholePart}.${fraction}`);
}

/**
 * An amount as a reader types or pastes it, in their locale's digits or in dollars as the article
 * writes them: "150000", "$1,200,000", "150 000", "1.200.000" (de-DE). A figure that does not read as
 * exactly one amount ("150.000" in en-US, "1,2,3", "150,000" in de-DE) is "ambiguous", never read as
 * another number; anything else names its problem, so a result is never NaN or Infinity. The cost,
 * which ROI divides by, must be `positive`.
 */
export function parseAmount(text: string, locale?: string, positive = false): { value: number } | { problem: AmountProblem } {
  if (text.trim() === "") return { problem: "empty" };
  const [, before = "", dollar, after = "", written = ""] = /^\s*(-?)\s*(\$?)\s*(-?)\s*([\s\S]*?)\s*$/.exec(text)!;
  const figure = written.replace(/\s/g, " ");
  const own = separators(locale);
  // A figure pasted from the article ("$1,200,000") reads in dollars' own digits whatever the locale.
  const readings = (dollar ? [DOLLAR_DIGITS, own] : [own]).map((digits) => readIn(figure, digits));
  const values = [...new Set(readings.filter((value): value is number => value !== null))];
  if (values.length !== 1) {
    // Only digits and marks, but not one amount: say so, rather than that it is no number at all.
    const marks = new Set([" ", ",", ".", own.group, own.decimal]);
    const figureLike = /^\d(.*\d)?$/.test(figure) && [...figure].every((c) => /\d/.test(c) || marks.has(c));
    return { problem: figureLike ? "ambiguous" : "not-a-number" };
  }
  const value = values[0]!;
  if ((before || after) && value > 0) return { problem: "negative" };
  if (value > MAX_AMOUNT) return { problem: "too-large" };
  return positive && value === 0 ? { problem: "zero" } : { value };
}

/** The cost buffers the calculator offers: the article's 20-30%. */
export const BUFFER_CHOICES = ["20%", "25%", "30%"] as const;

/** A buffer as written ("30%") as a fraction. */
export const bufferFraction = (written: string) => Number.parseInt(written, 10) / 100;

/** The longest benefit lag the calculator takes, in months: twice the article's 6-18 at its slow end. */
export const MAX_LAG_MONTHS = 36;

/** A lag as typed: whole months from 0 to MAX_LAG_MONTHS, or null. */
export function parseMonths(text: string): number | null {
  const months = /^\s*(\d{1,3})\s*$/.exec(text);
  return months && Number(months[1]) <= MAX_LAG_MONTHS ? Number(months[1]) : null;
}

/** A payback further out than this is no payback for a business case: ten years. */
export const PAYBACK_HORIZON_MONTHS = 120;

/** Percent as the article prints it: 180%. */
export const roiPercent = (roi: number) => `${Math.round(roi * 100)}%`;

/** Months to one decimal, as the article prints them: 4.3. */
export const monthsText = (months: number) => months.toFixed(1);
