import { css, Global } from "@emotion/react";
import { color, font, layout, space } from "../../theme/tokens";

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${font.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${color.text};
    background: ${color.white};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
  img,
  svg,
  video {
    display: block;
    max-width: 100%;
  }
  h1,
  h2,
  h3,
  h4 {
    text-wrap: balance;
  }
  p {
    text-wrap: pretty;
  }
  a {
    color: ${color.navy};
  }
  /* Sections reached by an anchor land below the sticky header. */
  [id] {
    scroll-margin-top: calc(${layout.headerHeight} + ${space[4]});
  }
  :focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 3px;
  }
  [tabindex="-1"]:focus {
    outline: none;
  }
  [hidden] {
    display: none !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
