import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSchema, defaultFieldResolver, graphql, isObjectType, Kind, parse, type GraphQLSchema, type TypeNode } from "graphql";
import { fillBrand } from "../../../content-core/brand";
import { brandExtension, brandNamesIn, unfilledBrandTokens, type BrandContext } from "../../../gatsby/brand";
import { readContentYaml } from "../../../gatsby/content-yaml";
import { documents } from "../../../content-core/model";
import { date, file, integer, list, object, optional, text, yesNo } from "../../../content-core/model/fields";
import { toTypeDefs } from "../../../gatsby/schema";

const names = { product: "Everpeak", company: "Everpeak AI" };
const CONTENT = path.resolve(__dirname, "../../../content");

describe("fillBrand", () => {
  it("fills {product} and {company} and leaves other braces alone", () => {
    expect(fillBrand("Climb {product} with {company}, {company} {other} {date}", names)).toBe(
      "Climb Everpeak with Everpeak AI, Everpeak AI {other} {date}",
    );
  });

  it("fills text inside lists and groups of fields, and leaves numbers, dates and true/false as they are", () => {
    const when = new Date("2024-01-05");
    const filled = fillBrand(
      { title: "Why {product}", count: 3, live: true, when, none: null, items: [{ quote: "{company} helped" }, "{product}"] },
      names,
    );
    expect(filled).toEqual({
      title: "Why Everpeak",
      count: 3,
      live: true,
      when,
      none: null,
      items: [{ quote: "Everpeak AI helped" }, "Everpeak"],
    });
    expect(filled.when).toBe(when);
  });

  it("is how content read outside GraphQL arrives, with the names of site.yaml", () => {
    expect(brandNamesIn(CONTENT)).toEqual(names);
    const site = readContentYaml<{ titleTemplate: string; ui: { homeLinkLabel: string; effectiveDate: string } }>(CONTENT, "site.yaml");
    expect(site.titleTemplate).toBe("%s | Everpeak AI");
    expect(site.ui.homeLinkLabel).toBe("Everpeak AI home");
    expect(site.ui.effectiveDate).toBe("Effective {date}");
  });
});

/**
 * The schema Gatsby would build from a content model, made executable with
 * graphql-js: each field that carries @brand gets the extension's resolver on
 * top of the one it had, as actions.createFieldExtension does.
 */
function executableSchema(typeDefs: string): GraphQLSchema {
  const schema = buildSchema(
    `interface Node { id: ID! }
     scalar Date
     type File { relativePath: String }
     directive @dontInfer on OBJECT
     directive @dateformat on FIELD_DEFINITION
     directive @fileByRelativePath on FIELD_DEFINITION
     directive @brand on FIELD_DEFINITION
     ${typeDefs}
     type Query { page: Page }`,
    { assumeValid: true },
  );
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.astNode?.directives?.some((directive) => directive.name.value === "brand")) {
        field.resolve = brandExtension.extend({}, { resolve: field.resolve as never }).resolve as never;
      }
    }
  }
  return schema;
}

