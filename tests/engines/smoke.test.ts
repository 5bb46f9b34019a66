import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { CONTENT_DIR, readInventory } from "../../gatsby/inventory";
import { readYaml } from "../../content-core/yaml";
import { openDatabase, type Database } from "../../supabase/database";
import { createLocalServer } from "../../local/server";
import { until, WEBKIT_MIN_WIDTH, type EngineName, type Tab } from "./engines";
import { firefoxTab, stopFirefox } from "./firefox";
import { webkitTab } from "./webkit";

/**
 * The cross-engine smoke: the site's core journeys in Safari's engine (WebKitGTK) and Firefox,
 * driven through each engine's own automation (tests/engines/engines.ts), on the built site served
 * by the local backend. `ENGINES=webkit` or `ENGINES=firefox` runs one.
 */

/** The insights password the site is built with (tests/e2e/insights.spec.ts uses the same). */
const GATE_PASSWORD = "climb-everpeak-2025";
const ENGINES = (process.env.ENGINES ?? "webkit,firefox").split(",") as EngineName[];
const SHOTS = process.env.ENGINE_SHOTS;
const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
  { name: "narrow-phone", width: 320, height: 640 },
] as const;
type Size = (typeof WIDTHS)[number];
const [DESKTOP, PHONE] = WIDTHS;

// The built site and the local backend, in this process, with an empty database whose rows it shows (/__local/<table>).
let db: Database;
let server: ReturnType<typeof createLocalServer>;
let base = "";
// The same site as a browser gets it with JavaScript off: every script out of every page, no script file served.
let scriptless: http.Server;
let noScriptBase = "";

/**
 * A proxy that serves the site without scripts: inline and linked scripts are taken out of each page and script
 * files are not found. A request reaches the site with the site's own host and Origin, as it would unproxied.
 */
function scriptlessProxy(target: URL) {
  return http.createServer((request, response) => {
    if (/\.m?js(\?|$)/.test(request.url ?? "")) return void response.writeHead(404).end();
    const headers = { ...request.headers, host: target.host };
    delete headers["accept-encoding"];
    if (headers.origin) headers.origin = target.origin;
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        if (!/text\/html/.test(String(answerHeaders["content-type"]))) {
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          return void answer.pipe(response);
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.from(
            Buffer.concat(chunks)
              .toString("utf8")
              .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ""),
          );
          delete answerHeaders["content-length"];
          delete answerHeaders["transfer-encoding"];
          response.writeHead(answer.statusCode ?? 502, { ...answerHeaders, "content-length": String(html.length) });
          response.end(html);
        });
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
}

before(async () => {
  db = await openDatabase("memory");
  server = createLocalServer({ root: path.resolve(__dirname, "../../public"), db, inspect: true });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  scriptless = scriptlessProxy(new URL(base));
  await new Promise<void>((resolve) => scriptless.listen(0, "127.0.0.1", resolve));
  noScriptBase = `http://127.0.0.1:${(scriptless.address() as AddressInfo).port}`;
});

after(async () => {
  await stopFirefox();
  scriptless.close();
  server.close();
  await db.close();
});

const open = (engine: EngineName, width: number, height: number, site = base) =>
  engine === "webkit" ? webkitTab(site, width, height) : firefoxTab(site, width, height);

/** Opens a tab for the test (on the site, or the site without scripts), and closes it (with a screenshot first when ENGINE_SHOTS names a folder). */
async function withTab(engine: EngineName, size: Size, check: (tab: Tab) => Promise<void>, scripts: "scripts" | "no scripts" = "scripts") {
  const tab = await open(engine, size.width, size.height, scripts === "scripts" ? base : noScriptBase);
  try {
    await check(tab);
  } finally {
    if (SHOTS) await tab.screenshot(path.join(SHOTS, `${engine}-${size.name}-${Date.now()}.png`)).catch(() => undefined);
    await tab.close();
  }
}

const hydrated = `() => performance.getEntriesByName("onInitialClientRender").length > 0`;

async function gotoHydrated(tab: Tab, route: string) {
  await tab.goto(route);
  await until(() => tab.run<boolean>(hydrated), `${route} did not finish hydrating`, 20_000);
}

/**
 * The width a test checks, as its name says it. WebKit draws every page in a frame of the width
 * (webkit.ts): a phone width is a frame inside MiniBrowser's narrowest window.
 */
