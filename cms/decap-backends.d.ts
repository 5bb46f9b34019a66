/** What the editing room uses of the two Decap backends cms/src/backends.ts extends, whose packages have no types. */
interface DecapBackendImplementation {
  getEntry(path: string): Promise<{ data: string }>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<{ file: { path: string }; data: string }[]>;
  /** GitHub's backend pages entriesByFolder; this reads them all. */
  allEntriesByFolder?(folder: string, extension: string, depth: number): Promise<{ file: { path: string }; data: string }[]>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  /** Writes an entry's files: each with its repository path and its text. */
  persistEntry(entry: { dataFiles: { path: string; raw: string }[] }, options: unknown): Promise<unknown>;
}

declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: new (...args: unknown[]) => DecapBackendImplementation;
}

declare module "decap-cms-backend-github" {
  export const GitHubBackend: new (...args: unknown[]) => DecapBackendImplementation;
}
