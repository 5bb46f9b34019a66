import fs from "node:fs";
import path from "node:path";
import { fromJS } from "../../../cms/node_modules/immutable";
import { collections, decapConfig } from "../../../cms/config";
import { EDITOR_COMPONENTS } from "../../../cms/editor-components";
import { brandHint, namingField, type DecapField } from "../../../cms/form-fields";
import { inEditorWords } from "../../../cms/refusals";
import { fromMdx, fromYaml } from "../../../cms/source-format";
import { documents } from "../../../content-core/model";
import { brandNamesIn } from "../../../gatsby/brand";
import { namedFieldsIn } from "../../../scripts/build-cms";

/** The form in an editor's words: folded list items, counts, hints and the build's sentences. */

const CONTENT = path.resolve(__dirname, "../../../content");
const names = brandNamesIn(CONTENT);
const brand = { names, namedFields: namedFieldsIn(CONTENT) };

type Template = (template: string, date: null, identifier: string, data: unknown) => string;
let compile: Template;
beforeAll(async () => {
  // Decap's own template filler, which draws a folded item's words from the list's `summary`; its bundle looks for a window.
  Object.assign(globalThis, { window: globalThis });
  // Its bundle has no types: the one function used is typed above.
  const bundle = "../../../cms/node_modules/decap-cms-lib-widgets";
  const widgets = (await import(bundle)) as { stringTemplate: { compileStringTemplate: Template } };
  compile = widgets.stringTemplate.compileStringTemplate;
});

/** The words of a folded item of `list`, as Decap's list widget draws them (decap-cms-widget-list objectLabel). */
function foldedWords(list: DecapField, item: unknown): string {
  if (list.field) return list.summary ? compile(list.summary, null, "", fromJS({ [list.field.name]: item })) : list.field.label;
  const first = (item as Record<string, unknown> | null)?.[list.fields![0]!.name];
  return list.summary ? compile(list.summary, null, "", fromJS(item)) : String(first ?? "");
}

interface Folded {
  at: string;
  items: unknown[];
  words: string[];
  /** The label of the field an item holds (its first field's): what Decap shows without a summary. */
  label: string;
}

/** Every list of objects or of single values in `data`, along `fields`, with its folded items' words. */
function foldedLists(fields: readonly DecapField[], data: unknown, at: string, out: Folded[] = []): Folded[] {
  for (const field of fields) {
    const value = (data as Record<string, unknown> | null | undefined)?.[field.name];
    const here = `${at}.${field.name}`;
    if (field.widget === "object" && field.fields) foldedLists(field.fields, value, here, out);
    if (field.widget !== "list" || !Array.isArray(value)) continue;
    const inner = field.fields ?? [field.field!];
    out.push({ at: here, items: value, words: value.map((item) => foldedWords(field, item)), label: inner[0]!.label });
    value.forEach((item, index) => foldedLists(inner, field.fields ? item : { [field.field!.name]: item }, `${here}[${index}]`, out));
  }
  return out;
}

/** The form's fields and the form's data of every content file, the blocks of each body as their own forms. */
function everyForm(): { file: string; fields: readonly DecapField[]; data: unknown }[] {
  const all = collections(brand);
  const forms: { file: string; fields: readonly DecapField[]; data: unknown }[] = [];
  for (const document of documents) {
    const folder = all.find((collection) => collection.folder === `content/${document.path}`);
    const fields =
      folder?.fields ??
      all.flatMap((collection) => collection.files ?? []).find((file) => file.file === `content/${document.path}`)!.fields;
    const files = document.files
      ? fs.readdirSync(path.join(CONTENT, document.path)).map((name) => `${document.path}/${name}`)
      : [document.path];
    for (const file of files) {
      const source = fs.readFileSync(path.join(CONTENT, file), "utf8");
      const data = file.endsWith(".mdx") ? fromMdx(source) : fromYaml(source);
      forms.push({ file, fields, data });
      const body = typeof data.body === "string" ? data.body : "";
      for (const component of EDITOR_COMPONENTS)
        for (const [start] of [...body.matchAll(/^</gm)].map((match) => [match.index] as const)) {
          const block = component.pattern.exec(body.slice(start));
          if (block)
            forms.push({ file: `${file} ${component.label} at ${start}`, fields: component.fields, data: component.fromBlock(block) });
        }
    }
  }
  return forms;
}

