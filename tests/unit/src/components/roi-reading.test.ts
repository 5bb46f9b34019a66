import fs from "node:fs";
import path from "node:path";
import { readContentYaml } from "../../../../gatsby/content-yaml";
import { validateContent } from "../../../../gatsby/validate";
import { readInputs, type Typed } from "../../../../src/components/insights/mdx/roi-reading";
import type { ToolTexts } from "../../../../src/components/insights/mdx/tool-texts";
import { copyOfContent, edit } from "../../content-files";

/** The calculator's reading of its fields, with the sentences of content/insights.yaml. */
const CONTENT = path.resolve(__dirname, "../../../../content");
const roi = (readContentYaml(CONTENT, "insights.yaml") as { tools: ToolTexts }).tools.roiCalculator;
const problems = roi.problems as typeof roi.problems & { ambiguous: string };

/** The article's example as each locale's digits write it, which the calculator's fields open with. */
const EXAMPLE: Typed = { cost: "150,000", savings: "300,000", revenue: "120,000", lag: "6" };
const IN_DIGITS: Record<string, Typed> = {
  "en-US": EXAMPLE,
  "de-DE": { cost: "150.000", savings: "300.000", revenue: "120.000", lag: "6" },
};

describe("a figure the calculator could misread", () => {
  it.each([
    ["en-US", "cost", "150.000", "150000"],
    ["en-US", "savings", "1,2,3", "123"],
    ["en-US", "revenue", "$150,000.000", "150000000"],
    ["de-DE", "cost", "150,000", "150000"],
    ["de-DE", "savings", "12.34", "1234"],
  ] as const)("in %s, %s typed as %j is answered with the content's sentence, suggesting %j", (locale, field, typed, example) => {
    const reading = readInputs({ ...IN_DIGITS[locale]!, [field]: typed }, "30%", locale, roi);
    const label = { cost: roi.costLabel, savings: roi.savingsLabel, revenue: roi.revenueLabel }[field];
    expect(reading.result).toBeNull();
    expect(reading.problem).toEqual({
      field,
      text: problems.ambiguous.replace("{field}", label).replace("{typed}", typed).replace("{example}", example),
    });
    expect(reading.problem?.text).toContain(example);
    expect(reading.problem?.text).not.toMatch(/\{\w+\}/);
  });

  it("is said in finished words that show the figure in digits only", () => {
    const reading = readInputs({ ...EXAMPLE, cost: "150.000" }, "30%", "en-US", roi);
    expect(reading.problem?.text).toBe(
      "Implementation cost (one-time): 150.000 can be read as more than one amount. Write it in digits only, such as 150000.",
    );
  });

  it("leaves the figures that read as one amount to the result: the article's example in either locale's digits", () => {
    expect(readInputs(EXAMPLE, "30%", "en-US", roi).result?.bufferedCost).toBeCloseTo(195_000, 6);
    const german = readInputs({ ...EXAMPLE, cost: "150.000", savings: "300.000", revenue: "$120,000" }, "30%", "de-DE", roi);
    expect(german.problem).toBeNull();
    expect(german.result?.bufferedCost).toBeCloseTo(195_000, 6);
  });
});

describe("the content's sentence for an ambiguous figure", () => {
  let dir: string;
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is in content/insights.yaml, and the content check accepts it", () => {
    expect(problems.ambiguous).toMatch(/\{field\}/);
    expect(problems.ambiguous).toMatch(/\{example\}/);
    expect(validateContent(dir)).toEqual([]);
  });

  it("must say where the digits-only figure goes", () => {
    edit(dir, "insights.yaml", (t) =>
      t.replace(/( +ambiguous: ").*\{example\}.*"/, '$1{field}: {typed} can be read as more than one amount."'),
    );
    expect(validateContent(dir)).toEqual([
      expect.stringMatching(
        /^content\/insights\.yaml: .*ambiguous.* it must contain \{field\} where the field's label goes, \{example\} where the figure in digits only goes\.$/,
      ),
    ]);
  });
});
