/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import path from "node:path";
import { readContentYaml } from "../../../../gatsby/content-yaml";
import RoiCalculator from "../../../../src/components/insights/mdx/RoiCalculator";
import { ToolTextsContext, type ToolTexts } from "../../../../src/components/insights/mdx/tool-texts";

/** The ROI calculator on a figure that reads as two amounts, with the labels of content/insights.yaml. */
const CONTENT = path.resolve(__dirname, "../../../../content");
const texts = (readContentYaml(CONTENT, "insights.yaml") as { tools: ToolTexts }).tools;
const roi = texts.roiCalculator;
const ambiguous = (roi.problems as typeof roi.problems & { ambiguous: string }).ambiguous;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const reading = () => screen.getByText((_, element) => element?.getAttribute("aria-live") === "polite" && element.tagName === "P");
const cellsOf = (row: string) =>
  within(screen.getByRole("rowheader", { name: row }).closest("tr")!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the ROI calculator, given a figure that reads as two amounts", () => {
  beforeEach(() => {
    render(
      <ToolTextsContext.Provider value={texts}>
        <RoiCalculator title="ROI and payback calculator" cost="$150,000" savings="$300,000" revenue="$120,000" buffer="30%" lag="6" />
      </ToolTextsContext.Provider>,
    );
  });

  it("opens on the article's example, with the buffer on the estimate: $195,000, payback in month 9 after go-live", () => {
    expect(cellsOf(roi.costRow)).toEqual(["$150,000", "$195,000"]);
    expect(reading().textContent).toBe(roi.reading.replace("{month}", "9"));
  });

  it("answers '150.000' (150 or 150,000) with its sentence, marks the field and shows no figure", () => {
    fireEvent.change(field(roi.costLabel), { target: { value: "150.000" } });
    expect(reading().textContent).toBe(
      ambiguous.replace("{field}", roi.costLabel).replace("{typed}", "150.000").replace("{example}", "150000"),
    );
    expect(field(roi.costLabel).getAttribute("aria-invalid")).toBe("true");
    expect(field(roi.costLabel).getAttribute("aria-describedby")).toContain(reading().id);
    expect(cellsOf(roi.costRow)).toEqual(["–", "–"]);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|\{\w+\}/);
  });

  it("takes the same figure once it is written as one amount", () => {
    fireEvent.change(field(roi.costLabel), { target: { value: "150.000" } });
    fireEvent.change(field(roi.costLabel), { target: { value: "150000" } });
    expect(field(roi.costLabel).getAttribute("aria-invalid")).toBe("false");
    expect(cellsOf(roi.costRow)).toEqual(["$150,000", "$195,000"]);
  });
});
