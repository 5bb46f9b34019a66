import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { findRedirect } from "../gatsby/redirects";
import slackNotify from "../netlify/functions/slack-notify.mts";
import { DEFAULT_DATA_DIR, openDatabase, type Database } from "./database";
import { mountFunction } from "./functions";
import { sendJson } from "./http";
import { createRestHandler } from "./rest";
import { createStaticHandler, send } from "./static-site";

export interface LocalServerOptions {
  root: string;
  db: Database;
}

/**
 * The embedded local backend: the built site (with the redirects of
 * gatsby/redirects.ts, as Netlify applies them), the Netlify function at
 * /api/slack-notify, and the Supabase REST insert endpoint, all on one port.
 * /__local/<table> lets `npm run submissions` and the browser tests read what
 * was stored; it exists only here, never in production.
 */
export function createLocalServer({ root, db }: LocalServerOptions) {
  const serveStatic = createStaticHandler(root);
  const rest = createRestHandler(db);
  const slack = mountFunction(slackNotify);

  const route = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const table = /^\/rest\/v1\/([^/]+)$/.exec(pathname);
    if (table) return rest(req, res, decodeURIComponent(table[1]!));
    if (pathname.startsWith("/rest/")) return sendJson(res, 404, { code: "PGRST125", message: `No endpoint at ${pathname}.`, details: null, hint: null });
    if (pathname === "/api/slack-notify") return slack(req, res);
    const redirect = findRedirect(pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to, "Content-Type": "text/plain; charset=utf-8" });
      res.end(`Moved to ${redirect.to}`);
      return;
    }
    const inspect = /^\/__local\/(contact_submissions|newsletter_subscriptions)$/.exec(pathname);
    if (inspect && req.method === "GET") {
      const { rows } = await db.query(`select * from public.${inspect[1]} order by created_at`);
      return sendJson(res, 200, rows);
    }
    return serveStatic(req, res);
  };

  return http.createServer((req, res) => {
    route(req, res).catch((error: Error) => {
      console.error(`local server: ${req.method} ${req.url} failed: ${error.stack ?? error.message}`);
      if (!res.headersSent) send(res, 500, "The local server failed to answer this request.");
      else res.destroy();
    });
  });
}

async function main() {
  const port = Number(process.env.PORT ?? 9000);
  const host = process.env.HOST ?? "localhost";
  const root = path.resolve(__dirname, "..", "public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error("public/ has no built site. Run `npm run build` (or `npm start`, which builds first).");
    process.exit(1);
  }
  const dataDir = process.env.LOCAL_DB ?? DEFAULT_DATA_DIR;
  const db = await openDatabase(dataDir);
  const server = createLocalServer({ root, db });
  server.listen(port, host, () => {
    console.log(`Everpeak site running at http://${host}:${port} (Ctrl+C to stop)`);
    console.log(`Local database: ${dataDir === "memory" ? "in memory" : path.relative(process.cwd(), dataDir)}. See stored requests with \`npm run submissions\`.`);
  });
  const stop = async () => {
    server.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (require.main === module) void main();
