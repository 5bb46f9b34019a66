import { earlyTapScript } from "../src/lib/early-taps";
import { earlyUnlockScript } from "../src/lib/insights-gate";
import { visitScript } from "../src/lib/visit";
import { earlyWebFontsScript } from "../src/lib/web-fonts";
import { bootScriptSources } from "./boot-scripts";
import { ribbonScript } from "./deploy-preview";
import { GATSBY_INLINE_SCRIPTS, type KnownScript } from "../src/lib/gatsby-internals";
import { inlineScriptTags, scriptHash } from "./headers";

/**
 * The inline scripts the Content-Security-Policy allows by hash, each recognised by its exact text
 * or shape; any other stops the build, so no path from content to HTML can widen the policy.
 */
const KNOWN_INLINE_SCRIPTS: readonly KnownScript[] = [
  // gatsby-ssr.tsx: on every page, and on /insights pages.
  { matches: (source) => source === earlyTapScript },
  { matches: (source) => source === visitScript },
  { matches: (source) => source === earlyUnlockScript },
  { matches: (source) => source === earlyWebFontsScript },
  // gatsby/boot-scripts.ts: on every page, it starts the bundles once the first screen has painted.
  { matches: (source) => bootScriptSources(source) !== null },
  // gatsby/deploy-preview.ts: the deploy-preview ribbon, on preview builds only.
  { matches: (source) => source === ribbonScript },
  ...GATSBY_INLINE_SCRIPTS,
];

const isKnown = (script: ReturnType<typeof inlineScriptTags>[number]) =>
  KNOWN_INLINE_SCRIPTS.some((known) => (known.id === undefined || known.id === script.id) && known.matches(script.source));

/** The CSP hashes of a built page's inline scripts, and one sentence for each unknown one (`route` names the page). */
export function pageScriptHashes(route: string, html: string): { hashes: string[]; problems: string[] } {
  const scripts = inlineScriptTags(html);
  const unknown = scripts.filter((script) => !isKnown(script));
  return {
    hashes: scripts.filter(isKnown).map((script) => scriptHash(script.source)),
    problems: unknown.map(
      (script) =>
        `${route}: has an inline script that neither Gatsby nor gatsby-ssr.tsx writes, starting ${JSON.stringify(script.source.trim().slice(0, 60))}. ` +
        "The Content-Security-Policy allows only known inline scripts (gatsby/csp-scripts.ts); find where it comes from and remove it, or add it to that list.",
    ),
  };
}
