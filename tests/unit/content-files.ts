import fs from "node:fs";
import path from "node:path";

/** The repository's content/ folder. */
export const CONTENT = path.resolve(__dirname, "../../content");

/** Every YAML and MDX file of content/ (its pictures left out), relative to it, sorted. */
export function contentFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "images" ? [] : walk(full);
      return /\.(ya?ml|mdx)$/.test(entry.name) ? [path.relative(CONTENT, full)] : [];
    });
  return walk(CONTENT).sort();
}
