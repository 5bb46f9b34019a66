import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import chokidar from "chokidar";
import { CONTENT_CHECK_PATH, type ContentCheckState } from "../src/develop/protocol";
import { formatProblems, validateContent } from "./validate";

export { CONTENT_CHECK_PATH, type ContentCheckState };

/**
 * `npm run develop` only: the content checks of gatsby/validate.ts run again
 * whenever a file in content/ is added, changed or removed. Each change prints
 * the checker's sentences in the terminal (or one line once the content is
 * fine again), and the browser asks for the same sentences at
 * CONTENT_CHECK_PATH (src/develop/) and shows them instead of the page, so an
 * editor who misspells a field sees which file and field, not a React stack
 * trace. A production build never starts any of this: it stops on the first
 * problem in onPreBootstrap, as before.
 */

/** Where the sentences go: Gatsby's reporter in develop. */
export interface CheckLog {
  problems(text: string): void;
  fine(text: string): void;
}

export const PREVIEW_INSTRUCTION = "Fix these and save; the preview shows the pages again by itself:";

interface Options {
  contentDir: string;
  log: CheckLog;
  /** The check itself; validateContent unless a test gives another. */
  check?: (contentDir: string) => string[];
  /** How long to wait after the last file event before checking (an editor's save often fires several). */
  debounceMs?: number;
}

export interface DevelopCheck {
  state(): ContentCheckState;
  /** Runs the check now and logs the result; pages read it through handle(). */
  run(): ContentCheckState;
  /** Starts watching content/; resolves once the watcher is ready. */
  watch(): Promise<void>;
  /** Answers GET CONTENT_CHECK_PATH with the current state as JSON; returns false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  close(): Promise<void>;
}

export function createDevelopCheck({ contentDir, log, check = validateContent, debounceMs = 100 }: Options): DevelopCheck {
  let current: ContentCheckState = { problems: [], version: 0 };
  let watcher: chokidar.FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;

  function run(): ContentCheckState {
    let problems: string[];
    try {
      problems = check(contentDir);
    } catch (error) {
      problems = [`The content check itself failed: ${(error as Error).message}`];
    }
    const before = current.problems;
    current = { problems, version: current.version + 1 };
    if (problems.length) log.problems(formatProblems(problems, PREVIEW_INSTRUCTION));
    else if (before.length) log.fine("The content is fine again; the preview shows the pages.");
    return current;
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(run, debounceMs);
  }

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" || new URL(req.url ?? "/", "http://localhost").pathname !== CONTENT_CHECK_PATH) return false;
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(JSON.stringify(current));
    return true;
  }

  async function watch(): Promise<void> {
    if (watcher) return;
    watcher = chokidar.watch(contentDir, { ignoreInitial: true, ignored: (file) => /(^|[/\\])\.(?!\.)/.test(file.slice(contentDir.length)) });
    watcher.on("all", schedule);
    await new Promise<void>((resolve) => watcher!.once("ready", resolve));
  }

  async function close(): Promise<void> {
    clearTimeout(timer);
    await watcher?.close();
    watcher = undefined;
  }

  return { state: () => current, run, watch, handle, close };
}

interface QueryError {
  context?: { codeFrame?: string; filePath?: string; urlPath?: string };
}

interface CliReporter {
  panicOnBuild: (errorMeta: unknown, ...rest: unknown[]) => unknown;
  warn: (text: string) => void;
}

/**
 * While the content has problems, the page and static queries that fail
 * because of them would each print GraphQL's error with a code frame of the
 * template, burying the checker's sentences. Gatsby reports query errors
 * through its one reporter (gatsby-cli); this has it print one line per
 * query instead, and everything else as before. Once the content is fine,
 * query errors print in full again. Returns false if Gatsby's reporter could
 * not be found (then nothing changes).
 */
export function shortenQueryErrorsWhile(hasProblems: () => boolean, projectDir = process.cwd()): boolean {
  let cli: CliReporter;
  try {
    const gatsby = createRequire(path.join(projectDir, "package.json")).resolve("gatsby/package.json");
    cli = createRequire(gatsby)("gatsby-cli/lib/reporter") as CliReporter;
  } catch {
    return false;
  }
  if (typeof cli?.panicOnBuild !== "function" || typeof cli.warn !== "function") return false;
  const original = cli.panicOnBuild;
  const isQueryError = (item: unknown) => typeof (item as QueryError)?.context?.codeFrame === "string";
  cli.panicOnBuild = (errorMeta, ...rest) => {
    if (!hasProblems() || !Array.isArray(errorMeta) || !errorMeta.length || !errorMeta.every(isQueryError)) {
      return original(errorMeta, ...rest);
    }
    const { urlPath, filePath } = (errorMeta[0] as QueryError).context!;
    const what = urlPath ? `The page ${urlPath}` : `The static query in ${path.relative(projectDir, filePath ?? "") || "a component"}`;
    cli.warn(`${what} cannot be built from the content until the problems listed above are fixed.`);
    return undefined;
  };
  return true;
}
