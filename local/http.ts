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
