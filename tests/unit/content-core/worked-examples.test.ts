import fs from "node:fs";
import { validateContent } from "../../../gatsby/validate";
import { copyOfContent, edit } from "../content-files";

/** The ROI article's worked example must say what the ROI calculator (src/lib/roi.ts) works out. */
describe("worked ROI examples agree with the calculator", () => {
  let dir: string;
  const roi = "insights/ai-roi-measurement.mdx";
  const where =
    'content/insights/ai-roi-measurement.mdx: the worked example "Worked example: AI invoice audit and reorder project, first full year at run rate"';
  const calculator = 'content/insights/ai-roi-measurement.mdx: the ROI calculator "ROI and payback calculator"';
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("finds the article's example, which agrees today", () => {
    expect(fs.readFileSync(`${dir}/${roi}`, "utf8")).toContain('["Simple ROI", "180%"');
    expect(validateContent(dir)).toEqual([]);
  });

  it("refuses a Simple ROI the inputs do not give", () => {
    edit(dir, roi, (t) => t.replace('["Simple ROI", "180%"', '["Simple ROI", "190%"'));
    expect(validateContent(dir)).toEqual([
      `${where} gives Simple ROI as "190%", but $150,000, $300,000 and $120,000 give 180%, as the ROI calculator works it out. Correct the figure so the article and the calculator agree.`,
    ]);
  });

  it("refuses a payback the inputs do not give", () => {
    edit(dir, roi, (t) => t.replace('["Payback", "4.3 months"', '["Payback", "4 months"'));
    expect(validateContent(dir)).toEqual([
      `${where} gives Payback as "4 months", but $150,000, $300,000 and $120,000 give 4.3 months, as the ROI calculator works it out. Correct the figure so the article and the calculator agree.`,
    ]);
  });

  it("catches a changed input whose results were left as they were", () => {
    edit(dir, roi, (t) => t.replace('["Annual savings", "$300,000"', '["Annual savings", "$330,000"'));
    expect(validateContent(dir)).toEqual([
      `${where} gives Simple ROI as "180%", but $150,000, $330,000 and $120,000 give 200%, as the ROI calculator works it out. Correct the figure so the article and the calculator agree.`,
      `${where} gives Payback as "4.3 months", but $150,000, $330,000 and $120,000 give 4.0 months, as the ROI calculator works it out. Correct the figure so the article and the calculator agree.`,
      `${calculator} opens with $150,000, $300,000 and $120,000, but the worked example "Worked example: AI invoice audit and reorder project, first full year at run rate" has $150,000, $330,000 and $120,000. Give the calculator the example's figures, so that it opens on the article's result.`,
    ]);
  });

  it("asks for amounts where an input is not one", () => {
    edit(dir, roi, (t) => t.replace('["Implementation cost (one-time)", "$150,000"', '["Implementation cost (one-time)", "about 150k"'));
    expect(validateContent(dir)).toEqual([
      `${where} needs its implementation cost, annual savings and revenue increase as amounts, such as $150,000.`,
    ]);
  });
});

/** The reader tools (issue 34) open with figures and questions they can use, and stand in articles only. */
describe("the reader tools in a body", () => {
  let dir: string;
  const roi = "insights/ai-roi-measurement.mdx";
  const readiness = "insights/ai-transformation-readiness.mdx";
  const calculator = 'content/insights/ai-roi-measurement.mdx: the ROI calculator "ROI and payback calculator"';
  const selfCheck = 'content/insights/ai-transformation-readiness.mdx: the readiness self-check "AI readiness self-check"';
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("stand in both articles today", () => {
    expect(fs.readFileSync(`${dir}/${roi}`, "utf8")).toContain("<RoiCalculator ");
    expect(fs.readFileSync(`${dir}/${readiness}`, "utf8")).toContain("<ReadinessCheck");
    expect(validateContent(dir)).toEqual([]);
  });

  it("refuse a calculator that opens with other figures than the article's worked example", () => {
    edit(dir, roi, (t) => t.replace('savings="$300,000"', 'savings="$200,000"'));
    expect(validateContent(dir)).toEqual([
      `${calculator} opens with $150,000, $200,000 and $120,000, but the worked example "Worked example: AI invoice audit and reorder project, first full year at run rate" has $150,000, $300,000 and $120,000. Give the calculator the example's figures, so that it opens on the article's result.`,
    ]);
  });

  it.each([
    ['cost="$150,000"', 'cost="150k"', '"150k" as its implementation cost, which is not an amount'],
    ['cost="$150,000"', 'cost="$0"', '"$0" as its implementation cost, which is zero, and ROI cannot be worked out on a cost of zero'],
    ['revenue="$120,000"', 'revenue="-$120,000"', '"-$120,000" as its revenue increase, which is below zero'],
    [
      'savings="$300,000"',
      'savings="$3,000,000,000"',
      '"$3,000,000,000" as its annual savings, which is more than the calculator takes (1,000,000,000)',
    ],
  ])("refuse a calculator opening with an amount it cannot use: %s as %s", (from, to, said) => {
    edit(dir, roi, (t) => t.replace(from, to));
    expect(validateContent(dir)).toEqual([`${calculator} opens with ${said}. Write an amount as the article does, such as $150,000.`]);
  });

  it("refuse a benefit lag that is not whole months", () => {
    edit(dir, roi, (t) => t.replace('lag="6"', 'lag="six"'));
    expect(validateContent(dir)).toEqual([
      `${calculator} opens with "six" as its benefit lag, which is not a whole number of months. Write whole months from 0 to 36, such as 6.`,
    ]);
  });

  it("refuse score rows that leave a score out or give one twice", () => {
    edit(dir, readiness, (t) => t.replace('["3-4", "Ready to start"', '["4", "Ready to start"'));
    expect(validateContent(dir)).toEqual([
      `${selfCheck} scores 0 to 5, one point a question, but in its score rows score 3 has no row. Give every score from 0 to 5 one row, in order, such as "0-2", "3-4", "5".`,
    ]);
    edit(dir, readiness, (t) => t.replace('["4", "Ready to start"', '["2-4", "Ready to start"'));
    expect(validateContent(dir)).toEqual([
      `${selfCheck} scores 0 to 5, one point a question, but in its score rows score 2 has two rows. Give every score from 0 to 5 one row, in order, such as "0-2", "3-4", "5".`,
    ]);
  });

  it("refuse a question without its pass rule", () => {
    edit(dir, readiness, (t) => t.replace(', "Yes to all three"]', "]"));
    expect(validateContent(dir)).toEqual([
      `${selfCheck}: question 3 needs three cells, the indicator, the question and when the reader passes; it has 2.`,
    ]);
  });

  it("refuse a tool in a legal page, which carries no tool labels", () => {
    edit(
      dir,
      "legal/privacy-policy.mdx",
      (t) => `${t}\n<RoiCalculator title="Costs" cost="$1" savings="$1" revenue="$1" buffer="20%" lag="6" />\n`,
    );
    expect(validateContent(dir)).toEqual([
      'content/legal/privacy-policy.mdx: the ROI calculator "Costs" stands in articles only, whose pages carry its labels. Remove it from a legal page.',
    ]);
  });
});
