import { UNLOCKED_ATTRIBUTE } from "./insights-gate";
import { WEB_FONTS_ATTRIBUTE } from "./web-fonts";
import { fallbackFontFaces } from "../theme/font-fallbacks";
import { color, font, fontStacks, layout, space } from "../theme/tokens";

/** Document-wide rules, written into every page's <head> (gatsby-ssr.tsx): no JavaScript, in force before hydration. */
export const globalCss = `
${fallbackFontFaces()}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;--font-body:${fontStacks.body.fallback};--font-display:${fontStacks.display.fallback}}
html[${WEB_FONTS_ATTRIBUTE}]{--font-body:${fontStacks.body.web};--font-display:${fontStacks.display.web}}
body{margin:0;font-family:${font.body};font-size:1rem;line-height:1.6;color:${color.text};background:${color.white};-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;text-rendering:optimizeLegibility}
img,svg,video{display:block;max-width:100%}
h1,h2,h3,h4{text-wrap:balance}
p{text-wrap:pretty}
a{color:${color.navy}}
[id]{scroll-margin-top:calc(${layout.headerHeight} + ${space[4]})}
:focus-visible{outline:3px solid ${color.focus};outline-offset:3px}
[tabindex="-1"]:focus{outline:none}
[hidden]{display:none!important}
html[${UNLOCKED_ATTRIBUTE}] [data-gate-overlay]{display:none}
html[${UNLOCKED_ATTRIBUTE}] [data-gate-content]{max-height:none;overflow:visible;filter:none;opacity:1;-webkit-mask-image:none;mask-image:none;-webkit-user-select:auto;user-select:auto;pointer-events:auto}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}
`.trim();
