import { contrastRatio, deriveScheme, isHexColor, luminance, scheme, schemeHexes, schemeNames } from "../../../content-core/color-schemes";

describe("colour schemes", () => {
  it.each(schemeNames)("derives five valid hex tints for %s, ordered by luminance", (name) => {
    const tones = scheme(name);
    for (const value of Object.values(tones)) expect(isHexColor(value)).toBe(true);
    expect(tones.primary).toBe(schemeHexes[name].toUpperCase());
    expect(luminance(tones.darkest)).toBeLessThan(luminance(tones.darker));
    expect(luminance(tones.darker)).toBeLessThan(luminance(tones.primary));
    expect(luminance(tones.primary)).toBeLessThan(luminance(tones.lighter));
    expect(luminance(tones.lighter)).toBeLessThan(luminance(tones.lightest));
  });

  it("is deterministic and accepts short hex", () => {
    expect(deriveScheme("#2456a6")).toEqual(deriveScheme("#2456A6"));
    expect(deriveScheme("#fff").primary).toBe("#FFFFFF");
  });

  it("derives from any hex accent, not only the named ones", () => {
    const teal = deriveScheme("#1E7F8C");
    expect(teal.darker).not.toBe(teal.primary);
    expect(luminance(teal.darker)).toBeLessThan(luminance(teal.primary));
  });

  it("rejects values that are not hex colours", () => {
    expect(() => deriveScheme("navy")).toThrow(/not a hex colour/);
    expect(() => deriveScheme("#12345")).toThrow(/not a hex colour/);
  });

  it("keeps icon tints legible on their lightest background (WCAG 3:1 for graphics)", () => {
    for (const name of schemeNames) {
      const tones = scheme(name);
      expect(contrastRatio(tones.darker, tones.lightest)).toBeGreaterThanOrEqual(3);
    }
  });
});
