import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";

/**
 * What the site's components import from "gatsby", in the editing room's previews (scripts/build-cms.ts
 * points "gatsby" here): useStaticQuery answers with the build's static query results, set by cms-preview.tsx.
 */
let staticData: Record<string, unknown> = {};

export function setStaticQueryData(data: Record<string, unknown>): void {
  staticData = data;
}

export const graphql = (..._parts: unknown[]): string => "";

export function useStaticQuery<T>(): T {
  return staticData as T;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  children?: ReactNode;
  activeClassName?: string;
  partiallyActive?: boolean;
};

/** A link that shows where it goes but stays in the preview: the editor is editing, not browsing. */
export function Link({ to, children, activeClassName: _active, partiallyActive: _partially, onClick, ...rest }: LinkProps) {
  const stay = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
  };
  return (
    <a href={to} {...rest} onClick={stay}>
      {children}
    </a>
  );
}

export const navigate = (_to: string): void => undefined;
