import type { BrandNames } from "../content-core/brand";
import { githubRepository, DECAP_SERVER_URL } from "../content-core/editing-room";
import { documents } from "../content-core/model";
import { list } from "../content-core/model/fields";
import { IMAGES_DIR, mediaFor, objectFields, toDecapField, withBrandHints, type DecapField } from "./form-fields";
import { PAGE_FOLDERS, routeOfFile, type PageFolder } from "../content-core/routes";
import { ENTRIES, NEW_FILE_NAME } from "./source-format";
import { articleBodyField } from "./editor-components";

/**
 * Decap CMS's configuration, generated from the content model (content-core/model/), so the editing
 * form and the build cannot ask for different things. cms/src/index.ts passes it to CMS.init.
 */

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  /** What "View Live" opens, after the site's address. */
  preview_path?: string;
  /** What cms/search.ts finds an entry by besides its title; Decap 3 has no such setting (decaporg/decap-cms#549). */
  search_fields?: string[];
  media_folder?: string;
  public_folder?: string;
  fields?: DecapField[];
  files?: { name: string; label: string; file: string; description?: string; preview_path: string; fields: DecapField[] }[];
}

/** Decap's GitHub and proxy backends, each checking a delete first (cms/src/backends.ts), named apart from Decap's own. */
export const BACKENDS = { github: "github-checked", proxy: "proxy-checked" } as const;

/** The file formats of cms/source-format.ts, which save only what changed. */
export const FORMATS = { yaml: "yaml-source", mdx: "mdx-source" } as const;

/**
 * What each single file is, in the collection list's words and order. "View Live" opens a page's own
 * route (content-core/routes.ts), /404 for the page-not-found text, and the home page for what shows
 * on every page (menus, industries, settings).
 */
const FILE_LABELS: Record<string, { label: string; about?: string; page?: string }> = {
  "home.yaml": { label: "Home page" },
  "about.yaml": { label: "About page" },
  "contact.yaml": { label: "Contact page and form", about: "the form's labels and options, and what a visitor receives." },
  "insights.yaml": { label: "Insights page", about: "filters, search, newsletter, the premium gate and the texts around every article." },
  "solutions-overview.yaml": { label: "Solutions overview" },
  "not-found.yaml": { label: "Page not found", about: "What a visitor sees at an address that has no page.", page: "/404" },
  "video-test.yaml": { label: "Video test page" },
  "industries.yaml": {
    label: "Industries",
    about: "The industries of the menus, the footer and the contact form; a new one needs a database migration first.",
  },
  "navigation.yaml": { label: "Menus", about: "The main menu, both mega-menus with their cards, the help link and the footer's links." },
  "site.yaml": {
    label: "Site settings",
    about: "Names, footer text, trust badges, the services the privacy policy names, and the small texts of buttons and menus.",
  },
};

const documentAt = (path: string) => documents.find((document) => document.path === path)!;

/**
 * One collection of the single files, in FILE_LABELS' order, then one folder collection per folder of pages;
 * with `brand`, the fields whose content holds {company} or {product} say what the names show as.
 */
export function collections(brand: Brand = {}): DecapCollection[] {
  const hinted = (path: string, fields: DecapField[]) =>
    brand.names && brand.namedFields ? withBrandHints(fields, new Set(brand.namedFields[path]), brand.names) : fields;
  // The single files' pictures (the home page's solution cards), where the preview looks pictures up.
  const media = mediaFor("home.yaml");
  const files = Object.entries(FILE_LABELS).map(([path, about]) => {
    const { model, entries } = documentAt(path);
    const route = routeOfFile(path);
    return {
      name: path.replace(/\.ya?ml$/, ""),
      label: about.label,
      file: `content/${path}`,
      description: [route, about.about].filter(Boolean).join(": "),
      preview_path: route ?? about.page ?? "/",
      // A list at the top of the file (industries.yaml) is one list field (cms/source-format.ts).
      fields: hinted(path, entries ? [{ ...toDecapField(ENTRIES, list(model), media), label: about.label }] : objectFields(model, media)),
    };
  });
  return [
    {
      name: "pages",
      label: "Pages and settings",
      description: "The site's single pages, its menus and its settings.",
      format: FORMATS.yaml,
      extension: "yaml",
      media_folder: media.folder,
      public_folder: media.publicFolder,
      files,
    },
    ...(["insights", "solutions", "legal"] as const).map((path) => {
      const collection = folderCollection(path);
      return { ...collection, fields: hinted(path, collection.fields!) };
    }),
  ];
}

