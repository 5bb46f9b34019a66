import type { IncomingMessage, ServerResponse } from "node:http";

/** A request body up to `limit` bytes, or null beyond that (the rest is drained, so the client still gets its answer). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", collect);
      req.resume();
      resolve(null);
    };
    req.on("data", collect);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** An answer with `text` as its body, plain text unless `headers` name its type. */
export function send(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    ...(text ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? "" : JSON.stringify(body);
  send(res, status, text, text ? { "Content-Type": "application/json; charset=utf-8", ...headers } : headers);
}

/** A host name or IPv4 address, or an IPv6 address in brackets, then an optional port: what a Host header may hold. */
const HOST = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The Host header ("localhost" when an HTTP/1.0 client sent none), or null when the URL parser would throw on it. */
export function requestHost(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (host === undefined) return "localhost";
  return HOST.test(host) && URL.canParse(`http://${host}/`) ? host : null;
}

/**
 * The request target as a URL on a fixed origin, or null when it is not a path. Appended, not
 * resolved: `new URL("//evil.example/", base)` would read a host. An absolute target keeps its path and query.
 */
export function requestUrl(req: IncomingMessage): URL | null {
  const target = req.url ?? "/";
  if (target.startsWith("/")) return new URL(`http://localhost${target}`);
  // Neither a path nor an http(s) URL the parser accepts (`*`, `host:port`): the caller answers 400.
  if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return null;
  const absolute = new URL(target);
  return new URL(`http://localhost${absolute.pathname}${absolute.search}`);
}
