import type { IncomingMessage, ServerResponse } from "node:http";

export class BodyTooLarge extends Error {}

/** Reads a request body up to `limit` bytes; rejects with BodyTooLarge beyond that. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Stop keeping the body but let it drain, so the client still gets the 413.
      req.off("data", collect);
      req.resume();
      reject(new BodyTooLarge(`The body is larger than ${limit} bytes.`));
    };
    req.on("data", collect);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, {
    ...(text ? { "Content-Type": "application/json; charset=utf-8" } : {}),
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** A host name or IPv4 address, or an IPv6 address in brackets, then an optional port: what a Host header may hold. */
const HOST = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The request's Host header, "localhost" when an HTTP/1.0 client sent none,
 * or null when it is empty or no host at all (`[::1`, `a b`): the function's
 * Request is built from it, and the URL parser throws on such a host.
 */
export function requestHost(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (host === undefined) return "localhost";
  if (!HOST.test(host)) return null;
  try {
    new URL(`http://${host}/`);
    return host;
  } catch {
    return null;
  }
}

/**
 * The request target as a URL on a fixed origin, or null when it is not a
 * path. A target is appended to the origin rather than resolved against it:
 * `new URL("//evil.example/", base)` would read evil.example as the host, and
 * the path `//evil.example/` must stay a path. An absolute target (the form a
 * proxy sends) keeps only its path and query.
 */
export function requestUrl(req: IncomingMessage): URL | null {
  const target = req.url ?? "/";
  try {
    if (target.startsWith("/")) return new URL(`http://localhost${target}`);
    if (/^https?:\/\//i.test(target)) {
      const absolute = new URL(target);
      return new URL(`http://localhost${absolute.pathname}${absolute.search}`);
    }
  } catch {
    // Not a URL any parser accepts: the caller answers 400.
  }
  return null;
}
