import fs from "node:fs";
import path from "node:path";
import { CONTENT, contentFiles } from "../content-files";
import { fromMdx, fromYaml, SOURCE, toMdx, toYaml } from "../../../cms/source-format";

/** The lines of `after` that are not in `before`, and the other way round (a line diff good enough for small edits). */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), "utf8");
const open = (file: string) => (file.endsWith(".mdx") ? fromMdx(read(file)) : fromYaml(read(file)));
const save = (file: string, data: Record<string, unknown>) => (file.endsWith(".mdx") ? toMdx(data) : toYaml(data));
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("the editing room saves only what the editor changed (cms/source-format.ts)", () => {
  it.each(contentFiles())("%s is written back byte for byte when nothing changed, comments and line breaks included", (file) => {
    expect(save(file, open(file))).toBe(read(file));
  });

  it("replaces one edited text where it stands, even one that spans several lines", () => {
    const data = open("home.yaml") as { seo: { description: string }; hero: { headline: string } };
    const edited = clone(data);
    edited.hero.headline = "Climb higher with {product}";
    edited.seo.description = "A shorter description of {company} that still says what the firm does for its clients.";
    const { removed, added } = changedLines(read("home.yaml"), save("home.yaml", edited));
    expect(added).toContain("  headline: Climb higher with {product}");
    expect(removed).toContain("  headline: Climb {product}");
    // Only the lines between the two edits (the description's, then the hero's first fields) differ.
    expect(removed.length).toBeLessThan(12);

    const insights = open("insights.yaml") as { title: string };
    const text = save("insights.yaml", { ...clone(insights), title: "Insights for finance and operations leaders" });
    expect(changedLines(read("insights.yaml"), text).added).toEqual(["title: Insights for finance and operations leaders"]);
    expect(text.split("\n").slice(0, 2)).toEqual(read("insights.yaml").split("\n").slice(0, 2)); // its comments
  });

  it("appends a new field, removes a cleared one, and rewrites a list whose length changed", () => {
    const file = "insights/ai-roi-measurement.mdx";
    const data = open(file);
    const edited = { ...clone(data), seoTitle: undefined, alsoIn: ["Finance", "Technology"], readTime: 10 } as Record<string, unknown>;
    delete edited.seoTitle;
    const text = save(file, edited);
    const { removed, added } = changedLines(read(file), text);
    expect(removed).toEqual(expect.arrayContaining(["alsoIn: [Finance]", "readTime: 9"]));
    expect(added).toEqual(expect.arrayContaining(["alsoIn: [Finance, Technology]", "readTime: 10"]));
    expect(text).not.toContain("seoTitle:");
    expect(fromMdx(text).body).toBe(data.body);

    const withImageCredit = save(file, { ...clone(data), imageCredit: "Everpeak studio" });
    expect(changedLines(read(file), withImageCredit).added).toEqual(["imageCredit: Everpeak studio"]);
  });

  it("keeps an article's body exactly as typed, and its front matter untouched when only the body changed", () => {
    const file = "insights/ai-roi-measurement.mdx";
    const data = open(file);
    const body = `${String(data.body)}\n<Callout type="tip" title="Before you start">Lock the baseline first.</Callout>\n`;
    const text = save(file, { ...clone(data), body });
    expect(text.startsWith(read(file).slice(0, read(file).indexOf("---", 3) + 3))).toBe(true);
    expect(fromMdx(text).body).toBe(body);
  });

  it("edits a file that is a list (industries.yaml) entry by entry", () => {
    const data = open("industries.yaml") as { entries: { name: string }[] };
    const edited = clone(data);
    edited.entries[0]!.name = "Healthcare and life sciences";
    const { removed, added } = changedLines(read("industries.yaml"), save("industries.yaml", edited));
    expect(removed).toEqual([`  name: ${data.entries[0]!.name}`]);
    expect(added).toEqual(["  name: Healthcare and life sciences"]);
  });

  it("never writes the hidden field that carries the file's text", () => {
    expect(save("about.yaml", open("about.yaml"))).not.toContain(SOURCE);
    expect(toYaml({ title: "New", [SOURCE]: undefined })).toBe("title: New\n");
  });
});
