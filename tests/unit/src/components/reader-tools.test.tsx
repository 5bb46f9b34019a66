/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import fs from "node:fs";
import type { ComponentProps, ReactElement } from "react";
import path from "node:path";
import { toBodyTree } from "../../../../content-core/body-from-mdx";
import { uses } from "../../../../content-core/worked-examples";
import { splitFrontMatter } from "../../../../content-core/front-matter";
import { readContentYaml } from "../../../../gatsby/brand";
import { readMdxBody } from "../../../../gatsby/content-mdx";
import ReadinessCheck from "../../../../src/components/insights/mdx/ReadinessCheck";
import RoiCalculator from "../../../../src/components/insights/mdx/RoiCalculator";
import { ToolTextsContext, type ToolTexts } from "../../../../src/components/insights/mdx/tool-texts";
import { readToolLink } from "../../../../src/lib/tool-request";

/** The reader tools (issue 34) as every article in content/ places them, with the labels of content/insights.yaml. */
const CONTENT = path.resolve(__dirname, "../../../../content");
const texts = (readContentYaml(CONTENT, "insights.yaml") as { tools: ToolTexts }).tools;

/** Every use of a tool in content/insights/*.mdx: [file, its props]. */
function placed<P>(name: string): [string, P][] {
  const folder = path.join(CONTENT, "insights");
  return fs.readdirSync(folder).flatMap((file) => {
    const { body } = splitFrontMatter(fs.readFileSync(path.join(folder, file), "utf8")) ?? { body: "" };
    const reading = readMdxBody(body);
    if (!reading || "error" in reading) throw new Error(`${file} could not be read`);
    const { tree } = toBodyTree(reading.tree, () => ({ product: "Everpeak", company: "Everpeak AI" }));
    return uses(tree.children, name).map((node): [string, P] => [file, (node.props ?? {}) as unknown as P]);
  });
}

type RoiProps = ComponentProps<typeof RoiCalculator>;
type CheckProps = ComponentProps<typeof ReadinessCheck>;

const withTexts = (element: ReactElement) => render(<ToolTextsContext.Provider value={texts}>{element}</ToolTextsContext.Provider>);

const calculators = placed<RoiProps>("RoiCalculator");
const selfChecks = placed<CheckProps>("ReadinessCheck");

