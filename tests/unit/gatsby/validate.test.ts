import fs from "node:fs";
import path from "node:path";
import { formatProblems, validateContent } from "../../../gatsby/validate";
import { CONTENT, copyOfContent, edit, featuredFiles, twoFeaturedProblem } from "../content-files";

describe("content validation", () => {
  let dir: string;
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("accepts the site's real content", () => {
    expect(validateContent(CONTENT)).toEqual([]);
  });

  it("names the file and line of a YAML syntax error", () => {
    edit(dir, "home.yaml", (t) => t.replace("  eyebrow: Why {company}", '  eyebrow: "Why {company}'));
    const [problem, ...rest] = validateContent(dir);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^content\/home\.yaml: could not be read as YAML on line \d+/);
  });

  it("suggests the intended name for a misspelt field", () => {
    edit(dir, "home.yaml", (t) => t.replace("    - title: Assess\n", "    - titel: Assess\n"));
    const problems = validateContent(dir);
    expect(problems).toContain('content/home.yaml: "process.steps[1].titel" is not a field the site uses; did you mean "title"?');
    expect(problems).toContain('content/home.yaml: "process.steps[1].title" is missing; it needs some text.');
  });

  it("requires exactly eight solution cards", () => {
    edit(dir, "home.yaml", (t) => t.replace(/ {4}- title: Cross-Selling[\s\S]*?link: \/solutions\/cross-selling-ai\n/, ""));
    expect(validateContent(dir)).toContain('content/home.yaml: "solutions.cards" has 7 entries; it needs exactly 8.');
  });

  it("rejects an icon the registry does not have", () => {
    edit(dir, "home.yaml", (t) => t.replace("icon: trending-up", "icon: rocket-ship"));
    expect(validateContent(dir).join("\n")).toMatch(
      /content\/home\.yaml: "advantages\.items\[1\]\.icon" is "rocket-ship", which is not an icon the site has\. Use one of: .*trending-up/,
    );
  });

  it("rejects a colour that is not a named scheme", () => {
    edit(dir, "navigation.yaml", (t) => t.replace("color: gold", "color: green"));
    expect(validateContent(dir).join("\n")).toMatch(
      /content\/navigation\.yaml: "solutionsMenu\.columns\[2\]\.items\[1\]\.color" is "green", which is not allowed here\. Use one of: navy, blue/,
    );
  });

  it("rejects a link to a page that does not exist", () => {
    edit(dir, "navigation.yaml", (t) => t.replace("  to: /contact\nsolutionsMenu", "  to: /contatc\nsolutionsMenu"));
    expect(validateContent(dir).join("\n")).toMatch(
      /content\/navigation\.yaml: "cta\.to" points to "\/contatc", which is not a page on this site/,
    );
  });

  it("rejects an image that is not there", () => {
    edit(dir, "home.yaml", (t) => t.replace("images/solutions/vendor-management.jpg", "images/solutions/vendor.jpg"));
    expect(validateContent(dir)).toContain(
      'content/home.yaml: "solutions.cards[4].backgroundImage" names "images/solutions/vendor.jpg", but there is no such file next to content/home.yaml.',
    );
  });

  it("takes a blank line as a new paragraph where the page shows paragraphs, and refuses it in a text shown as one", () => {
    edit(dir, "home.yaml", (t) =>
      t
        .replace("what a buyer will pay\n    for. Every", "what a buyer will pay\n    for.\n\n\n    Every")
        .replace("and increase enterprise value, all\n    with AI", "and increase enterprise value, all\n\n\n    with AI"),
    );
    expect(validateContent(dir)).toEqual([
      'content/home.yaml: "hero.lead" has a blank line, but the page shows this text as one paragraph: take the blank line out.',
    ]);
  });

  it("limits SEO titles to 60 and descriptions to 160 characters", () => {
    edit(dir, "not-found.yaml", (t) => t.replace("title: Page not found", `title: ${"Page not found ".repeat(5)}`));
    expect(validateContent(dir).join("\n")).toMatch(
      /content\/not-found\.yaml: "seo\.title" is 74 characters long; keep it to 60 or fewer\./,
    );
  });

  it("needs all nine industries, each id once", () => {
    edit(dir, "industries.yaml", (t) => t.replace("- id: healthcare", "- id: private-equity"));
    expect(validateContent(dir)).toContain('content/industries.yaml: "entries[2].id" repeats "private-equity", already used by entry 1.');
  });

  it("needs each industry option of the contact form once", () => {
    edit(dir, "industries.yaml", (t) => t.replace("- id: education\n", "- id: education\n  formValue: healthcare\n"));
    expect(validateContent(dir)).toContain(
      'content/industries.yaml: entry 6 (Education) is the contact form\'s industry option "healthcare", as entry 2 is. Each industry needs its own.',
    );
  });

  it("needs both links in the line under each form that says what submitting agrees to", () => {
    edit(dir, "contact.yaml", (t) => t.replace("you agree to our {terms} and", "you agree to our terms and"));
    expect(validateContent(dir).join("\n")).toMatch(
      /content\/contact\.yaml: "form\.assent" is ".*"; it must contain \{terms\} and \{privacy\}/,
    );
  });

  describe("solution pages", () => {
    const file = "solutions/process-automation.yaml";
    const problems = () => validateContent(dir).join("\n");

    it("needs a copied file to have a page name of its own", () => {
      fs.copyFileSync(path.join(dir, file), path.join(dir, "solutions/process-automation-copy.yaml"));
      expect(problems()).toMatch(
        /content\/solutions\/process-automation\.yaml: "subpage" repeats "Process Automation", already used by process-automation-copy\.yaml\./,
      );
      edit(dir, "solutions/process-automation-copy.yaml", (t) => t.replace(/^subpage: .*$/m, "subpage: Process Automation for AP"));
      expect(problems()).toBe("");
    });

    it("needs at least one solution page", () => {
      for (const name of fs.readdirSync(path.join(dir, "solutions"))) fs.rmSync(path.join(dir, "solutions", name));
      expect(validateContent(dir)).toContain("content/solutions/: holds 0 files; the site needs at least 1 file here.");
    });

    it("needs six benefits and four enterprise benefits", () => {
      edit(dir, file, (t) => t.replace(/\nbenefits:\n {2}- [^\n]*\n/, "\nbenefits:\n"));
      edit(dir, file, (t) =>
        t.replace(
          /\nenterpriseBenefits:\n {2}- icon: [^\n]*\n {4}title: [^\n]*\n {4}description: >-\n( {6}[^\n]*\n)+/,
          "\nenterpriseBenefits:\n",
        ),
      );
      expect(problems()).toMatch(/process-automation\.yaml: "benefits" has 5 entries; it needs exactly 6\./);
      expect(problems()).toMatch(/process-automation\.yaml: "enterpriseBenefits" has 3 entries; it needs exactly 4\./);
    });

    it("accepts only the two four-step methods, in order", () => {
      edit(dir, file, (t) => t.replace("  - title: Discovery", "  - title: Assess"));
      expect(problems()).toMatch(
        /process-automation\.yaml: "howItWorks" has the steps Assess, Strategy, Pilot, Scale; use Discovery, Strategy, Pilot, Scale, or Assess, Centralize, Automate, Optimize, in that order\./,
      );
    });

    it("keeps the overlay opacity between 0 and 1", () => {
      edit(dir, file, (t) => t.replace("heroOverlayOpacity: 0.5", "heroOverlayOpacity: 50"));
      expect(problems()).toMatch(/process-automation\.yaml: "heroOverlayOpacity" should be a number from 0 to 1, but is 50\./);
    });

    it("needs a six-digit hex accent and known step colours", () => {
      edit(dir, file, (t) => t.replace('hexCode: "#1E7F8C"', "hexCode: teal").replace("    color: navy", "    color: teal"));
      expect(problems()).toMatch(/process-automation\.yaml: "hexCode" is "teal"; write the accent as a 6-digit hex colour/);
      expect(problems()).toMatch(/process-automation\.yaml: "howItWorks\[1\]\.color" is "teal", which is not allowed here/);
    });

    it("needs either a challenges list or an accordion", () => {
      edit(dir, file, (t) => t.replace("\nproblems:", "\nproblemz:"));
      expect(problems()).toMatch(
        /process-automation\.yaml: needs either "problems" \(a list\) or "problemSolutionPairs" \(an accordion\), not both or neither\./,
      );
      expect(problems()).toMatch(/"problemz" is not a field the site uses; did you mean "problems"\?/);
    });

    it("limits the SEO title to 60 characters", () => {
      edit(dir, file, (t) =>
        t.replace("  title: Finance and Procurement Process Automation", `  title: ${"Process automation ".repeat(4)}`),
      );
      expect(problems()).toMatch(/process-automation\.yaml: "seo\.title" is 75 characters long; keep it to 60 or fewer\./);
    });
  });

  it("reports a missing file and an unknown one", () => {
    fs.rmSync(path.join(dir, "site.yaml"));
    fs.writeFileSync(path.join(dir, "homepage.yaml"), "title: Draft\n");
    const problems = validateContent(dir);
    expect(problems).toContain("content/site.yaml: is missing. The site needs this file.");
    expect(problems).toContain("content/homepage.yaml: is not a content file the site uses. Rename it or remove it.");
  });

  it("formats every problem as one line an editor can act on", () => {
    expect(formatProblems(["content/a.yaml: x", "content/b.yaml: y"])).toBe(
      "The content has 2 problems. Fix these and build again:\n  - content/a.yaml: x\n  - content/b.yaml: y",
    );
  });
});