describe("the @brand field extension", () => {
  const page = object("Page", {
    title: text(),
    subtitle: optional(text()),
    tags: list(text()),
    rating: integer(0, 10),
    live: yesNo(),
    published: date(),
    picture: optional(file()),
    section: object("Section", {
      heading: text(),
      points: list(text()),
      cards: list(object("Card", { label: text(), weight: integer(0, 10) })),
    }),
  });
  const typeDefs = toTypeDefs([page]);
  const schema = executableSchema(typeDefs);
  const node = {
    title: "Climb {product} with {company}",
    tags: ["{product}", "AI", "{company} team"],
    rating: 7,
    live: true,
    published: "2024-01-05",
    section: { heading: "Why {product}", points: ["{company} helps", "plain"], cards: [{ label: "{product} card", weight: 2 }] },
  };

  const run = async (source: string, value: unknown = node) => {
    const findOne = jest.fn(async () => ({ id: "site", ...names, url: "https://www.everpeak.ai" }));
    const context: BrandContext = { nodeModel: { findOne }, defaultFieldResolver: defaultFieldResolver as never };
    const result = await graphql({ schema, source, rootValue: { page: value }, contextValue: context });
    expect(result.errors).toBeUndefined();
    return { data: result.data as { page: Record<string, unknown> }, findOne };
  };

  it("is on every String field, in lists and nested types too, and on nothing else", () => {
    expect(typeDefs).toContain("title: String! @brand");
    expect(typeDefs).toContain("tags: [String!]! @brand");
    expect(typeDefs).toContain("points: [String!]! @brand");
    expect(typeDefs).toContain("label: String! @brand");
    expect(typeDefs).toContain("rating: Int!\n");
    expect(typeDefs).toContain("published: Date! @dateformat");
    expect(typeDefs).toContain("picture: File @fileByRelativePath");
  });

  it("fills both names in a field, in a list of text and in nested groups, and leaves other values alone", async () => {
    const { data, findOne } = await run(`{ page { title tags rating live section { heading points cards { label weight } } } }`);
    expect(data.page).toEqual({
      title: "Climb Everpeak with Everpeak AI",
      tags: ["Everpeak", "AI", "Everpeak AI team"],
      rating: 7,
      live: true,
      section: { heading: "Why Everpeak", points: ["Everpeak AI helps", "plain"], cards: [{ label: "Everpeak card", weight: 2 }] },
    });
    // The names are looked up once for the whole query, not once per field.
    expect(findOne).toHaveBeenCalledTimes(1);
    expect(findOne).toHaveBeenCalledWith({ type: "SiteConfig" });
  });

  it("does not look the names up for text without them, and keeps a missing optional field missing", async () => {
    const { data, findOne } = await run(`{ page { title subtitle tags } }`, { ...node, title: "Plain {other}", tags: [] });
    expect(data.page).toEqual({ title: "Plain {other}", subtitle: null, tags: [] });
    expect(findOne).not.toHaveBeenCalled();
  });

  it("wraps the resolver a field already had", async () => {
    const resolve = brandExtension.extend({}, { resolve: async () => "From {company}" }).resolve;
    const context: BrandContext = { nodeModel: { findOne: async () => names }, defaultFieldResolver: defaultFieldResolver as never };
    await expect(resolve({}, {}, context, {})).resolves.toBe("From Everpeak AI");
  });
});

describe("the site's schema", () => {
  const named = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type));
  const yamlDefs = toTypeDefs(
    documents.filter((d) => d.format !== "mdx").map((d) => d.model),
    { id: "yamlId" },
  );
  const mdxDefs = toTypeDefs(
    documents.filter((d) => d.format === "mdx").map((d) => d.model),
    { id: "slug" },
  );

  it("has @brand on every String field of every content type, YAML and MDX front matter", () => {
    const fields = parse(`${yamlDefs}\n${mdxDefs}`).definitions.flatMap((definition) =>
      definition.kind === Kind.OBJECT_TYPE_DEFINITION
        ? (definition.fields ?? []).map((field) => ({
            at: `${definition.name.value}.${field.name.value}`,
            type: named(field.type),
            brand: field.directives?.some((directive) => directive.name.value === "brand") ?? false,
          }))
        : [],
    );
    const strings = fields.filter((field) => field.type === "String");
    expect(strings.length).toBeGreaterThan(200);
    expect(strings.filter((field) => !field.brand).map((field) => field.at)).toEqual([]);
    expect(fields.filter((field) => field.brand && field.type !== "String").map((field) => field.at)).toEqual([]);
    for (const at of [
      "SiteConfig.titleTemplate",
      "UiStrings.homeLinkLabel",
      "Article.title",
      "Article.excerpt",
      "LegalPage.summary",
      "AboutStory.paragraphs",
      "Testimonial.quote",
      "SeoFields.description",
    ]) {
      expect(strings.map((field) => field.at)).toContain(at);
    }
  });
});

describe("the check of the built site", () => {
  let dir: string;
  const write = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), text);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    write("index.html", "<title>Home | Everpeak AI</title>");
    write("page-data/index/page-data.json", '{"headline":"Climb Everpeak"}');
    write("app-1.js.map", '{"sourcesContent":["// writes {company}"]}');
    write("app-0.js", 'const label="{company} home"');
    write("share/home.jpg", "{company}");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("passes a site whose pages, data and feeds show the names, whatever scripts, source maps and pictures hold", () => {
    expect(unfilledBrandTokens(dir)).toEqual([]);
  });

  it("names every page, page data, feed, Netlify file and manifest that shows {product} or {company}", () => {
    write("about/index.html", "<p>About {company}</p>");
    write("page-data/sq/d/1.json", '{"blurb":"{company} helps"}');
    write("insights/rss.xml", "<title>Insights | {company}</title>");
    write("_headers", "/*\n  X-Made-By: {product}\n");
    write("site.webmanifest", '{"name":"{company}"}');
    expect(unfilledBrandTokens(dir)).toEqual([
      "_headers: .../* X-Made-By: {product} ...",
      "about/index.html: ...<p>About {company}</p>...",
      "insights/rss.xml: ...<title>Insights | {company}</title>...",
      'page-data/sq/d/1.json: ...{"blurb":"{company} helps"}...',
      'site.webmanifest: ...{"name":"{company}"}...',
    ]);
  });
});
