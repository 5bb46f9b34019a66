import { closest } from "./model/fields";

/**
 * The route table. The pages with a content file of their own, each drawn by src/templates/<template>.tsx:
 * the build makes them (gatsby/pages.ts), the content check takes their routes as link targets, and the
 * editing room previews each file at its route. Page not found (not-found.yaml) is src/pages/404.tsx, Gatsby's own.
 */
export const FIXED_PAGES = [
  { route: "/", file: "home.yaml", template: "home" },
  { route: "/about", file: "about.yaml", template: "about" },
  { route: "/contact", file: "contact.yaml", template: "contact" },
  { route: "/insights", file: "insights.yaml", template: "insights" },
  { route: "/solutions", file: "solutions-overview.yaml", template: "solutions" },
  { route: "/video-test", file: "video-test.yaml", template: "video-test" },
] as const;

/** The route of a fixed page's content file; undefined for a file that is no page of its own. */
export const routeOfFile = (file: string): string | undefined => FIXED_PAGES.find((page) => page.file === file)?.route;

/** The content folders whose files become pages, and the route each file gets (gatsby/inventory.ts reads the files). */
export const PAGE_FOLDERS = {
  solutions: { extension: ".yaml", route: (slug: string) => `/solutions/${slug}` },
  insights: { extension: ".mdx", route: (slug: string) => `/insights/${slug}` },
  legal: { extension: ".mdx", route: (slug: string) => `/${slug}` },
} as const;

export type PageFolder = keyof typeof PAGE_FOLDERS;

/**
 * The slug and route of a page file, in the build (gatsby/mdx-nodes.ts) and the editing room's preview.
 * Its address is one value under three names: the file name, `id` in MDX front matter, and `slug` in GraphQL.
 */
export const addressOf = (folder: string, slug: string) => ({ slug, path: PAGE_FOLDERS[folder as PageFolder].route(slug) });

/** Why a link's route has no page, as the end of a sentence ("... which is not a page on this site: there is no content/insights/x.mdx. Did you mean /insights/y?"). */
export function missingPage(route: string, routes: ReadonlySet<string>, drafts?: ReadonlySet<string>): string {
  for (const [folder, { extension, route: routeOf }] of Object.entries(PAGE_FOLDERS)) {
    const prefix = routeOf("");
    if (prefix !== "/" && route.startsWith(prefix)) {
      const slug = route.slice(prefix.length);
      const file = `content/${folder}/${slug}${extension}`;
      if (drafts?.has(route))
        return `which is not on the site yet: ${file} is a draft. Switch its Draft off and publish it first, or take this link out.`;
      return `which is not a page on this site: there is no ${file}.${suggestion(route, routes)}`;
    }
  }
  return `which is not a page on this site.${suggestion(route, routes)}`;
}

/** " Did you mean /x?" for a route near this one, if there is one. */
function suggestion(route: string, routes: ReadonlySet<string>): string {
  const near = closest(route, [...routes]);
  return near ? ` Did you mean ${near}?` : "";
}
