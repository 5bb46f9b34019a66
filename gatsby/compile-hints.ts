import type { Chunk, Compiler } from "webpack";
import { PAGE_COMPONENT_CHUNK_PREFIX } from "../src/lib/gatsby-internals";

/** V8's explicit compile hint (Chrome 136+): the file's functions compile in the background while it downloads. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const NAME = "StartupCompileHints";

/** Whether a chunk is read when a page starts: Gatsby's entry bundles, or part of a page component's chunk group. */
export const runsAtStartup = (chunk: Chunk): boolean =>
  chunk.canBeInitial() || [...chunk.groupsIterable].some((group) => group.name?.startsWith(PAGE_COMPONENT_CHUNK_PREFIX));

/**
 * Marks the bundles every page starts with, nearly all of whose functions run while it hydrates,
 * with the compile hint; chunks loaded later stay lazily compiled. Added after minification, so the
 * comment survives, and before the source maps are written.
 */
export class StartupCompileHints {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!runsAtStartup(chunk)) continue;
          for (const file of chunk.files) {
            if (file.endsWith(".js")) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}
