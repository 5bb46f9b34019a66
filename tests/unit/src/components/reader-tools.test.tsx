/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import fs from "node:fs";
import type { ComponentProps, ReactElement } from "react";
import path from "node:path";
import { toBodyTree } from "../../../../content-core/body-from-mdx";
import { uses } from "../../../../content-core/worked-examples";
import { splitFrontMatter } from "../../../../content-core/front-matter";
import { readContentYaml } from "../../../../gatsby/content-yaml";
import { readMdxBody } from "../../../../content-core/mdx-reading";
import ReadinessCheck from "../../../../src/components/insights/mdx/ReadinessCheck";
import RoiCalculator from "../../../../src/components/insights/mdx/RoiCalculator";
import { ToolArticleContext, ToolTextsContext, type ToolTexts } from "../../../../src/components/insights/mdx/tool-texts";
import { toolSummary, type ContactToolTexts, type ReaderTool } from "../../../../src/components/contact/tool-result";
import { readToolLink } from "../../../../src/lib/tool-request";

/** The reader tools as every article in content/ places them, with the labels of content/insights.yaml. */
const CONTENT = path.resolve(__dirname, "../../../../content");
// The tools' labels, and the words the contact page gives their results (ContactToolTexts).
const texts = (readContentYaml(CONTENT, "insights.yaml") as { tools: ToolTexts & ContactToolTexts }).tools;

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

/** The article every tool here stands in, as the article template provides it. */
const ARTICLE = "/insights/the-article";
const withTexts = (element: ReactElement) =>
  render(
    <ToolTextsContext.Provider value={texts}>
      <ToolArticleContext.Provider value={ARTICLE}>{element}</ToolArticleContext.Provider>
    </ToolTextsContext.Provider>,
  );

/**
 * What the contact page makes of the tool's button (components/contact/tool-result.ts): the link read back, and
 * the result worded from it with the article's tools as gatsby/schema.ts's readerTools gives them.
 */
function summaryAtContact(button: string, tools: ReaderTool[]) {
  const href = screen.getByRole("link", { name: button }).getAttribute("href")!;
  const link = readToolLink(href.slice(href.indexOf("?")));
  return link && { link, summary: toolSummary(link, [{ path: ARTICLE, readerTools: tools }], texts, "en-US") };
}

const asReaderTool = (props: CheckProps): ReaderTool => ({
  tool: "readiness-check",
  indicators: props.questions.map(([indicator]) => indicator!),
  bands: props.bands.map(([scores, name]) => [scores!, name!]),
});

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
    const atContact = summaryAtContact(roi.button, [{ tool: "roi-calculator" }]);
    expect(atContact?.link.tool).toBe("roi-calculator");
    expect(atContact?.summary).toMatch(/^ROI estimate: implementation cost \$[\d,]+,/);
    expect(atContact?.summary).not.toMatch(/NaN|Infinity|undefined|\{\w+\}/);
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
    // The button still leads to the request, without the figures that do not hold.
    expect(screen.getByRole("link", { name: roi.button }).getAttribute("href")).toBe(
      `/contact?tool=roi-calculator&from=${encodeURIComponent(ARTICLE)}`,
    );
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
    const summary = summaryAtContact(check.button, [asReaderTool(props)])?.summary;
    expect(summary).toContain(`${score} of ${questions.length} indicators passed (${band[1]})`);
    expect(summary).toContain(`Passed: ${score ? questions[0]![0] : check.none}`);
  });
});

describe("the contact page's reading of a tool's link (toolSummary)", () => {
  const inputs = { cost: 150_000, savings: 300_000, revenue: 120_000, buffer: 0.3, lagMonths: 6 };
  const roiArticle = { path: ARTICLE, readerTools: [{ tool: "roi-calculator" } as const] };
  const [, checkProps] = selfChecks[0]!;
  const checkArticle = { path: "/insights/the-check", readerTools: [asReaderTool(checkProps)] };

  it("words the article's example in the content's words, for the reader's locale", () => {
    const summary = toolSummary({ tool: "roi-calculator", article: ARTICLE, inputs }, [roiArticle], texts, "en-US");
    expect(summary).toBe(
      texts.roiCalculator.summary.replace(/\{(\w+)\}/g, (_, name: string) =>
        String(
          {
            cost: "$150,000",
            savings: "$300,000",
            revenue: "$120,000",
            roi: "180%",
            payback: "4.3 months",
            buffer: "30%",
            lag: 6,
            month: 9,
          }[name],
        ),
      ),
    );
    expect(toolSummary({ tool: "roi-calculator", article: ARTICLE, inputs }, [roiArticle], texts, "de-DE")).toContain("150.000");
  });

  it("starts the message empty, but keeps the tool, when the figures give no payback or the link carries none", () => {
    expect(
      toolSummary(
        { tool: "roi-calculator", article: ARTICLE, inputs: { ...inputs, savings: 0, revenue: 0 } },
        [roiArticle],
        texts,
        "en-US",
      ),
    ).toBe("");
    expect(toolSummary({ tool: "roi-calculator", article: ARTICLE, inputs: null }, [roiArticle], texts, "en-US")).toBe("");
    expect(toolSummary({ tool: "readiness-check", article: checkArticle.path, answers: null }, [checkArticle], texts, "en-US")).toBe("");
  });

  it("gives no tool at all for an article that does not hold it, or answers that fit none of its self-checks", () => {
    expect(toolSummary({ tool: "roi-calculator", article: "/insights/elsewhere", inputs }, [roiArticle], texts, "en-US")).toBeNull();
    expect(toolSummary({ tool: "roi-calculator", article: checkArticle.path, inputs }, [checkArticle], texts, "en-US")).toBeNull();
    const tooMany = Array.from({ length: checkProps.questions.length + 1 }, () => true);
    expect(
      toolSummary({ tool: "readiness-check", article: checkArticle.path, answers: tooMany }, [checkArticle], texts, "en-US"),
    ).toBeNull();
    expect(toolSummary({ tool: "readiness-check", article: ARTICLE, answers: [true] }, [roiArticle], texts, "en-US")).toBeNull();
  });
});
