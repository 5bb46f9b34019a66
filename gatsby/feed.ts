import { readArticles } from "./inventory";
import { absoluteUrl } from "../src/lib/site-url";

/** Where the feed is served; every page's head links to it (gatsby-ssr.tsx). */
export const FEED_PATH = "/insights/rss.xml";

export interface FeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  gated: boolean;
}

interface FeedSite {
  url: string;
  /** The feed's own title and description. */
  title: string;
  description: string;
}

/** Text made safe inside XML or HTML markup and attribute values. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** RFC 822 date, as RSS 2.0 wants it, for a calendar date (noon UTC, so no time zone moves the day). */
const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString();

/**
 * RSS 2.0 of the public articles, newest first: title, link, date, category
 * and excerpt. Gated articles never appear: the feed would hand their
 * summaries to every reader app.
 */
export function rssFeed(site: FeedSite, articles: readonly FeedArticle[]): string {
  const published = articles
    .filter((article) => !article.gated)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const items = published.map((article) => {
    const link = absoluteUrl(site.url, `/insights/${article.slug}`);
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(article.date)}</pubDate>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const self = absoluteUrl(site.url, FEED_PATH);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(site.title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(site.url, "/insights"))}</link>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(site.description)}</description>`,
    "    <language>en-us</language>",
    ...(published[0] ? [`    <lastBuildDate>${rfc822(published[0].date)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** The articles' front matter, read from content/insights/*.mdx. */
export const readFeedArticles = (contentDir: string): FeedArticle[] => readArticles(contentDir);
