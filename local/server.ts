import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { findRedirect } from "../src/lib/redirects";
import contact from "../netlify/functions/contact.mts";
import newsletter from "../netlify/functions/newsletter.mts";
import { DatabaseInUse, DatabaseUnavailable, DEFAULT_DATA_DIR, openDatabase, type Database } from "../supabase/database";
import { mountFunction } from "./functions";
import { readBody, requestHost, requestUrl, send, sendJson } from "./http";
import { createRestHandler, restError } from "./rest";
import { createStaticHandler } from "./static-site";

/** Methods some route answers, itself or with its own 405; others (TRACE, PROPFIND) are refused first: the Fetch API refuses some of them. */
const ORDINARY_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The Netlify functions, by the path each declares in its config. */
const FUNCTIONS = new Map([
  ["/api/contact", mountFunction(contact)],
  ["/api/newsletter", mountFunction(newsletter)],
]);

/** What the route for `pathname` accepts, for the Allow header of a 405. */
function allowedMethods(pathname: string): string {
  if (pathname.startsWith("/rest/")) return "POST, OPTIONS";
  if (FUNCTIONS.has(pathname)) return "POST";
  return "GET, HEAD";
}

/**
 * The embedded local backend on one port: the built site with Netlify's redirects, the form functions at
 * /api/contact and /api/newsletter, and the Supabase REST calls they make. Only with `inspect` (LOCAL_INSPECT=1)
 * do /__local/<table> show the stored rows and /__local/slack the Slack messages sent there while SLACK_WEBHOOK_URL
 * is unset (to `npm run submissions` and the browser tests): anyone on the machine could read them.
 */
export function createLocalServer({ root, db, inspect = false }: { root: string; db: Database; inspect?: boolean }) {
  const serveStatic = createStaticHandler(root);
  const rest = createRestHandler(db);
  const slackMessages: unknown[] = [];

  const route = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const host = requestHost(req);
    if (host === null) return send(res, 400, "The Host header is not a host name with an optional port.");
    const url = requestUrl(req);
    if (!url) return send(res, 400, "The request target is not a path on this site.");
    const { pathname } = url;
    const method = req.method ?? "GET";
    if (!ORDINARY_METHODS.has(method)) {
      res.setHeader("Allow", allowedMethods(pathname));
      return send(res, 405, `Method ${method} is not served here.`);
    }
    const rpc = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(pathname);
    if (rpc) return rest(req, res, { rpc: rpc[1]! });
    const table = /^\/rest\/v1\/([^/]+)$/.exec(pathname);
    // A table name is an identifier, which URL encoding leaves as it is: one sent encoded is no table (404).
    if (table) return rest(req, res, { table: table[1]! });
    if (pathname.startsWith("/rest/")) return sendJson(res, 404, restError("PGRST125", `No endpoint at ${pathname}.`));
    const run = FUNCTIONS.get(pathname);
    if (run) return run(req, res, `http://${host}${pathname}${url.search}`);
    const redirect = findRedirect(pathname);
    if (redirect) return send(res, redirect.status, `Moved to ${redirect.to}`, { Location: redirect.to });
    const stored = inspect ? /^\/__local\/(contact_submissions|newsletter_subscriptions)$/.exec(pathname) : null;
    if (inspect && pathname === "/__local/slack") {
      if (req.method === "GET") return sendJson(res, 200, slackMessages);
      const body = (await readBody(req, 64 * 1024))?.toString("utf8") ?? "";
      try {
        slackMessages.push(JSON.parse(body));
      } catch {
        return send(res, 400, "invalid_payload");
      }
      return send(res, 200, "ok");
    }
    if (stored && req.method === "GET") {
      const { rows } = await db.query(`select * from public.${stored[1]} order by created_at`);
      return sendJson(res, 200, rows);
    }
    return serveStatic(req, res);
  };

  const server = http.createServer((req, res) => {
    route(req, res).catch((error: Error) => {
      console.error(`local server: ${req.method} ${req.url} failed: ${error.stack ?? error.message}`);
      if (!res.headersSent) send(res, 500, "The local server failed to answer this request.");
      else res.destroy();
    });
  });
  // The function's Slack messages stay here (/__local/slack) for the browser tests, instead of only in the log.
  if (inspect) {
    server.once("listening", () => {
      if (!process.env.SLACK_WEBHOOK_URL)
        process.env.SLACK_WEBHOOK_URL = `http://localhost:${(server.address() as AddressInfo).port}/__local/slack`;
    });
  }
  return server;
}

/** The database, or exit 1 with one sentence (no stack trace) when LOCAL_DB names a folder that cannot be used. */
async function openOrExplain(dataDir: string): Promise<Database> {
  try {
    return await openDatabase(dataDir);
  } catch (error) {
    if (error instanceof DatabaseInUse) {
      console.error(
        `The local database at ${error.dataDir} is in use by process ${error.pid}, probably another local server: stop it, or set LOCAL_DB to another folder or LOCAL_DB=memory.`,
      );
    } else if (error instanceof DatabaseUnavailable) {
      console.error(error.message);
    } else throw error;
    process.exit(1);
  }
}

/** How to read the stored rows: from this server only with LOCAL_INSPECT=1, from the folder only once the server has released it. */
function seeingRows(dataDir: string, inspect: boolean): string {
  if (inspect) return "See stored requests with `npm run submissions` (or at /__local/<table>).";
  if (dataDir === "memory") return "Start with LOCAL_INSPECT=1 to see stored requests with `npm run submissions`.";
  return "See stored requests with `npm run submissions` after stopping the server, or start it with LOCAL_INSPECT=1 to see them while it runs.";
}

async function main() {
  const port = Number(process.env.PORT ?? 9000);
  const host = process.env.HOST ?? "localhost";
  const inspect = process.env.LOCAL_INSPECT === "1";
  const root = path.resolve(__dirname, "..", "public");
  // The database first: a bad LOCAL_DB is reported even before anything is built.
  const dataDir = process.env.LOCAL_DB ?? DEFAULT_DATA_DIR;
  const db = await openOrExplain(dataDir);
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error("public/ has no built site. Run `npm run build` (or `npm start`, which builds first).");
    await db.close();
    process.exit(1);
  }
  const server = createLocalServer({ root, db, inspect });
  server.on("error", async (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${port} is in use: stop what runs there, or choose another with PORT=<number>.`
        : `The local server cannot listen on ${host}:${port}: ${error.message}`,
    );
    await db.close();
    process.exit(1);
  });
  server.listen(port, host, () => {
    const { port: listening } = server.address() as AddressInfo;
    console.log(`Everpeak site running at http://${host}:${listening} (Ctrl+C to stop)`);
    console.log(
      `Local database: ${dataDir === "memory" ? "in memory" : path.relative(process.cwd(), dataDir)}. ${seeingRows(dataDir, inspect)}`,
    );
  });
  const stop = async () => {
    server.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(`The local server could not start: ${error.stack ?? error.message}`);
    process.exit(1);
  });
}
