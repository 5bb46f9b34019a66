/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { toBodyTree } from "../../../content-core/body-from-mdx";
import { readMdxBody } from "../../../content-core/mdx-reading";
import { validateContent } from "../../../gatsby/validate";
import BodyRenderer from "../../../src/components/insights/mdx/BodyRenderer";
import type { BodyTree } from "../../../content-core/body-tree";

const BRAND = { product: "Northpeak", company: "Northpeak Labs" };
const brand = () => BRAND;

/** The page data of an MDX body, failing the test on anything the converter refuses. */
function treeOf(body: string, noun?: string): BodyTree {
  const reading = readMdxBody(body);
  if (!reading || !("tree" in reading)) throw new Error(`did not compile: ${JSON.stringify(reading)}`);
  const { tree, findings } = toBodyTree(reading.tree, brand, noun);
  expect(findings).toEqual([]);
  return tree;
}

/** What the converter says about a body (body lines). */
function findingsOf(body: string) {
  const reading = readMdxBody(body);
  if (!reading || !("tree" in reading)) throw new Error(`did not compile: ${JSON.stringify(reading)}`);
  return toBodyTree(reading.tree, brand).findings;
}

describe("article bodies as page data", () => {
  it("writes the names of content/site.yaml for {product} and {company}, in text and inside components", () => {
    expect(treeOf("{company} built {product}.")).toEqual({
      children: [{ tag: "p", children: ["Northpeak Labs", " built ", "Northpeak", "."] }],
    });
    const [callout] = treeOf('<Callout title="Note">Ask {company} for the report.</Callout>').children as { children: unknown[] }[];
    expect(JSON.stringify(callout)).toContain("Northpeak Labs");
    // Any other name is still code, refused with the line.
    expect(findingsOf("Hello\n\n{companyName}")).toEqual([{ line: 3, text: expect.stringContaining("{companyName} is code") }]);
  });

  it("keeps Markdown as elements and text, with the line breaks the compiled MDX rendered", () => {
    const tree = treeOf("\nSome *stress*, **weight** and `code`.\n\n> A quote\n\n---\n");
    expect(tree.children).toEqual([
      {
        tag: "p",
        children: [
          "Some ",
          { tag: "em", children: ["stress"] },
          ", ",
          { tag: "strong", children: ["weight"] },
          " and ",
          { tag: "code", children: ["code"] },
          ".",
        ],
      },
      "\n",
      { tag: "blockquote", children: ["\n", { tag: "p", children: ["A quote"] }, "\n"] },
      "\n",
      { tag: "hr" },
    ]);
  });

  it("gives links, images, numbered lists and code blocks their attributes as React props", () => {
    const tree = treeOf('[our team](/contact "Write to us") ![A chart](/chart.png)\n\n3. three\n4. four\n\n```js\nlet x;\n```');
    expect(tree.children[0]).toEqual({
      tag: "p",
      children: [
        { tag: "a", props: { href: "/contact", title: "Write to us" }, children: ["our team"] },
        " ",
        { tag: "img", props: { src: "/chart.png", alt: "A chart" } },
      ],
    });
    expect(tree.children[2]).toMatchObject({ tag: "ol", props: { start: "3" } });
    expect(tree.children[4]).toEqual({
      tag: "pre",
      children: [{ tag: "code", props: { className: "language-js" }, children: ["let x;\n"] }],
    });
  });

  it("nests lists inside list items", () => {
    const tree = treeOf("- one\n  - one a\n  - one b\n- two");
    const [list] = tree.children as [{ tag: string; children: unknown[] }];
    expect(list.tag).toBe("ul");
    expect(list.children[1]).toEqual({
      tag: "li",
      children: [
        "one",
        "\n",
        { tag: "ul", children: ["\n", { tag: "li", children: ["one a"] }, "\n", { tag: "li", children: ["one b"] }, "\n"] },
        "\n",
      ],
    });
  });

  it("names every article component, with its literal props and the Markdown it wraps", () => {
    const tree = treeOf(
      [
        '<Callout title="Watch out" tone="warning">\n\nA **risk**.\n\n</Callout>',
        '<Stats>\n  <Stat value="35%" label="lower cost" />\n  <Stat value={60} label="hours" />\n</Stats>',
        '<DataTable caption="Costs ($M)" head={["Line", "Before", "After"]} rows={[["Freight", "2.9", -1.2], ["Total", `30.0`, "19.5"]]} emphasizeLast />',
        '<Timeline>\n<Phase title="Discovery" duration="2 weeks">\n\nInterviews.\n\n</Phase>\n</Timeline>',
        '<PullQuote attribution="COO, $300M manufacturer">\n\nIt worked.\n\n</PullQuote>',
      ].join("\n\n"),
    );
    const components = tree.children.filter((node) => typeof node !== "string");
    expect(components).toEqual([
      {
        component: "Callout",
        props: { title: "Watch out", tone: "warning" },
        children: [{ tag: "p", children: ["A ", { tag: "strong", children: ["risk"] }, "."] }],
      },
      {
        component: "Stats",
        children: [
          { component: "Stat", props: { value: "35%", label: "lower cost" } },
          { component: "Stat", props: { value: 60, label: "hours" } },
        ],
      },
      {
        component: "DataTable",
        props: {
          caption: "Costs ($M)",
          head: ["Line", "Before", "After"],
          rows: [
            ["Freight", "2.9", -1.2],
            ["Total", "30.0", "19.5"],
          ],
          emphasizeLast: true,
        },
      },
      {
        component: "Timeline",
        children: [
          { component: "Phase", props: { title: "Discovery", duration: "2 weeks" }, children: [{ tag: "p", children: ["Interviews."] }] },
        ],
      },
      { component: "PullQuote", props: { attribution: "COO, $300M manufacturer" }, children: [{ tag: "p", children: ["It worked."] }] },
    ]);
  });

  it("shows plain values in the text, nothing for a comment, and what a fragment holds", () => {
    expect(treeOf('Costs {"{"}x{"}"} and {12}.{/* a note */}\n\n<>\n\nInside.\n\n</>').children).toEqual([
      { tag: "p", children: ["Costs ", "{", "x", "}", " and ", "12", "."] },
      "\n",
      { tag: "p", children: ["Inside."] },
    ]);
  });

  it("keeps harmless inline HTML as written, with object styles", () => {
    expect(
      treeOf('Water is H<sub>2</sub>O, <abbr title="Earnings before interest">EBIT</abbr> <span style={{ color: "red" }}>x</span>.')
        .children,
    ).toEqual([
      {
        tag: "p",
        children: [
          "Water is H",
          { tag: "sub", children: ["2"] },
          "O, ",
          { tag: "abbr", props: { title: "Earnings before interest" }, children: ["EBIT"] },
          " ",
          { tag: "span", props: { style: { color: "red" } }, children: ["x"] },
          ".",
        ],
      },
    ]);
  });

  it("refuses what it cannot hold or the component would not show, with the body line", () => {
    const body = [
      "Intro.", // 1
      "", // 2
      '<Callout title="A" tone="danger" icon="x">', // 3
      "", // 4
      "Text.", // 5
      "", // 6
      "</Callout>", // 7
      "", // 8
      '<Stat value="1" label="one">extra words</Stat>', // 9
      "", // 10
      '<DataTable caption="c" head={["a"]} rows={[[/x/]]} />', // 11
      "", // 12
      "<PullQuote>", // 13
      "", // 14
      "Said.", // 15
      "", // 16
      "</PullQuote>", // 17
      "", // 18
      '<span style="color: red" dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />', // 19
      "", // 20
      "Text {[1, 2]} and <Foo.Bar />.", // 21
    ].join("\n");
    expect(findingsOf(body)).toEqual([
      { line: 3, text: 'tone on <Callout> is "danger", but must be one of insight, warning and action.' },
      { line: 3, text: "<Callout> has no icon attribute. It takes title and tone." },
      {
        line: 9,
        text: "<Stat> shows nothing written between <Stat> and </Stat>. Write it as one tag, <Stat ... />, with everything in its attributes.",
      },
      {
        line: 11,
        text: 'rows={[[/x/]]} on <DataTable> is a regular expression, which an article cannot hold. Give it plain values: text in quotes, numbers, true or false, and lists in [ ], as in rows={[["a", "b"]]}.',
      },
      { line: 13, text: '<PullQuote> needs attribution="...".' },
      { line: 19, text: 'style on <span> must be written as fields, such as style={{ textAlign: "center" }}.' },
      { line: 19, text: "dangerouslySetInnerHTML on <span> is not allowed in an article. Write the text between <span> and </span>." },
      {
        line: 21,
        text: "{[1, 2]} is a list or a group of fields, which the text cannot show. Write the text itself; to show curly braces, write \\{ and \\}.",
      },
      {
        line: 21,
        text: "<Foo.Bar> is not a tag an article can use. Use Markdown, or one of the components Callout, Stats, Stat, DataTable, Timeline, Phase, PullQuote, RoiCalculator and ReadinessCheck.",
      },
    ]);
  });

  it("holds every article and legal page of the site", () => {
    const content = path.resolve(__dirname, "../../../content");
    for (const folder of ["insights", "legal"]) {
      for (const name of fs.readdirSync(path.join(content, folder))) {
        const body = fs.readFileSync(path.join(content, folder, name), "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
        expect(JSON.stringify(treeOf(body)).length).toBeGreaterThan(1000);
      }
    }
  });
});

describe("the content check", () => {
  let dir: string;
  const file = "insights/manufacturing-case-study.mdx";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-content-"));
    fs.cpSync(path.resolve(__dirname, "../../../content"), dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("refuses a body the page data cannot hold, naming the file and line", () => {
    const target = path.join(dir, file);
    const text = fs.readFileSync(target, "utf8").replace('<Stat value="18 wks"', '<Stat valeu="18 wks"');
    fs.writeFileSync(target, text);
    const line = text.split("\n").findIndex((l) => l.includes("valeu=")) + 1;
    expect(validateContent(dir)).toEqual([
      `content/${file}, line ${line}: <Stat> has no valeu attribute; did you mean value? It takes value and label.`,
    ]);
  });
});

describe("the body renderer", () => {
  const tree = (children: BodyTree["children"]): BodyTree => ({ children });

  it("draws each article component from its name and props", () => {
    render(
      <BodyRenderer
        tree={tree([
          { component: "Callout", props: { title: "Watch out", tone: "warning" }, children: [{ tag: "p", children: ["A risk."] }] },
          { component: "Stats", children: [{ component: "Stat", props: { value: "35%", label: "lower cost" } }] },
          {
            component: "DataTable",
            props: { caption: "Costs", head: ["Line", "Before"], rows: [["Freight", "2.9"]], emphasizeLast: true },
          },
          {
            component: "Timeline",
            children: [
              {
                component: "Phase",
                props: { title: "Discovery", duration: "2 weeks" },
                children: [{ tag: "p", children: ["Interviews."] }],
              },
            ],
          },
          { component: "PullQuote", props: { attribution: "COO" }, children: [{ tag: "p", children: ["It worked."] }] },
        ])}
      />,
    );
    expect(within(screen.getByRole("complementary", { name: "Watch out" })).getByText("A risk.")).toBeTruthy();
    expect(screen.getByText("35%").closest("li")?.textContent).toBe("35%lower cost");
    const table = screen.getByRole("table", { name: "Costs" });
    expect(within(table).getByRole("rowheader", { name: "Freight" })).toBeTruthy();
    expect(within(table).getByRole("cell", { name: "2.9" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Discovery2 weeks");
    expect(screen.getByText("It worked.").closest("blockquote")?.nextElementSibling?.textContent).toBe("COO");
  });

  it("draws elements by tag, nested lists included, and text as text", () => {
    const { container } = render(
      <BodyRenderer
        tree={tree([
          { tag: "h2", children: ["Results"] },
          "\n",
          {
            tag: "ul",
            children: [
              {
                tag: "li",
                children: ["one", { tag: "ul", children: [{ tag: "li", children: [{ tag: "strong", children: ["one a"] }] }] }],
              },
            ],
          },
          { tag: "pre", children: [{ tag: "code", props: { className: "language-js" }, children: ["let x;"] }] },
        ])}
      />,
    );
    expect(container.innerHTML).toBe(
      '<h2>Results</h2>\n<ul><li>one<ul><li><strong>one a</strong></li></ul></li></ul><pre><code class="language-js">let x;</code></pre>',
    );
  });

  it("sends internal links through Gatsby's router and leaves others to the browser", () => {
    render(
      <BodyRenderer
        tree={tree([
          {
            tag: "p",
            children: [
              { tag: "a", props: { href: "/contact" }, children: ["inside"] },
              " ",
              { tag: "a", props: { href: "https://example.com/" }, children: ["outside"] },
            ],
          },
        ])}
      />,
    );
    // The unit tests' Link (tests/unit/mocks/gatsby.tsx) keeps the click in the app, as Gatsby's does.
    expect(fireEvent.click(screen.getByRole("link", { name: "inside" }))).toBe(false);
    expect(fireEvent.click(screen.getByRole("link", { name: "outside" }))).toBe(true);
    expect(screen.getByRole("link", { name: "inside" }).getAttribute("href")).toBe("/contact");
  });

  it("refuses a component the site does not have", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<BodyRenderer tree={tree([{ component: "Carousel" }])} />)).toThrow(
      "The article body names <Carousel>, which is not one of the article components.",
    );
  });
});

describe("the build", () => {
  it("imports no .mdx file into the site's JavaScript", () => {
    const sources = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) => (entry.isDirectory() ? sources(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    const importers = sources(path.resolve(__dirname, "../../../src")).filter((file) => /\.mdx[`'"]/.test(fs.readFileSync(file, "utf8")));
    expect(importers).toEqual([]);
  });
});
