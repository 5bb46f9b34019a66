import fs from "node:fs";
import path from "node:path";
import { checkEntryWithBody } from "../../../cms/checks";
import { readBlock, writeBlock } from "../../../cms/component-text";
import { BLOCK_COMPONENTS, blockId, EDITOR_COMPONENTS, remarkFileStyle, remarkRoomAfterLastBlock } from "../../../cms/editor-components";
import { fromMdx, SOURCE, toMdx } from "../../../cms/source-format";
import { brandNamesIn } from "../../../gatsby/brand";
import type { ArticleComponent } from "../../../content-core/model";
import { readInventory } from "../../../gatsby/inventory";
import { decapSerializers, type SlateNode, type Serializers } from "./decap-serializers";

const ROOT = path.resolve(__dirname, "../../..");
const CONTENT = path.join(ROOT, "content");
const mdxFiles = (["insights", "legal"] as const).flatMap((folder) =>
  fs
    .readdirSync(path.join(CONTENT, folder))
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => `${folder}/${name}`),
);
const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), "utf8");

let decap: Serializers;
beforeAll(async () => {
  decap = await decapSerializers();
}, 60_000);
const options = { remarkPlugins: [remarkFileStyle, remarkRoomAfterLastBlock] };
/** What the rich-text editor holds of a body, and what it gives back to be saved. */
const toEditor = (body: string) => decap.markdownToSlate(body, options);
const fromEditor = (nodes: SlateNode[]) => decap.slateToMarkdown(nodes, options);

/** Every component block at the top of a body, with its name. */
function blocksIn(body: string): { name: ArticleComponent; text: string }[] {
  return toEditor(body)
    .filter((node) => node.type === "shortcode")
    .map((node) => ({
      name: BLOCK_COMPONENTS.find((name) => blockId(name) === node.data?.shortcode)!,
      text: String(node.data?.shortcodeData?.[SOURCE]),
    }));
}

const blockOf = (name: ArticleComponent) => EDITOR_COMPONENTS.find((block) => block.id === blockId(name))!;

const checkContext = { routes: [...readInventory(CONTENT).routes], names: brandNamesIn(CONTENT) };