function folderCollection(path: PageFolder): DecapCollection {
  const media = mediaFor(path);
  const fields = objectFields(documentAt(path).model, media);
  const common = {
    folder: `content/${path}`,
    media_folder: media.folder,
    public_folder: media.publicFolder,
    identifier_field: "title",
    preview_path: PAGE_FOLDERS[path].route("{{slug}}"),
  };
  const mdx = { ...common, extension: "mdx", format: FORMATS.mdx };
  if (path === "insights") {
    return {
      ...mdx,
      name: "articles",
      label: "Articles",
      label_singular: "Article",
      description: "The articles of /insights. A new article's address is /insights/ followed by its file name.",
      create: true,
      delete: true,
      slug: "{{id}}",
      // A draft is marked in the list (Decap's ternary takes the value's truth).
      summary: "{{draft | ternary('Draft: ', '')}}{{title}} ({{date}})",
      sortable_fields: ["date", "title", "category"],
      search_fields: ["title", "excerpt"],
      fields: [...fields, articleBodyField("The article")],
    };
  }
  if (path === "legal") {
    return {
      ...mdx,
      name: "legal",
      label: "Legal pages",
      label_singular: "Legal page",
      description: "The Privacy Policy and the Terms of Service.",
      create: false,
      delete: false,
      search_fields: ["title", "summary"],
      fields: [...fields, articleBodyField("The page", { tools: false })],
    };
  }
  return {
    ...common,
    name: "solutions",
    label: "Solution pages",
    label_singular: "Solution page",
    description:
      "The pages under /solutions/. To add one, open the page most like it and choose Duplicate under Publish, then give it a name of its own in Page name: its address is made from the name when it is first published (Spend Analytics is /solutions/spend-analytics) and stays. Link it from the menus (Pages and settings) for visitors to find it.",
    extension: "yaml",
    format: FORMATS.yaml,
    create: true,
    // Other pages and the menus link to these; a page is removed in git, where the build names every link left behind.
    delete: false,
    // A new page's file name, put here by the check before saving (cms/checks.ts newSolutionFile).
    slug: `{{fields.${NEW_FILE_NAME}}}`,
    identifier_field: "subpage",
    search_fields: ["subpage", "seo.title", "seo.description"],
    // The first field names the page, and a new page's address.
    fields: fields.map((field) =>
      field.name === "subpage"
        ? {
            ...field,
            label: "Page name",
            hint: `Shown above the page's heading; a new page's address is made from it. ${field.hint ?? ""}`.trim(),
          }
        : field,
    ),
  };
}

export interface BuildSettings {
  /** Netlify's REPOSITORY_URL: https://github.com/<owner>/<name>. Without it (a local build), decap-server. */
  repositoryUrl?: string;
  /** The branch editors' changes are merged into. */
  branch?: string;
  /** The site whose pages "View Live" opens: the editing room gives the address it is served from (cms/src/index.ts). */
  siteUrl: string;
  /** What {company} and {product} stand for (content/site.yaml), said under the fields that hold them. */
  names?: BrandNames;
  /**
   * The fields whose content holds {company} or {product}, by content file or folder ("home.yaml", "insights"):
   * paths of the form's field names, as content-core/brand.ts brandPaths gives them (scripts/build-cms.ts).
   */
  namedFields?: Record<string, string[]>;
}

/** What the form says about {company} and {product}: nothing unless both are given. */
type Brand = Pick<BuildSettings, "names" | "namedFields">;

/**
 * On Netlify: the GitHub backend through Netlify's OAuth, with the editorial workflow. Locally:
 * decap-server (npm run cms). Not Decap's `local_backend`, whose own "proxy" deletes without the check.
 */
export function decapConfig(settings: BuildSettings) {
  const repo = githubRepository(settings.repositoryUrl);
  const backend = repo
    ? { name: BACKENDS.github, repo, branch: settings.branch ?? "main", base_url: "https://api.netlify.com", squash_merges: true }
    : { name: BACKENDS.proxy, proxy_url: DECAP_SERVER_URL, branch: settings.branch ?? "main" };
  return {
    backend,
    // On Netlify every change is a draft, then a pull request with its deploy preview; locally git is the review.
    ...(repo ? { publish_mode: "editorial_workflow" as const } : {}),
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    logo_url: "/favicon.svg",
    media_folder: IMAGES_DIR,
    public_folder: "images",
    editor: { preview: true },
    collections: collections(settings),
  };
}