describe("article front matter and bodies (content/insights/*.mdx)", () => {
  let dir: string;
  const roi = "insights/ai-roi-measurement.mdx";
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("requires the id to be the file name, so each article has its own address", () => {
    edit(dir, roi, (t) => t.replace("id: ai-roi-measurement", "id: ai-transformation-readiness"));
    const problems = validateContent(dir);
    expect(problems).toContain(
      'content/insights/ai-roi-measurement.mdx: "id" is "ai-transformation-readiness", but the file is named ai-roi-measurement.mdx. They must match: the id is the page\'s address, /insights/ai-roi-measurement.',
    );
    expect(problems).toContain(
      'content/insights/ai-transformation-readiness.mdx: "id" repeats "ai-transformation-readiness", already used by ai-roi-measurement.mdx.',
    );
  });

  it("needs at least three featured articles, and takes a fourth", () => {
    edit(dir, roi, (t) => t.replace("featured: false", "featured: true"));
    expect(validateContent(dir)).toEqual([]);
    const featured = featuredFiles(dir);
    expect(featured).toHaveLength(4);
    for (const name of featured.slice(0, 2)) edit(dir, `insights/${name}`, (t) => t.replace("featured: true", "featured: false"));
    expect(validateContent(dir)).toEqual([twoFeaturedProblem(dir, featured.slice(2))]);
  });

  it("accepts only the listing's categories", () => {
    edit(dir, roi, (t) => t.replace("category: Business Intelligence", "category: Analytics"));
    expect(validateContent(dir).join("\n")).toContain(
      'content/insights/ai-roi-measurement.mdx: "category" is "Analytics", which is not allowed here. Use one of: AI Transformation, Case Studies',
    );
  });

  it("reports a missing required field and a wrongly typed one", () => {
    edit(dir, roi, (t) => t.replace(/ctaLabel: .*\n/, "").replace("readTime: 9", "readTime: nine"));
    const problems = validateContent(dir);
    expect(problems).toContain('content/insights/ai-roi-measurement.mdx: "ctaLabel" is missing; it needs some text.');
    expect(problems).toContain('content/insights/ai-roi-measurement.mdx: "readTime" should be a whole number from 1 to 60, but is "nine".');
  });

  it("rejects a date that is not YYYY-MM-DD", () => {
    edit(dir, roi, (t) => t.replace("date: 2023-12-20", "date: 20 December 2023"));
    expect(validateContent(dir)).toContain(
      'content/insights/ai-roi-measurement.mdx: "date" should be a date written as YYYY-MM-DD (for example 2024-01-05), but is "20 December 2023".',
    );
  });

  it("accepts an article without an image (the build draws one), written as no line or as an empty value", () => {
    edit(dir, roi, (t) => t.replace(/image: .*\n/, ""));
    expect(validateContent(dir)).toEqual([]);
    edit(dir, "insights/ai-security-considerations.mdx", (t) => t.replace(/image: .*\n/, "image:\n"));
    expect(validateContent(dir)).toEqual([]);
  });

  it("still refuses an image that is not there, and says the line may go instead", () => {
    edit(dir, roi, (t) => t.replace("image: ../images/insights/ai-roi-measurement.jpg", "image: ../images/insights/roi.jpg"));
    expect(validateContent(dir)).toEqual([
      'content/insights/ai-roi-measurement.mdx: "image" names "../images/insights/roi.jpg", but there is no such file next to content/insights/ai-roi-measurement.mdx. ' +
        'Correct the path, or delete the "image" line and the build will draw a picture from the title and category.',
    ]);
  });

  it("keeps the picture of a solution page required: only articles have a drawn one", () => {
    edit(dir, "solutions/ai-transformation.yaml", (t) => t.replace(/heroBackgroundImage: .*\n/, ""));
    expect(validateContent(dir)).toEqual([
      'content/solutions/ai-transformation.yaml: "heroBackgroundImage" is missing; it needs a file path.',
    ]);
  });

  it("asks for a short SEO title when the title is too long for a browser tab", () => {
    edit(dir, roi, (t) => t.replace(/seoTitle: .*\n/, ""));
    expect(validateContent(dir)).toContain(
      'content/insights/ai-roi-measurement.mdx: has a title of 59 characters, too long for a browser tab; add "seoTitle" with 49 characters or fewer.',
    );
  });

  it("checks the read time against the body's length", () => {
    edit(dir, roi, (t) => t.replace("readTime: 9", "readTime: 12"));
    expect(validateContent(dir).join("\n")).toMatch(/"readTime" is 12 minutes/);
    edit(dir, roi, (t) => t.replace("readTime: 12", "readTime: 20"));
    expect(validateContent(dir).join("\n")).toMatch(
      /content\/insights\/ai-roi-measurement\.mdx: "readTime" is 20 minutes, but the article has \d{4} words, about (9|10) minutes at 200 words a minute\. Set the read time to (9|10), or bring the text to about 4000 words\./,
    );
  });

  it("accepts a one-minute read time for a text shorter than a minute, which it would itself suggest", () => {
    // 40 words: about 0 minutes, which the page shows as "1 min read".
    edit(dir, roi, (t) =>
      `${t.slice(0, t.indexOf("\n---", 4) + 5)}\n${"Finance leaders agree the baseline before the pilot starts. ".repeat(5)}\n`.replace(
        "readTime: 9",
        "readTime: 1",
      ),
    );
    expect(validateContent(dir).join("\n")).not.toMatch(/readTime/);
  });

  it("explains MDX an article cannot use, with the line", () => {
    edit(dir, roi, (t) => `${t}\n# Second title\n\n| a | b |\n\n<Chart data="x" />\n\nSee [our pricing](/pricing).\n`);
    const problems = validateContent(dir).join("\n");
    expect(problems).toMatch(/ai-roi-measurement\.mdx, line \d+: "# " starts a second page title/);
    expect(problems).toMatch(/line \d+: looks like a markdown table, which articles do not support\. Use <DataTable/);
    expect(problems).toMatch(/line \d+: uses <Chart>, which is not a component articles have\. Available: Callout, Stats/);
    expect(problems).toMatch(/line \d+: links to "\/pricing", which is not a page on this site/);
  });

  it("names the front matter line that is not valid YAML", () => {
    edit(dir, roi, (t) => t.replace('title: "Measuring AI ROI', 'title: "Measuring AI ROI: "A'));
    expect(validateContent(dir).join("\n")).toMatch(
      /content\/insights\/ai-roi-measurement\.mdx: has front matter that could not be read on line 3/,
    );
  });

  it("needs front matter at all", () => {
    edit(dir, roi, (t) => t.replace(/^---\n/, ""));
    expect(validateContent(dir).join("\n")).toContain("content/insights/ai-roi-measurement.mdx: should start with its front matter");
  });

  it("publishes a renamed article at its new address, and names every file that still links to the old one", () => {
    fs.renameSync(path.join(dir, "insights", "ai-security-considerations.mdx"), path.join(dir, "insights", "ai-security.mdx"));
    edit(dir, "insights/ai-security.mdx", (t) => t.replace("id: ai-security-considerations", "id: ai-security"));
    const linking = "insights/healthcare-ai-compliance.mdx";
    expect(validateContent(dir)).toEqual([
      `content/${linking}, line ${lineOf(dir, linking, "(/insights/ai-security-considerations)")}: links to "/insights/ai-security-considerations", ` +
        "which is not a page on this site: there is no content/insights/ai-security-considerations.mdx.",
    ]);
    edit(dir, linking, (t) => t.replace("(/insights/ai-security-considerations)", "(/insights/ai-security)"));
    expect(validateContent(dir)).toEqual([]);
  });

  it("suggests the page a mistyped link probably meant", () => {
    edit(dir, "home.yaml", (t) => t.replace("link: /solutions/vendor-management", "link: /solutions/vendor-managment"));
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(
        /^content\/home\.yaml: "solutions\.cards\[\d\]\.link" points to "\/solutions\/vendor-managment", which is not a page on this site: there is no content\/solutions\/vendor-managment\.yaml\. Did you mean \/solutions\/vendor-management\?$/,
      ),
    );
  });

  it("flags a stray file that would never be published", () => {
    fs.writeFileSync(path.join(dir, "insights", "draft.md"), "# A draft\n");
    expect(validateContent(dir)).toContain(
      "content/insights/draft.md: is not a file the site reads here; files in this folder end in .mdx. Rename it or move it.",
    );
  });
});

