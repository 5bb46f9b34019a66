import fs from "node:fs";
import path from "node:path";
import { readYaml } from "../../../content-core/yaml";
import os from "node:os";
import { checkEntry, checkEntryWithBody, newSolutionFile, slugOfName, withoutEmptyOptionals } from "../../../cms/checks";
import { fromMdx, fromYaml, NEW_FILE_NAME, toMdx, toYaml } from "../../../cms/source-format";
import { BACKENDS, collections, decapConfig, type DecapCollection } from "../../../cms/config";
import { DATE_WIDGET, type DecapField } from "../../../cms/form-fields";
import { documents, homePage, solutionPage } from "../../../content-core/model";
import { readInventory } from "../../../gatsby/inventory";
import { brandNamesIn } from "../../../gatsby/brand";
import { validateContent } from "../../../gatsby/validate";
import type { Field } from "../../../content-core/model/fields";
import { iconNames } from "../../../content-core/icons";
import { adminPage } from "../../../scripts/build-cms";
import { adminConnect, githubRepository } from "../../../content-core/editing-room";

const CONTENT = path.resolve(__dirname, "../../../content");
const routes = [...readInventory(CONTENT).routes];
const names = brandNamesIn(CONTENT);

const byName = (fields: readonly DecapField[] | undefined, name: string) => {
  const field = fields?.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

/** Whether the Decap field mirrors the model field: same names all the way down, same counts, same choices. */
function mirrors(model: Field, field: DecapField): string[] {
  const problems: string[] = [];
  if (Boolean(model.optional) !== (field.required === false)) problems.push(`${field.name}: required differs`);
  switch (model.kind) {
    case "object": {
      const names = Object.keys(model.fields);
      if (JSON.stringify(field.fields?.map((child) => child.name)) !== JSON.stringify(names)) problems.push(`${field.name}: fields differ`);
      for (const name of names) problems.push(...mirrors(model.fields[name]!, byName(field.fields, name)));
      break;
    }
    case "list":
      if (field.min !== model.min || field.max !== model.max)
        problems.push(`${field.name}: counts ${field.min}-${field.max} vs ${model.min}-${model.max}`);
      if (model.of.kind === "object")
        problems.push(...mirrors({ ...model.of, optional: false }, { ...field, widget: "object", required: undefined }));
      break;
    case "scalar":
      if (model.editor.widget === "select" && JSON.stringify(field.options) !== JSON.stringify(model.editor.options))
        problems.push(`${field.name}: options differ`);
      if (model.editor.widget === "text" && model.editor.max !== undefined && !field.hint?.includes(String(model.editor.max)))
        problems.push(`${field.name}: no length hint`);
      break;
    case "file":
      if (field.widget !== "image") problems.push(`${field.name}: not an image widget`);
  }
  return problems;
}

describe("the editing room's configuration (cms/config.ts)", () => {
  const all = collections();
  const pages = all.find((collection) => collection.name === "pages")!;

  it("has a collection or file for every content document, the top-level list of industries included", () => {
    const covered = [
      ...all.filter((collection) => collection.folder).map((collection) => collection.folder!.replace(/^content\//, "")),
      ...(pages.files ?? []).map((file) => file.file.replace(/^content\//, "")),
    ].sort();
    const expected = documents.map((document) => document.path).sort();
    expect(covered).toEqual(expected);
  });

  it("mirrors every field of every model: names, required, list counts, choices and length limits", () => {
    for (const document of documents) {
      const collection: DecapCollection | undefined = all.find((candidate) => candidate.folder === `content/${document.path}`);
      const fields = collection?.fields ?? pages.files?.find((file) => file.file === `content/${document.path}`)?.fields;
      // A list file is one list field of its entries.
      const own = document.entries ? byName(fields, "entries").fields : fields?.filter((field) => field.name !== "body");
      const problems = mirrors(document.model, { name: document.path, label: "", widget: "object", fields: own });
      expect({ document: document.path, problems }).toEqual({ document: document.path, problems: [] });
    }
  });

  it("asks for each kind of value with its widget", () => {
    const articles = all.find((collection) => collection.name === "articles")!;
    expect(byName(articles.fields, "category")).toMatchObject({ widget: "select" });
    expect(byName(articles.fields, "alsoIn")).toMatchObject({ widget: "select", multiple: true, min: 1, max: 3 });
    // The site's own date field (cms/src/date-widget.tsx), with the days the checks take.
    expect(byName(articles.fields, "date")).toMatchObject({ widget: DATE_WIDGET, earliest: "2000-01-01", within_a_year: true });
    // A switch shown off is off: a required one starts as false, an optional one (draft) may be left out.
    expect(byName(articles.fields, "featured")).toMatchObject({ widget: "boolean", default: false });
    expect(byName(articles.fields, "draft")).toMatchObject({ widget: "boolean", required: false, label: "Draft" });
    expect(byName(articles.fields, "draft").hint).toMatch(/not published/);
    expect(byName(articles.fields, "draft")).not.toHaveProperty("default");
    expect(byName(articles.fields, "readTime")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 60 });
    expect(byName(articles.fields, "image")).toMatchObject({
      widget: "image",
      required: false,
      media_folder: "/content/images/insights",
      public_folder: "../images/insights",
    });
    expect(byName(articles.fields, "body")).toMatchObject({
      widget: "markdown",
      modes: ["rich_text", "raw"],
      editor_components: [
        "article-callout",
        "article-stats",
        "article-datatable",
        "article-timeline",
        "article-pullquote",
        "article-roicalculator",
        "article-readinesscheck",
      ],
    });
    // The reader tools stand in articles only: a legal page's body offers the rest.
    const legal = all.find((collection) => collection.name === "legal")!;
    expect(byName(legal.fields, "body").editor_components).toEqual([
      "article-callout",
      "article-stats",
      "article-datatable",
      "article-timeline",
      "article-pullquote",
    ]);
    const title = byName(articles.fields, "title");
    expect(title).toMatchObject({ widget: "string", hint: "Up to 110 characters." });
    expect(new RegExp(title.pattern![0]).test("x".repeat(110))).toBe(true);
    expect(new RegExp(title.pattern![0]).test("x".repeat(111))).toBe(false);
    expect(byName(articles.fields, "excerpt").hint).toBe("60 to 160 characters.");
    const home = pages.files!.find((file) => file.name === "home")!;
    const advantage = byName(byName(home.fields, "advantages").fields, "items");
    expect(advantage).toMatchObject({ widget: "list", min: 3, max: 3, hint: "Exactly 3." });
    expect(byName(advantage.fields, "icon").options).toEqual(iconNames);
    expect(byName(byName(home.fields, "hero").fields, "lead")).toMatchObject({ widget: "text" });
    expect(byName(byName(byName(home.fields, "hero").fields, "secondaryCta").fields, "to").hint).toBe(
      "Write a link to a page of this site: /contact, /solutions/expense-reduction-ai#benefits, or a full https:// address.",
    );
    expect(articles).toMatchObject({ create: true, delete: true, extension: "mdx", format: "mdx-source", slug: "{{id}}" });
    // A field whose label cannot say what it is for says it in its hint, before its length; its length is still checked.
    const contact = pages.files!.find((file) => file.name === "contact")!;
    const otherIndustry = byName(byName(contact.fields, "form").fields, "otherIndustry");
    const industriesLabel = pages.files!.find((file) => file.file === "content/industries.yaml")!.label;
    expect(otherIndustry.hint).toMatch(
      new RegExp(`^The last choice of the form's Industry list.* the ${industriesLabel} list\\. Up to 40 characters\\.$`),
    );
    expect(otherIndustry.pattern).toEqual(["^[\\s\\S]{1,40}$", "Up to 40 characters"]);
  });

  it("gives every field's pattern message without a closing period, which Decap adds itself", () => {
    // Decap writes "%{fieldLabel} didn't match the pattern: %{pattern}." under the field: a message of
    // its own ending in a period read "Up to 60 characters.." to the editor.
    const messages: string[] = [];
    const walk = (fields: readonly DecapField[] | undefined) =>
      fields?.forEach((field) => {
        if (field.pattern) messages.push(`${field.name}: ${field.pattern[1]}`);
        walk(field.fields);
        if (field.field) walk([field.field]);
      });
    for (const collection of collections()) {
      walk(collection.fields);
      collection.files?.forEach((file) => walk(file.fields));
    }
    expect(messages.length).toBeGreaterThan(50);
    expect(messages.filter((message) => /\.\s*$/.test(message))).toEqual([]);
  });

  it("saves through GitHub with drafts as pull requests on Netlify, and to the working copy locally, both through the backends that check a delete", () => {
    const netlify = decapConfig({ repositoryUrl: "https://github.com/everpeak/website", siteUrl: "https://www.everpeak.ai" });
    expect(netlify.backend).toMatchObject({
      name: BACKENDS.github,
      repo: "everpeak/website",
      branch: "main",
      base_url: "https://api.netlify.com",
    });
    expect(netlify.publish_mode).toBe("editorial_workflow");
    expect(adminConnect("https://github.com/everpeak/website")).toEqual(["https://api.github.com"]);

    const local = decapConfig({ siteUrl: "https://www.everpeak.ai" });
    expect(local.backend).toMatchObject({ name: BACKENDS.proxy, proxy_url: "http://localhost:8081/api/v1" });
    // Decap's local_backend setting would put its own "proxy" backend, which deletes unchecked, in place of ours.
    expect(local).not.toHaveProperty("local_backend");
    expect(adminConnect(undefined)).toEqual(["http://localhost:8081"]);

    expect(githubRepository("git@github.com:everpeak/website.git")).toBe("everpeak/website");
    expect(githubRepository("https://gitlab.com/everpeak/website")).toBeUndefined();
  });

  it("gives the editing room a page that runs no inline script and stays out of search engines", () => {
    const html = adminPage("cms-0123.js", "Everpeak AI");
    expect(html).toContain('<script src="/admin/cms-0123.js"></script>');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toMatch(/<script>(?!<)/);
  });
});

describe("View Live (cms/config.ts)", () => {
  const all = collections();
  const inventory = readInventory(CONTENT);
  /** The address Decap's View Live opens (decap-cms-core previewUrlFormatter): the site, then preview_path with {{slug}} filled in. */
  const live = (site: string, previewPath: string, slug = "") =>
    `${site.replace(/\/$/, "")}/${previewPath.replace("{{slug}}", slug).replace(/^[ /]+/, "")}`;

  it("opens each single page at its own address, and the home page for what shows on every page", () => {
    const pages = Object.fromEntries(
      all.find((collection) => collection.name === "pages")!.files!.map((file) => [file.name, file.preview_path]),
    );
    expect(pages).toEqual({
      home: "/",
      about: "/about",
      contact: "/contact",
      insights: "/insights",
      "solutions-overview": "/solutions",
      "video-test": "/video-test",
      // What a visitor sees at an address that has no page.
      "not-found": "/404",
      // In the header, the menus and the footer of every page.
      industries: "/",
      navigation: "/",
      site: "/",
    });
    // Each is a page of the route table (content-core/routes.ts), but the page-not-found.
    for (const [name, page] of Object.entries(pages))
      if (name !== "not-found") expect({ name, page, known: inventory.routes.has(page) }).toEqual({ name, page, known: true });
    expect(live("http://localhost:9000", pages.about!)).toBe("http://localhost:9000/about");
    expect(live("http://localhost:9000", pages.home!)).toBe("http://localhost:9000/");
  });

  it("opens every article, solution page and legal page at its own address", () => {
    const folders = all.filter((collection) => collection.folder);
    expect(folders.map((collection) => collection.name)).toEqual(["articles", "solutions", "legal"]);
    const entries = [...inventory.articles, ...inventory.solutions, ...inventory.legal];
    for (const entry of entries) {
      const collection = folders.find((candidate) => entry.file.startsWith(`${candidate.folder}/`))!;
      expect(live("https://deploy-preview-7--everpeak.netlify.app", collection.preview_path!, entry.slug)).toBe(
        `https://deploy-preview-7--everpeak.netlify.app${entry.route}`,
      );
    }
    expect(entries.length).toBeGreaterThan(15);
  });

  // The editing room gives the address it is served from (cms/src/index.ts; tests/cms checks the link it shows).
  it("opens pages of the site it is given", () => {
    expect(decapConfig({ siteUrl: "http://localhost:9000" })).toMatchObject({
      site_url: "http://localhost:9000",
      display_url: "http://localhost:9000",
    });
  });
});

describe("the build's checks before a save (cms/checks.ts)", () => {
  const read = (file: string) => readYaml(fs.readFileSync(path.join(CONTENT, file), "utf8")) as Record<string, unknown>;

  it("accept every file as it is today, as the editing room reads it", () => {
    for (const document of documents.filter((candidate) => candidate.format !== "mdx")) {
      const files = document.files
        ? fs.readdirSync(path.join(CONTENT, document.path)).map((name) => `${document.path}/${name}`)
        : [document.path];
      for (const file of files) {
        const data = fromYaml(fs.readFileSync(path.join(CONTENT, file), "utf8"));
        expect({ file, problems: checkEntry(`content/${file}`, data, { routes, names }) }).toEqual({ file, problems: [] });
      }
    }
  });

  it("name a new solution page's file after its page name, and refuse a name another page has or whose address is taken", () => {
    const solutionNames = ["Expense Reduction AI Platform"];
    expect(newSolutionFile(" Spend Analytics & AP ", { routes, names, solutionNames })).toEqual({
      file: "content/solutions/spend-analytics-ap.yaml",
      name: "spend-analytics-ap",
    });
    expect(slugOfName("Café Procurement: Évaluation")).toBe("cafe-procurement-evaluation");
    // A duplicated page keeps the original's name until the editor gives it its own.
    expect(newSolutionFile("Expense Reduction AI Platform", { routes, names, solutionNames })).toEqual({
      problem:
        'content/solutions/expense-reduction-ai-platform.yaml: "subpage" is "Expense Reduction AI Platform", which another solution page is called. Give the new page a name of its own.',
    });
    expect(newSolutionFile("Expense reduction AI", { routes, names, solutionNames })).toEqual({
      problem:
        'content/solutions/expense-reduction-ai.yaml: "subpage" is "Expense reduction AI", which makes the address /solutions/expense-reduction-ai, already a page. Give the new page another name.',
    });
    for (const bad of ["", " & ", undefined]) {
      expect(newSolutionFile(bad, { routes, names })).toEqual({
        problem: expect.stringMatching(/^content\/solutions\/: "subpage" is empty/),
      });
    }
    // The file name travels to Decap's slug template in a field that is never written to the file.
    const data = fromYaml(fs.readFileSync(path.join(CONTENT, "solutions/expense-reduction-ai.yaml"), "utf8"));
    expect(toYaml({ ...data, [NEW_FILE_NAME]: "spend-analytics" })).toBe(
      fs.readFileSync(path.join(CONTENT, "solutions/expense-reduction-ai.yaml"), "utf8"),
    );
    const solutions = collections().find((collection) => collection.name === "solutions")!;
    expect(solutions).toMatchObject({ create: true, delete: false, slug: `{{fields.${NEW_FILE_NAME}}}` });
    const name = byName(solutions.fields, "subpage");
    expect(name.label).toBe("Page name");
    expect(name.hint).toMatch(/^Shown above the page's heading; a new page's address is made from it\./);
    expect(solutions.fields!.map((field) => field.name)).not.toContain("solution");
  });

  it("check the list of industries as the build does, entry by entry", () => {
    const data = fromYaml(fs.readFileSync(path.join(CONTENT, "industries.yaml"), "utf8")) as { entries: Record<string, unknown>[] };
    data.entries[1]!.id = data.entries[0]!.id;
    data.entries[0]!.color = "chartreuse";
    const problems = checkEntry("content/industries.yaml", data, { routes, names });
    expect(problems[0]).toMatch(/^content\/industries\.yaml: "entry 1\.color" is "chartreuse", which is not allowed here/);
    expect(problems[1]).toMatch(/^content\/industries\.yaml: "entries\[2\]\.id" repeats /);
  });

  it("refuse an internal link to a page that does not exist, in the build's words", () => {
    const home = read("home.yaml") as { hero: { secondaryCta: { to: string } } };
    home.hero.secondaryCta.to = "/solution/expense-reduction-ai";
    expect(checkEntry("content/home.yaml", home, { routes, names })).toEqual([
      'content/home.yaml: "hero.secondaryCta.to" points to "/solution/expense-reduction-ai", which is not a page on this site. Did you mean /solutions/expense-reduction-ai?',
    ]);
  });

  it("refuse a list with too many entries and a text that is too long", () => {
    const page = read("solutions/expense-reduction-ai.yaml");
    const problems = checkEntry(
      "content/solutions/expense-reduction-ai.yaml",
      { ...page, benefits: [...(page.benefits as string[]), "One more"], heroTitle: "x".repeat(91) },
      { routes, names },
    );
    expect(problems).toEqual([
      'content/solutions/expense-reduction-ai.yaml: "heroTitle" is 91 characters long; keep it to 90 or fewer.',
      'content/solutions/expense-reduction-ai.yaml: "benefits" has 7 entries; it needs exactly 6.',
    ]);
  });

  it("let a new article link to itself, and check its front matter but not its body", () => {
    const data = {
      id: "new-one",
      title: "A new article",
      excerpt: "x".repeat(70),
      category: "Finance",
      author: "A",
      date: "2026-11-20",
      readTime: 4,
      featured: false,
      gated: false,
      ctaLabel: "Go",
      ctaTitle: "Go",
      ctaText: "Go",
      body: "<Unknown />",
    };
    expect(checkEntry("content/insights/new-one.mdx", data, { routes, names })).toEqual([]);
    expect(checkEntry("content/insights/new-one.mdx", { ...data, category: "Gardening" }, { routes, names })[0]).toMatch(
      /"category" is "Gardening", which is not allowed here/,
    );
  });

  it("refuse an article body the build would refuse, with the build's own sentences and line numbers", async () => {
    const file = "insights/ai-roi-measurement.mdx";
    const data = fromMdx(fs.readFileSync(path.join(CONTENT, file), "utf8"));
    data.body = `${String(data.body)}\nSee [the price list](/insights/price-list).\n\n<Callout title="Mind the gap" tone="loud">\nCheck it.\n</Callout>\n`;
    const problems = await checkEntryWithBody(`content/${file}`, data, { routes, names });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toMatch(/\/insights\/price-list/);

    // The same file, saved and checked by the build: the same sentences.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-cms-check-"));
    try {
      fs.cpSync(CONTENT, dir, { recursive: true });
      fs.writeFileSync(path.join(dir, file), toMdx(data));
      expect(validateContent(dir)).toEqual(problems);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(
      await checkEntryWithBody(`content/${file}`, fromMdx(fs.readFileSync(path.join(CONTENT, file), "utf8")), { routes, names }),
    ).toEqual([]);
  });

  it("drop optional values an editor left empty, and keep required ones for the check to name", () => {
    const cleaned = withoutEmptyOptionals(solutionPage, {
      heroOverlayOpacity: null,
      features: [],
      featuresTitle: "",
      heroTitle: "",
    }) as Record<string, unknown>;
    expect(cleaned).toEqual({ heroTitle: "" });
    expect(withoutEmptyOptionals(homePage, { hero: { eyebrow: "" } })).toEqual({ hero: { eyebrow: "" } });
  });
});
