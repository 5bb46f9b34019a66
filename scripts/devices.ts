// The screens a buyer reads the site on (docs: "Devices"); the browser tests take their viewports from here.
import type { ViewportSize } from "@playwright/test";

export interface Device {
  viewport: ViewportSize;
  /** A touch screen without hover: a phone or a tablet. */
  touch: boolean;
  deviceScaleFactor?: number;
}

/** Android's Chrome says "Mobile" on phones and leaves it out on tablets. */
const touchUserAgent = (phone: boolean) =>
  `Mozilla/5.0 (Linux; Android 14; ${phone ? "Pixel 8" : "Pixel Tablet"}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 ${phone ? "Mobile " : ""}Safari/537.36`;

export const devices = {
  /** The everyday phone. */
  phone: { viewport: { width: 390, height: 844 }, touch: true, deviceScaleFactor: 2 },
  /** The narrowest phone still sold (and a zoomed-in larger one). */
  "phone-narrow": { viewport: { width: 320, height: 640 }, touch: true, deviceScaleFactor: 2 },
  "tablet-portrait": { viewport: { width: 768, height: 1024 }, touch: true, deviceScaleFactor: 2 },
  "tablet-landscape": { viewport: { width: 1024, height: 768 }, touch: true, deviceScaleFactor: 2 },
  /** The commonest laptop viewport: wide but short. */
  laptop: { viewport: { width: 1366, height: 657 }, touch: false },
  "laptop-720": { viewport: { width: 1280, height: 720 }, touch: false },
  desktop: { viewport: { width: 1440, height: 900 }, touch: false },
} satisfies Record<string, Device>;

export type DeviceName = keyof typeof devices;

/** Playwright context options that make Chromium behave as that device (touch, no hover, mobile viewport). */
export function contextOptions(device: Device) {
  return {
    viewport: device.viewport,
    deviceScaleFactor: device.deviceScaleFactor ?? 1,
    ...(device.touch ? { isMobile: true, hasTouch: true, userAgent: touchUserAgent(device.viewport.width < 700) } : {}),
  };
}
