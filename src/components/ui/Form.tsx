import { css, cx } from "@linaria/core";
import type { ComponentProps, ReactNode, Ref } from "react";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { Icon } from "./Icon";
import { onHover } from "./styles";

const field = css`
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

/** A field's own refusal, under it (the control names it with aria-describedby), said at once. */
const fieldError = css`
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${color.danger};
`;

const requiredMark = css`
  margin-left: 2px;
  color: ${color.danger};
`;

interface FieldProps {
  /** The control's id; its refusal is `${id}-error`. */
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A label above its control, and the field's refusal under it. */
export function Field({ id, label, isRequired = false, error, className, children }: FieldProps) {
  return (
    <div className={cx(field, className)}>
      <label htmlFor={id}>
        {label}
        {isRequired && (
          <span className={requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export type Tone = "success" | "info" | "error";

/** A form's result slot: said here by the script or, for a form posted without it, by the server's page (netlify/intake). */
const resultSlot = css`
  &:not(:empty) {
    margin-block: ${space[4]};
  }
  & > p {
    display: flex;
    gap: ${space[2]};
    align-items: flex-start;
    margin: 0;
    padding: ${space[4]} ${space[5]};
    border: 1px solid;
    border-radius: ${radius.md};
    font-weight: 600;
    line-height: 1.55;
    &:focus {
      outline: 3px solid ${color.focus};
      outline-offset: 2px;
    }
    /* The tone's icon keeps its size beside a long message, level with its first line. */
    & > svg {
      flex: none;
      margin-top: 0.15em;
    }
  }
  & > [data-tone="success"] {
    background: ${color.successBg};
    border-color: ${color.success};
    color: ${color.successText};
  }
  & > [data-tone="info"] {
    background: ${color.mist};
    border-color: ${color.navy};
    color: ${color.navy};
  }
  & > [data-tone="error"] {
    background: ${color.dangerBg};
    border-color: ${color.danger};
    color: ${color.dangerText};
  }
`;

type ResultProps = ComponentProps<"div"> & {
  result: { tone: Tone; message: string } | null;
  testId: string;
  bannerRef?: Ref<HTMLParagraphElement>;
};

/** The result of a submission: a status (an alert for an error) that can take focus, marked by its tone's icon. */
export function FormResult({ result, testId, bannerRef, ...slot }: ResultProps) {
  return (
    <div {...slot} className={resultSlot} data-form-result="">
      {result && (
        <p ref={bannerRef} role={result.tone === "error" ? "alert" : "status"} tabIndex={-1} data-tone={result.tone} data-testid={testId}>
          <Icon name={result.tone === "error" ? "x" : "check"} size={20} />
          {result.message}
        </p>
      )}
    </div>
  );
}
