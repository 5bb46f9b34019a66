// The content model: the shape of every file in content/, one module per file or folder, declared
// with the builders of ./fields. The one declaration types GraphQL (gatsby/schema.ts), checks the
// content (gatsby/validate.ts) and lays out the editing room's forms (cms/config.ts).
import type { ObjectField } from "./fields";
import { aboutPage } from "./about";
import { article, featuredRule } from "./article";
import { contactPage } from "./contact";
import { homePage } from "./home";
import { industry } from "./industries";
import { insightsPage } from "./insights-page";
import { legalPage } from "./legal";
import { navigation } from "./navigation";
import { notFoundPage } from "./not-found";
import { siteConfig } from "./site";
import { solutionPage } from "./solution-page";
import { solutionsOverviewPage } from "./solutions-overview";
import { videoTestPage } from "./video-test";

export * from "./article";
export { aboutPage, homePage, legalPage, solutionPage, solutionsOverviewPage };

/** Which file (or folder of files) holds which model, and how many entries it must have. */
export interface ContentDocument {
  /** Path inside content/: a file, or a folder of YAML files. */
  path: string;
  model: ObjectField;
  /** The file holds a list of entries rather than one object. */
  entries?: { exactly?: number; uniqueBy?: string };
  /** A folder: how many files it must hold at least, and a field whose value must differ between them. */
  files?: {
    min: number;
    uniqueBy: string;
    /** A rule about the files together: one sentence per problem. */
    rule?: (entries: { file: string; data: Record<string, unknown> }[]) => string[];
  };
  /** Files are YAML (the default) or MDX whose front matter follows the model. */
  format?: "yaml" | "mdx";
}

export const documents: ContentDocument[] = [
  { path: "site.yaml", model: siteConfig },
  { path: "navigation.yaml", model: navigation },
  { path: "industries.yaml", model: industry, entries: { uniqueBy: "id" } },
  { path: "home.yaml", model: homePage },
  { path: "not-found.yaml", model: notFoundPage },
  { path: "contact.yaml", model: contactPage },
  { path: "solutions", model: solutionPage, files: { min: 1, uniqueBy: "subpage" } },
  { path: "solutions-overview.yaml", model: solutionsOverviewPage },
  { path: "insights.yaml", model: insightsPage },
  { path: "insights", model: article, format: "mdx", files: { min: 1, uniqueBy: "id", rule: featuredRule } },
  { path: "about.yaml", model: aboutPage },
  { path: "legal", model: legalPage, format: "mdx", files: { min: 1, uniqueBy: "id" } },
  { path: "video-test.yaml", model: videoTestPage },
];
