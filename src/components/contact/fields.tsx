import { css } from "@emotion/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { color, fontSize, radius, space } from "../../theme/tokens";

const field = css`
  display: grid;
  gap: ${space[2]};
  label {
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${color.ink};
  }
`;

export const control = css`
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
  &:hover {
    border-color: ${color.steel};
  }
  &:focus {
    border-color: ${color.navy};
  }
  &:disabled {
    background: ${color.snow};
  }
`;

const required = css`
  margin-left: 2px;
  color: ${color.danger};
`;

interface FieldProps {
  id: string;
  label: string;
  isRequired?: boolean;
  children: ReactNode;
}

export function Field({ id, label, isRequired = false, children }: FieldProps) {
  return (
    <div css={field}>
      <label htmlFor={id}>
        {label}
        {isRequired && (
          <span css={required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

export const TextInput = (props: InputHTMLAttributes<HTMLInputElement>) => <input css={control} {...props} />;

export const SelectInput = (props: SelectHTMLAttributes<HTMLSelectElement>) => <select css={control} {...props} />;

export const TextArea = (props: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea css={[control, { resize: "vertical", minHeight: "8rem" }]} {...props} />
);
