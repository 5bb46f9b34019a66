import http from "node:http";
import path from "node:path";
import fs from "node:fs";
import { createStaticHandler, send } from "./static-site";

export interface LocalServerOptions {
  root?: string;
}

/** The embedded local backend: the built site, plus the site's API routes. */
export function createLocalServer({ root = path.resolve(__dirname, "..", "public") }: LocalServerOptions = {}) {
  const serveStatic = createStaticHandler(root);
  return http.createServer((req, res) => {
    try {
      serveStatic(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) send(res, 500, "The local server failed to answer this request.");
      else res.destroy();
    }
  });
}

if (require.main === module) {
  const port = Number(process.env.PORT ?? 9000);
  const host = process.env.HOST ?? "localhost";
  const root = path.resolve(__dirname, "..", "public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error("public/ has no built site. Run `npm run build` (or `npm start`, which builds first).");
    process.exit(1);
  }
  createLocalServer({ root }).listen(port, host, () => {
    console.log(`Everpeak site running at http://${host}:${port} (Ctrl+C to stop)`);
  });
}
