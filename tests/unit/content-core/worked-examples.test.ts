import fs from "node:fs";
import { validateContent } from "../../../gatsby/validate";
import { copyOfContent, edit } from "../content-files";

/** The ROI article's worked example must say what the ROI calculator (src/lib/roi.ts) works out. */
describe("worked ROI examples agree with the calculator", () => {
  let dir: string;
  const roi = "insights/ai-roi-measurement.mdx";
  const where =
    'content/insights/ai-roi-measurement.mdx: the worked example "Worked example: AI invoice audit and reorder project, first full year at run rate"';
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
    ]);
  });

  it("asks for amounts where an input is not one", () => {
    edit(dir, roi, (t) => t.replace('["Implementation cost (one-time)", "$150,000"', '["Implementation cost (one-time)", "about 150k"'));
    expect(validateContent(dir)).toEqual([
      `${where} needs its implementation cost, annual savings and revenue increase as amounts, such as $150,000.`,
    ]);
  });
});
