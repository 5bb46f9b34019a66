import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import type { MdxReading } from "../content-core/mdx-reading";

/**
 * Reads MDX bodies with the compiler the build uses (@mdx-js/mdx, as loaded
 * by gatsby-plugin-mdx), so the content check fails on exactly what would
 * fail the build, and sees the parsed tree rather than guessing from lines.
 * It also hands back the tree the compiled MDX would render, which
 * content-core/body-from-mdx.ts turns into the page data of the body.
 *
 * @mdx-js/mdx is ESM-only, while the check must stay synchronous (Gatsby's
 * onPreBootstrap uses its result directly) and also runs under Jest's
 * CommonJS transform, which cannot import it. So a worker thread, which is
 * plain Node, imports it once and compiles; the caller waits for its answer
 * with Atomics.wait. The first call costs about half a second, later ones
 * milliseconds.
 */

/**
 * Runs in the worker (a CommonJS script; the compiler comes in by import()).
 * content-core/mdx-reader.cjs parses each body, keeps the outline, then compiles
 * the tree so that errors only the later stages find are reported too. Every
 * decision about what is allowed stays in TypeScript. It always answers, even when the
 * compiler cannot be loaded, because the caller is blocked until it does.
 */
const WORKER = String.raw`
const { workerData } = require("node:worker_threads");
const { port, signal, compilerUrl, unwrapImagesUrl, readerPath } = workerData;
const { read } = require(readerPath);
const compiler = Promise.all([import(compilerUrl), import(unwrapImagesUrl)]);
compiler.catch(() => {}); // reported with the first request, not as an unhandled rejection

port.on("message", async (bodies) => {
  let answer;
  try {
    const modules = await compiler;
    const results = [];
    for (const body of bodies) results.push(await read(modules, body));
    answer = { results };
  } catch (error) {
    answer = { failure: String(error?.stack ?? error) };
  }
  port.postMessage(answer);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

/**
 * The @mdx-js/mdx and remark-unwrap-images gatsby-plugin-mdx itself loads
 * (resolved from the project, as the Gatsby bundle has no __dirname of its own).
 */
function pluginModuleUrls(): { compilerUrl: string; unwrapImagesUrl: string } {
  const projectRequire = createRequire(path.join(process.cwd(), "package.json"));
  const plugin = path.dirname(projectRequire.resolve("gatsby-plugin-mdx/package.json"));
  const url = (name: string) => pathToFileURL(projectRequire.resolve(name, { paths: [plugin] })).href;
  return { compilerUrl: url("@mdx-js/mdx"), unwrapImagesUrl: url("remark-unwrap-images") };
}

interface Compiler {
  port: MessagePort;
  /** 0 while the worker compiles, 1 once it has answered. */
  signal: Int32Array;
}

let compiler: Compiler | undefined;

/** Starts the worker once per process; unref'd, so it never keeps the process alive. */
function startCompiler(): Compiler {
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

/** Sends bodies to the worker and blocks until it answers. */
function compile(bodies: readonly string[]): MdxReading[] {
  compiler ??= startCompiler();
  const { port, signal } = compiler;
  Atomics.store(signal, 0, 0);
  port.postMessage(bodies);
  if (Atomics.wait(signal, 0, 0, 120_000) === "timed-out")
    throw new Error("The MDX compiler (gatsby/content-mdx.ts) did not answer within two minutes.");
  const answer = receiveMessageOnPort(port)?.message as { results: MdxReading[] } | { failure: string } | undefined;
  if (!answer || "failure" in answer) throw new Error(`The MDX compiler (gatsby/content-mdx.ts) failed: ${answer?.failure ?? "no answer"}`);
  return answer.results;
}

/**
 * Bodies already read, by their text: an unchanged file is not compiled twice
 * (the unit tests check copies of the content many times; `npm run develop`
 * checks everything again on every save). The least recently used go first
 * beyond MAX_READINGS, so a long develop session of edits does not grow it
 * without end.
 */
const readings = new Map<string, MdxReading>();
const MAX_READINGS = 500;

/** Parses and compiles each MDX body (front matter already removed); one result per body, in order. */
export function readMdxBodies(bodies: readonly string[]): MdxReading[] {
  const unread = [...new Set(bodies.filter((body) => !readings.has(body)))];
  if (unread.length) {
    const results = compile(unread);
    unread.forEach((body, i) => readings.set(body, results[i]!));
  }
  const answers = bodies.map((body) => {
    const reading = readings.get(body)!;
    readings.delete(body);
    readings.set(body, reading);
    return reading;
  });
  for (const oldest of readings.keys()) {
    if (readings.size <= MAX_READINGS) break;
    readings.delete(oldest);
  }
  return answers;
}
