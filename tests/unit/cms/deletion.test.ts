import fs from "node:fs";
import path from "node:path";
import {
  DeleteRefused,
  filesLinkingTo,
  pageOf,
  planDeletion,
  readContent,
  titleOf,
  type ContentFile,
  type ContentReader,
} from "../../../cms/deletion";
import { FEATURED_ARTICLES } from "../../../content-core/model";
import { readInventory } from "../../../gatsby/inventory";
import { validateContent } from "../../../gatsby/validate";

const REPOSITORY = path.resolve(__dirname, "../../..");
const CONTENT = path.join(REPOSITORY, "content");

/** A backend's reader over the repository's files, as decap-server answers the editing room. */
const disk: ContentReader = {
  getEntry: async (file) => ({ data: fs.readFileSync(path.join(REPOSITORY, file), "utf8") }),
  entriesByFolder: async (folder, extension) =>
    fs
      .readdirSync(path.join(REPOSITORY, folder))
      .filter((name) => name.endsWith(`.${extension}`))
      .map((name) => ({ file: { path: `${folder}/${name}` }, data: fs.readFileSync(path.join(REPOSITORY, folder, name), "utf8") })),
};

let files: ContentFile[];
beforeAll(async () => {
  files = await readContent(disk);
});

const file = (at: string) => files.find((candidate) => candidate.path === at)!;
const paths = (list: readonly ContentFile[]) => list.map((entry) => entry.path).sort();

