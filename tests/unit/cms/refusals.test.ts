import fs from "node:fs";
import path from "node:path";
import { collections } from "../../../cms/config";
import { inEditorWords, labelsOf } from "../../../cms/refusals";
import { fromMdx, fromYaml, readBack, toYaml } from "../../../cms/source-format";

const CONTENT = path.resolve(__dirname, "../../../content");
const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), "utf8");
const pages = collections().find((collection) => collection.name === "pages")!;
const homeFields = pages.files!.find((file) => file.name === "home")!.fields;
const articleFields = collections().find((collection) => collection.name === "articles")!.fields!;

describe("the guard before a save (cms/source-format.ts readBack)", () => {
  it("passes a save that reads back as the form shows it", () => {
    const home = fromYaml(read("home.yaml")) as { hero: { lead: string } };
    home.hero.lead = "A new paragraph for the hero, typed over\ntwo lines.";
    expect(readBack(home, "yaml").unkept).toEqual([]);
    const article = fromMdx(read("insights/ai-roi-measurement.mdx"));
    expect(readBack({ ...article, excerpt: "Short: and sharp # still text" }, "mdx").unkept).toEqual([]);
  });

  it("refuses, naming the field, a save whose writer glues a folded text to the next field (the bug it guards against)", () => {
    const home = fromYaml(read("home.yaml")) as { hero: { lead: string } };
    home.hero.lead = "Expand revenue with AI.";
    // The previous writer's mistake: the paragraph's line break lost, the next key glued to its end.
    const gluing = (data: Record<string, unknown>) =>
      toYaml(data).replace("Expand revenue with AI.\n  exploreLabel", "Expand revenue with AI.  exploreLabel");
    expect(readBack(home, "yaml", gluing).unkept).toEqual(["hero"]);
    // A writer whose text does not read at all loses every field.
    expect(readBack(home, "yaml", () => "hero: [unclosed").unkept.length).toBeGreaterThan(3);
  });
});

describe("refusals in the form's words (cms/refusals.ts)", () => {
  it("names a value by the form's labels, with no file or key path", () => {
    expect(labelsOf("hero.secondaryCta.to", homeFields)).toBe("Hero › Second button › Link");
    expect(labelsOf("solutions.cards[5].title", homeFields)).toBe("Solutions › Cards › item 5 › Title");
    const sentence = inEditorWords(
      'content/home.yaml: "hero.secondaryCta.to" points to "/solution/x", which is not a page on this site.',
      "content/home.yaml",
      homeFields,
    );
    expect(sentence).toBe('Hero › Second button › Link points to "/solution/x", which is not a page on this site.');
    expect(sentence).not.toMatch(/content\/|hero\.|secondaryCta/);
  });

  it("names a body's mistake by its heading or the first words of its paragraph, never a line number", () => {
    const text = read("insights/ai-roi-measurement.mdx");
    const lines = text.split("\n");
    const heading = lines.findIndex((line) => line.startsWith("## ")) + 1;
    const paragraph = lines.findIndex((line, i) => i > heading && /^[A-Z]/.test(line)) + 1;
    const file = "content/insights/ai-roi-measurement.mdx";
    const atHeading = inEditorWords(`${file}, line ${heading}: links to a page that does not exist.`, file, articleFields, text);
    expect(atHeading).toBe(
      `In the body, at the heading “${lines[heading - 1]!.replace(/^#+\s*/, "")}”: links to a page that does not exist.`,
    );
    const inParagraph = inEditorWords(
      `${file}, line ${paragraph + 1}: has a tag the site does not know. The <Callout> from line ${heading} is still open.`,
      file,
      articleFields,
      text,
    );
    expect(inParagraph).toMatch(/^In the body, in the paragraph that starts “[^”]+”: has a tag/);
    expect(inParagraph).not.toMatch(/line \d/);
    expect(inParagraph).not.toContain(file);
    // A part of the body named by the check itself (a reader tool, a worked example) is said to be in the body.
    expect(inEditorWords(`${file}: the ROI calculator "Costs" opens with "six" as its benefit lag.`, file, articleFields, text)).toBe(
      'In the body, the ROI calculator "Costs" opens with "six" as its benefit lag.',
    );
  });
});
