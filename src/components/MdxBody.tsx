import { css } from "@linaria/core";
import { lazy, Suspense } from "react";
import type { BodyTree } from "../../content-core/body-tree";
import { color, fontSize, space } from "../theme/tokens";
import { displayType } from "./ui/styles";

/** The reading column of an article or legal page: 46rem of text inside the container's padding. */
export const narrow = css`
  max-width: calc(46rem + 2 * clamp(${space[4]}, 4vw, ${space[6]}));
`;

/**
 * Typography of the markdown at the top level of an article: only direct children, so the
 * components keep their own styles (markdown inside one gets `nestedFlow`).
 */
const prose = css`
  font-size: 1.125rem;
  line-height: 1.75;
  color: ${color.text};
  > :first-child {
    margin-top: 0;
  }
  > h2 {
    margin: ${space[8]} 0 ${space[4]};
    ${displayType("clamp(1.625rem, 1.35rem + 1vw, 2.125rem)")}
    line-height: 1.2;
    color: ${color.ink};
  }
  > h3 {
    margin: ${space[6]} 0 ${space[3]};
    font-size: ${fontSize.lg};
    font-weight: 700;
    line-height: 1.35;
    color: ${color.ink};
  }
  > p,
  > ul,
  > ol {
    margin: 0 0 ${space[5]};
  }
  > ul,
  > ol {
    padding-left: ${space[5]};
  }
  > ul > li + li,
  > ol > li + li {
    margin-top: ${space[2]};
  }
  li::marker {
    color: ${color.goldText};
    font-weight: 700;
  }
  strong {
    color: ${color.ink};
  }
  a {
    color: ${color.navy};
    font-weight: 600;
    text-underline-offset: 3px;
  }
  > blockquote {
    margin: ${space[6]} 0;
    padding-left: ${space[5]};
    border-left: 3px solid ${color.gold};
    font-style: italic;
    color: ${color.textMuted};
  }
`;

/**
 * The renderer and the article components, one lazy chunk every article and legal page shares
 * (the bodies are page data: content-core/body-tree.ts). The server renders the body in full; in
 * the browser it stays server HTML until the chunk arrives, outside first-load JavaScript.
 */
const BodyRenderer = lazy(() => import("./insights/mdx/BodyRenderer"));

/** Keeps the space of the text while it loads after an in-site navigation. */
const pending = css`
  min-height: 100vh;
`;

/** The body of an article or legal page, from its page data, with the site's long-form typography. */
export function MdxBody({ tree }: { tree: BodyTree }) {
  return (
    <div className={prose} data-testid="article-body">
      <Suspense fallback={<div className={pending} />}>
        <BodyRenderer tree={tree} />
      </Suspense>
    </div>
  );
}
