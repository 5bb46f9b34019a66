import * as mdxCompiler from "@mdx-js/mdx";
import remarkUnwrapImages from "remark-unwrap-images";
import type { MdxReading } from "../../content-core/mdx-reading";
import { read } from "../../content-core/mdx-reader.cjs";

/** An MDX body read as the build reads it: content-core/mdx-reader.cjs with the same compiler and plugin. */
export function readBody(body: string): Promise<MdxReading> {
  return read([mdxCompiler, { default: remarkUnwrapImages }] as never, body);
}