const roi = texts.roiCalculator;
const cellsOf = (row: string) =>
  within(screen.getByRole("rowheader", { name: row }).closest("tr")!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
const reading = () => screen.getByText((_, element) => element?.getAttribute("aria-live") === "polite" && element.tagName === "P");

describe("the ROI calculator", () => {
  it("stands in the ROI article", () => {
    expect(calculators.map(([file]) => file)).toContain("ai-roi-measurement.mdx");
  });

  it("opens on the ROI article's worked example: 180% and 4.3 months, then the buffer and the lag", () => {
    const [, props] = calculators.find(([file]) => file === "ai-roi-measurement.mdx")!;
    withTexts(<RoiCalculator {...props} />);
    expect(cellsOf(roi.costRow)).toEqual(["$150,000", "$195,000"]);
    expect(cellsOf(roi.benefitRow)).toEqual(["$420,000", "$315,000"]);
    expect(cellsOf(roi.roiRow)).toEqual(["180%", "62%"]);
    expect(cellsOf(roi.paybackRow)).toEqual(["4.3 months", "8.6 months after go-live"]);
    expect(reading().textContent).toBe(roi.reading.replace("{month}", "9"));
  });

  it("keeps working when the browser reports a language Intl cannot use, such as the POSIX 'C' (WebKitGTK under a bare locale)", () => {
    const [, props] = calculators.find(([file]) => file === "ai-roi-measurement.mdx")!;
    const language = jest.spyOn(navigator, "language", "get").mockReturnValue("C");
    try {
      withTexts(<RoiCalculator {...props} />);
      expect(cellsOf(roi.roiRow)).toEqual(["180%", "62%"]);
      expect(cellsOf(roi.costRow)).toEqual(["$150,000", "$195,000"]);
    } finally {
      language.mockRestore();
    }
  });

  it.each(calculators)("in %s, gives a result and a summary for its opening figures, with no NaN or Infinity", (_file, props) => {
    const { container } = withTexts(<RoiCalculator {...props} />);
    expect(container.textContent).not.toMatch(/NaN|Infinity|undefined|\{\w+\}/);
    const link = screen.getByRole("link", { name: roi.button }).getAttribute("href")!;
    const result = readToolLink(link.slice(link.indexOf("?")));
    expect(result?.tool).toBe("roi-calculator");
    expect(result?.summary).toMatch(/^ROI estimate: implementation cost \$[\d,]+,/);
  });

  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const bad: [string, string, string, keyof typeof roi.problems][] = [
    ["an empty cost", roi.costLabel, "", "empty"],
    ["letters", roi.savingsLabel, "a lot", "notANumber"],
    ["a negative revenue increase", roi.revenueLabel, "-5,000", "negative"],
    ["a zero cost", roi.costLabel, "0", "zero"],
    ["an absurd size", roi.savingsLabel, "5,000,000,000", "tooLarge"],
  ];
  it.each(bad)("answers %s with its sentence, marks the field and shows no figure", (_case, label, typed, problem) => {
    const [, props] = calculators[0]!;
    const { container } = withTexts(<RoiCalculator {...props} />);
    fireEvent.change(field(label), { target: { value: typed } });
    expect(reading().textContent).toBe(roi.problems[problem].replace("{field}", label));
    expect(field(label).getAttribute("aria-invalid")).toBe("true");
    expect(field(label).getAttribute("aria-describedby")).toContain(reading().id);
    expect(cellsOf(roi.roiRow)).toEqual(["–", "–"]);
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
    // The button still leads to the request, without a summary of figures that do not hold.
    expect(screen.getByRole("link", { name: roi.button }).getAttribute("href")).toBe("/contact?tool=roi-calculator");
  });

  it("as the editing room's preview draws it while the editor types: a figure not yet an amount stays as written, with its sentence", () => {
    const [, props] = calculators[0]!;
    withTexts(<RoiCalculator {...props} cost="150k" buffer="" />);
    expect(field(roi.costLabel).value).toBe("150k");
    expect(reading().textContent).toBe(roi.problems.notANumber.replace("{field}", roi.costLabel));
    expect(screen.getByRole("columnheader", { name: /buffer/ }).textContent).not.toMatch(/NaN/);
  });

  it("reads a pasted '$1,200,000' as the amount, and says when nothing pays back", () => {
    const [, props] = calculators[0]!;
    withTexts(<RoiCalculator {...props} />);
    fireEvent.change(field(roi.savingsLabel), { target: { value: "$1,200,000" } });
    expect(cellsOf(roi.benefitRow)[0]).toBe("$1,320,000");
    fireEvent.change(field(roi.savingsLabel), { target: { value: "0" } });
    fireEvent.change(field(roi.revenueLabel), { target: { value: "0" } });
    expect(reading().textContent).toBe(roi.noPayback);
    expect(cellsOf(roi.paybackRow)).toEqual([roi.notWithinHorizon, roi.notWithinHorizon]);
    fireEvent.change(field(roi.lagLabel), { target: { value: "40" } });
    expect(reading().textContent).toBe(roi.problems.lag);
  });
});

describe("the readiness self-check", () => {
  const check = texts.readinessCheck;

  it("stands in the readiness article", () => {
    expect(selfChecks.map(([file]) => file)).toContain("ai-transformation-readiness.mdx");
  });

  // Every score each self-check in content can give: the band of that score, in the article's words, and its next step.
  const cases = selfChecks.flatMap(([file, props]) =>
    [0, ...props.questions.map((_, index) => index + 1)].map((score) => [file, score, props] as const),
  );
  it.each(cases)("in %s, a score of %i: the band holding it, its next step and a summary", (_file, score, props) => {
    const questions = props.questions;
    const bands = props.bands;
    withTexts(<ReadinessCheck {...props} />);
    const result = screen.getByTestId("readiness-result");
    expect(result.textContent).toBe(check.progress.replace("{answered}", "0").replace("{total}", String(questions.length)));
    screen.getAllByRole("group").forEach((group, index) => {
      fireEvent.click(within(group).getByLabelText(index < score ? check.passAnswer : check.failAnswer));
    });
    const band = bands.find(([range]) => {
      const [from, to = from] = range!.split("-").map(Number);
      return from! <= score && score <= to!;
    })!;
    expect(result.textContent).toBe(
      `${check.score.replace("{score}", String(score)).replace("{total}", String(questions.length))}${band[1]}. ${band[2]}${check.nextStep}: ${band[3]}`,
    );
    const link = screen.getByRole("link", { name: check.button }).getAttribute("href")!;
    const summary = readToolLink(link.slice(link.indexOf("?")))?.summary;
    expect(summary).toContain(`${score} of ${questions.length} indicators passed (${band[1]})`);
    expect(summary).toContain(`Passed: ${score ? questions[0]![0] : check.none}`);
  });
});
