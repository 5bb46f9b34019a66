import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { earlyUnlockScript } from "./src/lib/insights-gate";
import { globalCss } from "./src/theme/global-css";
import { iconSymbols } from "./src/theme/icons";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

const sprite = iconSymbols();

/**
 * Written into every page at build time, so neither costs JavaScript: the
 * document-wide CSS, and one hidden icon sprite that components reference
 * with <use>. Insights pages also get the gate's one-line head script, which
 * marks a returning reader as unlocked before the first paint.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents, setPreBodyComponents }) => {
  setHeadComponents([
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
    ...(pathname.startsWith("/insights") ? [<script key="insights-unlock" dangerouslySetInnerHTML={{ __html: earlyUnlockScript }} />] : []),
  ]);
  setPreBodyComponents([
    <svg
      key="icon-sprite"
      xmlns="http://www.w3.org/2000/svg"
      width="0"
      height="0"
      aria-hidden="true"
      focusable="false"
      style={{ position: "absolute" }}
      dangerouslySetInnerHTML={{ __html: sprite }}
    />,
  ]);
};
