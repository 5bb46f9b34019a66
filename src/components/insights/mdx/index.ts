import { Callout } from "./Callout";
import { DataTable } from "./DataTable";
import { PullQuote } from "./PullQuote";
import { Stat, Stats } from "./Stats";
import { Phase, Timeline } from "./Timeline";

/**
 * What an article's MDX may use without importing: exactly ARTICLE_COMPONENTS of
 * content-core/model/article.ts, which a unit test keeps equal.
 */
export const articleComponents = { Callout, DataTable, Phase, PullQuote, Stat, Stats, Timeline };
