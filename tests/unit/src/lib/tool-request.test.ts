import { FIELD_LIMITS } from "../../../../src/lib/contact-rules";
import {
  cleanSummary,
  isToolId,
  readToolLink,
  TOOL_IDS,
  TOOL_NAMES,
  TOOL_SUMMARY_LIMIT,
  toolRequestLink,
} from "../../../../src/lib/tool-request";

const ROI = "ROI estimate: cost $150,000, savings $300,000 a year, revenue +$120,000 a year; simple ROI 180%, payback 4.3 months.";

const search = (link: string) => link.slice(link.indexOf("?"));

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
  it("carries the tool id and the summary in the query, and reads back the same", () => {
    const link = toolRequestLink("roi-calculator", ROI);
    expect(link).toMatch(/^\/contact\?tool=roi-calculator&summary=ROI\+estimate%3A\+cost\+%24150%2C000/);
    expect(readToolLink(search(link))).toEqual({ tool: "roi-calculator", summary: ROI });
    const readiness = "AI readiness: 4 of 5 indicators met (no data owner yet). Ready to start with a focused pilot.\nNext: a data audit.";
    expect(readToolLink(search(toolRequestLink("readiness-check", readiness)))).toEqual({ tool: "readiness-check", summary: readiness });
  });

  it("reads the address with or without its question mark, among other parameters", () => {
    expect(readToolLink("tool=readiness-check&summary=Score%203")).toEqual({ tool: "readiness-check", summary: "Score 3" });
    expect(readToolLink("?utm_source=x&tool=roi-calculator&summary=a+b&gclid=1")).toEqual({ tool: "roi-calculator", summary: "a b" });
  });

  it("leaves the summary out of a link when there is none", () => {
    expect(toolRequestLink("readiness-check", " \n ")).toBe("/contact?tool=readiness-check");
  });
});

describe("what the contact page accepts from its address", () => {
  it("ignores an address without a tool, or with an unknown one, whatever summary it carries", () => {
    for (const value of ["", "?", "?summary=Hello", "?tool=&summary=x", "?tool=calculator&summary=x", "?tool=ROI-CALCULATOR&summary=x"]) {
      expect(readToolLink(value)).toBeNull();
    }
    expect(readToolLink("?tool=__proto__&summary=x")).toBeNull();
    expect(readToolLink(undefined)).toBeNull();
    expect(readToolLink(null)).toBeNull();
    expect(readToolLink(42)).toBeNull();
  });

  it("keeps the tool of a link without a summary, or with an empty one, and prefills nothing", () => {
    expect(readToolLink("?tool=roi-calculator")).toEqual({ tool: "roi-calculator", summary: "" });
    expect(readToolLink("?tool=roi-calculator&summary=")).toEqual({ tool: "roi-calculator", summary: "" });
    expect(readToolLink("?tool=roi-calculator&summary=%20%0A%E2%80%8B")).toEqual({ tool: "roi-calculator", summary: "" });
  });

  it("cuts an over-long summary to its limit, on whole characters, far below the message field's", () => {
    expect(TOOL_SUMMARY_LIMIT).toBeLessThanOrEqual(FIELD_LIMITS.message);
    const long = readToolLink(`?tool=roi-calculator&summary=${"x".repeat(100_000)}`)!;
    expect(long.summary).toHaveLength(TOOL_SUMMARY_LIMIT);
    const emoji = readToolLink(`?tool=roi-calculator&summary=${encodeURIComponent("📈".repeat(TOOL_SUMMARY_LIMIT + 5))}`)!;
    expect(Array.from(emoji.summary)).toHaveLength(TOOL_SUMMARY_LIMIT);
    expect(emoji.summary).not.toMatch(/[\ud800-\udbff]$/);
    const link = toolRequestLink("roi-calculator", "y".repeat(10_000));
    expect(readToolLink(search(link))!.summary).toHaveLength(TOOL_SUMMARY_LIMIT);
  });

  it("reads odd encodings without throwing: bad percent escapes, broken UTF-8, a lone surrogate", () => {
    expect(readToolLink("?tool=roi-calculator&summary=100%25+%ZZ+%E2%82")).toEqual({ tool: "roi-calculator", summary: "100% %ZZ \ufffd" });
    expect(readToolLink("?tool=roi-calculator&summary=%ED%A0%80ok")!.summary).toMatch(/ok$/);
    expect(() => readToolLink("?tool=roi-calculator&summary=%")).not.toThrow();
    expect(readToolLink("?tool%3Droi-calculator")).toBeNull();
    expect(readToolLink("?tool=roi%2Dcalculator&summary=a")).toEqual({ tool: "roi-calculator", summary: "a" });
  });

  it("drops control, bidi-override and zero-width characters, keeps line breaks, and trims", () => {
    expect(cleanSummary("  Payback\u0000 4.3\u200b months\u202e\r\nROI\t\t180%\u0007\n\n\n\nDone  ")).toBe(
      "Payback 4.3 months\nROI 180%\n\nDone",
    );
    expect(readToolLink("?tool=readiness-check&summary=%3Cscript%3Ealert(1)%3C%2Fscript%3E")).toEqual({
      tool: "readiness-check",
      summary: "<script>alert(1)</script>",
    });
  });
});
