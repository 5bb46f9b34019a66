import fs from "node:fs";
import path from "node:path";
import { CONTENT, contentFiles, readByGatsby } from "../content-files";
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

  it("reads a file as the build does (content-core/yaml.ts), but for its dates, which the form holds as the text written", () => {
    const yaml = "binary: 0b101\nhex: +0x1F\ntoo large: 1e999\nzero: -0\nday: 2024-03-15\nat: 2024-3-5 10:00:00\n";
    const build = readByGatsby("k.yaml", yaml) as Record<string, unknown>;
    expect(build.day).toBeInstanceOf(Date);
    const asWritten = { ...build, day: "2024-03-15", at: "2024-3-5 10:00:00" };
    const { [SOURCE]: _yaml, ...values } = fromYaml(yaml);
    expect(values).toEqual(asWritten);
    const { [SOURCE]: _mdx, body, ...front } = fromMdx(`---\n${yaml}---\n\nBody\n`);
    expect(front).toEqual(asWritten);
    expect(body).toBe("Body\n");
  });

  it("keeps anchors, aliases and merge keys (<<) as written, and reads a merged group as the build does", () => {
    const yaml = "base: &base\n  a: 1\nitem:\n  <<: *base\n  b: 2\nsame: &x hello\nagain: *x\n";
    const data = fromYaml(yaml);
    expect(data.item).toEqual((readByGatsby("k.yaml", yaml) as { item: unknown }).item);
    expect(toYaml(data)).toBe(yaml);
    expect(toYaml({ ...data, again: "bye" })).toBe(yaml.replace("again: *x", "again: bye"));
  });

  it("never writes the hidden field that carries the file's text", () => {
    expect(save("about.yaml", open("about.yaml"))).not.toContain(SOURCE);
    expect(toYaml({ title: "New", [SOURCE]: undefined })).toBe("title: New\n");
  });
});
