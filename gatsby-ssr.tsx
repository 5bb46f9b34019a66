import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { globalCss } from "./src/theme/global-css";
import { iconSymbols } from "./src/theme/icons";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

const sprite = iconSymbols();

/**
 * Written into every page at build time, so neither costs JavaScript: the
 * document-wide CSS, and one hidden icon sprite that components reference
 * with <use>.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPreBodyComponents }) => {
  setHeadComponents([<style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />]);
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
