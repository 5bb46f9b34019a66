import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { EDITOR_COMPONENTS } from "../../../cms/editor-components";

const ROOT = path.resolve(__dirname, "../../..");

export interface SlateNode {
  type?: string;
  data?: { shortcode?: string; shortcodeData?: Record<string, unknown> };
  children?: SlateNode[];
  text?: string;
}
export interface Serializers {
  markdownToSlate(markdown: string, options: object): SlateNode[];
  slateToMarkdown(nodes: SlateNode[], options: object): string;
}

/**
 * Decap's own Markdown serializers (the ones its rich-text editor runs on
 * load and on every change), bundled for Node with the editor's blocks
 * registered the way Decap registers them.
 */
export async function decapSerializers(): Promise<Serializers> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-decap-serializers-"));
  try {
    const entry = path.join(dir, "entry.js");
    fs.writeFileSync(
      entry,
      'export { markdownToSlate, slateToMarkdown } from "decap-cms-widget-markdown/dist/esm/serializers/index.js";\n',
    );
    const outfile = path.join(dir, "serializers.cjs");
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: "node",
      format: "cjs",
      outfile,
      nodePaths: [path.join(ROOT, "cms/node_modules"), path.join(ROOT, "node_modules")],
      logLevel: "error",
      plugins: [
        {
          // The widget reads the registered blocks from its control; here they come from Decap's own registry entry maker.
          name: "registered-blocks",
          setup(build) {
            build.onResolve({ filter: /\/MarkdownControl$/ }, () => ({ path: "registered-blocks", namespace: "blocks" }));
            build.onLoad({ filter: /.*/, namespace: "blocks" }, () => ({
              contents:
                'import { Map } from "immutable"; import make from "decap-cms-core/dist/esm/valueObjects/EditorComponent";\n' +
                "export const getEditorComponents = () => Map(globalThis.__everpeakBlocks.map((block) => [block.id, make(block)]));\n",
              resolveDir: path.join(ROOT, "cms"),
            }));
          },
        },
      ],
    });
    (globalThis as { __everpeakBlocks?: unknown }).__everpeakBlocks = EDITOR_COMPONENTS;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(outfile) as Serializers;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
