import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { splitFrontMatter } from "../../content-core/front-matter";
import { readYaml } from "../../content-core/yaml";

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

/** A throwaway copy of the real content folder, which a test changes as an editor would (or breaks). */
export function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "everpeak-content-"));
  fs.cpSync(CONTENT, dir, { recursive: true });
  return dir;
}

/** Changes one file of a content copy; an edit that changes nothing is a mistake in the test. */
export function edit(dir: string, file: string, change: (text: string) => string) {
  const target = path.join(dir, file);
  const before = fs.readFileSync(target, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the edit to ${file} changed nothing`);
  fs.writeFileSync(target, after);
}

/** An article's title as its front matter writes it. */
export function titleIn(dir: string, name: string): string {
  return (readYaml(splitFrontMatter(fs.readFileSync(path.join(dir, "insights", name), "utf8"))!.frontMatter) as { title: string }).title;
}

/** The articles of a content copy marked featured, by file name. */
export function featuredFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(dir, "insights"))
    .filter((name) => /^featured: true$/m.test(fs.readFileSync(path.join(dir, "insights", name), "utf8")));
}

/** The build's sentence when only two articles of a content copy (`names`) are featured. */
export function twoFeaturedProblem(dir: string, names: string[]): string {
  return (
    `content/insights/: only 2 articles are featured (${names.map((name) => `"${titleIn(dir, name)}" (${name})`).join(", ")}); ` +
    'the listing shows the 3 newest featured articles, so at least 3 are needed. Mark 1 more article as featured (the Featured switch; "featured: true" in the file).'
  );
}

/**
 * A content file as Gatsby's plugins read it, with their own YAML readers (their dependencies, not
 * ours): gatsby-transformer-yaml's js-yaml for a YAML file, gatsby-plugin-mdx's front matter reader
 * (gray-matter, with an older js-yaml) for an MDX file. The truth that content-core/yaml.ts mirrors.
 */
const fromPlugin = (plugin: string) => createRequire(require.resolve(`${plugin}/package.json`));
const pluginYaml = fromPlugin("gatsby-transformer-yaml")("js-yaml") as { load(text: string): unknown };
const { parseFrontmatter } = fromPlugin("gatsby-plugin-mdx")("./dist/frontmatter.js") as {
  parseFrontmatter(cacheKey: string, source: string): { frontmatter: unknown };
};
export const readByGatsby = (file: string, text: string): unknown =>
  file.endsWith(".mdx") ? parseFrontmatter(text, text).frontmatter : pluginYaml.load(text);
