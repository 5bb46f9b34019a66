import { githubRepository, DECAP_SERVER_URL } from "../src/lib/editing-room";
import { documents as contentDocuments, type ContentDocument } from "../content-core/model";
import { list } from "../content-core/model/fields";
import { IMAGES_DIR, labelFor, mediaFor, objectFields, toDecapField, type DecapField } from "./form-fields";
import { PAGE_FOLDERS } from "../content-core/page-folders";
import { ENTRIES, NEW_FILE_NAME } from "./source-format";
import { articleBodyField } from "./editor-components";

/**
 * Decap CMS's configuration, generated from the content model
 * (content-core/model/): every collection, field, widget, length, count
 * and choice comes from the declaration the build checks content against, so
 * the editing form and the build cannot ask for different things. Plain data:
 * cms/src/index.ts passes it to CMS.init, with the settings scripts/build-cms.ts
 * gives the bundle.
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
  /** What "View Live" opens, after the site's address: the entry's own page. */
  preview_path?: string;
  /**
   * The fields the editing room's search finds an entry by: its title and summary. Read by
   * cms/search.ts; Decap 3's own search has no such setting (decaporg/decap-cms#549).
   */
  search_fields?: string[];
  media_folder?: string;
  public_folder?: string;
  fields?: DecapField[];
  files?: { name: string; label: string; file: string; description?: string; preview_path: string; fields: DecapField[] }[];
}

/**
 * The backends the editing room registers (cms/src/backends.ts): Decap's own GitHub backend (on Netlify)
 * and decap-server's client ("proxy"), each checking a delete before it deletes (cms/deletion.ts).
 * Named apart from Decap's, which stay registered under their own names.
 */
export const BACKENDS = { github: "github-checked", proxy: "proxy-checked" } as const;

export interface DecapBackend {
  name: (typeof BACKENDS)[keyof typeof BACKENDS];
  repo?: string;
  branch?: string;
  base_url?: string;
  proxy_url?: string;
  squash_merges?: boolean;
}

export interface DecapConfig {
  backend: DecapBackend;
  publish_mode?: "editorial_workflow";
  site_url: string;
  display_url: string;
  logo_url: string;
  media_folder: string;
  public_folder: string;
  editor: { preview: boolean };
  collections: DecapCollection[];
}

/** The file formats of cms/source-format.ts, which save only what changed (registered in cms/src/index.ts). */
export const FORMATS = { yaml: "yaml-source", mdx: "mdx-source" } as const;

/**
 * What each single file is, in the words of the collection list, in the order the list shows them (pages first),
 * and the page "View Live" opens. The menus, the industries and the site settings have no page of their own:
 * they show in the header, menus and footer of every page, so View Live opens the home page, which has them all.
 * The page-not-found text shows at any address that has no page; /404 is one.
 */
