import { missingProductionSettings } from "../../gatsby/env";

describe("production build settings", () => {
  it("names every missing Supabase variable in a production build", () => {
    expect(missingProductionSettings({ CONTEXT: "production" })).toMatch(
      /^This is a production build, but GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY are not set\./,
    );
    expect(missingProductionSettings({ CONTEXT: "production", GATSBY_SUPABASE_URL: "https://x.supabase.co" })).toMatch(
      /but GATSBY_SUPABASE_ANON_KEY is not set/,
    );
  });

  it("accepts a production build that has both, and any other build without them", () => {
    expect(missingProductionSettings({ CONTEXT: "production", GATSBY_SUPABASE_URL: "https://x.supabase.co", GATSBY_SUPABASE_ANON_KEY: "k" })).toBeNull();
    expect(missingProductionSettings({ CONTEXT: "deploy-preview" })).toBeNull();
    expect(missingProductionSettings({})).toBeNull();
  });
});
