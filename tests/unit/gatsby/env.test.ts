import { invalidPasswordDigest, missingProductionSettings } from "../../../gatsby/env";

describe("production build settings", () => {
  it("names every missing Supabase variable in a production build", () => {
    expect(missingProductionSettings({ CONTEXT: "production" })).toMatch(
      /^This is a production build, but SUPABASE_URL and SUPABASE_ANON_KEY are not set\./,
    );
    expect(missingProductionSettings({ CONTEXT: "production", SUPABASE_URL: "https://x.supabase.co" })).toMatch(
      /but SUPABASE_ANON_KEY is not set/,
    );
  });

  it("accepts a production build that has both, and any other build without them", () => {
    expect(missingProductionSettings({ CONTEXT: "production", SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: "k" })).toBeNull();
    expect(missingProductionSettings({ CONTEXT: "deploy-preview" })).toBeNull();
    expect(missingProductionSettings({})).toBeNull();
  });
});

describe("the premium-insights password digest", () => {
  it("is optional, and accepted as 64 hexadecimal characters", () => {
    expect(invalidPasswordDigest({})).toBeNull();
    expect(
      invalidPasswordDigest({ GATSBY_INSIGHTS_PASSWORD_SHA256: "4ea0f7d2d0c32b801501d33c93332f5faf2229801b0ca3285437ce5efddc62fa" }),
    ).toBeNull();
  });

  it("rejects the password itself or a truncated digest, saying how to make one", () => {
    expect(invalidPasswordDigest({ GATSBY_INSIGHTS_PASSWORD_SHA256: "climb-everpeak-2026" })).toMatch(
      /^GATSBY_INSIGHTS_PASSWORD_SHA256 is set, but it is not a SHA-256 digest \(64 hexadecimal characters; it has 19 characters\)\..*sha256sum$/,
    );
    expect(invalidPasswordDigest({ GATSBY_INSIGHTS_PASSWORD_SHA256: "4ea0f7d2d0c32b80" })).toMatch(/it has 16 characters/);
  });
});
