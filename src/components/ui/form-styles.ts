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
    background: ${color.snow};
  }
`;

export const control = css`
  ${controlStyles}
`;

/** Grows with its text where the browser can (a tool's summary fits without scrolling on a phone), up to half a screen. */
export const textArea = css`
  ${controlStyles}
  resize: vertical;
  min-height: 8rem;
  field-sizing: content;
  max-height: 50vh;
`;
