// The copy as a buyer reads it: the figures SPEC.md fixes are on their pages, the brand is written
// once (content/site.yaml), and no two quotes come from the same kind of company.
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

const CONTENT = path.join(__dirname, "../../content");

/** Every content file, as [path relative to content/, text]. */
function contentFiles(): [string, string][] {
  const files: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ya?ml|mdx)$/.test(entry.name)) files.push([path.relative(CONTENT, full), fs.readFileSync(full, "utf8")]);
    }
  };
  walk(CONTENT);
  return files;
}

const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), "utf8");

/** SPEC.md's figures (its constants and marketing claims), each on the page that states it. */
const SPEC_FIGURES: Record<string, string[]> = {
  "solutions/ai-transformation.yaml": ["30-50%"],
  "solutions/expense-reduction-ai.yaml": ["20-40%"],
  "solutions/vendor-management.yaml": ["15-30%", "5 to 15 percent"],
  "solutions/contract-compliance.yaml": ["70-90%"],
  "solutions/white-label-platform.yaml": ["70-90%", "80% faster"],
  "solutions/cross-selling-ai.yaml": ["60-80%", "25-40%"],
  "insights/healthcare-ai-compliance.mdx": ["40%"],
  "insights/manufacturing-case-study.mdx": ["35%", "60%"],
  "insights/ai-roi-measurement.mdx": ["$150,000", "$300,000", "$120,000", "180%", "4.3 months", "20-30%", "6-18 months"],
  "insights/ai-transformation-readiness.mdx": ["3-4"],
  "insights/future-of-ai-business-transformation.mdx": ["90-day"],
};

describe("the copy", () => {
  it.each(Object.entries(SPEC_FIGURES))("%s states SPEC's figures", (file, figures) => {
    const text = read(file);
    expect(figures.filter((figure) => !text.includes(figure))).toEqual([]);
  });

  it("writes the product and company names only through {product} and {company}", () => {
    const { product, company } = yaml.load(read("site.yaml")) as { product: string; company: string };
    const name = new RegExp(`\\b(${[company, product].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`);
    const literal: string[] = [];
    for (const [file, text] of contentFiles()) {
      text.split("\n").forEach((line, index) => {
        // site.yaml is where the names are defined.
        if (file === "site.yaml" && /^(product|company):/.test(line)) return;
        if (name.test(line)) literal.push(`content/${file}, line ${index + 1}: ${line.trim().slice(0, 80)}`);
      });
    }
    expect(literal).toEqual([]);
  });

  it("gives every quote its own company: no descriptor or revenue figure twice", () => {
    const attributions: { where: string; company: string }[] = [];
    for (const [file, text] of contentFiles()) {
      if (file.startsWith("solutions/")) {
        const { testimonialAuthor } = yaml.load(text) as { testimonialAuthor?: string };
        // "Role, company": the company is what follows the role.
        if (testimonialAuthor) attributions.push({ where: file, company: testimonialAuthor.split(", ").slice(1).join(", ") });
      }
      for (const match of text.matchAll(/<PullQuote attribution="[^,"]*, ([^"]+)"/g)) attributions.push({ where: file, company: match[1]! });
    }
    const home = yaml.load(read("home.yaml")) as { testimonials?: { items?: { companySize?: string }[] } };
    for (const item of home.testimonials?.items ?? []) if (item.companySize) attributions.push({ where: "home.yaml", company: item.companySize });
    expect(attributions.length).toBeGreaterThanOrEqual(15);

    const twice = (key: (company: string) => string | undefined) => {
      const seen = new Map<string, string>();
      const repeated: string[] = [];
      for (const { where, company } of attributions) {
        const value = key(company);
        if (!value) continue;
        const first = seen.get(value);
        if (first) repeated.push(`"${value}" in ${first} and ${where}`);
        else seen.set(value, where);
      }
      return repeated;
    };
    expect(twice((company) => company.toLowerCase())).toEqual([]);
    expect(twice((company) => /\$\d+(?:\.\d+)?[MB]\b/.exec(company)?.[0])).toEqual([]);
  });
});
