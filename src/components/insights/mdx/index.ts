import { Callout } from "./Callout";
import { DataTable } from "./DataTable";
import { PullQuote } from "./PullQuote";
import { Stat, Stats } from "./Stats";
import { Phase, Timeline } from "./Timeline";

/**
 * What an article's MDX may use without importing. The build's content check
 * (ARTICLE_COMPONENTS in content-core/model/article.ts) allows exactly these names;
 * a unit test keeps the two lists equal.
 */
export const articleComponents = { Callout, DataTable, Phase, PullQuote, Stat, Stats, Timeline };
