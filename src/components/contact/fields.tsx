import { css, cx } from "@linaria/core";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { color } from "../../theme/tokens";
import { controlStyles, fieldStyles } from "../ui/form-styles";

const field = css`
  ${fieldStyles}
`;

const control = css`
  ${controlStyles}
`;

const textArea = css`
  ${controlStyles}
  resize: vertical;
  min-height: 8rem;
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
    <div className={field}>
      <label htmlFor={id}>
        {label}
        {isRequired && (
          <span className={required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

export const TextInput = ({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) => (
  <input className={cx(control, className)} {...props} />
);

export const SelectInput = ({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) => (
  <select className={cx(control, className)} {...props} />
);

export const TextArea = ({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea className={cx(textArea, className)} {...props} />
);
