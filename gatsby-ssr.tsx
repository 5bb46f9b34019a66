import type { EmotionCache } from "@emotion/cache";
import type { GatsbySSR } from "gatsby";
import { isValidElement } from "react";
import { Layout, MAIN_ID } from "./src/components/layout/Layout";
import { createPageStyleCache, PageStyles, pageStyleTag } from "./src/lib/emotion-ssr";
import { FEED_PATH } from "./gatsby/feed";
import { earlyTapScript } from "./src/lib/early-taps";
import { earlyUnlockScript } from "./src/lib/insights-gate";
import { visitScript } from "./src/lib/visit";
import { earlyWebFontsScript } from "./src/lib/web-fonts";
import { globalCss } from "./src/theme/global-css";
import { IconsInPage } from "./src/components/ui/Icon";
import { ICON_SPRITE_ATTRIBUTE } from "./src/lib/icon-sprite";
import { iconSpriteFile, iconSymbols } from "./src/theme/icons";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

// Gatsby renders a page's body, then calls onRenderBody for that page, and
// may render several pages at once: each page's style cache and icon names
// are kept by its path.
const pageCaches = new Map<string, EmotionCache>();
const pageIcons = new Map<string, Set<string>>();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const cache = createPageStyleCache();
  const icons = new Set<string>();
  pageCaches.set(pathname, cache);
  pageIcons.set(pathname, icons);
  return (
    <PageStyles cache={cache}>
      <IconsInPage.Provider value={icons}>{element}</IconsInPage.Provider>
    </PageStyles>
  );
};

/** The symbols of the icons this page draws (src/components/ui/Icon.tsx collected them while it was rendered). */
function pageSprite(pathname: string) {
  const icons = pageIcons.get(pathname) ?? new Set<string>();
  pageIcons.delete(pathname);
  return iconSymbols(icons);
}

function pageStyles(pathname: string) {
  const cache = pageCaches.get(pathname);
  pageCaches.delete(pathname);
  return cache ? pageStyleTag(cache) : null;
}

/**
 * Every page holds its first paint until the header and the main content
 * have been parsed (rel=expect, Chromium 124+; other browsers ignore it). A
 * phone on a slow network, or a busy one, would otherwise paint a half-parsed
 * page, and the header's menu and the hero would then move as the rest of
 * their markup arrived: layout shift before any script runs. The footer, below
 * the first screen, is not waited for.
 *
 * Written into every page at build time, so neither costs JavaScript: the
 * document-wide CSS, and one hidden sprite of the icons the page draws,
 * which components reference with <use> (it names the file with every icon,
 * for pages reached by a link: src/lib/icon-sprite.ts). Every page gets the
 * script that decides before the first paint whether the page uses the web
 * fonts (src/lib/web-fonts.ts), the small script that holds taps made before
 * hydration (src/lib/early-taps.ts) and the one that notes where the visit
 * came from (src/lib/visit.ts), and a
 * link to the insights feed (gatsby/feed.ts); insights pages also get the
 * gate's one-line head script, which marks a returning reader as unlocked
 * before the first paint. Then the page's own Emotion styles (src/lib/emotion-ssr.tsx).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents, setPreBodyComponents }) => {
  setHeadComponents([
    <link key="expect-main" rel="expect" href={`#${MAIN_ID}`} blocking="render" />,
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
    <script key="web-fonts" dangerouslySetInnerHTML={{ __html: earlyWebFontsScript }} />,
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: earlyTapScript }} />,
    <script key="visit" dangerouslySetInnerHTML={{ __html: visitScript }} />,
    <link key="feed" rel="alternate" type="application/rss+xml" href={FEED_PATH} />,
    ...(pathname.startsWith("/insights") ? [<script key="insights-unlock" dangerouslySetInnerHTML={{ __html: earlyUnlockScript }} />] : []),
    pageStyles(pathname),
  ]);
  // Hidden with display: none, so the browser neither styles nor lays out its symbols (a third of a
  // page's elements) while it draws the first screen; <use> still draws them (no icon has a gradient,
  // mask or filter, the parts an undisplayed sprite would lose).
  setPreBodyComponents([
    <svg
      key="icon-sprite"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      style={{ display: "none" }}
      {...{ [ICON_SPRITE_ATTRIBUTE]: iconSpriteFile().path }}
      dangerouslySetInnerHTML={{ __html: pageSprite(pathname) }}
    />,
  ]);
};

/**
 * gatsby-plugin-image writes a style, a noscript style and a module script
 * into every head to fade in <GatsbyImage> markup. The site renders its own
 * <picture> (src/components/media/Image.tsx) and has no such markup, so they
 * are dead weight on every page: taken out.
 */
const GATSBY_IMAGE_HEAD_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((element) => !(isValidElement(element) && GATSBY_IMAGE_HEAD_KEYS.has(String(element.key)))),
  );
};
