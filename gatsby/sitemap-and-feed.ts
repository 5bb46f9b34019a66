import fs from "node:fs";
import path from "node:path";
import type { PluginRef } from "gatsby";
import { readContentYaml } from "./content-yaml";
import { hasNoindex } from "./page-fingerprints";

/** Where the feed is served; the plugin links every page's head to it. */
const FEED_PATH = "/insights/rss.xml";

/** An article as the feed's query reads it (GraphQL: brand names filled in, drafts have no node). */
export interface FeedArticle {
  path: string;
  title: string;
  excerpt: string;
  category: string;
  /** YYYY-MM-DD. */
  date: string;
  gated: boolean;
}

/** The feed's items: the public (not gated) articles, newest first, dated noon UTC so no time zone moves the day. */
export const feedItems = (siteUrl: string, articles: readonly FeedArticle[]) =>
  articles
    .filter((article) => !article.gated)
    .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path))
    .map((article) => ({
      title: article.title,
      description: article.excerpt,
      url: `${siteUrl}${article.path}`,
      categories: [article.category],
      date: `${article.date}T12:00:00Z`,
    }));

/** The HTML file Gatsby wrote for a page (trailingSlash "never": /about is public/about/index.html). */
const builtHtml = (route: string) => fs.readFileSync(path.resolve("public", route.slice(1), "index.html"), "utf8");

/**
 * gatsby-plugin-sitemap (every built page whose HTML does not say noindex, as the page fingerprints's
 * `indexable`, but the 404 page) and gatsby-plugin-feed (/insights/rss.xml, the public articles).
 */
export function sitemapAndFeed(contentDir: string): PluginRef[] {
  const site = readContentYaml<{ url: string; titleTemplate: string }>(contentDir, "site.yaml");
  const insights = readContentYaml<{ title: string; seo: { description: string } }>(contentDir, "insights.yaml");
  const title = site.titleTemplate.replace("%s", () => insights.title);
  type Query = { allArticle: { nodes: FeedArticle[] } };
  return [
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        createLinkInHead: false,
        query: "{ allSitePage(sort: { path: ASC }) { nodes { path } } }",
        resolveSiteUrl: () => site.url,
        // The 404 pages (/404, /404.html) are left to the plugin's own excludes; every other page is read for noindex.
        resolvePages: (data: { allSitePage: { nodes: { path: string }[] } }) =>
          data.allSitePage.nodes.filter((page) => page.path.startsWith("/404") || !hasNoindex(builtHtml(page.path))),
        serialize: (page: { path: string }) => ({ url: page.path }),
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        // Replaces the plugin's default query of siteMetadata, which this site does not set.
        query: "{ siteConfig { url } }",
        setup: ({ query }: { query: Query }) => ({
          title,
          description: insights.seo.description,
          site_url: `${site.url}/insights`,
          feed_url: `${site.url}${FEED_PATH}`,
          language: "en-us",
          pubDate: feedItems(site.url, query.allArticle.nodes)[0]?.date,
        }),
        feeds: [
          {
            output: FEED_PATH,
            title,
            query: '{ allArticle { nodes { path title excerpt category date(formatString: "YYYY-MM-DD") gated } } }',
            serialize: ({ query }: { query: Query }) => feedItems(site.url, query.allArticle.nodes),
          },
        ],
      },
    },
  ];
}
