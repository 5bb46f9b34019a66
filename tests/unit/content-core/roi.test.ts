import {
  bufferFraction,
  monthsText,
  parseAmount,
  parseMonths,
  roiPercent,
  roiResult,
  simpleRoi,
  usableLocale,
  type RoiInputs,
} from "../../../content-core/roi";

/** The worked example of content/insights/ai-roi-measurement.mdx, with its 30% buffer and six-month ramp. */
const ARTICLE: RoiInputs = { cost: 150_000, savings: 300_000, revenue: 120_000, buffer: 0.3, lagMonths: 6 };

describe("ROI arithmetic", () => {
  it("gives the article's worked example: 180% simple ROI, payback 4.3 months", () => {
    const result = roiResult(ARTICLE);
    expect(roiPercent(result.roi)).toBe("180%");
    expect(monthsText(result.paybackMonths!)).toBe("4.3");
    expect(result.roi).toBeCloseTo(1.8, 10);
    expect(result.paybackMonths).toBeCloseTo(150_000 / 35_000, 10);
  });

  it("gives the article's cost ceiling: the $150,000 estimate with its 30% buffer, $195,000, is 115% and 5.6 months", () => {
    const { roi, paybackMonths } = simpleRoi(roiResult(ARTICLE).bufferedCost, 420_000);
    expect(roiPercent(roi)).toBe("115%");
    expect(monthsText(paybackMonths!)).toBe("5.6");
  });

  it("applies the buffer to the cost", () => {
    const result = roiResult(ARTICLE);
    expect(result.bufferedCost).toBeCloseTo(195_000, 6);
    // First twelve months after go-live: six of ramp (half the rate on average) and six at full rate.
    expect(result.firstYearRoi).toBeCloseTo((35_000 * 9 - 195_000) / 195_000, 10);
  });

  it("counts the lag as an even rise to run rate: the article's ceiling repaid in month 9 after go-live, 8.6 months", () => {
    // The $195,000 ceiling is repaid 3 months (half the ramp) later than at full rate: 5.6 + 3 months after go-live.
    const { lagPaybackMonths } = roiResult(ARTICLE);
    expect(lagPaybackMonths).toBeCloseTo(3 + 195_000 / 35_000, 10);
    expect(monthsText(lagPaybackMonths!)).toBe("8.6");
    expect(Math.ceil(lagPaybackMonths!)).toBe(9);
    // Without the buffer, $150,000 is repaid 7.3 months after go-live.
    expect(roiResult({ ...ARTICLE, buffer: 0 }).lagPaybackMonths).toBeCloseTo(3 + 150_000 / 35_000, 10);
  });

  it("repays inside the ramp when the cost is small: the benefit so far is rate x t^2 / (2 x lag)", () => {
    const result = roiResult({ cost: 10_000, savings: 120_000, revenue: 0, buffer: 0, lagMonths: 12 });
    // 10,000 <= 10,000 x 12 / 2, so t = sqrt(2 x 12 x 10,000 / 10,000).
    expect(result.lagPaybackMonths).toBeCloseTo(Math.sqrt(24), 10);
  });

  it("counts a lag over a year in the first-year ROI as the part of the ramp inside it", () => {
    const result = roiResult({ cost: 100_000, savings: 240_000, revenue: 0, buffer: 0, lagMonths: 18 });
    // 20,000 a month at full rate; after 12 of 18 months of ramp: 20,000 x 12^2 / (2 x 18) = 80,000.
    expect(result.firstYearRoi).toBeCloseTo((80_000 - 100_000) / 100_000, 10);
  });

  it("says there is no payback when there is no benefit, and never gives NaN or Infinity", () => {
    const result = roiResult({ cost: 150_000, savings: 0, revenue: 0, buffer: 0.25, lagMonths: 6 });
    expect(result.paybackMonths).toBeNull();
    expect(result.lagPaybackMonths).toBeNull();
    expect(result.roi).toBe(-1);
    expect(Number.isFinite(result.firstYearRoi)).toBe(true);
  });

  it("with no lag, the lagged payback is the buffered payback", () => {
    const result = roiResult({ ...ARTICLE, lagMonths: 0 });
    expect(result.lagPaybackMonths).toBeCloseTo(195_000 / 35_000, 10);
    expect(result.firstYearRoi).toBeCloseTo((420_000 - 195_000) / 195_000, 10);
  });
});

