import "./manual-init";
import CMS from "./decap-app";
import { fromJS } from "immutable";
import { checkEntryWithBody, documentFor, newSolutionFile, withoutEmptyOptionals } from "../checks";
import { BACKENDS, decapConfig, FORMATS } from "../config";
import { DATE_WIDGET, type DecapField } from "../form-fields";
import { DateControl, DatePreview } from "./date-widget";
import { EDITOR_COMPONENTS, remarkFileStyle, remarkRoomAfterLastBlock } from "../editor-components";
import { inEditorWords } from "../refusals";
import { fromMdx, fromYaml, NEW_FILE_NAME, readBack, SOURCE, toMdx, toYaml } from "../source-format";
import { PAGE_FOLDERS } from "../../content-core/routes";
import { loadMdxCompiler } from "../../content-core/mdx-reading";
import { CHECKED_BACKENDS } from "./backends";
import { PAGE_PREVIEWS, previewFor } from "./cms-preview";
import { showRefusal, watchRefusals } from "./refusal-panel";
import { afterSave, followEntryAddress, type DecapEntry } from "./room-state";
import { watchViewLive } from "./view-live";
import { watchListItems } from "./list-items";
import { watchDraftStatus } from "./draft-status";
import { watchLocalBackups } from "./local-backup";
import { registerPictureWidget } from "./picture-widget";
import { watchUploads } from "./uploads";
import { SETTINGS } from "./settings";
import "./words";

/** A refusal: shown in the refusal panel beside Publish, and thrown so that Decap writes nothing. */
class ContentProblem extends Error {
  constructor(title: string, lead: string, items: string[]) {
    super(items.join(" "));
    showRefusal({ title, lead, items: items.map((text) => ({ text })) });
  }
  override toString() {
    return this.message;
  }
}

const CONFIG = decapConfig({ ...SETTINGS, siteUrl: window.location.origin });

/** The form's fields of an entry: its folder collection's, or its file's in a collection of files. */
function formFields(entry: DecapEntry): DecapField[] {
  const collection = CONFIG.collections.find((candidate) => candidate.name === entry.get("collection"));
  return collection?.fields ?? collection?.files?.find((file) => file.name === entry.get("slug"))?.fields ?? [];
}

/** The file an entry is saved to, and for a new solution page the file name for Decap's slug template (an article's is its id). */
function fileOf(entry: DecapEntry, data: Record<string, unknown>): { file?: string; fileName?: string } {
  const existing = entry.get("path");
  if (existing && !entry.get("newRecord")) return { file: existing };
  const collection = entry.get("collection");
  if (collection === "articles" && typeof data.id === "string")
    return { file: `content/insights/${data.id}${PAGE_FOLDERS.insights.extension}` };
  if (collection === "solutions") {
    const made = newSolutionFile(data.subpage, SETTINGS);
    if ("problem" in made)
      throw new ContentProblem("Not saved", "Nothing was written. Change the page name and publish again:", [
        inEditorWords(made.problem, /^(content\/\S+?): /.exec(made.problem)?.[1] ?? "", formFields(entry)),
      ]);
    return { file: made.file, fileName: made.name };
  }
  return {};
}

CMS.registerWidget(DATE_WIDGET, DateControl as never, DatePreview as never);
registerPictureWidget();
CMS.registerCustomFormat(FORMATS.yaml, "yaml", { fromFile: fromYaml, toFile: toYaml });
CMS.registerCustomFormat(FORMATS.mdx, "mdx", { fromFile: fromMdx, toFile: toMdx });

for (const component of EDITOR_COMPONENTS) CMS.registerEditorComponent(component);
CMS.registerRemarkPlugin(remarkFileStyle as never);
CMS.registerRemarkPlugin(remarkRoomAfterLastBlock as never);

for (const [name, backend] of Object.entries(CHECKED_BACKENDS)) CMS.registerBackend(name, backend);

watchRefusals();
followEntryAddress();
watchListItems();
watchDraftStatus();
watchLocalBackups(formFields);
watchUploads();
// View Live opens the entry's page on the site the editing room is served from: the local site, or the deploy being edited.
watchViewLive(CONFIG.backend.name === BACKENDS.github);
CMS.init({ config: { load_config_file: false, ...CONFIG } } as never);

for (const preview of PAGE_PREVIEWS) CMS.registerPreviewTemplate(preview.name, previewFor(preview) as never);

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: DecapEntry }) => {
    const { [NEW_FILE_NAME]: _name, ...data } = entry.get("data").toJS();
    const { file, fileName } = fileOf(entry, data);
    const document = file ? documentFor(file) : undefined;
    if (!file || !document) return undefined;
    const cleaned = withoutEmptyOptionals(document.model, data) as Record<string, unknown>;
    const fields = formFields(entry);
    // The guard: the text about to be written, read back, must hold what the form shows.
    const format = document.format === "mdx" ? "mdx" : "yaml";
    const { text, saved, unkept } = readBack(cleaned, format);
    if (!saved || unkept.length)
      throw new ContentProblem(
        "Not saved: the file would not keep your text",
        "Nothing was written, and your text is still in the form. Copy it somewhere safe and tell the site's developers which field this is:",
        unkept.map((key) => (key === "body" ? "The body" : inEditorWords(`${file}: "${key}" `, file, fields).trim())),
      );
    // The checks read the file as it will be saved, as the build will.
    await loadMdxCompiler();
    const problems = checkEntryWithBody(file, { ...saved, [SOURCE]: cleaned[SOURCE] }, SETTINGS);
    if (problems.length)
      throw new ContentProblem(
        "Not saved: the site would not build with this",
        "Nothing was written. Change this and publish again:",
        problems.map((problem) => inEditorWords(problem, file, fields, text)),
      );
    // Saved without the optional fields left empty, as the other files are written.
    return fromJS(fileName ? { ...cleaned, [NEW_FILE_NAME]: fileName } : cleaned);
  },
} as never);

CMS.registerEventListener({
  name: "postSave",
  // A new entry has no slug until it is written: its file name is its `id` (an article) or the one preSave gave it.
  handler: ({ entry }: { entry: DecapEntry }) => {
    const data = entry.get("data").toJS();
    const slug = entry.get("slug") || [data.id, data[NEW_FILE_NAME]].find((name) => typeof name === "string");
    if (slug) afterSave(entry.get("collection") ?? "", String(slug));
  },
} as never);
