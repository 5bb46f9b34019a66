import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import type { MdxReading } from "../content-core/mdx-reading";

/**
 * Reads MDX bodies with the compiler the build uses (@mdx-js/mdx, as gatsby-plugin-mdx loads it), so
 * the check fails on exactly what would fail the build. The compiler is ESM-only, while the check is
 * synchronous and also runs under Jest's CommonJS transform: a worker thread imports it and reads
 * (content-core/mdx-reader.cjs), and the caller waits with Atomics.wait. The worker always answers,
 * even when the compiler cannot be loaded, because the caller is blocked until it does.
 */
const WORKER = String.raw`
const { workerData } = require("node:worker_threads");
const { port, signal, compilerUrl, unwrapImagesUrl, readerPath } = workerData;
const { read } = require(readerPath);
const compiler = Promise.all([import(compilerUrl), import(unwrapImagesUrl)]);
compiler.catch(() => {}); // reported with the first request, not as an unhandled rejection

port.on("message", async (body) => {
  let answer;
  try {
    answer = { reading: await read(await compiler, body) };
  } catch (error) {
    answer = { failure: String(error?.stack ?? error) };
  }
  port.postMessage(answer);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

/** The @mdx-js/mdx and remark-unwrap-images gatsby-plugin-mdx loads, resolved from the project. */
function pluginModuleUrls(): { compilerUrl: string; unwrapImagesUrl: string } {
  const projectRequire = createRequire(path.join(process.cwd(), "package.json"));
  const plugin = path.dirname(projectRequire.resolve("gatsby-plugin-mdx/package.json"));
  const url = (name: string) => pathToFileURL(projectRequire.resolve(name, { paths: [plugin] })).href;
  return { compilerUrl: url("@mdx-js/mdx"), unwrapImagesUrl: url("remark-unwrap-images") };
}

/** The worker's port, and its signal: 0 while it compiles, 1 once it has answered. */
let compiler: { port: MessagePort; signal: Int32Array } | undefined;

/** Starts the worker once per process; unref'd, so it never keeps the process alive. */
function startCompiler() {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { port: port2, signal, readerPath: path.join(__dirname, "..", "content-core", "mdx-reader.cjs"), ...pluginModuleUrls() },
    transferList: [port2],
  });
  worker.unref();
  port1.unref();
  return { port: port1, signal };
}

/** Sends a body to the worker and blocks until it answers. */
function compile(body: string): MdxReading {
  compiler ??= startCompiler();
  const { port, signal } = compiler;
  Atomics.store(signal, 0, 0);
  port.postMessage(body);
  if (Atomics.wait(signal, 0, 0, 120_000) === "timed-out")
    throw new Error("The MDX compiler (gatsby/content-mdx.ts) did not answer within two minutes.");
  const answer = receiveMessageOnPort(port)?.message as { reading: MdxReading } | { failure: string } | undefined;
  if (!answer || "failure" in answer) throw new Error(`The MDX compiler (gatsby/content-mdx.ts) failed: ${answer?.failure ?? "no answer"}`);
  return answer.reading;
}

/** Bodies already read, by their text, so an unchanged body is not compiled twice; emptied past 500, so it cannot grow without end. */
const readings = new Map<string, MdxReading>();

/** Parses and compiles an MDX body (front matter already removed). */
export function readMdxBody(body: string): MdxReading {
  let reading = readings.get(body);
  if (!reading) {
    if (readings.size >= 500) readings.clear();
    reading = compile(body);
    readings.set(body, reading);
  }
  return reading;
}
