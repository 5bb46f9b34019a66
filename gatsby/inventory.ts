import fs from "node:fs";
import path from "node:path";
import { fillBrand } from "../content-core/brand";
import { splitFrontMatter } from "../content-core/front-matter";
import { brandNamesIn } from "./brand";
import { dayOf } from "../content-core/dates";
import { isDraft, type article } from "../content-core/model/article";
import type { ValueOf } from "../content-core/model/fields";
import { FIXED_PAGES, PAGE_FOLDERS, type PageFolder } from "../content-core/routes";
import { readYaml } from "../content-core/yaml";

/**
 * What the site consists of: the route table's fixed pages (content-core/routes.ts) and a page per file of
 * content/solutions, content/insights (drafts aside) and content/legal. Nothing else in the code lists slugs,
 * so an editor adds a page by adding a file.
 */
export interface Entry {
  slug: string;
  /** The route the file becomes. */
  route: string;
  /** The file, relative to the repository: content/insights/<slug>.mdx. */
  file: string;
}

const REPOSITORY = path.resolve(__dirname, "..");

/** The repository's content/ folder (tests pass a fixture folder instead). */
export const CONTENT_DIR = path.join(REPOSITORY, "content");

/** The names of the files in `dir` that end in `extension` (.yaml includes .yml), sorted; none when there is no such folder. */
export function filesIn(dir: string, extension: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(extension) || (extension === ".yaml" && name.endsWith(".yml")))
    .sort();
}

function entriesIn(contentDir: string, folder: PageFolder): Entry[] {
  const { extension, route } = PAGE_FOLDERS[folder];
  return filesIn(path.join(contentDir, folder), extension)
    .map((name) => {
      const slug = name.replace(/\.(ya?ml|mdx)$/, "");
      return { slug, route: route(slug), file: `content/${folder}/${name}` };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Every file in content/insights with its front matter as written, or {} when it cannot be read (the content checks say why). */
const allArticles = (contentDir: string) =>
  entriesIn(contentDir, "insights").map((entry) => {
    const text = fs.readFileSync(path.join(contentDir, "insights", `${entry.slug}.mdx`), "utf8").replace(/^\uFEFF/, "");
    let front: unknown;
    try {
      front = readYaml(splitFrontMatter(text)?.frontMatter ?? "");
    } catch {
      front = {};
    }
    return { ...entry, front: (front && typeof front === "object" && !Array.isArray(front) ? front : {}) as Record<string, unknown> };
  });

export function readInventory(contentDir: string = CONTENT_DIR) {
  const pages = FIXED_PAGES.map((page) => page.route).sort();
  const solutions = entriesIn(contentDir, "solutions");
  const all = allArticles(contentDir).map(({ front, ...entry }) => ({ entry, draft: isDraft(front) }));
  const articles = all.filter((article) => !article.draft).map((article) => article.entry);
  /** The articles kept as drafts: files in content/insights that are no page. */
  const drafts = all.filter((article) => article.draft).map((article) => article.entry);
  const legal = entriesIn(contentDir, "legal");
  const routes: ReadonlySet<string> = new Set([...pages, ...[...solutions, ...articles, ...legal].map((entry) => entry.route)]);
  return { pages, solutions, articles, legal, drafts, routes };
}

/**
 * An article's front matter as the feed, the listing and the tests read it (the build reads it
 * through GraphQL): the article model's fields, with its address as `slug` for `id` (as in GraphQL,
 * content-core/routes.ts addressOf), the date as YYYY-MM-DD, and `alsoIn` a list, even empty.
 */
export type ArticleFront = Omit<ValueOf<typeof article>, "id" | "draft" | "alsoIn"> & { slug: string; alsoIn: string[] };

/** The front matter of every published article, by file name, with the brand names filled in as GraphQL fills them. */
export function readArticles(contentDir: string = CONTENT_DIR): ArticleFront[] {
  const names = brandNamesIn(contentDir);
  return allArticles(contentDir)
    .filter((entry) => !isDraft(entry.front))
    .map(({ slug, front: written }) => {
      const { id: _slug, draft: _draft, ...front } = fillBrand(written, names) as ValueOf<typeof article>;
      return { ...front, slug, alsoIn: front.alsoIn ?? [], date: dayOf(front.date) };
    });
}
