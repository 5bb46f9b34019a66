import { css } from "@emotion/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { color } from "../../theme/tokens";
import { controlStyles, fieldStyles } from "../ui/form-styles";

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
    <div css={fieldStyles}>
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

export const TextInput = (props: InputHTMLAttributes<HTMLInputElement>) => <input css={controlStyles} {...props} />;

export const SelectInput = (props: SelectHTMLAttributes<HTMLSelectElement>) => <select css={controlStyles} {...props} />;

export const TextArea = (props: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea css={[controlStyles, { resize: "vertical", minHeight: "8rem" }]} {...props} />
);
