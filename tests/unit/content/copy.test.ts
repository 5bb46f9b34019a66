// The copy as a buyer reads it: the figures docs/product.md fixes are on their pages, the brand is written
// once (content/site.yaml), and no two quotes come from the same kind of company.
import fs from "node:fs";
import path from "node:path";
import { readYaml } from "../../../content-core/yaml";

const CONTENT = path.join(__dirname, "../../../content");

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

/** docs/product.md's figures (its constants and marketing claims), each on the page that states it. */
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
    const { product, company } = readYaml(read("site.yaml")) as { product: string; company: string };
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
        const { testimonialAuthor } = readYaml(text) as { testimonialAuthor?: string };
        // "Role, company": the company is what follows the role.
        if (testimonialAuthor) attributions.push({ where: file, company: testimonialAuthor.split(", ").slice(1).join(", ") });
      }
      for (const match of text.matchAll(/<PullQuote attribution="[^,"]*, ([^"]+)"/g))
        attributions.push({ where: file, company: match[1]! });
    }
    const home = readYaml(read("home.yaml")) as { testimonials?: { items?: { companySize?: string }[] } };
    for (const item of home.testimonials?.items ?? [])
      if (item.companySize) attributions.push({ where: "home.yaml", company: item.companySize });
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

// ---------------------------------------------------------------------------------------------
// Claims on solution pages: a percentage stated as a result carries its base and period where
// it first appears, worded as typical, and the page's results note says what every range is
// based on.

type Fields = Record<string, unknown>;

/** A solution page's visible text, a field at a time, in the order the page shows it (SEO excluded). */
export function solutionFields(page: Fields): { field: string; text: string }[] {
  const out: { field: string; text: string }[] = [];
  const add = (field: string, value: unknown) => {
    if (typeof value === "string") out.push({ field, text: value });
  };
  const each = (key: string, parts: string[][]) => {
    const items = page[key];
    if (!Array.isArray(items)) return;
    items.forEach((item, index) => {
      if (typeof item === "string") return add(`${key}[${index + 1}]`, item);
      for (const part of parts) {
        let value: unknown = item;
        for (const step of part) value = (value as Fields | undefined)?.[step];
        add(`${key}[${index + 1}].${part.join(".")}`, value);
      }
    });
  };
  for (const key of ["heroTitle", "heroDescription", "challengesTitle", "challengesDescription"]) add(key, page[key]);
  each("problems", [["title"], ["description"]]);
  each("problemSolutionPairs", [
    ["problem", "title"],
    ["problem", "description"],
    ["solution", "title"],
  ]);
  add("featuresTitle", page.featuresTitle);
  each("features", [["title"], ["description"]]);
  add("platformTitle", page.platformTitle);
  add("platformDescription", page.platformDescription);
  each("benefits", []);
  add("resultsNote", page.resultsNote);
  add("mappingTitle", page.mappingTitle);
  add("mappingDescription", page.mappingDescription);
  each("enterpriseBenefits", [["title"], ["description"]]);
  add("testimonialQuote", page.testimonialQuote);
  each("howItWorks", [["title"], ["description"]]);
  for (const key of ["ctaTitle", "ctaDescription"]) add(key, page[key]);
  return out;
}

const PERCENT = /(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(?:%|percent\b)/g;

/** The percentage figures a text states, as "20-40" or "80". */
export const percentages = (text: string) => [...text.matchAll(PERCENT)].map((m) => (m[2] ? `${m[1]}-${m[2]}` : m[1]!));

/** A sentence that states the figure as a typical result with what it is a share of and over what time. */
const BASE = /\b(of|on|than|compared with)\b/i;
const PERIOD = /\b(years?|months?|quarters?|weeks?|annual|annually|annualized|renewals?)\b/i;
const TYPICAL = /\btypical(ly)?\b/i;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
const grounds = (text: string, figure: string) =>
  sentences(text).some((s) => percentages(s).includes(figure) && TYPICAL.test(s) && BASE.test(s) && PERIOD.test(s));

/** What is wrong with a solution page's claims, one sentence per problem. */
export function claimProblems(page: Fields): string[] {
  const fields = solutionFields(page);
  const problems: string[] = [];
  const figures = [...new Set(fields.flatMap(({ text }) => percentages(text)))];
  for (const figure of figures) {
    const first = fields.findIndex(({ text }) => percentages(text).includes(figure));
    const near = fields.slice(first, first + 2);
    if (!near.some(({ text }) => grounds(text, figure)))
      problems.push(
        `${figure}% first appears in ${fields[first]!.field}, but neither it nor the next field says it is typical, of what and over what time`,
      );
  }
  const note = typeof page.resultsNote === "string" ? page.resultsNote : "";
  if (!/\bbased on\b/i.test(note)) problems.push("the results note does not say what the figures are based on");
  const missing = figures.filter((figure) => !percentages(note).includes(figure));
  if (missing.length) problems.push(`the results note does not mention ${missing.map((f) => `${f}%`).join(", ")}`);
  return problems;
}

describe("claims on solution pages", () => {
  const grounded: Fields = {
    heroTitle: "Cut spend by 20-40%",
    heroDescription: "Clients typically remove 20-40% of addressable spend in the first year.",
    benefits: ["20-40% lower spend", "Launch 80% faster"],
    resultsNote:
      "Ranges are based on client programs: 20-40% of spend in scope, and 80% faster than building in-house, typically over 12 months.",
    testimonialQuote: "It paid back.",
  };

  it("accepts a figure grounded in the next field, and a results note that covers it", () => {
    expect(
      claimProblems({
        ...grounded,
        benefits: ["Typically 20-40% lower spend in the first year", "Launch typically 80% faster than in-house, in weeks"],
      }),
    ).toEqual([]);
  });

  it("refuses a promise, a figure without a base or period, and a note that misses a figure", () => {
    const problems = claimProblems({
      ...grounded,
      heroDescription: "Clients see 20-40% lower spend.",
      resultsNote: "Ranges come from our programs: 20-40% of spend.",
    });
    expect(problems).toEqual([
      "20-40% first appears in heroTitle, but neither it nor the next field says it is typical, of what and over what time",
      "80% first appears in benefits[2], but neither it nor the next field says it is typical, of what and over what time",
      "the results note does not say what the figures are based on",
      "the results note does not mention 80%",
    ]);
  });

  it("reads ranges in words and with dashes as one figure", () => {
    expect(percentages("5 to 15 percent, 5-15% and 5–15 %; 180%")).toEqual(["5-15", "5-15", "5-15", "180"]);
  });

  const pages = fs.readdirSync(path.join(CONTENT, "solutions")).filter((f) => f.endsWith(".yaml"));
  it.each(pages)("solutions/%s grounds every percentage it states", (file) => {
    expect(claimProblems(readYaml(read(`solutions/${file}`)) as Fields)).toEqual([]);
  });
});