/** A small deterministic random source, so that generated cases are the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe("reading the content through the backend (readContent)", () => {
  it("reads every content file: the single files and every file of each folder", async () => {
    const onDisk = [...readInventory(CONTENT).articles, ...readInventory(CONTENT).solutions, ...readInventory(CONTENT).legal].map(
      (entry) => entry.file,
    );
    expect(paths(files)).toEqual(
      [
        ...onDisk,
        ...fs
          .readdirSync(CONTENT)
          .filter((name) => name.endsWith(".yaml"))
          .map((name) => `content/${name}`),
      ].sort(),
    );
    expect(file("content/home.yaml").data.hero).toBeTruthy();
    expect(file("content/insights/ai-roi-measurement.mdx").data.body).toContain("Finance leaders");
  });

  it("asks for all of a folder's files where the backend pages them (GitHub's allEntriesByFolder)", async () => {
    const asked: string[] = [];
    const paged: ContentReader = {
      ...disk,
      entriesByFolder: async () => {
        throw new Error("only the first page");
      },
      allEntriesByFolder: async (folder, extension, depth) => {
        asked.push(folder);
        return disk.entriesByFolder(folder, extension, depth);
      },
    };
    expect(paths(await readContent(paged))).toEqual(paths(files));
    expect(asked.sort()).toEqual(["content/insights", "content/legal", "content/solutions"]);
  });
});

describe("which files link to a page (filesLinkingTo)", () => {
  it("finds the four pages that link to the article ai-roi-measurement", () => {
    expect(paths(filesLinkingTo("/insights/ai-roi-measurement", files))).toEqual([
      "content/insights/ai-transformation-readiness.mdx",
      "content/insights/data-driven-culture-transformation.mdx",
      "content/insights/future-of-ai-business-transformation.mdx",
      "content/insights/manufacturing-case-study.mdx",
    ]);
  });

  // The build itself is the measure: without a page, the files it refuses for linking to it are those found here.
  const { articles, solutions, legal, routes } = readInventory(CONTENT);
  it.each([...articles, ...solutions, ...legal].map((entry) => [entry.route, entry.file]))(
    "finds for %s exactly the files the build refuses once it is gone",
    (route, own) => {
      const without = new Set([...routes].filter((candidate) => candidate !== route));
      const refused = validateContent(CONTENT, { routes: without })
        .filter((problem) => problem.includes(`"${route}"`) || problem.includes(`"${route}#`))
        .map((problem) => /^(content\/[^:,]+)/.exec(problem)![1]!);
      expect(paths(filesLinkingTo(route, files)).filter((found) => found !== own)).toEqual(
        [...new Set(refused)].filter((at) => at !== own).sort(),
      );
    },
  );

  it("knows every way a body or a field can link, and what is not a link", () => {
    const target = "/insights/ai-roi-measurement";
    const article = file("content/insights/ai-security-considerations.mdx");
    const withBody = (body: string): ContentFile => ({ ...article, data: { ...article.data, body } });
    const links = [
      `See [the guide](${target}).`,
      `See [the guide](${target}#worked-example).`,
      `See [the guide](${target} "Measuring AI ROI").`,
      `<a href="${target}">the guide</a>`,
      `<Callout title="Read next">\n\nOur [guide](${target}) shows how.\n\n</Callout>`,
      `- a list item with [a link](${target})`,
    ];
    const notLinks = [
      `The guide lives at ${target} on the site.`,
      `See [another page](${target}-2).`,
      `See [the live page](https://www.everpeak.ai${target}).`,
      "```\n[in code](/insights/ai-roi-measurement)\n```",
    ];
    for (const body of links) expect({ body, found: filesLinkingTo(target, [withBody(body)]).length }).toEqual({ body, found: 1 });
    for (const body of notLinks) expect({ body, found: filesLinkingTo(target, [withBody(body)]).length }).toEqual({ body, found: 0 });

    // Every field that holds a link, in every file: pointed at a page nothing links to yet, it is found there.
    const fresh = "/insights/a-page-nothing-links-to";
    const next = random(32);
    let fields = 0;
    for (const entry of files) {
      const copy = structuredClone(entry);
      const walk = (value: unknown, set: (value: unknown) => void): void => {
        if (typeof value === "string" && /^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/.test(value)) {
          if (!filesLinkingTo(value.split("#")[0]!, [copy]).length) return;
          fields++;
          set(next() < 0.5 ? fresh : `${fresh}#section`);
          expect({ file: entry.path, link: value, found: filesLinkingTo(fresh, [copy]).length }).toEqual({
            file: entry.path,
            link: value,
            found: 1,
          });
          set(value);
        } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, (changed) => (value[i] = changed)));
        else if (value && typeof value === "object") {
          const group = value as Record<string, unknown>;
          for (const key of Object.keys(group)) walk(group[key], (changed) => (group[key] = changed));
        }
      };
      walk(copy.data, () => undefined);
    }
    // The menus, the home page, the contact and insights pages, the page not found: links in fields of many shapes.
    expect(fields).toBeGreaterThan(30);
  });
});

describe("deleting a page (planDeletion)", () => {
  it("refuses to delete ai-roi-measurement, naming the four pages that link to it by their titles", () => {
    const plan = planDeletion(["content/insights/ai-roi-measurement.mdx"], files);
    expect(plan).toEqual({
      refusal:
        '"Measuring AI ROI: A Practical Framework for Finance Leaders" can\'t be deleted: it is linked from ' +
        '"Is Your Organization Ready for AI? Five Indicators That Tell You", ' +
        '"Building a Data-Driven Culture: The Transformation Leaders Overlook", ' +
        '"The Future of AI in Business Transformation: 2024 Trends and Predictions" and ' +
        '"How a Manufacturer Cut Its $30M In-Scope Operating Cost 35%, Measured Six Months After Go-Live". Remove the links to it there first, then delete it.',
      pictures: [],
    });
  });

  it("names single files by their label in the editing room, and pages by their title", () => {
    expect(titleOf(file("content/navigation.yaml"))).toBe("Menus");
    expect(titleOf(file("content/home.yaml"))).toBe("Home page");
    expect(titleOf(file("content/solutions/fractional-caio.yaml"))).toBe("Fractional CAIO Services");
    expect(titleOf(file("content/legal/privacy-policy.mdx"))).toBe("Privacy Policy");
    const refusal = planDeletion(["content/legal/privacy-policy.mdx"], files).refusal;
    expect(refusal).toBe(
      '"Privacy Policy" can\'t be deleted: it is linked from "Site settings", "Menus", "Contact page and form", "Insights page" and "Terms of Service". Remove the links to it there first, then delete it.',
    );
  });

  it("works for a page of any folder: each page's address comes from the folder it is in", () => {
    expect(pageOf("content/insights/ai-roi-measurement.mdx")).toBe("/insights/ai-roi-measurement");
    expect(pageOf("content/solutions/fractional-caio.yaml")).toBe("/solutions/fractional-caio");
    expect(pageOf("content/legal/privacy-policy.mdx")).toBe("/privacy-policy");
    expect(pageOf("content/home.yaml")).toBeUndefined();
    expect(pageOf("content/images/insights/ai-roi-measurement.jpg")).toBeUndefined();
    expect(planDeletion(["content/solutions/fractional-caio.yaml"], files).refusal).toMatch(
      /^"Fractional CAIO Services" can't be deleted: it is linked from "Menus", "Home page", /,
    );
  });

  it("deletes a page nobody links to with its own picture", () => {
    const article = file("content/insights/intelligent-expense-management-economics.mdx");
    expect(filesLinkingTo("/insights/intelligent-expense-management-economics", files)).toEqual([]);
    expect(planDeletion([article.path], files)).toEqual({
      pictures: ["content/images/insights/intelligent-expense-management-economics.jpg"],
    });
  });

  it("keeps a picture another file still shows: a solution page's picture is on the home page's card too", () => {
    // Solution pages cannot be deleted in the editing room, but the check holds for them: with no page linking to it, only the picture's other use stays.
    const page = "content/solutions/white-label-platform.yaml";
    const unlinked = files.map((entry) =>
      entry.path === page
        ? entry
        : { ...entry, data: JSON.parse(JSON.stringify(entry.data).replaceAll('"/solutions/white-label-platform', '"/solutions')) },
    );
    expect(planDeletion([page], unlinked)).toEqual({ pictures: [] });
    const withoutCard = unlinked.filter((entry) => entry.path !== "content/home.yaml");
    expect(planDeletion([page], withoutCard)).toEqual({ pictures: ["content/images/solutions/white-label-platform.jpg"] });
  });

  it("takes exactly the pictures that only the deleted files used, for any files sharing any pictures", () => {
    const template = file("content/insights/intelligent-expense-management-economics.mdx");
    const pool = ["a", "b", "c", "d", "e"].map((name) => `content/images/insights/${name}.jpg`);
    for (let run = 0; run < 200; run++) {
      const next = random(run + 1);
      const articles: ContentFile[] = Array.from({ length: 2 + Math.floor(next() * 6) }, (_, i) => {
        const picture = next() < 0.8 ? pool[Math.floor(next() * pool.length)] : undefined;
        const { image: _image, ...data } = template.data;
        return {
          path: `content/insights/generated-${i}.mdx`,
          data: {
            ...data,
            id: `generated-${i}`,
            body: "No links.",
            ...(picture ? { image: `../${picture.slice("content/".length)}` } : {}),
          },
        };
      });
      const deleted = articles.filter(() => next() < 0.4).map((entry) => entry.path);
      const pictureOf = (entry: ContentFile) => (entry.data.image ? `content/${String(entry.data.image).slice(3)}` : undefined);
      const kept = new Set(articles.filter((entry) => !deleted.includes(entry.path)).map(pictureOf));
      const expected = [
        ...new Set(
          articles
            .filter((entry) => deleted.includes(entry.path))
            .map(pictureOf)
            .filter((picture): picture is string => Boolean(picture) && !kept.has(picture)),
        ),
      ].sort();
      expect({ run, plan: planDeletion(deleted, articles) }).toEqual({ run, plan: { pictures: expected } });
    }
  });

  it(`refuses to delete a featured article when fewer than ${FEATURED_ARTICLES} would be left, as the build would`, () => {
    const featured = files.filter((entry) => entry.data.featured === true);
    expect(featured).toHaveLength(FEATURED_ARTICLES);
    const refusal = planDeletion([featured[0]!.path], files).refusal;
    expect(refusal).toMatch(
      new RegExp(`^"${titleOf(featured[0]!).replace(/[?()]/g, "\\$&")}" can't be deleted: then only 2 articles are featured \\("`),
    );
    expect(refusal).toContain(`at least ${FEATURED_ARTICLES} are needed`);
    // In an editor's words: the folder's path is left out.
    expect(refusal).not.toContain("content/");
  });

  it("refuses to delete a picture a page shows (the media library's delete), and lets an unused one go", () => {
    expect(planDeletion(["content/images/insights/ai-roi-measurement.jpg"], files).refusal).toBe(
      'The picture ai-roi-measurement.jpg can\'t be deleted: it is used on "Measuring AI ROI: A Practical Framework for Finance Leaders". Choose another picture there first, then delete it.',
    );
    expect(planDeletion(["content/images/insights/nobody-uses-this.jpg"], files)).toEqual({ pictures: [] });
  });

  it("refuses with a plain Error whose text is the sentence alone, as Decap's message shows it", () => {
    const refusal = new DeleteRefused("It is linked from the Home page.");
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal.name).toBe("DeleteRefused");
    expect(`Failed to delete entry: ${String(refusal)}`).toBe("Failed to delete entry: It is linked from the Home page.");
  });
});
