import { BUFFER_CHOICES, bufferFraction, MAX_AMOUNT, MAX_LAG_MONTHS, type RoiInputs } from "../../../../content-core/roi";
import { isToolId, TOOL_IDS, TOOL_NAMES } from "../../../../src/lib/contact-rules";
import { readToolLink, toolRequestLink, type ToolLink } from "../../../../src/lib/tool-request";

const ARTICLE = "/insights/ai-roi-measurement";
const EXAMPLE: RoiInputs = { cost: 150_000, savings: 300_000, revenue: 120_000, buffer: 0.3, lagMonths: 6 };

const search = (link: string) => link.slice(link.indexOf("?"));
const roundTrip = (link: ToolLink) => readToolLink(search(toolRequestLink(link)));

describe("the tools' ids and names", () => {
  it("knows the two tools and the team's name for each", () => {
    expect(TOOL_IDS).toEqual(["roi-calculator", "readiness-check"]);
    expect(TOOL_NAMES).toEqual({ "roi-calculator": "ROI calculator", "readiness-check": "AI-readiness self-check" });
  });

  it("accepts only those ids, not lookalikes or inherited names", () => {
    expect(isToolId("roi-calculator")).toBe(true);
    expect(isToolId("readiness-check")).toBe(true);
    for (const value of ["ROI-calculator", " roi-calculator", "roi_calculator", "", "toString", "__proto__", null, undefined, 1, {}]) {
      expect(isToolId(value)).toBe(false);
    }
  });
});

describe("a tool's link to the contact page", () => {
  it("carries the tool, its article and its inputs as figures, never words", () => {
    expect(toolRequestLink({ tool: "roi-calculator", article: ARTICLE, inputs: EXAMPLE })).toBe(
      "/contact?tool=roi-calculator&from=%2Finsights%2Fai-roi-measurement&cost=150000&savings=300000&revenue=120000&buffer=30&lag=6",
    );
    expect(
      toolRequestLink({ tool: "readiness-check", article: "/insights/ai-transformation-readiness", answers: [true, false, true] }),
    ).toBe("/contact?tool=readiness-check&from=%2Finsights%2Fai-transformation-readiness&answers=yny");
  });

  it("without a result carries just the tool and its article", () => {
    expect(toolRequestLink({ tool: "roi-calculator", article: ARTICLE, inputs: null })).toBe(
      "/contact?tool=roi-calculator&from=%2Finsights%2Fai-roi-measurement",
    );
    expect(roundTrip({ tool: "readiness-check", article: ARTICLE, answers: null })).toEqual({
      tool: "readiness-check",
      article: ARTICLE,
      answers: null,
    });
  });

  it("reads back exactly what it wrote, over generated inputs (every buffer, lag and cents)", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const amount = (min: number) => Math.max(min, Math.round(next() * (next() < 0.2 ? MAX_AMOUNT : 5_000_000) * 100) / 100);
    for (let i = 0; i < 500; i++) {
      const inputs: RoiInputs = {
        cost: amount(0.01),
        savings: next() < 0.1 ? 0 : amount(0),
        revenue: next() < 0.3 ? 0 : amount(0),
        buffer: bufferFraction(BUFFER_CHOICES[i % BUFFER_CHOICES.length]!),
        lagMonths: i % (MAX_LAG_MONTHS + 1),
      };
      expect(roundTrip({ tool: "roi-calculator", article: ARTICLE, inputs })).toEqual({ tool: "roi-calculator", article: ARTICLE, inputs });
      const answers = Array.from({ length: 1 + (i % 20) }, () => next() < 0.5);
      expect(roundTrip({ tool: "readiness-check", article: ARTICLE, answers })).toEqual({
        tool: "readiness-check",
        article: ARTICLE,
        answers,
      });
    }
  });

  it("reads the address with or without its question mark, among other parameters", () => {
    expect(readToolLink(`tool=readiness-check&from=${ARTICLE}&answers=yy`)).toEqual({
      tool: "readiness-check",
      article: ARTICLE,
      answers: [true, true],
    });
    expect(readToolLink(`?utm_source=x&tool=readiness-check&from=${ARTICLE}&gclid=1`)).toEqual({
      tool: "readiness-check",
      article: ARTICLE,
      answers: null,
    });
  });
});

describe("what the contact page accepts from its address", () => {
  const roi = (change: Record<string, string>) =>
    `?${new URLSearchParams({ tool: "roi-calculator", from: ARTICLE, cost: "150000", savings: "300000", revenue: "120000", buffer: "30", lag: "6", ...change })}`;

  it("ignores an address without a tool, with an unknown one, or without an article of the site's", () => {
    for (const value of [
      "",
      "?",
      "?summary=Hello",
      "?tool=&from=/insights/a",
      "?tool=calculator&from=/insights/a",
      "?tool=ROI-CALCULATOR&from=/insights/a",
    ]) {
      expect(readToolLink(value)).toBeNull();
    }
    for (const from of [
      "",
      "/contact",
      "https://evil.example/insights/a",
      "//evil.example/insights/a",
      "/insights/",
      "/insights/a/b",
      "/insights/A",
      "/insights/a--b",
    ]) {
      expect(readToolLink(`?tool=roi-calculator&from=${encodeURIComponent(from)}`)).toBeNull();
    }
    expect(readToolLink("?tool=__proto__&from=/insights/a")).toBeNull();
    expect(readToolLink(undefined)).toBeNull();
    expect(readToolLink(null)).toBeNull();
    expect(readToolLink(42)).toBeNull();
  });

  it("takes no words from the address: a summary is ignored, and the result is rebuilt from figures only", () => {
    expect(readToolLink(`${roi({})}&summary=${encodeURIComponent("Call +1 555 0100 now")}`)).toEqual({
      tool: "roi-calculator",
      article: ARTICLE,
      inputs: EXAMPLE,
    });
  });

  it.each([
    ["a grouped cost", { cost: "150,000" }],
    ["a European cost", { cost: "150.000,00" }],
    ["a cost of zero", { cost: "0" }],
    ["a negative savings", { savings: "-1" }],
    ["three decimals", { revenue: "1.005" }],
    ["an exponent", { cost: "1e5" }],
    ["a cost above the calculator's limit", { cost: String(MAX_AMOUNT + 1) }],
    ["a buffer the calculator does not offer", { buffer: "35" }],
    ["a buffer as a fraction", { buffer: "0.3" }],
    ["a lag past the limit", { lag: String(MAX_LAG_MONTHS + 1) }],
    ["a lag with spaces", { lag: " 6" }],
    ["a lag of months and a half", { lag: "6.5" }],
    ["a figure missing", { savings: "" }],
  ])("reads %s as no tool at all: a plain contact page", (_, change) => {
    expect(readToolLink(roi(change))).toBeNull();
  });

  it.each(["yes", "y n", "yyyyyyyyyyyyyyyyyyyyy", "", "YN"])("reads the answers %j as no tool at all", (answers) => {
    expect(readToolLink(`?tool=readiness-check&from=${ARTICLE}&answers=${encodeURIComponent(answers)}`)).toBeNull();
  });

  it("reads odd encodings without throwing", () => {
    expect(() => readToolLink("?tool=roi-calculator&from=%&cost=%E2%82")).not.toThrow();
    expect(readToolLink("?tool%3Droi-calculator")).toBeNull();
  });
});