const at = (engine: EngineName, size: Size) =>
  engine === "webkit" && size.width < WEBKIT_MIN_WIDTH
    ? `${size.width} px, in a ${size.width} px frame in a ${WEBKIT_MIN_WIDTH} px window`
    : `${size.width} px`;

if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

/** Runs in the page: whether the element `css` names is drawn. */
const shown = (css: string) =>
  `() => { const el = document.querySelector(${JSON.stringify(css)}); if (!el) return false; const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden"; }`;
/** Runs in the page: whether the element `css` names is wholly inside the screen. */
const inView = (css: string) =>
  `() => { const el = document.querySelector(${JSON.stringify(css)}); if (!el) return false; const box = el.getBoundingClientRect(); return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight; }`;
/** Runs in the page: what the contact form holds and says, for a failure's message. */
const formState = `() => ({
  fields: [...document.querySelectorAll("form input, form select, form textarea")].map((f) => [f.name, f.value, f.validationMessage]),
  banner: document.querySelector("[data-testid=form-banner]")?.textContent ?? null,
  button: document.querySelector("form button[type=submit]")?.textContent,
  active: document.activeElement?.outerHTML.slice(0, 80),
})`;
const expanded = (css: string) => `() => document.querySelector(${JSON.stringify(css)})?.getAttribute("aria-expanded") === "true"`;
const path_ = `() => location.pathname`;
/** The Solutions menu's promo, as content/navigation.yaml writes it. */
const promo = (
  readYaml(fs.readFileSync(path.join(CONTENT_DIR, "navigation.yaml"), "utf8")) as {
    solutionsMenu: { promo: { title: string; linkLabel: string } };
  }
).solutionsMenu.promo;

