import { css, cx } from "@linaria/core";
import { printedDate } from "../../../content-core/dates";
import { color, fontSize, space } from "../../theme/tokens";
import { Icon } from "../ui/Icon";
import { pill } from "../ui/styles";

const categoryTag = css`
  ${pill}
  padding-block: 3px;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/*
 * Each item starts with its dot, pulled into the gap before it; a line's first item pulls its dot
 * outside the row, where overflow clips it, so no wrapped line starts with a dot.
 */
const separator = "1.5rem";
const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]} ${separator};
  margin: 0;
  overflow: hidden;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
  > * {
    margin-left: -${separator};
  }
  > *::before {
    content: "·";
    display: inline-block;
    width: ${separator};
    text-align: center;
  }
`;

const premium = css`
  background: ${color.navy};
  color: ${color.goldSoft};
`;

const tagRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

/** The article's category, and a "Premium" tag with a lock when the article is gated. */
export function ArticleTags({ category, premiumLabel }: { category: string; premiumLabel?: string | null }) {
  return (
    <div className={tagRow}>
      <span className={categoryTag}>{category}</span>
      {premiumLabel ? (
        <span className={cx(categoryTag, premium)}>
          <Icon name="lock" size={12} />
          {premiumLabel}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Date and read time (and the author, on article pages), separated by dots; a part left empty is
 * left out (the editing room previews an article before they are typed).
 */
export function ArticleMeta({
  author,
  date,
  readTime,
}: {
  author?: string;
  /** YYYY-MM-DD, printed as "December 20, 2023". */
  date?: string;
  readTime?: string;
}) {
  return (
    <p className={row}>
      {author ? <span>{author}</span> : null}
      {date ? <time dateTime={date}>{printedDate(date)}</time> : null}
      {readTime ? <span>{readTime}</span> : null}
    </p>
  );
}
