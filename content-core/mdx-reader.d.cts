import type { MdxReading } from "./mdx-reading";

/** The two modules the reader needs: @mdx-js/mdx and remark-unwrap-images, as gatsby-plugin-mdx loads them. */
export type MdxCompilerModules = [{ createProcessor: (options: Record<string, unknown>) => unknown }, { default: unknown }];

/** Parses and compiles one MDX body (front matter removed): its outline and rendered tree, or the compiler's error. */
export function read(modules: MdxCompilerModules, body: string): Promise<MdxReading>;
