import { browserStorage } from "./device";

/** The premium-insights gate: a deterrent, not access control (the articles are in the HTML); only the password's SHA-256 ships. */

/** SHA-256 of the default shared password (README, the premium gate); GATSBY_INSIGHTS_PASSWORD_SHA256 replaces it at build time. */
export const DEFAULT_PASSWORD_SHA256 = "4ea0f7d2d0c32b801501d33c93332f5faf2229801b0ca3285437ce5efddc62fa";

export const PASSWORD_SHA256 = (process.env.GATSBY_INSIGHTS_PASSWORD_SHA256 || DEFAULT_PASSWORD_SHA256).toLowerCase();

/** The browser-local flag: localStorage["everpeak:insights-unlocked"] = "true". */
export const UNLOCK_KEY = "everpeak:insights-unlocked";

/** Set on <html> while unlocked, so CSS can show unlocked content before React hydrates. */
export const UNLOCKED_ATTRIBUTE = "data-insights-unlocked";

export function canSubmitPassword(input: string): boolean {
  return input.trim() !== "";
}

export async function sha256Hex(text: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether `input` is the shared password. Spaces around it (copied from an email) are ignored; spaces inside it are not. */
export async function isCorrectPassword(input: string, expectedSha256 = PASSWORD_SHA256, subtle?: SubtleCrypto): Promise<boolean> {
  if (!canSubmitPassword(input)) return false;
  return (await sha256Hex(input.trim(), subtle)) === expectedSha256;
}

type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Whether the flag says unlocked. A storage that throws reads as locked. */
export function readUnlocked(storage: FlagStorage | null = browserStorage("localStorage")): boolean {
  try {
    return storage?.getItem(UNLOCK_KEY) === "true";
  } catch {
    return false;
  }
}

/** Stores or clears the flag; false when the storage refused (private mode, quota): the gate then stays open for this visit only. */
export function writeUnlocked(unlocked: boolean, storage: FlagStorage | null = browserStorage("localStorage")): boolean {
  if (!storage) return false;
  try {
    if (unlocked) storage.setItem(UNLOCK_KEY, "true");
    else storage.removeItem(UNLOCK_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The inline head script of gated pages (gatsby-ssr.tsx): marks <html> before the first paint, so the locked overlay never flashes. */
export const earlyUnlockScript =
  `try{if(localStorage.getItem(${JSON.stringify(UNLOCK_KEY)})==="true")` +
  `document.documentElement.setAttribute(${JSON.stringify(UNLOCKED_ATTRIBUTE)},"")}catch(e){}`;
