import type { IncomingMessage, ServerResponse } from "node:http";
import type { FunctionContext } from "../netlify/intake/form-endpoint";
import { readBody, sendJson } from "./http";

/** Far above any function's own limit, so the function decides (and answers 413 itself). */
const MAX_BODY = 256 * 1024;

/** The client's address as Netlify gives it (context.ip): here the first X-Forwarded-For entry a client names (the browser tests do), else the socket's. */
function clientAddress(req: IncomingMessage): string | undefined {
  const forwarded = req.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || req.socket.remoteAddress;
}

/**
 * Runs a Netlify Functions v2 handler (Web Request and context in, Web Response out) for a request to
 * `url`, whose host and target the server has checked. Work the handler hands `waitUntil` goes on after
 * the answer, as on Netlify; `pending` is what has not finished yet.
 */
export function mountFunction(handler: (req: Request, context: FunctionContext) => Promise<Response>) {
  const pending = new Set<Promise<unknown>>();
  const mounted = async (req: IncomingMessage, res: ServerResponse, url: string) => {
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBody(req, MAX_BODY);
    if (body === null) return sendJson(res, 413, { error: `The body is larger than ${MAX_BODY} bytes.` });
    const headers = new Headers();
    for (const [name, values] of Object.entries(req.headersDistinct)) for (const value of values ?? []) headers.append(name, value);
    const context: FunctionContext = {
      ip: clientAddress(req),
      deploy: { context: "dev" },
      waitUntil: (promise) => {
        const settled = promise.catch(() => undefined).finally(() => pending.delete(settled));
        pending.add(settled);
      },
    };
    const response = await handler(
      new Request(url, { method: req.method, headers, body: body?.length ? new Uint8Array(body) : undefined }),
      context,
    );
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  return Object.assign(mounted, { pending });
}
