import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bodyPieces, mixedBases, mixedKinds, repeatedPhrases, unnamedProcessors, type PageText } from "../../../content-core/copy-warnings";
import { checkContent } from "../../../gatsby/validate";
import { CONTENT, copyOfContent, edit } from "../content-files";

const page = (file: string, ...pieces: string[]): PageText => ({ file, pieces });
const BOILERPLATE = "Our analysts read every line of every invoice you send us.";

describe("repeated phrases", () => {
  it("reports a phrase of eight or more words on more than three pages, once, with its pages", () => {
    const pages = ["a", "b", "c", "d"].map((name) => page(`content/${name}.yaml`, `Intro for ${name}. ${BOILERPLATE} Then more.`));
    expect(repeatedPhrases(pages)).toEqual([
      `"${BOILERPLATE}" is on 4 pages (content/a.yaml, content/b.yaml, content/c.yaml, content/d.yaml). Words repeated on page after page read as boilerplate: say it once, or in each page's own words.`,
    ]);
  });

  it("lets a phrase stand on three pages, and a phrase of seven words on any number", () => {
    const three = ["a", "b", "c"].map((name) => page(name, BOILERPLATE));
    const seven = ["a", "b", "c", "d", "e"].map((name) => page(name, "We read every line you send us."));
    expect(repeatedPhrases([...three, page("d", "Something else entirely, said in other words.")])).toEqual([]);
    expect(repeatedPhrases(seven)).toEqual([]);
  });

  it("compares words, not case or the punctuation around them, and does not run a phrase across sentences", () => {
    const pages = [
      page("a", "Our analysts read every line of every invoice you send us!"),
      page("b", "our analysts read every line, of every invoice you send us"),
      page("c", "“Our analysts read every line of every invoice you send us.”"),
      page("d", "Our analysts read every line. Of every invoice you send us, none is lost."),
    ];
    expect(repeatedPhrases(pages)).toEqual([]);
    expect(repeatedPhrases([...pages.slice(0, 3), page("e", BOILERPLATE)])).toHaveLength(1);
  });

  it("does not count a claim written the same way everywhere as boilerplate", () => {
    const pages = ["a", "b", "c", "d"].map((name) =>
      page(name, `Clients in ${name} typically take 20-40% off addressable indirect spend at full run rate.`),
    );
    expect(repeatedPhrases(pages)).toEqual([]);
  });
});

describe("bases of a range", () => {
  it("reports one range written with different bases for the same claim, naming each base and its pages", () => {
    const pages = [
      page("content/home.yaml", "Vendor overcharges, often 5 to 15 percent of affected spend each year."),
      page("content/a.mdx", "Overcharges typically run 5-15% of spend."),
      page("content/b.mdx", "Overcharges run at 5–15 percent of spend in the categories we review."),
    ];
    expect(mixedBases(pages)).toEqual([
      '5-15% is written with 3 different bases: "affected spend" (content/home.yaml); "spend" (content/a.mdx); "spend in categories we review" (content/b.mdx). A reader takes a figure to mean one thing; give it the same base wherever it appears.',
    ]);
  });

  it("reads the same base in its different forms, with the period left out", () => {
    const pages = [
      page("a", "Cut addressable indirect spend by 20-40%, one invoice at a time."),
      page("b", "Clients typically take 20-40% off addressable indirect spend at full run rate."),
      page("c", "20-40% of addressable indirect spend in a typical first year"),
      page("d", "The 20-40% is based on addressable indirect spend, at full run rate."),
      page("e", "A 20 to 40 percent reduction in the addressable indirect spend, within 6 to 18 months."),
    ];
    expect(mixedBases(pages)).toEqual([]);
  });

  it("keeps apart two claims that share a range but no words, and ranges whose base it cannot read", () => {
    const pages = [
      page("a", "Typically 70-90% less review time per new contract in the first quarter."),
      page("b", "The 70-90% is based on development cost: what you pay us over two years."),
      page("c", "Development typically costs 70-90% less than an in-house team."),
      page("d", "Build a 20-30% buffer into every estimate."),
    ];
    expect(mixedBases(pages)).toEqual([]);
    expect(mixedBases([...pages, page("e", "cuts the time spent reviewing each contract by 70-90%")])).toHaveLength(1);
  });
});

describe("kinds of a range", () => {
  it("reports one claim called a measured result on one page and a target on another, naming each kind and its pages", () => {
    const pages = [
      page("content/solutions/a.yaml", "Programs typically cut 30-50% of the operating cost of the processes in scope."),
      page("content/insights/b.mdx", "Clients typically target a 30-50% reduction in the operating cost of the processes in scope."),
      page("content/insights/c.mdx", "Our programs aim to take 30-50% off the operating cost of processes in scope, at full run rate."),
    ];
    expect(mixedKinds(pages)).toEqual([
      '30-50% of "operating cost of processes in scope" is written as a measured result (content/solutions/a.yaml) and as a target (content/insights/b.mdx, content/insights/c.mdx). A reader takes a figure to be one kind of number; say everywhere whether it was measured, modelled, estimated, a ceiling or a target.',
    ]);
  });

  it("lets one kind stand everywhere, and keeps apart claims that share a range but not a base", () => {
    const pages = [
      page("a", "Programs typically cut 30-50% of the operating cost of the processes in scope."),
      page("b", "The 30-50% is based on the operating cost of the processes in scope, measured at full run rate."),
      page("c", "Typically 70-90% less review time per new contract in the first quarter."),
      page("d", "Our estimate: 70-90% lower development cost, in-house team against us, over two years."),
      page("e", "The model puts first-year savings at 8.75-17.5% of addressable indirect spend."),
    ];
    expect(mixedKinds(pages)).toEqual([]);
    expect(mixedKinds([...pages, page("f", "Typically 8.75-17.5% of addressable indirect spend in year one.")])).toHaveLength(1);
  });
});