/** The 1-based line of the first line of a content file that contains `needle`. */
function lineOf(dir: string, file: string, needle: string): number {
  const index = fs
    .readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`${file} has no line with ${needle}`);
  return index + 1;
}

describe("markup that would run code in an article or legal page", () => {
  let dir: string;
  const roi = "insights/ai-roi-measurement.mdx";
  const file = `content/${roi}`;
  const allowed =
    "Articles may use Markdown and the components Callout, Stats, Stat, DataTable, Timeline, Phase, PullQuote, RoiCalculator and ReadinessCheck.";
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("rejects a <script> appended to an article, naming the file and line", () => {
    edit(dir, roi, (t) => `${t}\n<script>{"x=1"}</script>\n`);
    expect(validateContent(dir)).toEqual([
      `${file}, line ${lineOf(dir, roi, "<script>")}: <script> is not allowed in an article. ${allowed}`,
    ]);
  });

  it("rejects <iframe>, <style>, <object> and <embed>, in any case", () => {
    edit(
      dir,
      roi,
      (t) =>
        `${t}\n<iframe src="https://example.com"></iframe>\n\n<style>{"body{display:none}"}</style>\n\n<OBJECT data="x.swf"></OBJECT>\n\nText <embed src="x.swf" /> here.\n`,
    );
    const problems = validateContent(dir);
    for (const [tag, needle] of [
      ["iframe", "<iframe"],
      ["style", "<style"],
      ["OBJECT", "<OBJECT"],
      ["embed", "<embed"],
    ] as const) {
      expect(problems).toContain(`${file}, line ${lineOf(dir, roi, needle)}: <${tag}> is not allowed in an article. ${allowed}`);
    }
  });

  it("rejects event-handler attributes on any element", () => {
    edit(
      dir,
      roi,
      (t) =>
        `${t}\nSee <a href="/contact" onClick="steal()">us</a> and <img src="x.png" onerror="steal()" />.\n\n<Callout onMouseOver="steal()">\n\nHi\n\n</Callout>\n`,
    );
    const problems = validateContent(dir);
    const line = lineOf(dir, roi, "onClick");
    expect(problems).toContain(
      `${file}, line ${line}: onClick="..." on <a> runs code when the reader acts, which is not allowed in an article. Remove the attribute.`,
    );
    expect(problems).toContain(
      `${file}, line ${line}: onerror="..." on <img> runs code when the reader acts, which is not allowed in an article. Remove the attribute.`,
    );
    expect(problems.join("\n")).toContain(`line ${lineOf(dir, roi, "onMouseOver")}: onMouseOver="..." on <Callout>`);
  });

  it("rejects javascript: link targets however they are written", () => {
    edit(
      dir,
      roi,
      (t) =>
        `${t}\n[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](&#106;avascript:alert(1)) [d]( javascript:alert(1))\n\n` +
        `<a href="java&#x09;script:alert(1)">e</a> <a href="  JAVASCRIPT:alert(1)">f</a> <a href={"javascript:alert(1)"}>g</a>\n\n[ref]: javascript:alert(2)\n`,
    );
    const problems = validateContent(dir);
    const markdown = lineOf(dir, roi, "[a](");
    const jsx = lineOf(dir, roi, "<a href=");
    expect(
      problems.filter((p) => p.startsWith(`${file}, line ${markdown}: the link target "`) && p.includes("is a javascript: link")),
    ).toHaveLength(4);
    expect(problems.filter((p) => p.startsWith(`${file}, line ${jsx}: href=`) && p.includes("is a javascript: link"))).toHaveLength(3);
    expect(problems).toContain(
      `${file}, line ${lineOf(dir, roi, "[ref]:")}: the link target "javascript:alert(2)" is a javascript: link, which runs code and is not allowed in an article. Link to a page, such as /contact, or a web address starting with https://.`,
    );
    // Nothing else: the entity-spelled targets are not also reported as missing pages.
    expect(problems).toHaveLength(8);
  });

  it("rejects {...} that is code, but accepts plain values and comments", () => {
    edit(
      dir,
      roi,
      (t) =>
        `${t}\n{alert(1)}\n\nCosts {"{"}plain{"}"} and {/* a note for editors */}.\n\n<DataTable caption="x" head={["a"]} rows={[[fetch("/x")]]} />\n`,
    );
    expect(validateContent(dir)).toEqual([
      `${file}, line ${lineOf(dir, roi, "{alert(1)}")}: {alert(1)} is code, which is not allowed in an article. To show curly braces in the text, write \\{ and \\}.`,
      `${file}, line ${lineOf(dir, roi, "fetch(")}: rows={[[fetch("/x")]]} on <DataTable> is code, which is not allowed in an article. Give it plain values: text in quotes, numbers, and lists in [ ], as in rows={[["a", "b"]]}.`,
    ]);
  });

  it("leaves markup in code blocks and inline code alone", () => {
    edit(
      dir,
      roi,
      (t) =>
        `${t}\n\`\`\`html\n<script>alert(1)</script>\n<a onclick="x" href="javascript:y">\n\`\`\`\n\nWrite \`<iframe>\` or \`[x](javascript:y)\` to see it fail.\n`,
    );
    expect(validateContent(dir)).toEqual([]);
  });

  it("checks legal pages the same way", () => {
    const legal = "legal/privacy-policy.mdx";
    edit(dir, legal, (t) => `${t}\n<script>{"x=1"}</script>\n`);
    expect(validateContent(dir)).toEqual([
      `content/${legal}, line ${lineOf(dir, legal, "<script>")}: <script> is not allowed in a legal page. ` +
        "Legal pages may use Markdown and the components Callout, Stats, Stat, DataTable, Timeline, Phase and PullQuote.",
    ]);
  });
});

