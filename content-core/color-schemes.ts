/** Colour schemes: every accent is one hex colour and the four tints around it are derived, so an editor chooses one value. */
export const schemeHexes = {
  navy: "#1C3B6B",
  blue: "#2456A6",
  purple: "#6246C8",
  orange: "#D9692A",
  pink: "#C93F78",
  red: "#C8402F",
  gold: "#B9862A",
};

type SchemeName = keyof typeof schemeHexes;

export const schemeNames = Object.keys(schemeHexes) as SchemeName[];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX.test(value);
}

export function isSchemeName(value: unknown): value is SchemeName {
  return typeof value === "string" && value in schemeHexes;
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  if (!isHexColor(hex)) throw new Error(`"${hex}" is not a hex colour like #1C3B6B`);
  let digits = hex.slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join("");
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

/** A colour between two hex colours: `amount` 0 gives `from`, 1 gives `to`. */
export function mixColors(from: string, to: string, amount: number): string {
  const target = parseHex(to);
  return toHex(parseHex(from).map((c, i) => c + (target[i]! - c) * amount) as Rgb);
}

/** WCAG relative luminance, used by tests and by contrast decisions. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function deriveScheme(hex: string) {
  const primary = toHex(parseHex(hex));
  return {
    primary,
    darker: mixColors(primary, "#000000", 0.25),
    darkest: mixColors(primary, "#000000", 0.55),
    lighter: mixColors(primary, "#FFFFFF", 0.55),
    lightest: mixColors(primary, "#FFFFFF", 0.9),
  };
}

export type ColorScheme = ReturnType<typeof deriveScheme>;

/** A scheme by name, or by raw hex for pages that carry their own accent. */
export function scheme(nameOrHex: SchemeName | string): ColorScheme {
  return deriveScheme(isSchemeName(nameOrHex) ? schemeHexes[nameOrHex] : nameOrHex);
}
