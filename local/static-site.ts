import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { REVALIDATE } from "../gatsby/headers";
import { headersFor, parseNetlifyHeaders } from "../gatsby/netlify-headers";
import { requestUrl, send } from "./http";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
};

function isFile(candidate: string): boolean {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/**
 * Compressed files by path and encoding, each kept while its file keeps its size and time: a script
 * every page loads is compressed once, not on every request (the browser tests load about a
 * thousand pages a run; /admin's 6.3 MB on every editing-room test).
 */
const compressed = new Map<string, { version: string; body: Promise<Buffer> }>();
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compressedFile(file: string, stat: fs.Stats, encoding: "br" | "gzip"): Promise<Buffer> {
  const key = `${encoding} ${file}`;
  const version = `${stat.size} ${stat.mtimeMs}`;
  const kept = compressed.get(key);
  if (kept?.version === version) return kept.body;
  const body = fs.promises
    .readFile(file)
    .then((bytes) => (encoding === "br" ? brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(bytes)));
  compressed.set(key, { version, body });
  body.catch(() => compressed.delete(key));
  return body;
}

/** Sends a file, honouring single byte ranges (browsers request videos in ranges). */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status = 200) {
  const stat = fs.statSync(file);
  const size = stat.size;
  const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  const headers = { "Content-Type": type, "Accept-Ranges": "bytes" };
  const range = status === 200 ? /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? "") : null;
  // Text compressed as Netlify compresses it, so local measurements (Lighthouse, budgets) match production.
  const encoding = contentEncoding(req, type);
  let part: { start: number; end: number } | undefined;
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      res.writeHead(416, { "Content-Range": `bytes */${size}` });
      return void res.end();
    }
    part = { start, end };
    res.writeHead(206, { ...headers, "Content-Range": `bytes ${start}-${end}/${size}`, "Content-Length": end - start + 1 });
  } else if (encoding) {
    return void compressedFile(file, stat, encoding).then(
      (body) => {
        res.writeHead(status, { ...headers, "Content-Encoding": encoding, Vary: "Accept-Encoding", "Content-Length": body.length });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      () => send(res, 500, `${path.basename(file)} could not be read.`),
    );
  } else res.writeHead(status, { ...headers, "Content-Length": size });
  if (req.method === "HEAD") return void res.end();
  fs.createReadStream(file, part).pipe(res);
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** Brotli or gzip for text, whichever the browser accepts (brotli first); nothing for media, which is compressed already. */
function contentEncoding(req: IncomingMessage, type: string): "br" | "gzip" | null {
  if (!COMPRESSIBLE.test(type)) return null;
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/** Netlify's configuration files in public/: read by the host, never served. */
const HOST_FILES = new Set(["_headers", "_redirects"]);

function realpath(file: string): string {
  try {
    return fs.realpathSync.native(file);
  } catch {
    return file;
  }
}

/** Whether `file` is one of HOST_FILES, judged on the file opened (after links, without case and the trailing dots some file systems ignore). */
function isHostFile(base: string, file: string): boolean {
  const names = [path.relative(base, file), path.relative(realpath(base), realpath(file))];
  return names.some((name) => HOST_FILES.has(name.toLowerCase().replace(/[. ]+$/, "")));
}

/** A `..` segment in a decoded path: an address with one (`/x/..%2f_headers`) names a file by climbing, which no page link does. */
const climbs = (pathname: string) => pathname.split(/[\\/]/).includes("..");

/** A redirect target that stays on this site (no `//` or `/\`, read as another host), re-encoded so `/about%2F` does not redirect to itself. */
function sitePath(pathname: string): string {
  const segments = pathname.split(/[\\/]+/).filter(Boolean);
  return `/${segments.map(encodeURIComponent).join("/")}`;
}

/**
 * Serves `public/` as the production host does with `trailingSlash: "never"` (/about/ redirects to
 * /about, an unknown address gets the 404 page), with the headers the build wrote to public/_headers.
 */
export function createStaticHandler(root: string) {
  const base = path.resolve(root);
  const headersFile = path.join(base, "_headers");
  const rules = fs.existsSync(headersFile) ? parseNetlifyHeaders(fs.readFileSync(headersFile, "utf8")) : [];
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = requestUrl(req);
    if (!url) return send(res, 400, "The request target is not a path on this site.");
    const headers = headersFor(rules, url.pathname);
    for (const [name, value] of Object.entries({ "Cache-Control": REVALIDATE, ...headers })) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return send(res, 405, `Method ${req.method} is not allowed for pages and files.`);
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, "The address is not valid URL encoding.");
    }
    if (pathname.includes("\0")) return send(res, 400, "The address contains a null byte.");
    if (climbs(pathname)) return send(res, 400, "The address climbs out of its folder with a '..' segment.");

    if (pathname.length > 1 && pathname.endsWith("/")) {
      return send(res, 301, "", { Location: `${sitePath(pathname)}${url.search}` });
    }

    const target = path.resolve(base, `.${pathname}`);
    if (target !== base && !target.startsWith(base + path.sep)) return send(res, 400, "The address leaves the site.");

    if (isHostFile(base, target)) return sendNotFound(req, res, base);
    if (isFile(target)) return sendFile(req, res, target);
    const page = path.join(target, "index.html");
    if (isFile(page)) return sendFile(req, res, page);

    return sendNotFound(req, res, base);
  };
}

/** Gatsby's 404 page with a 404, as the production host answers an unknown address. */
function sendNotFound(req: IncomingMessage, res: ServerResponse, base: string) {
  const notFound = path.join(base, "404.html");
  if (isFile(notFound)) return sendFile(req, res, notFound, 404);
  return send(res, 404, "Not found. Run `npm run build` first if public/ is empty.");
}
