import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ADMIN_PATH } from "../content-core/editing-room";
import { startDecapServer } from "../cms/decap-server";

/**
 * npm run cms: the editing room on this machine, with no account. Serves the
 * built site at http://localhost:9000 (the local server, as npm start does)
 * and Decap's local backend (decap-server, file mode) at localhost:8081,
 * which reads and writes the files of this working copy: what an editor
 * saves at http://localhost:9000/admin lands in content/, for git to review.
 * Builds the site first when public/ has no editing room yet.
 */
const REPOSITORY = path.resolve(__dirname, "..");
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? REPOSITORY);
const sitePort = process.env.PORT ?? "9000";

if (!fs.existsSync(path.join(REPOSITORY, "public", ADMIN_PATH.slice(1), "index.html"))) {
  console.log("cms: no editing room in public/ yet; building the site first (npm run build).");
  const built = spawnSync("npm", ["run", "build"], { cwd: REPOSITORY, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const children: ChildProcess[] = [
  startDecapServer(repoDir, { stdio: "inherit", origin: `http://localhost:${sitePort}` }),
  spawn(process.execPath, [require.resolve("tsx/cli", { paths: [REPOSITORY] }), path.join(REPOSITORY, "local", "server.ts")], {
    cwd: REPOSITORY,
    stdio: "inherit",
    env: { ...process.env, PORT: sitePort },
  }),
];
console.log(`cms: edit at http://localhost:${sitePort}${ADMIN_PATH} (files of ${repoDir}). Ctrl+C stops both servers.`);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
