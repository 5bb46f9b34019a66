import { css } from "@emotion/react";
import { Link } from "gatsby";
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { color, font, fontSize, space } from "../theme/tokens";

/**
 * Typography for what markdown produces at the top level of an article. Only
 * direct children are styled, so the components keep their own styles; the
 * markdown inside a component gets `nestedFlow`.
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
    font-family: ${font.display};
    font-size: clamp(1.625rem, 1.35rem + 1vw, 2.125rem);
    font-weight: 600;
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

/** Internal links in an article use Gatsby's router (and prefetching). */
function ProseLink({ href = "", children }: { href?: string; children?: ReactNode }) {
  return href.startsWith("/") ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

type Folder = "insights" | "legal";
type MdxModule = Promise<{ default: ComponentType<{ components: object }> }>;

/** One webpack context per folder: each file becomes its own chunk. */
const loaders: Record<Folder, (slug: string) => MdxModule> = {
  insights: (slug) => import(`../../content/insights/${slug}.mdx`) as MdxModule,
  legal: (slug) => import(`../../content/legal/${slug}.mdx`) as MdxModule,
};

const bodies = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The compiled MDX of content/<folder>/<slug>.mdx with its components, as a
 * lazy chunk of its own. The server renders it in full (Gatsby waits for
 * every Suspense boundary); in the browser the text stays server HTML until
 * its chunk arrives, so it is not part of the page's first-load JavaScript.
 * A 12-minute article is about 6 KB of gzipped code.
 */
function bodyFor(folder: Folder, slug: string): LazyExoticComponent<ComponentType> {
  const key = `${folder}/${slug}`;
  let body = bodies.get(key);
  if (!body) {
    body = lazy(async () => {
      const [{ default: Content }, { articleComponents }] = await Promise.all([loaders[folder](slug), import("./insights/mdx")]);
      const components = { ...articleComponents, a: ProseLink };
      return { default: () => <Content components={components} /> };
    });
    bodies.set(key, body);
  }
  return body;
}

/** Keeps the space of the text while it loads after an in-site navigation. */
const pending = css`
  min-height: 100vh;
`;

/** The body of an article or legal page, with the site's long-form typography. */
export function MdxBody({ folder, slug }: { folder: Folder; slug: string }) {
  const Body = bodyFor(folder, slug);
  return (
    <div css={prose} data-testid="article-body">
      <Suspense fallback={<div css={pending} />}>
        <Body />
      </Suspense>
    </div>
  );
}
