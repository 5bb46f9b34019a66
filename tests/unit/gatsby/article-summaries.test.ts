import fs from "node:fs";
import path from "node:path";
import { SUMMARY_FRAGMENT_FILE, summariesQuery } from "../../../gatsby/article-summaries";

/** The search index is written from the ArticleSummary fragment the cards read (gatsby-node queries cannot use a component's fragment, so the build reads its declaration). */
it("queries every article through the ArticleSummary fragment declared by the cards", () => {
  const card = fs.readFileSync(path.resolve(__dirname, "../../..", SUMMARY_FRAGMENT_FILE), "utf8");
  const query = summariesQuery(card);
  expect(query).toMatch(/^\{ allArticle\(sort: \[\{ date: DESC \}, \{ slug: ASC \}\]\) \{ nodes \{ \.\.\.ArticleSummary \} \} \}\n/);
  expect(query).toContain(/fragment ArticleSummary on Article \{[\s\S]*?\n {2}\}\n/.exec(card)?.[0]);
});

it("says which file lost the fragment", () => {
  expect(() => summariesQuery("export const query = graphql`fragment Other on Article { slug }`;")).toThrow(
    "src/components/insights/ArticleCard.tsx no longer declares the ArticleSummary fragment in a graphql`` query.",
  );
});
