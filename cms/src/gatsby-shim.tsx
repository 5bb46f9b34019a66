import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";

/**
 * What the site's components import from "gatsby", for previews in the
 * editing room (scripts/build-cms.ts points "gatsby" here). There is no GraphQL
 * layer in the editor: useStaticQuery answers with the build's static query
 * results (public/page-data/sq), set once by preview.tsx.
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
export const withPrefix = (path: string): string => path;
export const StaticQueryContext = { Provider: ({ children }: { children?: ReactNode }) => children };
