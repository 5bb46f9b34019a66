import type { Chunk, Compiler } from "webpack";
import { PAGE_COMPONENT_CHUNK_PREFIX } from "./gatsby-internals";

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with
 * this comment has all its functions compiled while it is being downloaded,
 * on a background thread, instead of each one on the main thread the first
 * time it is called. Other browsers read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const NAME = "StartupCompileHints";

/** Whether a chunk is read when a page starts: Gatsby's entry bundles, or part of a page component's chunk group. */
export const runsAtStartup = (chunk: Chunk): boolean =>
  chunk.canBeInitial() || [...chunk.groupsIterable].some((group) => group.name?.startsWith(PAGE_COMPONENT_CHUNK_PREFIX));

/**
 * Marks the bundles every page starts with (React, Gatsby's runtime, the
 * layout, each page's own components) with the compile hint. Nearly every
 * function in them runs while the page hydrates; compiling them one by one as
 * they were first called was about a third of the time the page's startup
 * held the main thread on a phone. Chunks loaded later (the menus, the video
 * player, the form's client) stay lazily compiled: most of their functions
 * never run. Added after minification, so the comment survives, and before
 * the source maps are written, so they still point at the right lines.
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
