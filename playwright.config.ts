import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { headlessShellArgs, headlessShellPath } from "./scripts/chromium";
import { contextOptions, devices, type DeviceName } from "./scripts/devices";
import { PREVIEW_SITE_DIR } from "./tests/deploy-preview/site";

/** The screens that run only devices.spec.ts; the laptop first, as its longest test (below) needs it. */
const deviceOnly: DeviceName[] = ["laptop", "phone-narrow", "tablet-portrait", "tablet-landscape", "laptop-720"];

const PORT = Number(process.env.E2E_PORT ?? 9123);
const PREVIEW_PORT = PORT + 1;

/** The deploy preview with an article added and one edited (npm run build:preview), when there is one: `npm test` always builds it. */
const previewSite = fs.existsSync(path.join(PREVIEW_SITE_DIR, "public", "_preview", "index.html"));
if (!previewSite) console.warn("tests/deploy-preview are left out: run `npm run build:preview` first to build the deploy preview.");

/**
 * Browser tests run against the built site served by the local backend
 * (`local/server.ts`), in Debian's headless Chromium (scripts/chromium.ts), on the screens of scripts/devices.ts.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A failing test runs once more, recording a trace (test-results/); a test that then passes still
  // fails the run as flaky. A trace on every first run took the suite from 234 s to 340 s.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: headlessShellPath(), args: headlessShellArgs },
    trace: "on-first-retry",
  },
  // The full suite runs on the phone and the desktop; the other screens of
  // scripts/devices.ts run only devices.spec.ts, the checks that differ by device.
  projects: [
    // The editing room (/admin) against Decap's local backend on a copy of the repository (tests/cms): slow
    // to start, so a longer time per test; its tests run in one worker, so first (workers take projects in order).
    { name: "cms", testDir: "tests/cms", fullyParallel: false, timeout: 90_000, use: contextOptions(devices.desktop) },
    // Next the screens that run only devices.spec.ts, whose laptop sweep takes over half a minute.
    ...deviceOnly.map((name) => ({ name, testMatch: /devices\.spec\.ts$/, use: contextOptions(devices[name]) })),
    { name: "desktop", use: contextOptions(devices.desktop) },
    { name: "mobile", use: contextOptions(devices.phone) },
    // Visual baselines (tests/visual): the first screen of each template on the phone and the desktop.
    ...(["phone", "desktop"] as const).map((name) => ({
      name: `visual-${name}`,
      testDir: "tests/visual",
      snapshotPathTemplate: "{testDir}/baselines/{arg}-{projectName}{ext}",
      use: contextOptions(devices[name]),
    })),
    ...(previewSite
      ? [
          {
            name: "deploy-preview",
            testDir: "tests/deploy-preview",
            use: { ...contextOptions(devices.desktop), baseURL: `http://localhost:${PREVIEW_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "npx tsx local/server.ts",
      // A fresh in-memory database for every run.
      env: { PORT: String(PORT), LOCAL_DB: "memory", LOCAL_INSPECT: "1" },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      // tsx compiles the server on start: about 10 s on a quiet machine, three times that under load.
      timeout: 90_000,
    },
    ...(previewSite
      ? [
          {
            command: "npx tsx local/server.ts",
            cwd: PREVIEW_SITE_DIR,
            env: { PORT: String(PREVIEW_PORT), LOCAL_DB: "memory" },
            url: `http://localhost:${PREVIEW_PORT}/`,
            reuseExistingServer: false,
            timeout: 90_000,
          },
        ]
      : []),
  ],
});
