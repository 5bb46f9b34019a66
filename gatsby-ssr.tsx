import type { GatsbySSR } from "gatsby";
import { isValidElement, type ReactNode } from "react";
import { Layout, MAIN_ID } from "./src/components/layout/Layout";
import { earlyTapScript } from "./src/lib/early-taps";
import { earlyUnlockScript } from "./src/lib/insights-gate";
import { visitScript } from "./src/lib/visit";
import { earlyWebFontsScript } from "./src/lib/web-fonts";
import { globalCss } from "./src/lib/global-css";
import { IconsInPage } from "./src/components/ui/Icon";
import { ICON_SPRITE_ATTRIBUTE } from "./src/lib/icon-sprite";
import { onDemandStyleSheets } from "./gatsby/style-sheets";
import { COMPONENT_STYLES, GATSBY_IMAGE_HEAD_KEYS, isAppStyleSheet, isDevelopHtml, renderBodyExtras } from "./gatsby/gatsby-internals";
import { iconSpriteFile, iconSymbols } from "./src/theme/icons";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

// Gatsby renders a page's body, then calls onRenderBody for that page, and
// may render several pages at once: each page's icon names are kept by its path.
const pageIcons = new Map<string, Set<string>>();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const icons = new Set<string>();
  pageIcons.set(pathname, icons);
  return <IconsInPage.Provider value={icons}>{element}</IconsInPage.Provider>;
};

/** The symbols of the icons this page draws (src/components/ui/Icon.tsx collected them while it was rendered). */
function pageSprite(pathname: string) {
  const icons = pageIcons.get(pathname) ?? new Set<string>();
  pageIcons.delete(pathname);
  return iconSymbols(icons);
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
 * came from (src/lib/visit.ts) (gatsby-plugin-feed adds the link to the
 * insights feed, gatsby/sitemap-and-feed.ts); insights pages also get the
 * gate's one-line head script, which marks a returning reader as unlocked
 * before the first paint. The components' styles are CSS made at build time
 * (gatsby/static-styles.ts) that Gatsby writes into the head itself; onPreRenderHTML
 * puts the document-wide rules before them.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { pathname, setHeadComponents, setPreBodyComponents } = args;
  // Gatsby passes the page's markup and the stylesheets it writes into the head, though its types leave them out.
  const { bodyHtml = "", styles = [] } = renderBodyExtras(args);
  // `gatsby develop` writes no stylesheets to pick from: its styles come with its scripts.
  const onDemand = isDevelopHtml()
    ? []
    : onDemandStyleSheets(
        bodyHtml,
        styles.map((style) => style.name),
      );
  setHeadComponents([
    <link key="expect-main" rel="expect" href={`#${MAIN_ID}`} blocking="render" />,
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
    <script key="web-fonts" dangerouslySetInnerHTML={{ __html: earlyWebFontsScript }} />,
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: earlyTapScript }} />,
    <script key="visit" dangerouslySetInnerHTML={{ __html: visitScript }} />,
    ...(pathname.startsWith("/insights") ? [<script key="insights-unlock" dangerouslySetInnerHTML={{ __html: earlyUnlockScript }} />] : []),
    ...onDemand.map((sheet) => (
      <style
        key={sheet.file}
        data-href={`/${sheet.file}`}
        data-identity={COMPONENT_STYLES}
        dangerouslySetInnerHTML={{ __html: sheet.css }}
      />
    )),
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
 * The order of a stylesheet in the head: the document-wide rules, the app's
 * (the layout and the interface parts), the page's chunks, then the parts its
 * markup uses from code loaded on demand. Gatsby writes the page's chunks
 * before the app's; in that order a page's class lost to the layout's of the
 * same weight (a narrower Container), where the code means the page's to win.
 */
function styleRank(element: ReactNode): number | undefined {
  if (!isValidElement<{ "data-identity"?: string; "data-href"?: string }>(element)) return undefined;
  if (element.key === "global-css") return 0;
  if (element.props["data-identity"] !== COMPONENT_STYLES) return undefined;
  const file = element.props["data-href"] ?? "";
  if (isAppStyleSheet(file)) return 1;
  return String(element.key).endsWith(".css") ? 3 : 2;
}

/**
 * gatsby-plugin-image writes a style, a noscript style and a module script
 * into every head to fade in <GatsbyImage> markup. The site renders its own
 * <picture> (src/components/media/Image.tsx) and has no such markup, so they
 * are dead weight on every page: taken out.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const kept = getHeadComponents().filter((element) => !(isValidElement(element) && GATSBY_IMAGE_HEAD_KEYS.has(String(element.key))));
  const styles = kept.filter((element) => styleRank(element) !== undefined).sort((a, b) => styleRank(a)! - styleRank(b)!);
  const rest = kept.filter((element) => !styles.includes(element));
  // Where Gatsby put its stylesheets: after its meta tags, before the scripts.
  const first = kept.findIndex((element) => styleRank(element) !== undefined);
  const at = first < 0 ? rest.length : kept.slice(0, first).filter((element) => !styles.includes(element)).length;
  replaceHeadComponents([...rest.slice(0, at), ...styles, ...rest.slice(at)]);
};