describe("MDX the build could not compile", () => {
  let dir: string;
  const roi = "insights/ai-roi-measurement.mdx";
  const file = `content/${roi}`;
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Puts `text` before the article's first section heading. */
  const insert = (text: string) => edit(dir, roi, (t) => t.replace("\n## ", `\n${text}\n\n## `));

  it("names the line of a <Callout> that is never closed", () => {
    insert('<Callout title="Note">\n\nThe note.');
    expect(validateContent(dir)).toEqual([
      `${file}, line ${lineOf(dir, roi, '<Callout title="Note">')}: the <Callout> opened here is never closed. Add </Callout> where it should end.`,
    ]);
  });

  it("explains a tag that is not finished before the next line", () => {
    insert('<Callout title="Note"\n- a list item');
    const line = lineOf(dir, roi, '<Callout title="Note"');
    expect(validateContent(dir)).toEqual([
      `${file}, line ${line}: the <Callout> tag that starts here is not finished: on line ${line + 1} MDX found "-" where it expected an attribute, such as title="...", or the ">" that ends the tag. End the tag with ">".`,
    ]);
  });

  it("explains an unexpected character in a tag", () => {
    insert('<Callout -title="Note">The note.</Callout>');
    expect(validateContent(dir)).toEqual([
      `${file}, line ${lineOf(dir, roi, "<Callout -title")}: the <Callout> tag here has "-" where MDX expects an attribute, such as title="...", or the ">" that ends the tag. Check the tag; to write a less-than sign in the text, use &lt;.`,
    ]);
  });

  it("explains closing tags that close nothing or the wrong tag", () => {
    insert("</Callout>");
    expect(validateContent(dir)).toEqual([
      `${file}, line ${lineOf(dir, roi, "</Callout>")}: </Callout> closes a tag that was never opened. Remove it, or add <Callout> where the block should start.`,
    ]);
    edit(dir, roi, (t) => t.replace("</Callout>", "<Callout>\n\nThe note.\n\n</Stats>"));
    expect(validateContent(dir)).toEqual([
      `${file}, line ${lineOf(dir, roi, "</Stats>")}: </Stats> closes a tag that is not open here: the <Callout> from line ${lineOf(dir, roi, "<Callout>")} is still open. Add </Callout> before </Stats>, or correct the name.`,
    ]);
  });

  it("explains a less-than sign and an HTML comment", () => {
    insert("Costs fell to <5% of spend.");
    expect(validateContent(dir)).toEqual([
      `${file}, line ${lineOf(dir, roi, "<5%")}: "<" followed by "5" is read as the start of a tag. To write a less-than sign, use &lt; (as in &lt;5) or the words "less than".`,
    ]);
    edit(dir, roi, (t) => t.replace("<5%", "&lt;5%").replace("\n## ", "\n<!-- note for editors -->\n\n## "));
    expect(validateContent(dir)).toEqual([
      `${file}, line ${lineOf(dir, roi, "<!--")}: HTML comments, <!-- ... -->, do not work in MDX. Write a note as {/* your note */} instead.`,
    ]);
  });

  it("explains an attribute value that is not valid", () => {
    insert('<DataTable caption="x" head={["a"]} rows={[["a", ]} />');
    expect(validateContent(dir)).toEqual([
      `${file}, line ${lineOf(dir, roi, '<DataTable caption="x"')}: "{" here starts a value that MDX cannot read (Unexpected token). To show a curly brace in the text, write \\{; in an attribute such as rows={[...]}, check its brackets, quotes and commas.`,
    ]);
  });

  it("passes any other compiler message on, with its line", () => {
    insert("<Callout>\n\nThe note.\n\n</Callout foo>");
    expect(validateContent(dir)).toEqual([
      `${file}, line ${lineOf(dir, roi, "</Callout foo>")}: the article could not be read as MDX: Unexpected attribute in closing tag, expected the end of the tag.`,
    ]);
  });
});

