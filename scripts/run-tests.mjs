// `npm test`: every check, each an npm script of its own. Steps of a group run at the same time (their
// output printed whole when each ends), and a group starts once the one before it has passed; the
// first failure stops the run with that step's exit code. The server tests and the deploy preview's
// build each leave cores idle, so they share them. Installing missing browsers (`npm run browsers`)
// starts at once, beside the checks and the build; only the steps that run a browser wait for it.
import { spawn } from "node:child_process";
import os from "node:os";

const GROUPS = [["lint", "typecheck", "test:unit"], ["build"], ["budget", "test:server", "build:preview"], ["test:e2e"], ["test:engines"]];
const BROWSERS = "browsers";
const NEEDS_BROWSERS = new Set(["test:server", "test:e2e", "test:engines"]);

// Gatsby starts one worker per core less one; the build, which runs alone, gets one per core (111 s
// against 122 s on two). The preview's build shares the cores with the server tests, and keeps the default.
const ENV = { build: { GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? String(os.availableParallelism() + 1) } };

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one npm script; resolves with its exit code. Alone, it prints as it goes; in a group, when it ends. */
function run(script, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", script], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...ENV[script] },
    });
    const output = [];
    if (!alone) {
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
    }
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      if (!alone) process.stdout.write(Buffer.concat(output));
      console.log(`\n${code === 0 ? "passed" : `FAILED (exit ${code})`}: npm run ${script}, ${seconds(started)}\n`);
      resolve(code ?? 1);
    };
    child.on("error", () => done(1));
    child.on("exit", done);
  });
}

const started = Date.now();
const browsers = run(BROWSERS, false);
/** Runs a step of a group; one that runs a browser first waits for the install, and is not run if it failed (null). */
async function step(script, alone) {
  if (NEEDS_BROWSERS.has(script) && (await browsers) !== 0) return null;
  return run(script, alone);
}
/** Stops the run; an install still going is let finish first, so that apt is not left half done. */
async function stop(failed, code) {
  await browsers;
  console.error(`npm test stopped after ${seconds(started)}: ${failed.join(", ")} failed.`);
  process.exit(code);
}
for (const group of GROUPS) {
  const codes = await Promise.all(group.map((script) => step(script, group.length === 1)));
  if (codes.includes(null)) await stop([BROWSERS], await browsers);
  const failed = group.filter((_, i) => codes[i] !== 0);
  const code = codes.find((exit) => exit !== 0);
  if (code !== undefined) await stop(failed, code);
}
console.log(`npm test passed in ${seconds(started)}.`);
