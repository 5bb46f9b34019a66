import fs from "node:fs";
import path from "node:path";
import { transform, TransformCacheCollection } from "@wyw-in-js/transform";

type PartialOptions = NonNullable<Parameters<typeof transform>[0]["options"]["pluginOptions"]>;

/**
 * Styles written with `css` from @linaria/core become plain CSS at build time (wyw-in-js). The site's
 * webpack build and the editing room's bundle (scripts/build-cms.ts) use these same options, so a
 * component has the same class names in both.
 */
export const staticStyleOptions: PartialOptions & { prefixer: boolean } = {
  // This file is the configuration; no .wyw-in-jsrc is looked for.
  configFile: false,
  babelOptions: {
    presets: [
      ["@babel/preset-typescript", { isTSX: true, allExtensions: true }],
      ["@babel/preset-react", { runtime: "automatic" }],
    ],
  },
  // Every browser the site supports reads flex, grid, transform and sticky unprefixed;
  // the few properties Safari still wants prefixed are written out where they are used.
  prefixer: false,
  features: { happyDOM: false },
};

/** Whether a module writes styles; only those go through the transform, which would rewrite any module's `export * from`. */
export const writesStyles = (code: string) => code.includes('from "@linaria/core"');

const EXTENSIONS = [".tsx", ".ts", ".js", ".mjs", ".cjs", ".json"];

/** Node's resolution, with the TypeScript extensions the site's imports leave out. */
function resolveImport(what: string, importer: string): string {
  const from = path.dirname(importer);
  if (what.startsWith(".") || path.isAbsolute(what)) {
    const base = path.resolve(from, what);
    for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
    throw new Error(`Cannot resolve ${what} from ${importer}`);
  }
  return require.resolve(what, { paths: [from] });
}

const cache = new TransformCacheCollection();

/** One module's styles made static outside webpack: its code with class names for the css`` templates, and the CSS. */
export async function transformStyles(filename: string, code: string, root = process.cwd()) {
  const result = await transform(
    { options: { filename, root, pluginOptions: staticStyleOptions, prefixer: false }, cache },
    code,
    async (what, importer) => resolveImport(what, importer),
  );
  return { code: result.code, cssText: result.cssText ?? "" };
}
