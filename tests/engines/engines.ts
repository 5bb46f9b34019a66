import { spawn, type ChildProcess } from "node:child_process";

/**
 * Safari's engine and Firefox, driven through their own automation with one client, WebdriverIO's
 * `webdriver` package: W3C WebDriver to WebKitWebDriver (WebKitGTK's MiniBrowser under Xvfb), and
 * WebDriver BiDi straight to Firefox's remote agent (no geckodriver, which cannot be installed here).
 * Each tab finds elements by role, label or visible text in the page, and clicks as a tap would:
 * WebKit's Element Click refuses a covered or off-screen element, and the Firefox tab checks the
 * same before it presses.
 */

// The `webdriver` package's own log (every command, and each refused connection while WebKitWebDriver
// starts) and its notices, which are for WebdriverIO's browser object, stay quiet: a failure is thrown.
// Set WDIO_LOG_LEVEL=info to see them.
process.env.WDIO_LOG_LEVEL ??= "silent";
process.env.DISABLE_WEBDRIVERIO_DEPRECATION_WARNINGS ??= "true";

export type EngineName = "webkit" | "firefox";

/** What a test looks for: an element's role and accessible name, a field's label, or visible text. */
export type Query = { role: string; name?: string | RegExp } | { label: string } | { text: string | RegExp } | { css: string };

/** An element found in the page, as the engine refers to it. */
export type Handle = { webkit: string } | { firefox: string };

export interface Tab {
  engine: EngineName;
  /** The width the page is laid out at. */
  width: number;
  goto(route: string): Promise<void>;
  /** Calls `fn` (the source of a function) in the page with JSON arguments, and returns its JSON result. */
  run<T>(fn: string, ...args: unknown[]): Promise<T>;
  find(query: Query, within?: Query): Promise<Handle>;
  click(handle: Handle): Promise<void>;
  type(handle: Handle, text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Uncaught errors, unhandled rejections and console errors in the page since the last call (or the tab opened). */
  errors(): Promise<string[]>;
  /** Leaves the page so that what leaving cancels (a font, a video) is not taken for the page's error. */
  leave(): Promise<void>;
  close(): Promise<void>;
}

/** MiniBrowser's window is never narrower than this: narrower layouts are drawn in a frame of their width. */
export const WEBKIT_MIN_WIDTH = 447;

/** Waits until `check` gives a truthy value, or fails with `what`. */
export async function until<T>(check: () => Promise<T>, what: string, timeout = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeout;
  let last: unknown;
  // Polls soon at first (most waits are short: a page hydrating, a menu opening), then every 100 ms.
  for (let pause = 10; ; pause = Math.min(pause * 2, 100)) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`${what} (waited ${timeout / 1000} s)${last ? `: ${String(last)}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Runs in the page: the first element matching the query that is rendered, or null. Roles are the
 * implicit ones of the elements this site uses, or an explicit role; names are aria-label,
 * aria-labelledby, a label's text or the element's own text.
 */
export const FIND = `function find(query, within) {
  const text = (el) => (el.innerText ?? el.textContent ?? "").replace(/\\s+/g, " ").trim();
  const name = (el) => {
    const by = el.getAttribute("aria-labelledby");
    if (by) return by.split(/\\s+/).map((id) => text(document.getElementById(id) ?? document.createElement("i"))).join(" ").trim();
    if (el.getAttribute("aria-label")) return el.getAttribute("aria-label").trim();
    const labels = el.labels ? [...el.labels] : [];
    if (labels.length) return labels.map(text).join(" ").trim();
    // The element's own text, without what is hidden from assistive technology (aria-hidden), as a name is computed.
    const spoken = (node) =>
      node.nodeType === 3 ? node.data : node.nodeType === 1 && node.getAttribute("aria-hidden") !== "true" ? [...node.childNodes].map(spoken).join(" ") : "";
    return spoken(el).replace(/\\s+/g, " ").trim() || (el.getAttribute("alt") ?? el.getAttribute("title") ?? "").trim();
  };
  const role = (el) => {
    const explicit = el.getAttribute("role");
    if (explicit) return explicit.split(/\\s+/)[0];
    const tag = el.localName;
    if (tag === "a" && el.hasAttribute("href")) return "link";
    if (tag === "button" || (tag === "input" && ["button", "submit", "reset"].includes(el.type))) return "button";
    if (/^h[1-6]$/.test(tag)) return "heading";
    if (tag === "input" && ["text", "email", "tel", "url", "password", ""].includes(el.type)) return "textbox";
    if (tag === "input" && el.type === "search") return "searchbox";
    if (tag === "input" && el.type === "checkbox") return "checkbox";
    if (tag === "input" && el.type === "radio") return "radio";
    if (tag === "textarea") return "textbox";
    if (tag === "select") return "combobox";
    if (tag === "nav") return "navigation";
    if (tag === "main") return "main";
    if (tag === "section" && (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby"))) return "region";
    if (tag === "dialog") return "dialog";
    if (tag === "img" || tag === "video") return "img";
    return null;
  };
  const matches = (value, want) => (want.source !== undefined ? new RegExp(want.source, want.flags).test(value) : value === want);
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const test = (el, q) =>
    q.css !== undefined
      ? el.matches(q.css)
      : q.role !== undefined
      ? role(el) === q.role && (q.name === undefined || matches(name(el), q.name))
      : q.label !== undefined
        ? el.labels && [...el.labels].some((label) => text(label).startsWith(q.label) && !/^[\\p{L}\\p{N}]/u.test(text(label).slice(q.label.length)))
        : matches(text(el), q.text) && ![...el.children].some((child) => matches(text(child), q.text));
  let root = document;
  if (within) {
    root = [...document.querySelectorAll("*")].find((el) => test(el, within) && shown(el));
    if (!root) return null;
  }
  return [...root.querySelectorAll("*")].find((el) => test(el, query) && shown(el)) ?? null;
}`;

/** A query as JSON: a RegExp travels as its source and flags. */
export const asJson = (query: Query | undefined) =>
  query &&
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, value instanceof RegExp ? { source: value.source, flags: value.flags } : value]),
  );

export const describe = (query: Query) => JSON.stringify(asJson(query));

/** Starts `command` and resolves once `ready` matches its output. */
export function start(
  command: string,
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`${command} did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Ends a process group started by `start`. */
export function stop(child: ChildProcess | undefined) {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
