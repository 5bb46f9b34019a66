import "./manual-init";
import CMS from "decap-cms-app";
import { fromJS } from "immutable";
import { checkEntryWithBody, documentFor, newSolutionFile, withoutEmptyOptionals } from "../checks";
import { decapConfig, FORMATS } from "../config";
import { EDITOR_COMPONENTS, remarkFileStyle, remarkRoomAfterLastBlock } from "../editor-components";
import { fromMdx, fromYaml, NEW_FILE_NAME, toMdx, toYaml } from "../source-format";
import { PAGE_FOLDERS } from "../../gatsby/page-folders";
import { CHECKED_BACKENDS } from "./backends";
import { readBody } from "./mdx";
import { PAGE_PREVIEWS, previewFor } from "./preview";
import { SETTINGS } from "./settings";

/** A refusal Decap shows as "Failed to persist entry: <the sentences>". */
class ContentProblem extends Error {
  override toString() {
    return this.message;
  }
}

interface DecapEntry {
  get(key: "data"): { toJS(): Record<string, unknown> };
  get(key: "path" | "slug" | "collection"): string | undefined;
  get(key: "newRecord"): boolean | undefined;
}

/**
 * The path of the file an entry is saved to, and for a new solution page the
 * file name Decap's slug template takes (a new article's comes from its id,
 * as the collection's slug says).
 */
function fileOf(entry: DecapEntry, data: Record<string, unknown>): { file?: string; fileName?: string } {
  const existing = entry.get("path");
  if (existing && !entry.get("newRecord")) return { file: existing };
  const collection = entry.get("collection");
  if (collection === "articles" && typeof data.id === "string")
    return { file: `content/insights/${data.id}${PAGE_FOLDERS.insights.extension}` };
  if (collection === "solutions") {
    const made = newSolutionFile(data.solution, SETTINGS);
    if ("problem" in made) throw new ContentProblem(`Not saved: ${made.problem}`);
    return { file: made.file, fileName: made.name };
  }
  return {};
}

CMS.registerCustomFormat(FORMATS.yaml, "yaml", { fromFile: fromYaml, toFile: toYaml });
CMS.registerCustomFormat(FORMATS.mdx, "mdx", { fromFile: fromMdx, toFile: toMdx });

for (const component of EDITOR_COMPONENTS) CMS.registerEditorComponent(component);
CMS.registerRemarkPlugin(remarkFileStyle as never);
CMS.registerRemarkPlugin(remarkRoomAfterLastBlock as never);

for (const [name, backend] of Object.entries(CHECKED_BACKENDS)) CMS.registerBackend(name, backend);

// View Live opens the entry's page on the site the editing room is served from: the local site, or the deploy being edited.
CMS.init({ config: { load_config_file: false, ...decapConfig({ ...SETTINGS, siteUrl: window.location.origin }) } } as never);

for (const preview of PAGE_PREVIEWS) CMS.registerPreviewTemplate(preview.name, previewFor(preview) as never);

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: DecapEntry }) => {
    const { [NEW_FILE_NAME]: _name, ...data } = entry.get("data").toJS();
    const { file, fileName } = fileOf(entry, data);
    const document = file ? documentFor(file) : undefined;
    if (!file || !document) return undefined;
    const cleaned = withoutEmptyOptionals(document.model, data) as Record<string, unknown>;
    const problems = await checkEntryWithBody(file, cleaned, SETTINGS, readBody);
    if (problems.length) throw new ContentProblem(`Not saved. The build would stop on this: ${problems.join(" ")}`);
    // Saved without the optional fields left empty, as the other files are written.
    return fromJS(fileName ? { ...cleaned, [NEW_FILE_NAME]: fileName } : cleaned);
  },
} as never);