describe("processors in the privacy policy", () => {
  const policy = page(
    "content/legal/privacy-policy.mdx",
    "Netlify hosts the site.",
    "Supabase stores what you send; Slack tells our team.",
  );

  it("reports the processors the site lists that the policy does not name", () => {
    expect(unnamedProcessors(policy, ["Netlify", "Supabase", "Slack", "Google Workspace", "Postmark"])).toEqual([
      "content/legal/privacy-policy.mdx names 3 of the 5 processors in content/site.yaml (privacy.processors): not Google Workspace or Postmark. A privacy policy names every outside service that receives personal information collected through the site.",
    ]);
  });

  it("accepts a policy that names each one, in any letter case, and only as a whole word", () => {
    expect(unnamedProcessors(policy, ["netlify", "SUPABASE", "Slack"])).toEqual([]);
    expect(unnamedProcessors(page("p", "Our Slacker team uses Netlifyish hosting."), ["Slack", "Netlify"])).toHaveLength(1);
  });
});

describe("the text of an MDX body", () => {
  it("keeps a paragraph's inline markup in one piece, and gives each block and text attribute its own", () => {
    const pieces = bodyPieces({
      children: [
        { tag: "p", children: ["Overcharges are ", { tag: "strong", children: ["5 to 15 percent"] }, " of the spend reviewed."] },
        { component: "DataTable", props: { caption: "Savings", head: ["Lever", "Share"], rows: [["Billing errors", "5-10%"]] } },
        {
          tag: "ul",
          children: [
            { tag: "li", children: ["One"] },
            { tag: "li", children: ["Two"] },
          ],
        },
      ],
    });
    expect(pieces).toEqual([
      "Overcharges are 5 to 15 percent of the spend reviewed.",
      "Savings",
      "Lever",
      "Share",
      "Billing errors",
      "5-10%",
      "One",
      "Two",
    ]);
  });
});

describe("check-content's warnings", () => {
  it("finds none in the site's content", () => {
    expect(checkContent(CONTENT).warnings).toEqual([]);
  });

  let dir: string;
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("warns, without failing, when the privacy policy names fewer processors than site.yaml lists", () => {
    edit(dir, "site.yaml", (t) => t.replace(/(\n {2}processors:\n)/, "$1    - Postmark\n"));
    const { errors, warnings } = checkContent(dir);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^content\/legal\/privacy-policy\.mdx names \d+ of the \d+ processors .*: not Postmark\./),
    ]);
  });

  it("shows a phrase repeated across YAML pages, a list file and an MDX body, and a mismatched base, without failing", () => {
    const phrase = "Every finding comes with the invoice, the clause and the amount due";
    edit(dir, "home.yaml", (t) => t.replace("  lead: >-\n", `  lead: >-\n    ${phrase}.\n`));
    edit(dir, "solutions/process-automation.yaml", (t) =>
      t.replace("platformDescription: >-\n", `platformDescription: >-\n  ${phrase}.\n`),
    );
    edit(dir, "industries.yaml", (t) => t.replace(/(\n {2}results:\n)/, `$1    - "${phrase}"\n`));
    edit(dir, "insights/intelligent-expense-management-economics.mdx", (t) =>
      t.replace("Start with data you already have.", `${phrase}. Start with data you already have.`),
    );
    edit(dir, "home.yaml", (t) => t.replace("5 to 15 percent of the spend reviewed", "5 to 15 percent of affected spend"));

    // What an editor sees: the warnings, and the content still valid.
    const script = path.resolve(__dirname, "../../../scripts/check-content.ts");
    const run = spawnSync(process.execPath, ["--import", "tsx", script, dir], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("The content is valid.\n");
    expect(run.stderr).toContain(`2 to look at (these do not stop a build):\n  - "${phrase}" is on 4 pages`);
    const { errors, warnings } = checkContent(dir);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      `"${phrase}" is on 4 pages (content/industries.yaml, content/home.yaml, content/solutions/process-automation.yaml, content/insights/intelligent-expense-management-economics.mdx). Words repeated on page after page read as boilerplate: say it once, or in each page's own words.`,
      expect.stringMatching(
        /^5-15% is written with 2 different bases: "spend reviewed" \(.*\); "affected spend" \(content\/home\.yaml\)\./,
      ),
    ]);
  });
});
