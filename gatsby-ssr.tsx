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
import { COMPONENT_STYLES, GATSBY_IMAGE_HEAD_KEYS, isAppStyleSheet, isDevelopHtml, renderBodyExtras } from "./src/lib/gatsby-internals";
import { iconSpriteFile, iconSymbols } from "./content-core/icons";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

// Gatsby renders a page's body, then calls onRenderBody for that page, and
// may render several pages at once: each page's icon names are kept by its path.
const pageIcons = new Map<string, Set<string>>();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const icons = new Set<string>();
  pageIcons.set(pathname, icons);
  return <IconsInPage.Provider value={icons}>{element}</IconsInPage.Provider>;
};

/**
 * Every page holds its first paint until the header and main content are parsed (rel=expect, Chromium
 * 124+), so a phone on a slow network never paints a half-parsed page whose menu and hero then move.
 * The document-wide CSS, the icon sprite and the inline head scripts are written at build time, so they
 * cost no JavaScript; the insights pages also get the gate's script, which unlocks a returning reader
 * before the first paint. onPreRenderHTML puts the document-wide rules before the components' styles.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { pathname, setHeadComponents, setPreBodyComponents } = args;
  const icons = pageIcons.get(pathname) ?? [];
  pageIcons.delete(pathname);
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
      dangerouslySetInnerHTML={{ __html: iconSymbols(icons) }}
    />,
  ]);
};

/**
 * The order of a stylesheet in the head: the document-wide rules, the app's (layout and interface parts),
 * the page's chunks, then the parts its markup uses from code loaded on demand. Gatsby writes the page's
 * chunks before the app's, where a page's class would lose to the layout's of the same weight.
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
 * gatsby-plugin-image writes a style, a noscript style and a module script into every head for
 * <GatsbyImage> markup, which the site never renders (src/components/media/Image.tsx): taken out.
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