describe("dates and byte-order marks", () => {
  let dir: string;
  const roi = "insights/ai-roi-measurement.mdx";
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("rejects a date that is not on the calendar, instead of rolling it over", () => {
    edit(dir, roi, (t) => t.replace("date: 2023-12-20", "date: 2023-13-45"));
    expect(validateContent(dir)).toEqual([
      'content/insights/ai-roi-measurement.mdx: "date" is 2023-13-45, which is not a real date: there is no month 13; months run from 01 to 12. Write it as YYYY-MM-DD, for example 2024-01-05.',
    ]);
  });

  it("knows the length of each month and leap years", () => {
    edit(dir, roi, (t) => t.replace("date: 2023-12-20", "date: 2023-02-29"));
    edit(dir, "legal/privacy-policy.mdx", (t) => t.replace(/effectiveDate: .*/, 'effectiveDate: "2024-04-31"'));
    expect(validateContent(dir)).toEqual([
      'content/insights/ai-roi-measurement.mdx: "date" is 2023-02-29, which is not a real date: February 2023 has 28 days. Write it as YYYY-MM-DD, for example 2024-01-05.',
      'content/legal/privacy-policy.mdx: "effectiveDate" is 2024-04-31, which is not a real date: April 2024 has 30 days. Write it as YYYY-MM-DD, for example 2024-01-05.',
    ]);
    edit(dir, roi, (t) => t.replace("date: 2023-02-29", "date: 2024-02-29"));
    edit(dir, "legal/privacy-policy.mdx", (t) => t.replace('effectiveDate: "2024-04-31"', "effectiveDate: 2024-04-30"));
    expect(validateContent(dir)).toEqual([]);
  });

  it("accepts MDX and YAML files saved with a byte-order mark, as the build does", () => {
    edit(dir, roi, (t) => `\uFEFF${t}`);
    edit(dir, "home.yaml", (t) => `\uFEFF${t}`);
    expect(validateContent(dir)).toEqual([]);
  });
});
