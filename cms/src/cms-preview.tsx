import { useEffect, useState, type ComponentType } from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { toBodyTree } from "../../content-core/body-from-mdx";
import { BODY_NOUNS } from "../../content-core/check-values";
import { aboutPage, article, homePage, isDraft, legalPage, solutionPage, solutionsOverviewPage } from "../../content-core/model";
import type { ObjectField } from "../../content-core/model/fields";
import { dayOf } from "../../content-core/dates";
import { addressOf, PAGE_FOLDERS, routeOfFile, type PageFolder } from "../../content-core/routes";
import type { BrandNames } from "../../content-core/brand";
import { UNLOCKED_ATTRIBUTE } from "../../src/lib/insights-gate";
import { pageDataFile, staticQueryDataFile, type PageData } from "../../src/lib/gatsby-internals";
import ArticleTemplate from "../../src/templates/article";
import LegalPageTemplate from "../../src/templates/legal-page";
import { Layout } from "../../src/components/layout/Layout";
import AboutPage from "../../src/templates/about";
import HomePage from "../../src/templates/home";
import SolutionsOverview from "../../src/templates/solutions";
import SolutionPageTemplate from "../../src/templates/solution-page";
import { globalCss } from "../../src/lib/global-css";
import { iconSymbols } from "../../content-core/icons";
import { mergeStaticQueries, overlay, previewArtwork } from "../cms-preview-data";
import { setStaticQueryData } from "./gatsby-shim";
import { loadMdxCompiler, readMdxBody } from "../../content-core/mdx-reading";
import { DraftMark, note, PreviewBoundary, WidthSwitch } from "./preview-frame";
import { SETTINGS } from "./settings";
import { useSavedEntries } from "./room-state";

/**
 * Previews that are the site: the page's own component inside the site's header and footer, styled by
 * the site's stylesheets, fed the editor's unsaved entry laid over the build's data for that page.
 */

interface PagePreview {
  /** Decap's name for it: the file's name in "pages", or the folder collection's name. */
  name: string;
  model: ObjectField;
  /** A single page's route, or the folder of pages the entry is one of. */
  route?: string;
  folder?: PageFolder;
  /** The key of the page's own data in its query result. */
  dataKey: string;
  /** An MDX page's date field: its body, address and day are derived here as the build derives them. */
  dateField?: string;
  Page: ComponentType<{ data: unknown }>;
}

const asPage = (Page: unknown) => Page as ComponentType<{ data: unknown }>;

export const PAGE_PREVIEWS: PagePreview[] = [
  { name: "home", model: homePage, route: routeOfFile("home.yaml"), dataKey: "homePage", Page: asPage(HomePage) },
  { name: "about", model: aboutPage, route: routeOfFile("about.yaml"), dataKey: "aboutPage", Page: asPage(AboutPage) },
  {
    name: "solutions-overview",
    model: solutionsOverviewPage,
    route: routeOfFile("solutions-overview.yaml"),
    dataKey: "solutionsOverviewPage",
    Page: asPage(SolutionsOverview),
  },
  { name: "solutions", model: solutionPage, folder: "solutions", dataKey: "solutionPage", Page: asPage(SolutionPageTemplate) },
  { name: "articles", model: article, folder: "insights", dataKey: "article", dateField: "date", Page: asPage(ArticleTemplate) },
  { name: "legal", model: legalPage, folder: "legal", dataKey: "legalPage", dateField: "effectiveDate", Page: asPage(LegalPageTemplate) },
];

