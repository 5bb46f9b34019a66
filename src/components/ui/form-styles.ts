import { color, fontSize, mq, radius, space } from "../../theme/tokens";

/** A label above its control. */
export const fieldStyles = `
  display: grid;
  gap: ${space[2]};
  label {
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${color.ink};
  }
`;

/** Text inputs and selects. */
export const controlStyles = `
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
  ${mq.hover} {
    &:hover {
      border-color: ${color.steel};
    }
  }
  &:focus {
    border-color: ${color.navy};
  }
  &:disabled {
    background: ${color.snow};
  }
`;
