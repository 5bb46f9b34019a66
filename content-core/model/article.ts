// content/insights/<id>.mdx: an article's front matter, and the components its body may use.
import { BUFFER_CHOICES } from "../roi";
import { slugText } from "./common";
import { date, file, integer, list, object, optional, text, yesNo } from "./fields";

/** The categories an article may have, as docs/product.md names them (the listing's dropdown adds "All" in front). */
export const ARTICLE_CATEGORIES = [
  "AI Transformation",
  "Case Studies",
  "Healthcare",
  "Manufacturing",
  "Finance",
  "Strategy",
  "Technology",
  "Security",
  "Business Intelligence",
] as const;

/** A browser tab shows about 60 characters; the template adds " | {company}". */
export const ARTICLE_SEO_TITLE_MAX = 49;

/**
 * Whether an article is a draft: kept in content/insights, but no node (gatsby/mdx-nodes.ts) and so no
 * page, listing or feed entry. What only a live page needs (read time, SEO title, featured count) waits.
 */
export const isDraft = (front: { draft?: unknown }): boolean => front.draft === true;

/** The front matter of content/insights/<slug>.mdx: the article summary docs/product.md lists, plus its call to action. */
export const article = object(
  "Article",
  {
    draft: optional(
      yesNo({
        hint: "On: the article is kept here but not published. It has no page and is in no list, the feed or the sitemap. To put it on the site, switch this off and publish.",
      }),
    ),
    /** Equals the file name; it is the article's address, /insights/<id>. */
    id: slugText(),
    title: text({ max: 110 }),
    seoTitle: optional(text({ max: ARTICLE_SEO_TITLE_MAX })),
    excerpt: text({ min: 60, max: 160 }),
    category: text({ oneOf: ARTICLE_CATEGORIES }),
    alsoIn: optional(list(text({ oneOf: ARTICLE_CATEGORIES }), { min: 1, max: 3 })),
    author: text({ max: 60 }),
    /** The day it was published: from 2000 on, and at most a year ahead, so a year typed wrong does not go live. */
    date: date({ earliest: "2000-01-01", withinAYear: true }),
    readTime: integer(1, 60),
    /** Optional: without it, the build draws an artwork from the title and category (content-core/artwork/). */
    image: optional(
      file({ ifMissing: 'Correct the path, or delete the "image" line and the build will draw a picture from the title and category.' }),
    ),
    featured: yesNo(),
    gated: yesNo(),
    ctaLabel: text({ max: 50 }),
    ctaTitle: text({ max: 70 }),
    ctaText: text({ max: 220, paragraphs: true }),
  },
  (entry) => {
    if (Array.isArray(entry.alsoIn) && entry.alsoIn.includes(entry.category)) {
      return `lists its own category "${String(entry.category)}" in "alsoIn"; "alsoIn" is for further categories only.`;
    }
    // A browser tab shows the title of a live page only.
    const title = typeof entry.title === "string" ? entry.title.trim() : "";
    if (title.length > ARTICLE_SEO_TITLE_MAX && !entry.seoTitle && !isDraft(entry)) {
      return `has a title of ${title.length} characters, too long for a browser tab; add "seoTitle" with ${ARTICLE_SEO_TITLE_MAX} characters or fewer.`;
    }
    return null;
  },
);

export const FEATURED_ARTICLES = 3;

/** An attribute of an article component: text, a list of texts, rows of texts, a switch, or one of a few words. */
export type ComponentAttribute =
  { kind: "text" | "texts" | "rows" | "flag"; required?: boolean } | { kind: "word"; oneOf: readonly string[]; required?: boolean };

/**
 * The components an article body may use without importing them, the attributes each takes, and whether it
 * wraps Markdown: the one list of them. The site draws each (src/components/insights/mdx, which TypeScript
 * holds to these names) and the editing room offers each (cms/editor-components.ts).
 */
export const ARTICLE_COMPONENT_ATTRIBUTES = {
  Callout: {
    attributes: { title: { kind: "text", required: true }, tone: { kind: "word", oneOf: ["insight", "warning", "action"] } },
    wraps: true,
  },
  Stats: { attributes: {}, wraps: true },
  Stat: { attributes: { value: { kind: "text", required: true }, label: { kind: "text", required: true } }, wraps: false },
  DataTable: {
    attributes: {
      caption: { kind: "text", required: true },
      head: { kind: "texts", required: true },
      rows: { kind: "rows", required: true },
      emphasizeLast: { kind: "flag" },
    },
    wraps: false,
  },
  Timeline: { attributes: {}, wraps: true },
  Phase: { attributes: { title: { kind: "text", required: true }, duration: { kind: "text" } }, wraps: true },
  PullQuote: { attributes: { attribution: { kind: "text", required: true } }, wraps: true },
  // The reader tools: the figures or questions they open with here, their labels in content/insights.yaml (tools).
  RoiCalculator: {
    attributes: {
      title: { kind: "text", required: true },
      cost: { kind: "text", required: true },
      savings: { kind: "text", required: true },
      revenue: { kind: "text", required: true },
      buffer: { kind: "word", oneOf: BUFFER_CHOICES, required: true },
      lag: { kind: "text", required: true },
    },
    wraps: false,
  },
  ReadinessCheck: {
    attributes: {
      title: { kind: "text", required: true },
      questions: { kind: "rows", required: true },
      bands: { kind: "rows", required: true },
    },
    wraps: false,
  },
} satisfies Record<string, { attributes: Record<string, ComponentAttribute>; wraps: boolean }>;

export type ArticleComponent = keyof typeof ARTICLE_COMPONENT_ATTRIBUTES;

export const ARTICLE_COMPONENTS = Object.keys(ARTICLE_COMPONENT_ATTRIBUTES) as ArticleComponent[];

export const isArticleComponent = (name: string): name is ArticleComponent => Object.hasOwn(ARTICLE_COMPONENT_ATTRIBUTES, name);

/** The components that are reader tools: they stand in articles only, whose page carries their labels. */
export const TOOL_COMPONENTS = ["RoiCalculator", "ReadinessCheck"] as const satisfies readonly ArticleComponent[];

/** The components a body may use: an article all of them, a legal page all but the reader tools. */
export const componentsFor = (noun: string): readonly ArticleComponent[] =>
  noun === "article" ? ARTICLE_COMPONENTS : ARTICLE_COMPONENTS.filter((name) => !(TOOL_COMPONENTS as readonly string[]).includes(name));

/** docs/product.md: read time is the body's length at about 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

/** content/insights/ as a whole: enough featured articles for the listing, which shows no draft. */
export function featuredRule(entries: { file: string; data: Record<string, unknown> }[]): string[] {
  const featured = entries.filter((entry) => entry.data.featured === true && !isDraft(entry.data));
  if (featured.length >= FEATURED_ARTICLES) return [];
  const missing = FEATURED_ARTICLES - featured.length;
  // Named by title, as an editor knows them, with the file for whoever edits files.
  const names = featured.map((entry) => (typeof entry.data.title === "string" ? `"${entry.data.title}" (${entry.file})` : entry.file));
  return [
    `content/insights/: only ${featured.length === 1 ? "1 article is" : `${featured.length} articles are`} featured` +
      `${names.length ? ` (${names.join(", ")})` : ""}; ` +
      `the listing shows the ${FEATURED_ARTICLES} newest featured articles, so at least ${FEATURED_ARTICLES} are needed. ` +
      `Mark ${missing} more ${missing === 1 ? "article" : "articles"} as featured (the Featured switch; "featured: true" in the file).`,
  ];
}
