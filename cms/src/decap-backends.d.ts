/** The two Decap backends cms/src/backends.ts extends, which their packages do not type: what it uses of them. */
declare module "decap-cms-backend-proxy" {
  import type { ContentReader } from "../deletion";

  export class ProxyBackend implements ContentReader {
    getEntry(path: string): Promise<{ data: string }>;
    entriesByFolder(folder: string, extension: string, depth: number): Promise<{ file: { path: string }; data: string }[]>;
    deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
    /** Writes an entry's files: each with its repository path and its text. */
    persistEntry(entry: { dataFiles: { path: string; raw: string }[] }, options: unknown): Promise<unknown>;
  }
}

declare module "decap-cms-backend-github" {
  import type { ContentReader } from "../deletion";

  export class GitHubBackend implements ContentReader {
    getEntry(path: string): Promise<{ data: string }>;
    entriesByFolder(folder: string, extension: string, depth: number): Promise<{ file: { path: string }; data: string }[]>;
    allEntriesByFolder(folder: string, extension: string, depth: number): Promise<{ file: { path: string }; data: string }[]>;
    deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
    /** Writes an entry's files: each with its repository path and its text. */
    persistEntry(entry: { dataFiles: { path: string; raw: string }[] }, options: unknown): Promise<unknown>;
  }
}
