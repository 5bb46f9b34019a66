import { css } from "@linaria/core";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { onHover } from "./styles";

/** A label above its control. */
export const field = css`
  display: grid;
  gap: ${space[2]};
  label {
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${color.ink};
  }
`;

/** Text inputs and selects. */
const controlStyles = `
  width: 100%;
  min-height: 48px;
  padding: ${space[3]} ${space[4]};
  border: 1.5px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.white};
  font: inherit;
  font-size: 1rem;
  color: ${color.text};
  transition: border-color 150ms;
  &::placeholder {
    color: ${color.placeholder};
  }
  ${onHover(`border-color: ${color.steel};`)}
  &:focus {
    border-color: ${color.navy};
  }
  &:disabled {
    background-color: ${color.snow};
  }
  &[aria-invalid="true"] {
    border-color: ${color.danger};
  }
`;

/** The arrow of a select, in the text's colour: each engine's own differs (WebKit's Linux build draws the whole control grey). */
const selectArrow = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="${color.text}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m6 9 6 6 6-6"/></svg>`,
)}")`;

export const control = css`
  ${controlStyles}
  select& {
    appearance: none;
    padding-right: calc(${space[4]} * 2 + 16px);
    background-image: ${selectArrow};
    background-repeat: no-repeat;
    background-position: right ${space[4]} center;
  }
  /* High-contrast modes drop background images: the engine's own arrow comes back. */
  @media (forced-colors: active) {
    select& {
      appearance: auto;
    }
  }
`;

/** Grows with its text where the browser can (a tool's summary fits without scrolling on a phone), up to half a screen. */
export const textArea = css`
  ${controlStyles}
  resize: vertical;
  min-height: 8rem;
  field-sizing: content;
  max-height: 50vh;
`;

/** A field's own refusal, under it (the control names it with aria-describedby). */
export const fieldError = css`
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${color.dangerText};
`;