describe("the article components as blocks of the rich-text editor (cms/editor-components.ts)", () => {
  it("offers a block for every component that stands at the top of a body; Stat and Phase are edited inside Stats and Timeline", () => {
    expect(BLOCK_COMPONENTS).toEqual(["Callout", "Stats", "DataTable", "Timeline", "PullQuote", "RoiCalculator", "ReadinessCheck"]);
    expect(EDITOR_COMPONENTS.map((block) => block.label)).toEqual([
      "Callout",
      "Stats",
      "Data table",
      "Timeline",
      "Pull quote",
      "ROI calculator",
      "Readiness self-check",
    ]);
    const timeline = blockOf("Timeline");
    expect(timeline.fields.map((field) => field.name)).toEqual(["phases"]);
    expect(timeline.fields[0]!.fields!.map((field) => [field.name, field.widget, field.required])).toEqual([
      ["title", "string", true],
      ["duration", "string", false],
      ["body", "markdown", undefined],
    ]);
    const callout = blockOf("Callout");
    expect(callout.fields.find((field) => field.name === "tone")).toMatchObject({
      widget: "select",
      options: ["insight", "warning", "action"],
      required: false,
    });
  });

  it.each(mdxFiles)("%s goes through the rich-text editor and is saved byte for byte", (file) => {
    const entry = fromMdx(read(file));
    const nodes = toEditor(String(entry.body));
    expect(toMdx({ ...entry, body: fromEditor(nodes) })).toBe(read(file));
  });

  it.each(mdxFiles)("every component in %s opens as a form holding its values, not as Markdown", (file) => {
    const body = String(fromMdx(read(file)).body);
    const written = (body.match(/^<[A-Z][A-Za-z]*/gm) ?? []).filter((tag) => BLOCK_COMPONENTS.includes(tag.slice(1) as ArticleComponent));
    const blocks = blocksIn(body);
    expect(blocks.map((block) => `<${block.name}`)).toEqual(written);
    for (const block of blocks) expect(readBlock(block.name, block.text)).not.toBeNull();
    // Nothing of a component is left in the text around the blocks, where the editor would escape it.
    const texts = JSON.stringify(toEditor(body).filter((node) => node.type !== "shortcode"));
    expect(texts).not.toMatch(/<\/?(Callout|Stats?|DataTable|Timeline|Phase|PullQuote)\b/);
  });

  it("writes an edited form back as the files write it, changing only its own lines", () => {
    const file = "insights/manufacturing-case-study.mdx";
    const entry = fromMdx(read(file));
    const nodes = toEditor(String(entry.body));
    const table = nodes.find((node) => node.data?.shortcode === "article-datatable")!;
    // A row as Decap's list of one field holds it: the list of its cells.
    const data = table.data!.shortcodeData as { caption: string; rows: string[][] };
    data.rows[1]![3] = "-27%";
    const saved = toMdx({ ...entry, body: fromEditor(nodes) });
    const before = read(file).split("\n");
    const after = saved.split("\n");
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual(['    ["MRO parts and supplies", "7.2", "5.3", "-27%"],']);
  });

  it("writes a block inserted from the + menu so that the build reads it: every component, with quotes and an empty optional value", async () => {
    const values: Partial<Record<ArticleComponent, Record<string, unknown>>> = {
      Callout: { title: 'The "real" baseline', tone: "", body: "Agree it with finance **first**." },
      Stats: {
        stats: [
          { value: "35%", label: "lower in-scope cost" },
          { value: "$10.5M", label: "a year, validated" },
        ],
      },
      DataTable: {
        caption: "Cost lines ($M)",
        head: ["Line", "Before"],
        rows: [{ cells: ["Freight", "2.9"] }, { cells: ["Total", "2.9"] }],
        emphasizeLast: true,
      },
      Timeline: {
        phases: [
          { title: "Pilot", duration: "6 weeks", body: "One plant." },
          { title: "Scale", duration: "", body: "All three." },
        ],
      },
      PullQuote: { attribution: "CFO, $400M distributor", body: "The numbers held." },
      // The calculator in this article opens with its worked example's figures, buffer and lag, as the content check asks.
      RoiCalculator: { title: 'Your "own" case', cost: "$150,000", savings: "$300,000", revenue: "$120,000", buffer: "30%", lag: "6" },
      ReadinessCheck: {
        title: "Ready?",
        // Each question and score row as the form holds it: a field per column.
        questions: [
          { indicator: "1. Sponsor", question: "Is there one?", passIf: "Yes, with budget" },
          { indicator: "2. Data", question: "Can you reach it?", passIf: "Within two weeks" },
        ],
        bands: [
          { scores: "0-1", name: "Not yet", meaning: "Build first.", nextStep: "Name a sponsor." },
          { scores: "2", name: "Ready", meaning: "Start now.", nextStep: "Pick a use case." },
        ],
      },
    };
    const inserted = BLOCK_COMPONENTS.map((name) => blockOf(name).toBlock(values[name]!));
    expect(inserted[0]).toBe('<Callout title={"The \\"real\\" baseline"}>\n\nAgree it with finance **first**.\n\n</Callout>');
    expect(inserted[3]).toBe(
      '<Timeline>\n  <Phase title="Pilot" duration="6 weeks">\n\nOne plant.\n\n  </Phase>\n  <Phase title="Scale">\n\nAll three.\n\n  </Phase>\n</Timeline>',
    );
    for (const [index, name] of BLOCK_COMPONENTS.entries()) {
      const { [SOURCE]: _source, ...read } = { ...readBlock(name, inserted[index]!) };
      expect(writeBlock(name, read)).toBe(inserted[index]);
    }
    const file = "insights/ai-roi-measurement.mdx";
    const entry = fromMdx(read(file));
    const body = `${String(entry.body).trimEnd()}\n\n${inserted.join("\n\n")}\n`;
    expect(await checkEntryWithBody(`content/${file}`, { ...entry, body }, checkContext)).toEqual([]);
    // And the editor reads them back as the same blocks.
    expect(
      blocksIn(body)
        .slice(-7)
        .map((block) => block.name),
    ).toEqual([...BLOCK_COMPONENTS]);
  });

  it("leaves a paragraph to type in after a body's last block, and saves none of it unless something is typed there", () => {
    const file = "insights/ai-transformation-readiness.mdx";
    const entry = fromMdx(read(file));
    expect(String(entry.body).trimEnd().endsWith("</Callout>")).toBe(true);
    const nodes = toEditor(String(entry.body));
    expect(nodes.at(-2)?.type).toBe("shortcode");
    expect(nodes.at(-1)).toMatchObject({ type: "paragraph", children: [{ text: "" }] });
    expect(toMdx({ ...entry, body: fromEditor(nodes) })).toBe(read(file));
    nodes.at(-1)!.children = [{ text: "Typed below the callout." }];
    expect(toMdx({ ...entry, body: fromEditor(nodes) })).toBe(`${read(file).trimEnd()}\n\nTyped below the callout.\n`);
  });

  it("keeps a component written in a way its form cannot hold as it was, unless the editor changes it", () => {
    const odd = '<Callout title="Odd" tone="action" data-x="1">\n\nKept.\n\n</Callout>';
    expect(readBlock("Callout", odd)).toBeNull();
    const callout = blockOf("Callout");
    const match = callout.pattern.exec(odd)!;
    expect(callout.toBlock(callout.fromBlock(match))).toBe(odd);
  });
});