/** The body tree of an MDX body as the build makes it, redrawn a moment after the editor stops typing. */
function useBodyTree(body: unknown, noun: string, names: BrandNames | undefined): unknown {
  const [tree, setTree] = useState<unknown>();
  useEffect(() => {
    if (typeof body !== "string" || !names) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      void loadMdxCompiler().then(() => {
        const reading = readMdxBody(body);
        // A body the compiler cannot read keeps the last tree it could; the save says what is wrong.
        if (live && "tree" in reading) setTree(toBodyTree(reading.tree, () => names, noun).tree);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [body, noun, names]);
  return tree;
}

interface Built {
  data: Record<string, unknown>;
  names: BrandNames;
}

const builtPages = new Map<string, Promise<Built>>();

async function json(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The build's data for a page and the static queries it uses, fetched once per page; for a page the build has not seen, `like`'s. */
function loadBuilt(route: string, like?: string): Promise<Built> {
  let loading = builtPages.get(route);
  if (!loading) {
    loading = (async () => {
      const page = (await json(`/${pageDataFile(route)}`)) as PageData;
      const statics = mergeStaticQueries(await Promise.all(page.staticQueryHashes.map((hash) => json(`/${staticQueryDataFile(hash)}`))));
      setStaticQueryData(statics);
      const site = statics.siteConfig as BrandNames;
      return { data: page.result.data, names: { product: site.product, company: site.company } };
    })();
    builtPages.set(route, loading);
  }
  return like && like !== route ? loading.catch(() => loadBuilt(like)) : loading;
}

/** The build's list of other articles (related reading) as they are saved now: a saved change shown, a draft left out. */
function asSaved(
  list: unknown,
  saved: Map<string, Record<string, unknown>>,
  apply: (item: Record<string, unknown>, entry: Record<string, unknown>) => Record<string, unknown>,
): unknown {
  if (!Array.isArray(list)) return list;
  return (list as Record<string, unknown>[]).flatMap((item) => {
    const entry = saved.get(String(item.slug));
    if (!entry) return [item];
    return isDraft(entry) ? [] : [apply(item, entry)];
  });
}

/** The built site's stylesheets (scripts/build-cms.ts siteStyleSheets), linked in the preview frame. */
declare const __SITE_STYLE_SHEETS__: string[];

export function previewFor({ model, route, folder, dataKey, dateField, Page }: PagePreview) {
  return function SitePreview({ entry, getAsset, document: frameDocument, window: frameWindow }: PreviewTemplateComponentProps) {
    const slug = entry.get("slug");
    // A new page has no route yet: its data is not found, and an article's is drawn over another's.
    const pageRoute = folder ? (slug ? PAGE_FOLDERS[folder].route(slug) : "") : route!;
    // A new article or solution page (legal pages are not made in the room) is drawn over the data of one the build has seen.
    const prefix = folder && folder !== "legal" ? PAGE_FOLDERS[folder].route("") : undefined;
    const like = prefix ? SETTINGS.routes.find((r) => r.startsWith(prefix) && r.length > prefix.length) : undefined;
    const [built, setBuilt] = useState<Built | { problem: string } | undefined>();
    useEffect(() => {
      let live = true;
      loadBuilt(slug || !like ? pageRoute : like, like).then(
        (result) => live && setBuilt(result),
        (error: Error) => live && setBuilt({ problem: error.message }),
      );
      return () => {
        live = false;
      };
    }, [pageRoute, slug, like]);
    // The premium gate stays open here: the editor reads the whole article.
    useEffect(() => frameDocument.documentElement.setAttribute(UNLOCKED_ATTRIBUTE, ""), [frameDocument]);
    const raw = entry.get("data").toJS() as Record<string, unknown>;
    const names = built && !("problem" in built) ? built.names : undefined;
    // The other articles as saved since the build (Decap's list, read again after every save), for related reading.
    const saved = useSavedEntries("articles");
    const bodyTree = useBodyTree(dateField ? raw.body : undefined, BODY_NOUNS[folder ?? ""] ?? "page", names);
    if (!built) return <p style={note}>Drawing the page…</p>;
    if ("problem" in built)
      return (
        <p style={note}>This page has no build to draw its preview from yet ({built.problem}). Save it, and the deploy preview shows it.</p>
      );
    const context = { names: built.names, asset: (path: string) => String(getAsset(path)) };
    const own = overlay(model, built.data[dataKey], raw, context) as Record<string, unknown>;
    if (folder && dateField) {
      // What the build derives for an MDX page, by the same functions: its address from the `id` as typed, its day, its body.
      const slug = typeof raw.id === "string" ? raw.id : String(own.slug ?? "");
      Object.assign(own, addressOf(folder, slug), { [dateField]: dayOf(raw[dateField]) });
      // Until the body is read: the built one, or, for a page the build has not seen, none.
      own.bodyTree = bodyTree ?? (entry.get("slug") ? own.bodyTree : { children: [] });
      // The picture the build would draw from the title and category as typed (none when the article names its own).
      if (folder === "insights") {
        own.artwork = previewArtwork(raw);
        own.related = asSaved(own.related, saved, (item, entry) => ({
          ...(overlay(model, item, entry, context) as Record<string, unknown>),
          date: dayOf(entry.date),
        }));
      }
    }
    const data = { ...built.data, [dataKey]: own };
    return (
      <>
        {/* As in the site's pages: the document-wide rules, then the components' CSS (gatsby-ssr.tsx). */}
        <style>{globalCss}</style>
        {__SITE_STYLE_SHEETS__.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* Every icon, where a page has the ones it draws (gatsby-ssr.tsx). */}
        <svg width="0" height="0" aria-hidden="true" style={{ position: "absolute" }} dangerouslySetInnerHTML={{ __html: iconSymbols() }} />
        <WidthSwitch frame={frameWindow} />
        {isDraft(raw) && <DraftMark frame={frameWindow} />}
        <PreviewBoundary entryKey={JSON.stringify(raw)}>
          <Layout>
            <Page data={data} />
          </Layout>
        </PreviewBoundary>
      </>
    );
  };
}
