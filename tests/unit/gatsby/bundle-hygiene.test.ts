import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|js|jsx|mdx)$/.test(entry.name) ? [full] : [];
  });
}

/** The names a file imports from "gatsby" (value imports; `import type` brings no code). */
function gatsbyImports(text: string): string[] {
  return [...text.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+["']gatsby["']/g)].flatMap((match) =>
    match[1]!
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

describe("production bundle hygiene", () => {
  it("reads the names a file imports from gatsby", () => {
    expect(gatsbyImports('import { graphql, Link, type PageProps } from "gatsby";\nimport type { HeadFC } from "gatsby";')).toEqual([
      "graphql",
      "Link",
    ]);
    expect(gatsbyImports('import { Script as Tag } from "gatsby";')).toEqual(["Script"]);
  });

  // gatsby-node.ts swaps Gatsby's Partytown plugin for an empty one in production
  // bundles; an off-main-thread <Script> would then never load.
  it("uses no Gatsby <Script>, which the production bundles are built without", () => {
    const files = [...sources(path.join(ROOT, "src")), path.join(ROOT, "gatsby-browser.tsx"), path.join(ROOT, "gatsby-ssr.tsx")];
    const users = files.filter((file) =>
      gatsbyImports(fs.readFileSync(file, "utf8")).some((name) => name === "Script" || name === "ScriptStrategy"),
    );
    expect(users.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