describe("amounts as readers type them", () => {
  it.each([
    ["150000", 150_000],
    ["$1,200,000", 1_200_000],
    [" $ 300,000 ", 300_000],
    ["150 000", 150_000],
    ["2500.50", 2500.5],
    ["0", 0],
  ])("reads %j as %d (en-US)", (text, value) => {
    expect(parseAmount(text, "en-US")).toEqual({ value });
  });

  it("reads the reader's own digits, and the article's dollars pasted whatever the locale", () => {
    expect(parseAmount("1.200.000", "de-DE")).toEqual({ value: 1_200_000 });
    expect(parseAmount("2.500,5", "de-DE")).toEqual({ value: 2500.5 });
    expect(parseAmount("150\u202f000", "fr-FR")).toEqual({ value: 150_000 });
    expect(parseAmount("$1,200,000", "de-DE")).toEqual({ value: 1_200_000 });
    // Dollars are read as dollars first: in German digits "150,000" would be 150.
    expect(parseAmount("$150,000", "de-DE")).toEqual({ value: 150_000 });
    // Without the sign, "150,000" is 150 to a German eye and 150,000 to an American one: neither is guessed.
    expect(parseAmount("150,000", "de-DE")).toEqual({ problem: "ambiguous" });
  });

  it.each([
    ["150000", 150_000],
    ["150,000", 150_000],
    ["$1,200,000", 1_200_000],
    ["150 000", 150_000],
    ["1,234.5", 1234.5],
    ["1234.56", 1234.56],
    ["0", 0],
  ])("reads %j, which means one amount in en-US, as %d", (text, value) => {
    expect(parseAmount(text, "en-US")).toEqual({ value });
  });

  it.each([
    ["150.000", 150_000],
    ["1.234,5", 1234.5],
    ["1234,56", 1234.56],
    ["$1,200,000", 1_200_000],
  ])("reads %j, which means one amount in de-DE, as %d", (text, value) => {
    expect(parseAmount(text, "de-DE")).toEqual({ value });
  });

  it.each([
    // A decimal mark and three digits: 150 in en-US, 150,000 in de-DE.
    "150.000",
    "1.234",
    // Groups that are not threes: read as 123, 1234 and 123456 before.
    "1,2,3",
    "12,34",
    "1,23,456",
    // Three decimals after grouped thousands.
    "150,000.000",
    // The same as dollars, and a group starting with a nought.
    "$150.000",
    "0,150",
  ])("refuses %j in en-US as ambiguous, never reading it as another number", (text) => {
    expect(parseAmount(text, "en-US")).toEqual({ problem: "ambiguous" });
  });

  it.each(["150,000.00", "150.000,000", "1,234", "1.2.3", "12.34", "150,000"])(
    "refuses %j in de-DE as ambiguous, never reading it as another number",
    (text) => {
      expect(parseAmount(text, "de-DE")).toEqual({ problem: "ambiguous" });
    },
  );

  it("reads the grouping a locale writes itself, as the calculator fills its fields in it", () => {
    // en-IN groups lakhs: the calculator shows 150,000 there as "1,50,000".
    expect(parseAmount(new Intl.NumberFormat("en-IN").format(150_000), "en-IN")).toEqual({ value: 150_000 });
    expect(parseAmount("1,50,000", "en-IN")).toEqual({ value: 150_000 });
    expect(parseAmount("150,000", "en-IN")).toEqual({ value: 150_000 });
    for (const locale of ["en-US", "de-DE", "fr-FR", "de-CH", "es-ES", "en-IN"]) {
      const shown = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      for (const value of [0, 1234.5, 150_000, 1_200_000.25])
        expect([locale, parseAmount(shown.format(value), locale)]).toEqual([locale, { value }]);
    }
  });

  it("says a sign or a space in the wrong place is not an amount, and checks the sign after the reading", () => {
    expect(parseAmount("150000$", "en-US")).toEqual({ problem: "not-a-number" });
    expect(parseAmount(".5", "en-US")).toEqual({ problem: "not-a-number" });
    expect(parseAmount("150.", "en-US")).toEqual({ problem: "not-a-number" });
    expect(parseAmount("1 50000", "en-US")).toEqual({ problem: "ambiguous" });
    expect(parseAmount("- 5,000", "en-US")).toEqual({ problem: "negative" });
    expect(parseAmount("-150.000", "en-US")).toEqual({ problem: "ambiguous" });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "not-a-number"],
    ["150k", "not-a-number"],
    ["1e9", "not-a-number"],
    ["1.2.3", "ambiguous"],
    ["-5000", "negative"],
    ["-$5,000", "negative"],
    ["$-5,000", "negative"],
    ["5000000000", "too-large"],
    ["$99,999,999,999,999,999,999", "too-large"],
  ])("refuses %j as %s", (text, problem) => {
    expect(parseAmount(text, "en-US")).toEqual({ problem });
  });

  it("refuses a zero cost, which ROI divides by, but takes zero savings", () => {
    expect(parseAmount("0", "en-US", true)).toEqual({ problem: "zero" });
    expect(parseAmount("$0", "en-US")).toEqual({ value: 0 });
  });
});

describe("the calculator's lag and buffer", () => {
  it.each([
    ["6", 6],
    [" 18 ", 18],
    ["0", 0],
    ["36", 36],
  ])("reads a lag of %j as %d months", (text, months) => {
    expect(parseMonths(text)).toBe(months);
  });

  it.each(["", "six", "6.5", "-3", "37", "1e1"])("refuses a lag of %j", (text) => {
    expect(parseMonths(text)).toBeNull();
  });

  it("reads a buffer as written in the article", () => {
    expect(bufferFraction("30%")).toBe(0.3);
    expect(bufferFraction("25%")).toBe(0.25);
  });
});

describe("the reader's locale", () => {
  it("is the browser's language when Intl can use it, and the content's language when not", () => {
    expect(usableLocale("de-DE", "en")).toBe("de-DE");
    expect(usableLocale("en-us", "en")).toBe("en-US");
    expect(usableLocale("C", "en")).toBe("en");
    expect(usableLocale("en_US.UTF-8", "en")).toBe("en");
    expect(usableLocale("", "en")).toBe("en");
    expect(usableLocale(undefined, "en")).toBe("en");
  });
});
