import fs from "node:fs";
import path from "node:path";
import { fromJS } from "../../../cms/node_modules/immutable";
import { collections } from "../../../cms/config";
import { fromMdx, fromYaml, SOURCE, toMdx, toYaml } from "../../../cms/source-format";
import { splitFrontMatter } from "../../../content-core/front-matter";
import { readYaml } from "../../../content-core/yaml";
import { CONTENT } from "../content-files";

/**
 * A new file is written in the form's order, as every other file of its folder is: Decap holds an entry in an
 * Immutable map (its own copy of the package), which past eight keys lists them in an order of its own, and
 * gives the format its fields' names. Over every file of every collection that can make a file: a new article,
 * a new solution page, and a solution page made with Duplicate (which carries its original's text).
 */
const creating = collections().filter((collection) => collection.create);

/** The values as Decap hands them to a format: through its map, which scrambles more than eight keys. */
const asDecapHolds = (data: Record<string, unknown>) => (fromJS(data) as unknown as { toJS(): Record<string, unknown> }).toJS();

/** A file's values in its own order, nested groups included, as text that differs when the order does. */
const ordered = (text: string, mdx: boolean) =>
  JSON.stringify(readYaml(mdx ? splitFrontMatter(text)!.frontMatter : text, { datesAsText: true }));

const cases = creating.flatMap((collection) =>
  fs
    .readdirSync(path.join(CONTENT, collection.folder!.replace(/^content\//, "")))
    .filter((name) => name.endsWith(`.${collection.extension}`))
    .map((name) => [`${collection.name}: ${name}`, collection, name] as const),
);

describe("a new file's keys are in the form's order (cms/source-format.ts)", () => {
  it("covers the collections that can make a file: articles and solution pages", () => {
    expect(creating.map((collection) => collection.name)).toEqual(["articles", "solutions"]);
  });

  it.each(cases)("%s, written as a new file, keeps its keys in the file's order, which is the form's", (_name, collection, name) => {
    const text = fs.readFileSync(path.join(CONTENT, collection.folder!.replace(/^content\//, ""), name), "utf8");
    const mdx = collection.extension === "mdx";
    const order = collection.fields!.map((field) => field.name);
    const { [SOURCE]: _source, ...values } = mdx ? fromMdx(text) : fromYaml(text);
    const scrambled = asDecapHolds(values);
    // The scramble is real: without the form's order the file would come out in another.
    expect(Object.keys(scrambled)).not.toEqual(Object.keys(values));
    const written = mdx ? toMdx(scrambled, order) : toYaml(scrambled, order);
    expect(ordered(written, mdx)).toBe(ordered(text, mdx));
    // Duplicate carries the original's text, which is patched in its own order.
    if (!mdx) expect(ordered(toYaml(asDecapHolds({ ...values, [SOURCE]: text }), order), mdx)).toBe(ordered(text, mdx));
  });
});