const FILE_LABELS: Record<string, { label: string; description: string; page: string }> = {
  "home.yaml": { label: "Home page", description: "/", page: "/" },
  "about.yaml": { label: "About page", description: "/about", page: "/about" },
  "contact.yaml": {
    label: "Contact page and form",
    description: "/contact: the form's labels and options, and what a visitor receives.",
    page: "/contact",
  },
  "insights.yaml": {
    label: "Insights page",
    description: "/insights: filters, search, newsletter, the premium gate and the texts around every article.",
    page: "/insights",
  },
  "solutions-overview.yaml": { label: "Solutions overview", description: "/solutions", page: "/solutions" },
  "not-found.yaml": { label: "Page not found", description: "What a visitor sees at an address that has no page.", page: "/404" },
  "video-test.yaml": { label: "Video test page", description: "/video-test", page: "/video-test" },
  "industries.yaml": {
    label: "Industries",
    description: "The industries of the menus, the footer and the contact form; a new one needs a database migration first.",
    page: "/",
  },
  "navigation.yaml": {
    label: "Menus",
    description: "The main menu, both mega-menus with their cards, the help link and the footer's links.",
    page: "/",
  },
  "site.yaml": {
    label: "Site settings",
    description: "Names, footer text, trust badges and the small texts of buttons and menus.",
    page: "/",
  },
};
const fileOrder = (file: string) => {
  const index = Object.keys(FILE_LABELS).indexOf(file.replace(/^content\//, ""));
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
};

/**
 * The collections: one collection of the single files, then one folder
 * collection per folder of pages (articles, solution pages, legal pages).
 * industries.yaml, whose top level is a list, is edited as one list field.
 */
export function collections(documents: readonly ContentDocument[] = contentDocuments): DecapCollection[] {
  const folders: DecapCollection[] = [];
  const files: NonNullable<DecapCollection["files"]> = [];
  for (const document of documents) {
    const media = mediaFor(document);
    const fields = objectFields(document.model, media);
    if (document.entries) {
      // A list at the top of the file (industries.yaml): one list field holds it (cms/source-format.ts).
      const about = FILE_LABELS[document.path]!;
      const entries = toDecapField(ENTRIES, list(document.model), media);
      files.push({
        name: document.path.replace(/\.ya?ml$/, ""),
        label: about.label,
        file: `content/${document.path}`,
        description: about.description,
        preview_path: about.page,
        fields: [{ ...entries, label: about.label }],
      });
      continue;
    }
    if (!document.files) {
      const about = FILE_LABELS[document.path] ?? { label: labelFor(document.path.replace(/\.ya?ml$/, "")), description: "", page: "/" };
      files.push({
        name: document.path.replace(/\.ya?ml$/, ""),
        label: about.label,
        file: `content/${document.path}`,
        description: about.description,
        preview_path: about.page,
        fields,
      });
      continue;
    }
    folders.push(folderCollection(document, fields, media));
  }
  // The single files' pictures (the home page's solution cards) are in content/images/solutions;
  // set for the collection too, where the preview looks pictures up.
  const media = mediaFor({ path: "home.yaml", model: documents[0]!.model });
  files.sort((a, b) => fileOrder(a.file) - fileOrder(b.file));
  const folderOrder = ["articles", "solutions", "legal"];
  folders.sort((a, b) => folderOrder.indexOf(a.name) - folderOrder.indexOf(b.name));
  // The single pages first: what editors change most.
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
    ...folders,
  ];
}

function folderCollection(
  document: ContentDocument,
  fields: DecapField[],
  media: { folder: string; publicFolder: string },
): DecapCollection {
  const common = { folder: `content/${document.path}`, media_folder: media.folder, public_folder: media.publicFolder };
  if (document.path === "insights") {
    return {
      ...common,
      name: "articles",
      label: "Articles",
      label_singular: "Article",
      description: "The articles of /insights. A new article's address is /insights/ followed by its file name.",
      extension: "mdx",
      format: FORMATS.mdx,
      create: true,
      delete: true,
      slug: "{{id}}",
      identifier_field: "title",
      summary: "{{title}} ({{date}})",
      sortable_fields: ["date", "title", "category"],
      preview_path: PAGE_FOLDERS.insights.route("{{slug}}"),
      search_fields: ["title", "excerpt"],
      fields: [...fields, articleBodyField("The article")],
    };
  }
  if (document.path === "legal") {
    return {
      ...common,
      name: "legal",
      label: "Legal pages",
      label_singular: "Legal page",
      description: "The Privacy Policy and the Terms of Service.",
      extension: "mdx",
      format: FORMATS.mdx,
      create: false,
      delete: false,
      identifier_field: "title",
      preview_path: PAGE_FOLDERS.legal.route("{{slug}}"),
      search_fields: ["title", "summary"],
      fields: [...fields, articleBodyField("The page")],
    };
  }
  return {
    ...common,
    name: "solutions",
    label: "Solution pages",
    label_singular: "Solution page",
    description:
      "The pages under /solutions/. To add one, open the page most like it and choose Duplicate under Publish, then write the new page's address in its first field: its file is named after it. Link it from the menus (Pages and settings) for visitors to find it.",
    extension: "yaml",
    format: FORMATS.yaml,
    create: true,
    // Other pages and the menus link to these; a page is removed in git, where the build names every link left behind.
    delete: false,
    // A new page's file name is the last part of its "solution" field, which the check before saving puts here (cms/checks.ts newSolutionFile).
    slug: `{{fields.${NEW_FILE_NAME}}}`,
    identifier_field: "subpage",
    preview_path: PAGE_FOLDERS.solutions.route("{{slug}}"),
    search_fields: ["subpage", "seo.title", "seo.description"],
    // The first field is the page's address: named so where an editor writes a new one.
    fields: fields.map((field) => (field.name === "solution" ? { ...field, label: "Address" } : field)),
  };
}

/**
 * The body of an MDX file, in Decap's rich-text editor (with its Markdown
 * source a click away). The article components are blocks of that editor,
 * inserted from its "+" menu and edited as forms (cms/editor-components.ts),
 * and lists are written with "-" as in the files, so saving changes nothing
 * but what was edited. The headings offered are those a body may use: the
 * page's title is its only first-level heading.
 */
export interface BuildSettings {
  /** Netlify's REPOSITORY_URL: https://github.com/<owner>/<name>. Without it (a local build), decap-server. */
  repositoryUrl?: string;
  /** The branch editors' changes are merged into. */
  branch?: string;
  /**
   * The site's address, which "View Live" opens pages of: the editing room gives the address it is
   * served from (cms/src/index.ts), so it opens the local site locally and the deploy being edited on
   * Netlify; the build's settings hold site.yaml's url.
   */
  siteUrl: string;
}

/**
 * The whole configuration. On Netlify: the GitHub backend, signing in through
 * Netlify's OAuth provider (the GitHub backend's default), with the
 * editorial workflow. Locally: decap-server (npm run cms), no account.
 * Decap's \`local_backend\` setting is not used: it would replace the backend
 * by Decap's own "proxy", which deletes without the check.
 */
export function decapConfig(settings: BuildSettings, documents: readonly ContentDocument[] = contentDocuments): DecapConfig {
  const repo = githubRepository(settings.repositoryUrl);
  const backend: DecapBackend = repo
    ? { name: BACKENDS.github, repo, branch: settings.branch ?? "main", base_url: "https://api.netlify.com", squash_merges: true }
    : { name: BACKENDS.proxy, proxy_url: DECAP_SERVER_URL, branch: settings.branch ?? "main" };
  return {
    backend,
    // On Netlify every change is a draft, then a pull request with its deploy preview. Locally the
    // editor saves into the working copy, and git is the review (decap-server's file mode).
    ...(repo ? { publish_mode: "editorial_workflow" as const } : {}),
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    logo_url: "/favicon.svg",
    media_folder: IMAGES_DIR,
    public_folder: "images",
    editor: { preview: true },
    collections: collections(documents),
  };
}