// The engines run side by side, each on its own core; an engine's tests run one after another.
describe("cross-engine smoke", { concurrency: ENGINES.length }, () => {
  for (const engine of ENGINES) {
    describe(engine, { concurrency: 1 }, () => {
      for (const size of WIDTHS) {
        it(`every route shows its h1 with no page error, and nothing is wider than the screen (${at(engine, size)})`, async () => {
          await withTab(engine, size, async (tab) => {
            for (const route of [...readInventory().routes].sort()) {
              await gotoHydrated(tab, route);
              await tab.find({ role: "heading", name: /\S/ }).catch((error: Error) => {
                throw new Error(`${route}: ${error.message}`);
              });
              const h1 = await tab.run<number>(`() => document.querySelectorAll("h1").length`);
              assert.equal(h1, 1, `${route} has ${h1} h1 elements`);
              const wide = await tab.run<number>(`() => document.documentElement.scrollWidth - innerWidth`);
              assert.ok(wide <= 0, `${route} is ${wide} px wider than the ${size.width} px screen`);
              assert.deepEqual(await tab.errors(), [], `errors on ${route}`);
              await tab.leave();
            }
          });
        });
      }

      for (const size of [DESKTOP, PHONE]) {
        it(`home: Explore Solutions scrolls to them, the hero shows its video or still, a process step opens (${at(engine, size)})`, async () => {
          await withTab(engine, size, async (tab) => {
            await gotoHydrated(tab, "/");
            await tab.click(await tab.find({ role: "link", name: "Explore Solutions" }));
            await until(
              () =>
                tab.run<boolean>(
                  `() => { const top = document.getElementById("solutions").getBoundingClientRect().top; return top >= 0 && top < document.querySelector("header").getBoundingClientRect().height + 40; }`,
                ),
              "Explore Solutions did not bring the solutions under the header",
            );
            await until(
              () =>
                tab.run<boolean>(
                  `() => { const hero = document.querySelector("section"); const video = hero.querySelector("video"); const still = [...hero.querySelectorAll("img")].some((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0); return Boolean((video && !video.paused && video.readyState >= 2) || still); }`,
                ),
              "the hero shows neither a playing video nor its still",
            );
            await tab.click(await tab.find({ role: "button", name: /^Automate\b/ }));
            await until(
              () =>
                tab.run<boolean>(
                  `() => [...document.querySelectorAll("button[aria-expanded=true]")].some((b) => b.textContent.includes("Automate"))`,
                ),
              "the Automate step did not open",
            );
            assert.deepEqual(await tab.errors(), []);
          });
        });
      }

      it(`header: the Solutions mega-menu opens on click with its promo and both columns, and a link in it navigates and closes it (${at(engine, DESKTOP)})`, async () => {
        await withTab(engine, DESKTOP, async (tab) => {
          await gotoHydrated(tab, "/");
          await tab.click(await tab.find({ role: "button", name: "Solutions" }));
          await until(() => tab.run<boolean>(shown("#mega-menu-solutions")), "the Solutions menu did not open");
          for (const heading of ["SOLUTIONS", "PRODUCTS"]) await tab.find({ text: heading }, { css: "#mega-menu-solutions" });
          await tab.find({ text: promo.title }, { css: "#mega-menu-solutions" });
          await tab.find({ role: "link", name: promo.linkLabel }, { css: "#mega-menu-solutions" });
          await tab.click(await tab.find({ role: "link", name: /^Vendor Management System/ }, { css: "#mega-menu-solutions" }));
          await until(async () => (await tab.run<string>(path_)) === "/solutions/vendor-management", "the menu link did not navigate");
          await until(async () => !(await tab.run<boolean>(shown("#mega-menu-solutions"))), "the menu stayed open");
          assert.deepEqual(await tab.errors(), []);
        });
      });

      it(`header: the phone menu opens, expands Solutions, and a link navigates and closes it (${at(engine, PHONE)})`, async () => {
        await withTab(engine, PHONE, async (tab) => {
          await gotoHydrated(tab, "/");
          await tab.click(await tab.find({ role: "button", name: "Open menu" }));
          await until(() => tab.run<boolean>(shown("#mobile-menu")), "the phone menu did not open");
          await tab.click(await tab.find({ role: "button", name: "Solutions" }, { css: "#mobile-menu" }));
          await until(() => tab.run<boolean>(expanded("#mobile-menu button[aria-controls*=solutions]")), "Solutions did not expand");
          await tab.click(await tab.find({ role: "link", name: /^Cross-Selling AI Engine/ }, { css: "#mobile-menu" }));
          await until(async () => (await tab.run<string>(path_)) === "/solutions/cross-selling-ai", "the menu link did not navigate");
          await until(async () => !(await tab.run<boolean>(shown("#mobile-menu"))), "the phone menu stayed open");
          assert.deepEqual(await tab.errors(), []);
        });
      });

      it(`insights gate: a wrong password is refused, the right one unlocks, a reload keeps it open, search filters, Lock relocks (${at(engine, PHONE)})`, async () => {
        await withTab(engine, PHONE, async (tab) => {
          const state = () => tab.run<string>(`() => document.querySelector("[data-gate]")?.getAttribute("data-gate") ?? ""`);
          await gotoHydrated(tab, "/insights");
          assert.equal(await state(), "locked");
          await tab.click(await tab.find({ role: "button", name: "Access Premium Content" }));
          await tab.type(await tab.find({ label: "Access password" }), "not-the-password");
          await tab.click(await tab.find({ role: "button", name: "Unlock" }));
          await tab.find({ text: "Incorrect password. Please try again." });
          await tab.type(await tab.find({ label: "Access password" }), GATE_PASSWORD);
          await tab.click(await tab.find({ role: "button", name: "Unlock" }));
          await until(async () => (await state()) === "unlocked", "the right password did not unlock the listing");

          await gotoHydrated(tab, "/insights");
          await until(async () => (await state()) === "unlocked", "the listing was locked again after a reload");
          await tab.type(await tab.find({ role: "searchbox", name: "Search articles" }), "HIPAA");
          await until(
            () =>
              tab.run<boolean>(
                `() => { const cards = [...document.querySelectorAll("[data-testid=article-card]")]; return cards.length === 1 && /Healthcare AI Compliance/.test(cards[0].textContent); }`,
              ),
            "the search did not narrow the listing to the one article about HIPAA",
          );
          await tab.click(await tab.find({ role: "button", name: "Lock Content" }));
          await until(async () => (await state()) === "locked", "Lock Content did not lock the listing");
          assert.deepEqual(await tab.errors(), []);
        });
      });

      for (const size of WIDTHS) {
        it(`contact: a request is stored, with the success banner and the form reset (${at(engine, size)})`, async () => {
          await withTab(engine, size, async (tab) => {
            const email = `smoke-${engine}-${size.width}-${Date.now()}@example.com`;
            await gotoHydrated(tab, "/contact");
            await tab.type(await tab.find({ label: "Full Name" }), "Dana Whitfield");
            await tab.type(await tab.find({ label: "Business Email" }), email);
            await tab.type(await tab.find({ label: "Company Name" }), "Northwind Components");
            await tab.click(await tab.find({ role: "button", name: "Get My Free Assessment" }));
            await tab
              .find({ text: /^Congratulations! Your assessment request has been submitted successfully\./ })
              .catch(async (error: Error) => {
                throw new Error(`${error.message}; the form holds ${JSON.stringify(await tab.run(formState))}`);
              });
            await until(() => tab.run<boolean>(inView("[data-testid=form-banner]")), "the success banner was not brought into view");
            await until(
              () => tab.run<boolean>(`() => document.querySelector("form input[autocomplete=name], form input")?.value === ""`),
              "the form was not reset",
            );
            const rows = (await (await fetch(`${base}/__local/contact_submissions`)).json()) as { email: string; company_name?: string }[];
            assert.equal(rows.filter((row) => row.email === email).length, 1, "the request was not stored once");
            assert.deepEqual(await tab.errors(), []);
          });
        });
      }

      it(`industries: /industries/healthcare ends on /contact with Healthcare chosen (${at(engine, DESKTOP)})`, async () => {
        await withTab(engine, DESKTOP, async (tab) => {
          await tab.goto("/industries/healthcare");
          await until(async () => (await tab.run<string>(path_)) === "/contact", "/industries/healthcare did not end on /contact");
          await tab.find({ role: "heading", name: /Free Business Transformation Assessment/ });
          await until(
            () => tab.run<boolean>(`() => document.querySelector("#contact-industry")?.value === "healthcare"`),
            "the industry was not chosen",
          );
        });
      });

      it(`contact without JavaScript: a refused request keeps what was typed, and corrected it is stored and thanked (${at(engine, PHONE)})`, async () => {
        await withTab(
          engine,
          PHONE,
          async (tab) => {
            await tab.goto("/contact");
            assert.equal(await tab.run<number>(`() => document.scripts.length`), 0, "the page still has scripts");
            await tab.type(await tab.find({ label: "Full Name" }), "Dana Whitfield");
            await tab.type(await tab.find({ label: "Business Email" }), "dana@northwind");
            await tab.type(await tab.find({ label: "Company Name" }), "Northwind & Sons");
            await tab.click(await tab.find({ role: "button", name: "Get My Free Assessment" }));
            await tab.find({ text: "Database error: Please enter a business email address such as name@company.com." });
            const kept = await tab.run<string[]>(
              `() => ["name", "email", "company"].map((name) => document.querySelector("#contact-form [name=" + name + "]").value)`,
            );
            assert.deepEqual(kept, ["Dana Whitfield", "dana@northwind", "Northwind & Sons"], "the typed values were not kept");
            const email = `smoke-noscript-${engine}-${Date.now()}@example.com`;
            await tab.run(`(email) => { document.querySelector("#contact-email").value = email; }`, email);
            await tab.click(await tab.find({ role: "button", name: "Get My Free Assessment" }));
            await tab.find({ text: /^Congratulations! Your assessment request has been submitted successfully\./ });
            const rows = (await (await fetch(`${base}/__local/contact_submissions`)).json()) as { email: string; company: string }[];
            assert.deepEqual(
              rows.filter((row) => row.email === email).map((row) => row.company),
              ["Northwind & Sons"],
              "the request was not stored once",
            );
            assert.equal(await tab.run<string>(`() => location.search`), "", "something travelled in the address");
          },
          "no scripts",
        );
      });

      it(`newsletter without JavaScript: a sign-up is stored and thanked (${at(engine, DESKTOP)})`, async () => {
        await withTab(
          engine,
          DESKTOP,
          async (tab) => {
            const email = `smoke-noscript-${engine}-${Date.now()}@example.com`;
            await tab.goto("/insights");
            await tab.type(await tab.find({ label: "Work email" }), email);
            await tab.click(await tab.find({ role: "button", name: "Subscribe" }));
            await tab.find({ text: "Thanks for subscribing! Watch your inbox for our next insight." });
            const rows = (await (await fetch(`${base}/__local/newsletter_subscriptions`)).json()) as { email: string }[];
            assert.equal(rows.filter((row) => row.email === email).length, 1, "the sign-up was not stored once");
            assert.equal(await tab.run<string>(`() => location.search`), "", "something travelled in the address");
          },
          "no scripts",
        );
      });
    });
  }
});
