import { createHash, webcrypto } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  canSubmitPassword,
  DEFAULT_PASSWORD_SHA256,
  earlyUnlockScript,
  isCorrectPassword,
  readUnlocked,
  sha256Hex,
  UNLOCK_KEY,
  UNLOCKED_ATTRIBUTE,
  writeUnlocked,
} from "../../../../src/lib/insights-gate";

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const PASSWORD = "climb-everpeak-2025";

class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

/** Safari private mode and blocked-storage settings throw on every call. */
const throwingStorage = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("QuotaExceededError", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
};

describe("gate password", () => {
  it("ships the SHA-256 of the shared password (README), and no code or content file holds the password itself", () => {
    expect(DEFAULT_PASSWORD_SHA256).toBe(createHash("sha256").update(PASSWORD).digest("hex"));
    // What the browser is sent is built from src/, static/ and content/: none may spell the password out.
    const root = path.resolve(__dirname, "../../../..");
    const holding = ["src", "static", "content", "gatsby"]
      .flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !/\.(png|jpe?g|webp|avif|mp4|webm|woff2?|ico)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => fs.readFileSync(file, "utf8").toLowerCase().includes(PASSWORD));
    expect(holding).toEqual([]);
  });

  it("hashes like any other SHA-256 implementation", async () => {
    expect(await sha256Hex("abc", subtle)).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("accepts the right password and rejects near misses", async () => {
    expect(await isCorrectPassword(PASSWORD, DEFAULT_PASSWORD_SHA256, subtle)).toBe(true);
    expect(await isCorrectPassword("Climb-Everpeak-2025", DEFAULT_PASSWORD_SHA256, subtle)).toBe(false);
    expect(await isCorrectPassword("climb-everpeak-2024", DEFAULT_PASSWORD_SHA256, subtle)).toBe(false);
    expect(await isCorrectPassword("climb everpeak-2025", DEFAULT_PASSWORD_SHA256, subtle)).toBe(false);
  });

  it("ignores spaces around a pasted password but not inside it", async () => {
    expect(await isCorrectPassword(`  ${PASSWORD}\n`, DEFAULT_PASSWORD_SHA256, subtle)).toBe(true);
    expect(await isCorrectPassword("climb-everpeak -2025", DEFAULT_PASSWORD_SHA256, subtle)).toBe(false);
  });

  it("compares against whatever digest the build was given", async () => {
    const other = createHash("sha256").update("summit").digest("hex");
    expect(await isCorrectPassword("summit", other, subtle)).toBe(true);
    expect(await isCorrectPassword(PASSWORD, other, subtle)).toBe(false);
  });

  it("allows submitting only when the field holds more than spaces", async () => {
    expect(canSubmitPassword("")).toBe(false);
    expect(canSubmitPassword("   ")).toBe(false);
    expect(canSubmitPassword("\t\n ")).toBe(false);
    expect(canSubmitPassword(" x ")).toBe(true);
    expect(await isCorrectPassword("   ", createHash("sha256").update("").digest("hex"), subtle)).toBe(false);
  });
});

describe("unlock flag", () => {
  it("stores, reads and clears localStorage['everpeak:insights-unlocked']", () => {
    const storage = new MemoryStorage();
    expect(readUnlocked(storage)).toBe(false);
    expect(writeUnlocked(true, storage)).toBe(true);
    expect(storage.values.get(UNLOCK_KEY)).toBe("true");
    expect(UNLOCK_KEY).toBe("everpeak:insights-unlocked");
    expect(readUnlocked(storage)).toBe(true);
    expect(writeUnlocked(false, storage)).toBe(true);
    expect(storage.values.has(UNLOCK_KEY)).toBe(false);
    expect(readUnlocked(storage)).toBe(false);
  });

  it("treats anything but the string true as locked", () => {
    const storage = new MemoryStorage();
    for (const value of ["false", "1", "TRUE", ""]) {
      storage.setItem(UNLOCK_KEY, value);
      expect(readUnlocked(storage)).toBe(false);
    }
  });

  it("survives a storage that throws: reads locked, reports the write as not kept", () => {
    expect(readUnlocked(throwingStorage)).toBe(false);
    expect(writeUnlocked(true, throwingStorage)).toBe(false);
    expect(writeUnlocked(false, throwingStorage)).toBe(false);
    expect(readUnlocked(null)).toBe(false);
    expect(writeUnlocked(true, null)).toBe(false);
  });

  it("has a head script that marks <html> only when the flag is set, and never throws", () => {
    const run = (storage: unknown) => {
      const attributes = new Set<string>();
      const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
      new Function("localStorage", "document", earlyUnlockScript)(storage, document);
      return attributes.has(UNLOCKED_ATTRIBUTE);
    };
    const unlocked = new MemoryStorage();
    unlocked.setItem(UNLOCK_KEY, "true");
    expect(run(unlocked)).toBe(true);
    expect(run(new MemoryStorage())).toBe(false);
    expect(run(throwingStorage)).toBe(false);
  });
});