describe("folded list items in the editing room's forms (cms/form-fields.ts, cms/editor-components.ts)", () => {
  let forms: ReturnType<typeof everyForm>;
  let lists: Folded[];
  beforeAll(() => {
    forms = everyForm();
    lists = forms.flatMap(({ file, fields, data }) => foldedLists(fields, data, file));
  });

  it("reach every list of every content file, the blocks' lists in the bodies included", () => {
    expect(forms.length).toBeGreaterThan(40);
    expect(lists.filter((list) => / (Readiness self-check|Stats|Timeline|Data table) at /.test(list.at)).length).toBeGreaterThan(5);
    expect(lists.reduce((count, list) => count + list.items.length, 0)).toBeGreaterThan(500);
  });

  it("show each item's own words: never empty, never the label of what it holds, and apart wherever the items differ", () => {
    const problems = lists.flatMap(({ at, items, words, label }) => {
      const found: string[] = [];
      words.forEach((word, index) => {
        if (!word.trim()) found.push(`${at}[${index}] shows nothing`);
        else if (word === label) found.push(`${at}[${index}] shows only "${label}"`);
      });
      const differing = new Set(items.map((item) => JSON.stringify(item))).size;
      if (new Set(words).size !== differing)
        found.push(`${at}: ${differing} different items show as ${new Set(words).size}: ${words.join(" | ")}`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("give every list of objects in the model a field that names its items, a long text in its first words", () => {
    const walk = (fields: readonly DecapField[] | undefined): DecapField[] =>
      (fields ?? []).flatMap((field) => [field, ...walk(field.fields), ...walk(field.field ? [field.field] : undefined)]);
    const config = decapConfig({ siteUrl: "https://www.everpeak.ai", ...brand });
    const fields = [
      ...config.collections.flatMap((collection) =>
        walk([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)]),
      ),
      ...EDITOR_COMPONENTS.flatMap((component) => walk(component.fields)),
    ];
    const lists = fields.filter((field) => field.widget === "list");
    expect(lists.filter((list) => !list.summary).map((list) => list.name)).toEqual([]);
    // "1 question", "Add question": every list names one item.
    expect(lists.filter((list) => !list.label_singular).map((list) => list.name)).toEqual([]);
    const problems = documents.find((document) => document.path === "solutions")!.model.fields.problemSolutionPairs!;
    expect(problems.kind === "list" && problems.of.kind === "object" && namingField(problems.of)).toEqual({
      path: "problem.title",
      long: false,
    });
    const benefits = byPath("solutions", "benefits");
    expect(benefits.summary).toBe("{{fields.benefit | truncate(60, '…')}}");
    expect(byPath("pages/home", "testimonials.items").summary).toBe("{{fields.role}}");
    expect(byPath("pages/about", "story.paragraphs").summary).toBe("{{fields.paragraph | truncate(60, '…')}}");
  });
});

/** A field of a collection ("solutions") or of a single page ("pages/home") by its path of names. */
function byPath(where: string, at: string): DecapField {
  const [name, file] = where.split("/");
  const collection = collections(brand).find((candidate) => candidate.name === name)!;
  let level: readonly DecapField[] | undefined = file
    ? collection.files!.find((candidate) => candidate.name === file)!.fields
    : collection.fields;
  let found: DecapField | undefined;
  for (const part of at.split(".")) {
    found = level?.find((field) => field.name === part);
    level = found?.fields;
  }
  return found!;
}

describe("hints and sentences in the form's words", () => {
  it("say how many items a list takes, an optional one that it may be left empty", () => {
    expect(byPath("articles", "alsoIn").hint).toBe("Up to 3; leave it empty for none.");
    expect(byPath("solutions", "benefits").hint).toBe("Exactly 6.");
    expect(byPath("solutions", "features").hint).toBe("3 to 8; leave it empty for none.");
    expect(byPath("pages/home", "advantages.items.points").hint).toBe("At least 2, at most 4.");
  });

  it("say what {company} and {product} show as under a field whose content holds one, and only there", () => {
    const hint = brandHint(names);
    expect(hint).toBe("{company} shows as Everpeak AI, {product} as Everpeak.");
    // In a file, in a list's items, in a list of single texts, in an article's body.
    expect(byPath("pages/home", "hero.headline").hint).toContain(hint);
    expect(byPath("pages/home", "testimonials.items.quote").hint).toContain(hint);
    expect(byPath("solutions", "benefits").field!.hint).toContain(hint);
    expect(byPath("articles", "body").hint).toContain(hint);
    // Text that holds no name, a link, a choice, a colour code, and the names themselves say nothing of them.
    expect(byPath("pages/home", "hero.secondaryCta.label").hint ?? "").not.toContain(hint);
    expect(byPath("pages/home", "hero.secondaryCta.to").hint ?? "").not.toContain(hint);
    expect(byPath("articles", "category").hint ?? "").not.toContain(hint);
    expect(byPath("solutions", "hexCode").hint ?? "").not.toContain(hint);
    expect(byPath("pages/site", "company").hint ?? "").not.toContain(hint);
    // Without the build's names and fields, no field says it.
    expect(JSON.stringify(collections())).not.toContain("shows as");
  });

  it("find every field the build names as holding a name in its form: each gets the hint once", () => {
    const namedFields = namedFieldsIn(CONTENT);
    const hinted = (fields: readonly DecapField[]): number =>
      fields.reduce(
        (count, field) =>
          count + (field.hint?.includes(brandHint(names)) ? 1 : 0) + hinted(field.fields ?? (field.field ? [field.field] : [])),
        0,
      );
    const forms = collections(brand).flatMap((collection) =>
      collection.files
        ? collection.files.map((file) => [file.file.replace(/^content\//, ""), file.fields] as const)
        : [[collection.folder!.replace(/^content\//, ""), collection.fields!] as const],
    );
    expect(Object.fromEntries(forms.map(([at, fields]) => [at, hinted(fields)]))).toEqual(
      Object.fromEntries(forms.map(([at]) => [at, namedFields[at]!.length])),
    );
    expect(Object.values(namedFields).flat().length).toBeGreaterThan(20);
  });

  it("write a date as the site prints it", () => {
    expect(byPath("articles", "date").hint).toBe("From January 1, 2000 to a year from today.");
    const fields = byPath("articles", "date") && collections(brand).find((collection) => collection.name === "articles")!.fields!;
    const file = "content/insights/new.mdx";
    expect(
      inEditorWords(`${file}: "date" is 2029-11-29, before 2030-01-01, the earliest date allowed here. Check the year.`, file, fields),
    ).toBe("Date is November 29, 2029, before January 1, 2030, the earliest date allowed here. Check the year.");
  });

  it("name a field a build sentence asks for by its label, and leave a quoted value as it is", () => {
    const fields = collections(brand).find((collection) => collection.name === "articles")!.fields!;
    const file = "content/insights/new.mdx";
    expect(
      inEditorWords(
        `${file}: has a title of 64 characters, too long for a browser tab; add "seoTitle" with 49 characters or fewer.`,
        file,
        fields,
      ),
    ).toBe("This page has a title of 64 characters, too long for a browser tab; add “SEO title” with 49 characters or fewer.");
    expect(
      inEditorWords(`${file}: lists its own category "Finance" in "alsoIn"; "alsoIn" is for further categories only.`, file, fields),
    ).toBe('This page lists its own category "Finance" in “Also in”; “Also in” is for further categories only.');
  });
});

describe("the readiness self-check's form (cms/editor-components.ts)", () => {
  const check = EDITOR_COMPONENTS.find((component) => component.label === "Readiness self-check")!;
  const source = fs.readFileSync(path.join(CONTENT, "insights/ai-transformation-readiness.mdx"), "utf8");
  const text = /^<ReadinessCheck\n[\s\S]*?\n\/>$/m.exec(source)![0];

  it("names each box by its column, and writes the rows back as the file holds them", () => {
    const values = check.fromBlock(check.pattern.exec(text)!) as unknown as {
      questions: Record<string, string>[];
      bands: Record<string, string>[];
    };
    expect(values.questions[0]).toEqual({
      indicator: "1. Problem and number",
      question: "Can leadership name one problem and its baseline metric?",
      passIf: "Two or more leaders converge and a baseline exists within a week",
    });
    expect(Object.keys(values.bands[0]!)).toEqual(["scores", "name", "meaning", "nextStep"]);
    expect(check.toBlock(values)).toBe(text);
    values.bands[1]!.scores = "3-4 ";
    expect(check.toBlock(values)).toContain('["3-4 ", "Ready to start"');
    const questions = check.fields.find((field) => field.name === "questions")!;
    expect(questions).toMatchObject({ label: "Questions", label_singular: "Question" });
    expect(questions.fields!.map((field) => field.label)).toEqual(["Indicator", "Question", "You pass if"]);
    expect(check.fields.find((field) => field.name === "bands")!.fields!.map((field) => field.label)).toEqual([
      "Scores",
      "Short name",
      "What the score means",
      "Next step",
    ]);
  });
});
