import fs from "node:fs";
import path from "node:path";
import * as fuzzy from "fuzzy";
import { collections } from "../../../cms/config";
import { filter, wordsOf } from "../../../cms/search";
import { fromMdx, fromYaml } from "../../../cms/source-format";
import { documentFor } from "../../../cms/checks";
import type { Field } from "../../../content-core/model/fields";

const CONTENT = path.resolve(__dirname, "../../../content");
const all = collections();

interface Entry {
  collection: string;
  slug: string;
  data: Record<string, unknown>;
}

/** Every entry of the editing room, as Decap's search holds them: its collection, its slug and its data. */
const entries: Entry[] = all.flatMap((collection) => {
  if (collection.files) {
    return collection.files.map((file) => ({
      collection: collection.name,
      slug: file.name,
      data: fromYaml(fs.readFileSync(path.join(CONTENT, "..", file.file), "utf8")),
    }));
  }
  const folder = path.join(CONTENT, "..", collection.folder!);
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(`.${collection.extension}`))
    .map((name) => {
      const text = fs.readFileSync(path.join(folder, name), "utf8");
      return {
        collection: collection.name,
        slug: name.replace(/\.[a-z]+$/, ""),
        data: name.endsWith(".mdx") ? fromMdx(text) : fromYaml(text),
      };
    });
});

/**
 * What Decap 3's search box does with a matcher (decap-cms-core backend.ts `search`): of each entry it
 * reads the identifier field, any "author" field and the fields of the collection's summary (a single
 * file: its top-level fields), asks the matcher, and keeps what scores above 5, best first.
 */
function decapSearch(match: typeof filter, term: string, collection?: string): string[] {
  return all
    .filter((candidate) => !collection || candidate.name === collection)
    .flatMap((candidate) => {
      const summary = [...(candidate.summary ?? "").matchAll(/\{\{([^}]+)\}\}/g)].map((found) => found[1]!.trim());
      const fields = candidate.files
        ? candidate.files.flatMap((file) => file.fields.map((field) => field.name))
        : [candidate.identifier_field ?? "title", "author", ...summary];
      const extract = (entry: Entry) =>
        [...new Set(fields)].reduce((text, field) => (entry.data[field] ? `${text} ${String(entry.data[field])}` : text), "");
      return match(
        term,
        entries.filter((entry) => entry.collection === candidate.name),
        { extract },
      );
    })
    .filter((found) => found.score > 5)
    .sort((a, b) => b.score - a.score)
    .map((found) => `${found.original.collection}/${found.original.slug}`);
}

const article = (slug: string) => entries.find((entry) => entry.slug === slug)!;

describe("the editing room's search (cms/search.ts)", () => {
  it("finds Measuring AI ROI by ROI, which Decap's own matcher scores 5 and drops", () => {
    expect(decapSearch(filter, "ROI", "articles")).toEqual(["articles/ai-roi-measurement"]);
    expect(decapSearch(filter, "roi")).toEqual(["articles/ai-roi-measurement"]);
    // The cause: `fuzzy` takes the R of "measuring", the O and I of "ROI", and scores 1 + 1 + 3.
    expect(fuzzy.filter("ROI", [article("ai-roi-measurement")], { extract: (entry) => String(entry.data.title) })[0]?.score).toBe(5);
    expect(decapSearch(fuzzy.filter as typeof filter, "ROI", "articles")).toEqual([]);
  });

  it("finds an article by a word only in its excerpt, and nothing else by it", () => {
    expect(String(article("ai-transformation-readiness").data.title)).not.toMatch(/readiness/i);
    expect(decapSearch(filter, "readiness", "articles")).toEqual(["articles/ai-transformation-readiness"]);
    expect(decapSearch(fuzzy.filter as typeof filter, "readiness", "articles")).toEqual([]);
  });

  it("finds every entry by every word of its title and summary, in any case, and by its words together", () => {
    let checked = 0;
    for (const collection of all) {
      for (const entry of entries.filter((candidate) => candidate.collection === collection.name)) {
        const file = collection.files?.find((candidate) => candidate.name === entry.slug);
        const texts = file
          ? [file.label, file.description ?? ""]
          : (collection.search_fields ?? []).map((field) =>
              String(field.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], entry.data)),
            );
        const words = wordsOf(texts.join(" "));
        for (const word of words) {
          for (const typed of [word, word.toUpperCase(), word.slice(0, Math.max(2, word.length - 2))]) {
            expect({ typed, found: decapSearch(filter, typed, collection.name).includes(`${collection.name}/${entry.slug}`) }).toEqual({
              typed,
              found: true,
            });
            checked++;
          }
        }
        expect(decapSearch(filter, words.slice(0, 3).join(" "), collection.name)).toContain(`${collection.name}/${entry.slug}`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("finds nothing for a word no title or summary has, or for words that are not all there", () => {
    expect(decapSearch(filter, "zebra")).toEqual([]);
    expect(decapSearch(filter, "ROI zebra")).toEqual([]);
    expect(filter("   ", entries)).toEqual([]);
  });

  it("puts the entries with the typed words whole before those where they only begin a word", () => {
    const titles = [{ title: "Readiness in five checks" }, { title: "Read this first" }, { title: "Already live" }];
    const found = filter("read", titles, { extract: (entry) => entry.title });
    expect(found.map((entry) => entry.original.title)).toEqual(["Read this first", "Readiness in five checks"]);
    expect(found.every((entry) => entry.score > 5)).toBe(true);
  });

  it("reads anything that is not an entry as the `fuzzy` package would, with `extract`", () => {
    const files = [{ name: "ai-roi-measurement.jpg" }, { name: "manufacturing-case-study.jpg" }];
    expect(filter("roi", files, { extract: (file) => file.name.replace(/[-.]/g, " ") }).map((found) => found.original.name)).toEqual([
      "ai-roi-measurement.jpg",
    ]);
  });
});

describe("search fields (cms/config.ts)", () => {
  it("reads each page's title and its summary: the excerpt of an article, a legal page's summary, a solution page's name and description", () => {
    const fields = Object.fromEntries(
      all.filter((collection) => collection.folder).map((collection) => [collection.name, collection.search_fields]),
    );
    expect(fields).toEqual({
      articles: ["title", "excerpt"],
      solutions: ["subpage", "seo.title", "seo.description"],
      legal: ["title", "summary"],
    });
  });

  it("names only fields the content model has, and texts", () => {
    for (const collection of all.filter((candidate) => candidate.folder)) {
      const document = documentFor(`${collection.folder}/x.${collection.extension}`)!;
      for (const name of collection.search_fields ?? []) {
        const field = name
          .split(".")
          .reduce<Field | undefined>((model, key) => (model?.kind === "object" ? model.fields[key] : undefined), document.model);
        expect({ collection: collection.name, name, kind: field?.kind === "scalar" ? field.gql : field?.kind }).toEqual({
          collection: collection.name,
          name,
          kind: "String",
        });
      }
    }
  });
});
