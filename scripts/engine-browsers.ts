// Where Debian's WebKitGTK and Firefox live, for the cross-engine smoke (tests/engines).
import fs from "node:fs";
import path from "node:path";

const onPath = (program: string) =>
  (process.env.PATH ?? "").split(path.delimiter).some((folder) => folder && fs.existsSync(path.join(folder, program)));

/** WebKitGTK's MiniBrowser, the window WebKitWebDriver drives (libwebkit2gtk-4.1-0, under /usr/lib/<architecture>/). */
export function miniBrowserPath(): string | undefined {
  const lib = "/usr/lib";
  const folders = fs.existsSync(lib) ? fs.readdirSync(lib) : [];
  return folders.map((folder) => path.join(lib, folder, "webkit2gtk-4.1", "MiniBrowser")).find((file) => fs.existsSync(file));
}

/** Each program the smoke runs, the Debian package that brings it, and whether it is here. */
export const ENGINE_PROGRAMS = [
  { program: "firefox-esr", pkg: "firefox-esr", present: () => onPath("firefox-esr") },
  { program: "WebKitWebDriver", pkg: "webkit2gtk-driver", present: () => onPath("WebKitWebDriver") },
  { program: "MiniBrowser", pkg: "libwebkit2gtk-4.1-0", present: () => Boolean(miniBrowserPath()) },
  { program: "xvfb-run", pkg: "xvfb", present: () => onPath("xvfb-run") },
  // xvfb-run needs xauth, which the xvfb package only recommends.
  { program: "xauth", pkg: "xauth", present: () => onPath("xauth") },
];
