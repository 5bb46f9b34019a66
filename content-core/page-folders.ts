import { closest } from "./model/fields";

/*
 * Which content folders become pages, and the sentence for a link to a page
 * that does not exist. Plain code with no file access, so the editing room's
 * checks (cms/) can run it in the browser; gatsby/inventory.ts reads the files.
 */

/** The content folders whose files become pages, and the route each file gets. */
export const PAGE_FOLDERS = {
  solutions: { extension: ".yaml", route: (slug: string) => `/solutions/${slug}` },
  insights: { extension: ".mdx", route: (slug: string) => `/insights/${slug}` },
  legal: { extension: ".mdx", route: (slug: string) => `/${slug}` },
} as const;

export type PageFolder = keyof typeof PAGE_FOLDERS;

/**
 * A page file's address, one value under three names: the file's name; `id` in an MDX file's front
 * matter (editors see "Address (file name)"; content-core/check-values.ts holds it equal to the file
 * name); and `slug` in GraphQL and in the code, since Gatsby owns a node's `id`. The slug and the route
 * a page's data gets, in the build (gatsby/mdx-nodes.ts) and in the editing room's preview alike.
 */
export const addressOf = (folder: string, slug: string) => ({ slug, path: PAGE_FOLDERS[folder as PageFolder].route(slug) });

/**
 * Why a link's route has no page, as the end of a sentence an editor can act
 * on ("... which is not a page on this site: there is no
 * content/insights/x.mdx. Did you mean /insights/y?"), or, for a draft's
 * route (`drafts`), that its file is a draft.
 */
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
