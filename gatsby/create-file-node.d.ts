/**
 * gatsby-source-filesystem's own File-node builder (the one its
 * createFileNodeFromBuffer uses), which the package does not type.
 */
declare module "gatsby-source-filesystem/create-file-node" {
  import type { FileSystemNode } from "gatsby-source-filesystem";

  export function createFileNode(
    pathToFile: string,
    createNodeId: (input: string) => string,
    pluginOptions?: { name?: string; path?: string },
  ): Promise<FileSystemNode>;
}
