import fs from "node:fs";
import { validateContent } from "../../../gatsby/validate";
import { copyOfContent, edit } from "../content-files";

/** The ROI article's worked example must say what the ROI calculator (content-core/roi.ts) works out. */
describe("worked ROI examples agree with the calculator", () => {
  let dir: string;
  const roi = "insights/ai-roi-measurement.mdx";
  const where =
    'content/insights/ai-roi-measurement.mdx: the worked example "Worked example: AI invoice audit and reorder project, first full year at run rate"';
  const calculator = 'content/insights/ai-roi-measurement.mdx: the ROI calculator "ROI and payback calculator"';
  const buffer = 'content/insights/ai-roi-measurement.mdx: the worked example "Worked example: the cost buffer"';
  const lag = 'content/insights/ai-roi-measurement.mdx: the worked example "Worked example: the benefit lag"';
  const agree = "as the ROI calculator works it out. Correct the figure so the article and the calculator agree.";
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
      // The buffer and the lag are worked from the same benefit: $450,000 a year now.
      `${buffer} gives Simple ROI at the ceiling as "115%", but a cost of $195,000 against a benefit of $450,000 a year gives 131%, ${agree}`,
      `${buffer} gives Payback at the ceiling as "5.6 months", but a cost of $195,000 against a benefit of $450,000 a year gives 5.2 months, ${agree}`,
      `${lag} gives Payback after go-live as "8.6 months", but a cost of $195,000 against a benefit of $450,000 a year, rising evenly to full rate over 6 months, gives 8.2 months, ${agree}`,
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

/**
 * The ROI article's cost buffer and benefit lag: the $150,000 estimate with its 30%
 * buffer is the $195,000 ceiling the calculator shows when it opens, and every figure worked from it is
 * what content-core/roi.ts gives.
 */
describe("the worked example's buffer and lag agree with the calculator", () => {
  let dir: string;
  const roi = "insights/ai-roi-measurement.mdx";
  const file = "content/insights/ai-roi-measurement.mdx";
  const buffer = `${file}: the worked example "Worked example: the cost buffer"`;
  const lag = `${file}: the worked example "Worked example: the benefit lag"`;
  const calculator = `${file}: the ROI calculator "ROI and payback calculator"`;
  const agree = "as the ROI calculator works it out. Correct the figure so the article and the calculator agree.";
  const BUFFER_TABLE = /<DataTable caption="Worked example: the cost buffer"[^\n]*\/>/;

  /** A buffer table as an editor writes one: [first cell, figure] rows. */
  const bufferTable = (rows: [string, string][]) =>
    `<DataTable caption="Worked example: the cost buffer" head={["Line", "Figure"]} rows={${JSON.stringify(rows)}} />`;

  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("finds the buffer and the lag in tables, and the calculator opens on them today", () => {
    const text = fs.readFileSync(`${dir}/${roi}`, "utf8");
    expect(text).toMatch(BUFFER_TABLE);
    expect(text).toContain('["Cost ceiling", "$195,000"');
    expect(text).toContain('["Simple ROI at the ceiling", "115%"');
    expect(text).toContain('["Payback at the ceiling", "5.6 months"');
    expect(text).toContain('["Benefit lag", "6 months"');
    expect(text).toContain('["Payback after go-live", "8.6 months"');
    expect(text).toContain('buffer="30%" lag="6"');
    expect(validateContent(dir)).toEqual([]);
  });

  it("refuses a ceiling that is not the cost with its buffer", () => {
    edit(dir, roi, (t) => t.replace('["Cost ceiling", "$195,000"', '["Cost ceiling", "$162,500"'));
    expect(validateContent(dir)).toEqual([
      `${buffer} gives Cost ceiling as "$162,500", but $150,000 with a 30% buffer comes to $195,000, ${agree}`,
    ]);
  });

  it("refuses an ROI and a payback at the ceiling that roi.ts does not give", () => {
    edit(dir, roi, (t) =>
      t
        .replace('["Simple ROI at the ceiling", "115%"', '["Simple ROI at the ceiling", "158%"')
        .replace('["Payback at the ceiling", "5.6 months"', '["Payback at the ceiling", "4.6 months"'),
    );
    expect(validateContent(dir)).toEqual([
      `${buffer} gives Simple ROI at the ceiling as "158%", but a cost of $195,000 against a benefit of $420,000 a year gives 115%, ${agree}`,
      `${buffer} gives Payback at the ceiling as "4.6 months", but a cost of $195,000 against a benefit of $420,000 a year gives 5.6 months, ${agree}`,
    ]);
  });

  it("refuses a payback after go-live that the lag does not give", () => {
    edit(dir, roi, (t) => t.replace('["Payback after go-live", "8.6 months"', '["Payback after go-live", "11 months"'));
    expect(validateContent(dir)).toEqual([
      `${lag} gives Payback after go-live as "11 months", but a cost of $195,000 against a benefit of $420,000 a year, rising evenly to full rate over 6 months, gives 8.6 months, ${agree}`,
    ]);
  });

  it("catches a buffer changed in the table but not in the calculator, nor in what follows from it", () => {
    edit(dir, roi, (t) => t.replace('["Cost buffer", "30%"', '["Cost buffer", "20%"'));
    expect(validateContent(dir)).toEqual([
      `${buffer} gives Cost ceiling as "$195,000", but $150,000 with a 20% buffer comes to $180,000, ${agree}`,
      `${buffer} gives Simple ROI at the ceiling as "115%", but a cost of $180,000 against a benefit of $420,000 a year gives 133%, ${agree}`,
      `${buffer} gives Payback at the ceiling as "5.6 months", but a cost of $180,000 against a benefit of $420,000 a year gives 5.1 months, ${agree}`,
      `${lag} gives Payback after go-live as "8.6 months", but a cost of $180,000 against a benefit of $420,000 a year, rising evenly to full rate over 6 months, gives 8.1 months, ${agree}`,
      `${calculator} opens with a 30% cost buffer, but the worked example "Worked example: the cost buffer" adds 20%. Give the calculator the example's buffer, so that it opens on the article's cost ceiling.`,
    ]);
  });

  it("refuses a calculator that opens with another buffer than the example's", () => {
    edit(dir, roi, (t) => t.replace('buffer="30%" lag="6"', 'buffer="20%" lag="6"'));
    expect(validateContent(dir)).toEqual([
      `${calculator} opens with a 20% cost buffer, but the worked example "Worked example: the cost buffer" adds 30%. Give the calculator the example's buffer, so that it opens on the article's cost ceiling.`,
    ]);
  });

  it("refuses a calculator that opens with another lag than the example's", () => {
    edit(dir, roi, (t) => t.replace('buffer="30%" lag="6"', 'buffer="30%" lag="12"'));
    expect(validateContent(dir)).toEqual([
      `${calculator} opens with a benefit lag of 12 months, but the worked example "Worked example: the benefit lag" has 6 months. Give the calculator the example's lag, so that it opens on the article's payback after go-live.`,
    ]);
  });

  it("refuses a buffer table whose cost is not the worked example's", () => {
    edit(dir, roi, (t) =>
      t.replace(
        BUFFER_TABLE,
        bufferTable([
          ["Implementation cost (approved estimate)", "$125,000"],
          ["Cost buffer", "30%"],
          ["Cost ceiling", "$162,500"],
        ]),
      ),
    );
    expect(validateContent(dir)).toEqual([
      `${buffer} gives Implementation cost as "$125,000", but the worked example "Worked example: AI invoice audit and reorder project, first full year at run rate" has $150,000. Give both the same cost, so that the ceiling is the one the calculator shows.`,
      `${buffer} gives Cost ceiling as "$162,500", but $150,000 with a 30% buffer comes to $195,000, ${agree}`,
    ]);
  });

  it("asks for a buffer as a percentage, and a lag in whole months", () => {
    edit(dir, roi, (t) =>
      t
        .replace('["Cost buffer", "30%"', '["Cost buffer", "thirty percent"')
        .replace('["Benefit lag", "6 months"', '["Benefit lag", "half a year"'),
    );
    expect(validateContent(dir)).toEqual([
      `${buffer} gives Cost buffer as "thirty percent"; write it as a percentage, such as 30%.`,
      `${lag} gives Benefit lag as "half a year"; write it in whole months, such as 6 months.`,
    ]);
  });

  it("asks for the figures a ceiling is worked out from when the article states none", () => {
    edit(dir, roi, (t) => t.replace(BUFFER_TABLE, bufferTable([["Cost ceiling", "$195,000"]])));
    expect(validateContent(dir)).toEqual([
      `${buffer} gives Cost ceiling as "$195,000", which can only be checked with a row "Cost buffer" with a percentage, such as 30%. Add it to the article.`,
      `${lag} gives Payback after go-live as "8.6 months", which can only be checked with a row "Cost buffer" with a percentage, such as 30%. Add it to the article.`,
    ]);
  });

  it("holds a generated buffer table with a 20% buffer to roi.ts, with the calculator opening on it", () => {
    // $150,000 x 1.2 = $180,000; ($420,000 - $180,000) / $180,000 = 133%; $180,000 / $35,000 = 5.1 months;
    // after go-live with a 6-month lag: 3 + 5.1 = 8.1 months.
    edit(dir, roi, (t) =>
      t
        .replace(
          BUFFER_TABLE,
          bufferTable([
            ["Implementation cost", "$150,000"],
            ["Cost buffer", "20%"],
            ["Cost ceiling", "$180,000"],
            ["Simple ROI at the ceiling", "133%"],
            ["Payback at the ceiling", "5.1 months"],
          ]),
        )
        .replace('["Payback after go-live", "8.6 months"', '["Payback after go-live", "8.1 months"')
        .replace('buffer="30%"', 'buffer="20%"'),
    );
    expect(validateContent(dir)).toEqual([]);
  });

  it("asks for a buffer the calculator offers, so that it can open on the example", () => {
    // $150,000 x 1.35 = $202,500: 107% and 5.8 months at the ceiling, 5.8 + 3 = 8.8 months after go-live.
    edit(dir, roi, (t) =>
      t
        .replace(
          BUFFER_TABLE,
          bufferTable([
            ["Cost buffer", "35%"],
            ["Cost ceiling", "$202,500"],
            ["Simple ROI at the ceiling", "107%"],
            ["Payback at the ceiling", "5.8 months"],
          ]),
        )
        .replace('["Payback after go-live", "8.6 months"', '["Payback after go-live", "8.8 months"'),
    );
    expect(validateContent(dir)).toEqual([
      `${calculator} cannot open with the 35% buffer of the worked example "Worked example: the cost buffer": it offers 20%, 25% and 30%. Use one of those in the example, so that the calculator opens on its cost ceiling.`,
    ]);
  });

  it("refuses a calculator opening with a figure that can be read as two amounts", () => {
    edit(dir, roi, (t) => t.replace('cost="$150,000"', 'cost="$150.000"'));
    expect(validateContent(dir)).toEqual([
      `${calculator} opens with "$150.000" as its implementation cost, which can be read as more than one amount. Write an amount as the article does, such as $150,000.`,
    ]);
  });
});

/** The reader tools open with figures and questions they can use, and stand in articles only. */
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
