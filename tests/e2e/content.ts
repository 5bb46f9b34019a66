import fs from "node:fs";
import path from "node:path";
import { readYaml } from "../../content-core/yaml";
import { CONTENT_DIR, readArticles, readInventory, type ArticleFront, type Entry } from "../../gatsby/inventory";

/**
 * What the browser tests expect, read from the content files the way an
 * editor writes them: which articles and solutions exist (gatsby/inventory.ts),
 * and what each one's file says its page shows. No test lists slugs; a new or
 * removed file changes the expectations with it.
 */

const REPOSITORY = path.resolve(CONTENT_DIR, "..");

export const inventory = readInventory();

const read = (file: string) => fs.readFileSync(path.join(REPOSITORY, file), "utf8").replace(/^\uFEFF/, "");
const loadYaml = (file: string) => readYaml(read(file)) as Record<string, unknown>;

/** "2023-12-20" as the site prints it: "December 20, 2023" (Gatsby's formatString "MMMM D, YYYY"). */
export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
}

/** The listing's and the article page's texts (content/insights.yaml). */
const insightsTexts = loadYaml("content/insights.yaml") as { readTime: string; article: { byline: string } };

export interface Article extends Entry, ArticleFront {
  /** The route, /insights/<slug>. */
  path: string;
  /** As the header shows it: "By Everpeak Analytics Team". */
  byline: string;
  /** As the page shows it: "December 20, 2023". */
  formattedDate: string;
  /** As the page shows it: "9 min read". */
  readTimeLabel: string;
}

/** Front matter as the build reads it (gatsby/inventory.ts), with what the page prints. */
const fronts = new Map(readArticles().map((front) => [front.slug, front]));

function article(entry: Entry): Article {
  const front = fronts.get(entry.slug)!;
  return {
    ...entry,
    ...front,
    path: entry.route,
    byline: insightsTexts.article.byline.replace("{author}", front.author),
    formattedDate: formatDate(front.date),
    readTimeLabel: insightsTexts.readTime.replace("{minutes}", String(front.readTime)),
  };
}

/** Every article, newest first (on the same day by slug), as the listing orders them. */
export const articles: Article[] = inventory.articles
  .map(article)
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
export const publicArticles = articles.filter((a) => !a.gated);
export const gatedArticles = articles.filter((a) => a.gated);

/** The articles the category filter shows for a category (main or `alsoIn`), newest first. */
export const articlesIn = (category: string) => articles.filter((a) => a.category === category || a.alsoIn.includes(category));

export interface Solution extends Entry {
  heroTitle: string;
  heroOverlayOpacity?: number;
  ctaButtonText: string;
  howItWorks: { title: string }[];
  problemSolutionPairs?: { problem: { title: string } }[];
  features?: unknown[];
}

/** Every content/solutions/<slug>.yaml, by slug. */
export const solutions: Solution[] = inventory.solutions.map((entry) => ({
  ...(loadYaml(entry.file) as Omit<Solution, keyof Entry>),
  ...entry,
}));

const home = loadYaml("content/home.yaml") as {
  solutions: { cards: { title: string; titleLine2?: string; link: string; backgroundImage: string }[] };
};

/** The home page's solution cards (content/home.yaml), in order. */
export const homeCards = home.solutions.cards;

const navigation = loadYaml("content/navigation.yaml") as {
  solutionsMenu: { columns: { heading: string; items: { name: string; path: string }[] }[]; promo: { details?: string[] } };
};

const overview = loadYaml("content/solutions-overview.yaml") as {
  resultsMethod: { title: string; points: { term: string }[] };
  sectionLabels: { resultsMethodLink: { label: string; to: string } };
};

/** How /solutions says results are measured, and the link each solution page's note on its figures makes to it. */
export const resultsMethod = { ...overview.resultsMethod, link: overview.sectionLabels.resultsMethodLink };

/** The facts under the Solutions menu's promo (its date, time and format). */
export const promoDetails = navigation.solutionsMenu.promo.details ?? [];

/** The links of the Solutions menu (content/navigation.yaml), column by column; the footer lists the same. */
export const solutionsMenuLinks = navigation.solutionsMenu.columns.flatMap((column) => column.items);
