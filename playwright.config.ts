import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium";
import { contextOptions, devices, type DeviceName } from "./scripts/devices";

const deviceOnly: DeviceName[] = ["phone-narrow", "tablet-portrait", "tablet-landscape", "laptop", "laptop-720"];

const PORT = Number(process.env.E2E_PORT ?? 9123);

/**
 * Browser tests run against the built site served by the local backend
 * (`local/server.ts`), in Debian's Chromium, on the screens of scripts/devices.ts.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  // The full suite runs on the phone and the desktop; the other screens of
  // scripts/devices.ts run only devices.spec.ts, the checks that differ by device.
  projects: [
    { name: "desktop", use: contextOptions(devices.desktop) },
    { name: "mobile", use: contextOptions(devices.phone) },
    ...deviceOnly.map((name) => ({ name, testMatch: /devices\.spec\.ts$/, use: contextOptions(devices[name]) })),
  ],
  webServer: {
    command: "npx tsx local/server.ts",
    // A fresh in-memory database for every run.
    env: { PORT: String(PORT), LOCAL_DB: "memory", LOCAL_INSPECT: "1" },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
