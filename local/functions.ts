import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyTooLarge, readBody, requestHost, requestUrl, sendJson } from "./http";

type WebHandler = (req: Request) => Promise<Response>;

/** Far above any function's own limit, so the function decides (and answers 413 itself). */
const MAX_BODY = 256 * 1024;

/** Runs a Netlify Functions v2 handler (Web Request in, Web Response out) inside a Node server. */
export function mountFunction(handler: WebHandler) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    // The Fetch API throws on a host or target it cannot parse; answer that as the client's mistake.
    const host = requestHost(req);
    const target = requestUrl(req);
    if (!host || !target) return sendJson(res, 400, { error: "The Host header or the request target is not valid." });
    let body: Buffer | undefined;
    if (req.method !== "GET" && req.method !== "HEAD") {
      try {
        body = await readBody(req, MAX_BODY);
      } catch (cause) {
        if (cause instanceof BodyTooLarge) return sendJson(res, 413, { error: cause.message });
        throw cause;
      }
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    }
    const request = new Request(`http://${host}${target.pathname}${target.search}`, {
      method: req.method,
      headers,
      body: body && body.length ? new Uint8Array(body) : undefined,
    });
    const response = await handler(request);
    const text = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(text);
  };
}
