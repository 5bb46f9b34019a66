import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import path from "node:path";
import { DECAP_SERVER_URL } from "../content-core/editing-room";

/**
 * Decap's local backend (decap-server) in file mode, serving the files of
 * `repoDir` where the editing room of a local build looks for it
 * (DECAP_SERVER_URL): `npm run cms` and the browser tests (tests/cms) start it.
 * The tests give it a port of their own (`port`) and send the editing room's
 * requests there, so that they can run beside `npm run cms`.
 */
export function startDecapServer(
  repoDir: string,
  options: { stdio: StdioOptions; origin?: string; logLevel?: string; port?: number },
): ChildProcess {
  const server = require.resolve("decap-server/dist/index.js", { paths: [path.resolve(__dirname, "..")] });
  return spawn(process.execPath, [server], {
    cwd: repoDir,
    stdio: options.stdio,
    env: {
      ...process.env,
      MODE: "fs",
      PORT: String(options.port ?? new URL(DECAP_SERVER_URL).port),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: repoDir,
      ...(options.origin ? { ORIGIN: options.origin } : {}),
      ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
    },
  });
}
