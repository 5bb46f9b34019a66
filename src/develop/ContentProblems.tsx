import { css, cx } from "@linaria/core";
import { useEffect, useRef } from "react";
import { color, font, fontSize, goldGlow, radius, shadow, space } from "../theme/tokens";

/**
 * What `npm run develop` shows instead of a page while the content check has
 * problems (src/develop/browser.tsx): the checker's own sentences, one per
 * item, in the site's type and colours. It reads nothing from GraphQL, so it
 * works however broken the content is. The heading takes focus, so a screen
 * reader announces the change.
 */

const page = css`
  box-sizing: border-box;
  min-height: 100vh;
  padding: clamp(${space[5]}, 6vw, ${space[9]}) clamp(${space[4]}, 5vw, ${space[8]});
  background:
    ${goldGlow(0.12, "80% 60%", "70%")},
    ${color.snow};
  color: ${color.text};
  font-family: ${font.body};
  font-size: ${fontSize.md};
  line-height: 1.6;
`;

const card = css`
  max-width: 52rem;
  margin: 0 auto;
  padding: clamp(${space[5]}, 4vw, ${space[7]});
  border: 1px solid ${color.line};
  border-top: 6px solid ${color.danger};
  border-radius: ${radius.lg};
  background: ${color.white};
  box-shadow: ${shadow.card};
`;

const eyebrow = css`
  margin: 0 0 ${space[3]};
  color: ${color.dangerText};
  font-size: ${fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const title = css`
  margin: 0;
  color: ${color.ink};
  font-family: ${font.display};
  font-size: clamp(1.75rem, 1.3rem + 2vw, 2.75rem);
  font-weight: 600;
  line-height: 1.15;
  letter-spacing: -0.01em;
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 4px;
  }
`;

const lead = css`
  margin: ${space[4]} 0 ${space[5]};
  color: ${color.textMuted};
`;

const list = css`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${space[4]};
    border-radius: ${radius.md};
    background: ${color.dangerBg};
    color: ${color.dangerText};
    overflow-wrap: anywhere;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.95em;
    font-weight: 700;
  }
`;

const note = css`
  margin: ${space[5]} 0 0;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

/**
 * Gatsby's development overlay, in the moment before it is closed (below):
 * hidden while the document holds this list (the <main> marked
 * data-content-problems), and no longer once it is gone.
 */
const hideGatsbyOverlay = css`
  :global(:root:has([data-content-problems]) gatsby-fast-refresh) {
    display: none !important;
  }
`;

type GatsbyEvent = [channel: string, event: { action?: string }];

/**
 * While these problems are listed, Gatsby's own error overlay stays closed:
 * what it would show (webpack's "Failed to compile" for an MDX body that no
 * longer compiles, a component that threw on the broken data) is caused by
 * the file these sentences name, and an open overlay, even hidden, hides the
 * page from screen readers, locks its scrolling and traps the focus. Gatsby's
 * overlay takes its events from `window._gatsbyEvents`: it is dismissed once,
 * and events that would open it are dropped until the problems are gone.
 * Errors still there then are reported again by the next rebuild or render.
 */
function useGatsbyOverlayClosed() {
  useEffect(() => {
    const host = window as unknown as { _gatsbyEvents?: { push(event: GatsbyEvent): unknown } };
    const events = host._gatsbyEvents;
    if (!events || typeof events.push !== "function") return undefined;
    const push = events.push;
    events.push(["FAST_REFRESH", { action: "DISMISS" }]);
    events.push = (event: GatsbyEvent) => {
      const action = event?.[1]?.action ?? "";
      if (event?.[0] === "FAST_REFRESH" && /^(SHOW|HANDLE)_/.test(action) && action !== "SHOW_GETSERVERDATA_ERROR") return undefined;
      return push.call(events, event);
    };
    return () => {
      events.push = push;
    };
  }, []);
}

/** The site's pages set `<html lang>` in their <Head>, which is not rendered from broken data. */
function useDocumentLanguage() {
  useEffect(() => {
    const html = document.documentElement;
    if (html.lang) return undefined;
    html.lang = "en";
    return () => html.removeAttribute("lang");
  }, []);
}

/** "content/home.yaml: ..." -> the file, set apart, and the rest of the sentence, unchanged. */
function Sentence({ text }: { text: string }) {
  const match = /^(content\/[^:\s]*):/.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      <code>{match[1]}</code>
      {text.slice(match[1]!.length)}
    </>
  );
}

function useFocusAndTitle(documentTitle: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);
  return heading;
}

export function ContentProblems({ problems }: { problems: readonly string[] }) {
  const count = `${problems.length} ${problems.length === 1 ? "problem" : "problems"}`;
  useGatsbyOverlayClosed();
  useDocumentLanguage();
  const heading = useFocusAndTitle(`Content: ${count} (preview)`);
  return (
    <main className={cx(page, hideGatsbyOverlay)} aria-labelledby="content-problems-title" data-content-problems="">
      <div className={card}>
        <p className={eyebrow}>Preview: content check</p>
        <h1 className={title} id="content-problems-title" tabIndex={-1} ref={heading}>
          The content has {count}
        </h1>
        <p className={lead}>
          The site cannot show this page until {problems.length === 1 ? "it is" : "they are"} fixed. Correct the file named below and save
          it: this page comes back by itself.
        </p>
        <ul className={list} aria-label="Problems">
          {problems.map((problem) => (
            <li key={problem}>
              <Sentence text={problem} />
            </li>
          ))}
        </ul>
        <p className={note}>
          The terminal running <code>npm run develop</code> lists the same sentences, and <code>npm run build</code> stops on them.
        </p>
      </div>
    </main>
  );
}

/** Shown for the moment between a fix and the page's new data (or while the first check result is on its way). */
export function CheckingContent() {
  useDocumentLanguage();
  const heading = useFocusAndTitle("Checking the content (preview)");
  return (
    <main className={page} aria-labelledby="content-checking-title" aria-busy="true">
      <div className={card} style={{ borderTopColor: color.gold }}>
        <p className={eyebrow} style={{ color: color.goldText }}>
          Preview: content check
        </p>
        <h1 className={title} id="content-checking-title" tabIndex={-1} ref={heading}>
          Loading the updated content…
        </h1>
        <p className={lead} role="status">
          The page shows again as soon as the development server has read the changed file.
        </p>
      </div>
    </main>
  );
}
