import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import chokidar from "chokidar";
import { CONTENT_CHECK_PATH, CONTENT_CHECK_SOCKET_ID, type ContentCheckState } from "../src/develop/protocol";
import { formatProblems, validateContent } from "./validate";

export { CONTENT_CHECK_PATH, type ContentCheckState };

/**
 * `npm run develop` only: the content checks of gatsby/validate.ts run again
 * whenever a file in content/ is added, changed or removed. Each change prints
 * the checker's sentences in the terminal (or one line once the content is
 * fine again), and the browser receives the same sentences (through Gatsby's
 * develop socket, and at CONTENT_CHECK_PATH) and shows them instead of the page
 * (src/develop/), so an editor who misspells a field sees which file and
 * field, not a React stack trace. A production build never starts any of
 * this: it stops on the first problem in onPreBootstrap, as before.
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
  /** Called with every result whose list of problems differs from the one before. */
  onChange?: (state: ContentCheckState) => void;
}

export interface DevelopCheck {
  state(): ContentCheckState;
  /** Runs the check now and logs the result; pages read it through handle(). */
  run(): ContentCheckState;
  /** The result, after running the check at once if a change is waiting for it (Gatsby may report an error the change caused first). */
  settled(): ContentCheckState;
  /** Starts watching content/; resolves once the watcher is ready. */
  watch(): Promise<void>;
  /** Answers GET CONTENT_CHECK_PATH with the current state as JSON; returns false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  close(): Promise<void>;
}

export function createDevelopCheck({ contentDir, log, check = validateContent, debounceMs = 100, onChange }: Options): DevelopCheck {
  let current: ContentCheckState = { problems: [], version: 0 };
  let watcher: chokidar.FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;

  function run(): ContentCheckState {
    clearTimeout(timer);
    timer = undefined;
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
    const changed = before.length !== problems.length || before.some((problem, i) => problem !== problems[i]);
    if (changed || current.version === 1) onChange?.(current);
    return current;
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(run, debounceMs);
  }

  const settled = () => (timer ? run() : current);

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" || new URL(req.url ?? "/", "http://localhost").pathname !== CONTENT_CHECK_PATH) return false;
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(JSON.stringify(current));
    return true;
  }

  async function watch(): Promise<void> {
    if (watcher) return;
    watcher = chokidar.watch(contentDir, {
      ignoreInitial: true,
      ignored: (file) => /(^|[/\\])\.(?!\.)/.test(file.slice(contentDir.length)),
    });
    watcher.on("all", schedule);
    await new Promise<void>((resolve) => watcher!.once("ready", resolve));
  }

  async function close(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    await watcher?.close();
    watcher = undefined;
  }

  return { state: () => current, run, settled, watch, handle, close };
}

interface StructuredError {
  id?: string;
  context?: { codeFrame?: string; filePath?: string; urlPath?: string; pluginName?: string; api?: string; sourceMessage?: string };
}

export interface CliReporter {
  panicOnBuild: (errorMeta: unknown, ...rest: unknown[]) => unknown;
  warn: (text: string) => void;
}

/** A page or static query's errors, as Gatsby's query runner reports them: one per GraphQL error, each with a code frame of the query. */
const isQueryErrors = (meta: unknown): meta is StructuredError[] =>
  Array.isArray(meta) && meta.length > 0 && meta.every((item) => typeof (item as StructuredError)?.context?.codeFrame === "string");

/** A plugin's onCreateNode that threw (gatsby-transformer-yaml on a file that is not YAML): error 11321 with the API named. */
const isNodeError = (meta: unknown): meta is StructuredError =>
  (meta as StructuredError)?.id === "11321" && (meta as StructuredError).context?.api === "onCreateNode";

/**
 * While the content has problems, Gatsby reports what they break in its own
 * words: each page or static query that fails prints GraphQL's error with a
 * code frame of the template, and a YAML file that cannot be parsed prints
 * gatsby-transformer-yaml's stack trace. Both bury the checker's sentences,
 * which say the same in plain language. Gatsby reports them through its one
 * reporter (gatsby-cli); this has it print one line for each instead, and
 * everything else as before. Once the content is fine, such errors print in
 * full again. Returns false if Gatsby's reporter could not be found (then
 * nothing changes).
 */
export function shortenErrorsWhile(
  hasProblems: () => boolean,
  cli: CliReporter | undefined = gatsbyReporter(),
  projectDir = process.cwd(),
): boolean {
  if (typeof cli?.panicOnBuild !== "function" || typeof cli.warn !== "function") return false;
  const original = cli.panicOnBuild;
  const warn = cli.warn;
  cli.panicOnBuild = (errorMeta, ...rest) => {
    if (hasProblems() && isQueryErrors(errorMeta)) {
      const { urlPath, filePath } = errorMeta[0]!.context!;
      const what = urlPath ? `The page ${urlPath}` : `The static query in ${path.relative(projectDir, filePath ?? "") || "a component"}`;
      warn.call(cli, `${what} cannot be built from the content until the problems listed above are fixed.`);
      return undefined;
    }
    if (hasProblems() && isNodeError(errorMeta)) {
      const { pluginName = "A plugin", sourceMessage = "" } = errorMeta.context!;
      const reason = sourceMessage.split("\n")[0]!.trim();
      warn.call(cli, `${pluginName} could not read a content file${reason ? ` (${reason})` : ""}; the problems listed above say where.`);
      return undefined;
    }
    return original.call(cli, errorMeta, ...rest);
  };
  return true;
}

/** The reporter Gatsby itself reports through: gatsby-cli's, as Gatsby resolves it. */
function gatsbyReporter(projectDir = process.cwd()): CliReporter | undefined {
  try {
    const gatsby = createRequire(path.join(projectDir, "package.json")).resolve("gatsby/package.json");
    return createRequire(gatsby)("gatsby-cli/lib/reporter") as CliReporter;
  } catch {
    return undefined;
  }
}

/**
 * Sends each new result to every open page at once through the socket Gatsby's
 * develop runtime keeps with each tab. It goes as an "overlayError" message
 * without a `message` (so Gatsby's overlay shows nothing and clears nothing of
 * its own) carrying the state, which Gatsby's runtime passes on to
 * `window.___emitter`, where src/develop/store.ts listens. Unlike a request, a
 * socket message is neither held while webpack rebuilds nor queued behind the
 * page's own requests. Pages also ask CONTENT_CHECK_PATH at start and every
 * second, so nothing depends on this: before Gatsby's socket exists, or if its
 * websocket manager cannot be found, nothing is sent.
 */
export function gatsbySocketSender(projectDir = process.cwd()): ((state: ContentCheckState) => void) | undefined {
  interface Manager {
    getSocket?: () => { send(message: unknown): void } | undefined;
  }
  let manager: Manager | undefined;
  try {
    const gatsby = createRequire(path.join(projectDir, "package.json")).resolve("gatsby/package.json");
    manager = (createRequire(gatsby)("./dist/utils/websocket-manager") as { websocketManager?: Manager }).websocketManager;
  } catch {
    return undefined;
  }
  if (typeof manager?.getSocket !== "function") return undefined;
  return (state) => {
    manager!.getSocket!()?.send({ type: "overlayError", payload: { id: CONTENT_CHECK_SOCKET_ID, state } });
  };
}
