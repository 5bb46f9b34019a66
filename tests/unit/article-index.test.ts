import fs from "node:fs";
import path from "node:path";
import { ARTICLE_SUMMARY_FIELDS } from "../../gatsby/article-index";

/** The search index repeats the ArticleSummary fragment's selection (gatsby-node queries cannot use a component's fragment); the two must not drift. */
it("selects exactly the fields of the ArticleSummary fragment the cards read", () => {
  const card = fs.readFileSync(path.resolve(__dirname, "../../src/components/insights/ArticleCard.tsx"), "utf8");
  const fragment = /fragment ArticleSummary on Article \{([\s\S]*?)\n {2}\}\n/.exec(card)?.[1];
  expect(fragment).toBeDefined();
  const squash = (text: string) => text.replace(/\s+/g, " ").trim();
  expect(squash(ARTICLE_SUMMARY_FIELDS)).toBe(squash(fragment!));
});
