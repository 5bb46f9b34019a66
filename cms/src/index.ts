import "./manual-init";
import CMS from "decap-cms-app";
import { fromJS } from "immutable";
import { checkEntryWithBody, documentFor, withoutEmptyOptionals } from "../checks";
import { decapConfig, FORMATS } from "../config";
import { EDITOR_COMPONENTS, remarkFileStyle, remarkRoomAfterLastBlock } from "../editor-components";
import { fromMdx, fromYaml, toMdx, toYaml } from "../source-format";
import { PAGE_FOLDERS } from "../../gatsby/page-folders";
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
}

/** The path of the file an entry is saved to (a new article's comes from its id, as the collection's slug says). */
function pathOf(entry: DecapEntry, data: Record<string, unknown>): string | undefined {
  const existing = entry.get("path");
  if (existing) return existing;
  if (entry.get("collection") === "articles" && typeof data.id === "string") return `content/insights/${data.id}${PAGE_FOLDERS.insights.extension}`;
  return undefined;
}

CMS.registerCustomFormat(FORMATS.yaml, "yaml", { fromFile: fromYaml, toFile: toYaml });
CMS.registerCustomFormat(FORMATS.mdx, "mdx", { fromFile: fromMdx, toFile: toMdx });

for (const component of EDITOR_COMPONENTS) CMS.registerEditorComponent(component);
CMS.registerRemarkPlugin(remarkFileStyle as never);
CMS.registerRemarkPlugin(remarkRoomAfterLastBlock as never);

CMS.init({ config: { load_config_file: false, ...decapConfig(SETTINGS) } } as never);

for (const preview of PAGE_PREVIEWS) CMS.registerPreviewTemplate(preview.name, previewFor(preview) as never);

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: DecapEntry }) => {
    const data = entry.get("data").toJS();
    const file = pathOf(entry, data);
    const document = file ? documentFor(file) : undefined;
    if (!file || !document) return undefined;
    const cleaned = withoutEmptyOptionals(document.model, data) as Record<string, unknown>;
    const problems = await checkEntryWithBody(file, cleaned, SETTINGS, readBody);
    if (problems.length) throw new ContentProblem(`Not saved. The build would stop on this: ${problems.join(" ")}`);
    // Saved without the optional fields left empty, as the other files are written.
    return fromJS(cleaned);
  },
} as never);
