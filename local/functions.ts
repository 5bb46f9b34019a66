import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, sendJson } from "./http";

/** Far above any function's own limit, so the function decides (and answers 413 itself). */
const MAX_BODY = 256 * 1024;

/** Runs a Netlify Functions v2 handler (Web Request in, Web Response out) for a request to `url`, whose host and target the server has checked. */
export function mountFunction(handler: (req: Request) => Promise<Response>) {
  return async (req: IncomingMessage, res: ServerResponse, url: string) => {
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBody(req, MAX_BODY);
    if (body === null) return sendJson(res, 413, { error: `The body is larger than ${MAX_BODY} bytes.` });
    const headers = new Headers();
    for (const [name, values] of Object.entries(req.headersDistinct)) for (const value of values ?? []) headers.append(name, value);
    const response = await handler(
      new Request(url, { method: req.method, headers, body: body?.length ? new Uint8Array(body) : undefined }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
