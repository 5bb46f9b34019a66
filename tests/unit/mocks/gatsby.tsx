import type { AnchorHTMLAttributes, ReactNode } from "react";
import { siteData } from "./site-data";

/** Gatsby's runtime is replaced by plain elements and fixed static-query data in unit tests. */
export const graphql = () => "";

/** Like Gatsby's Link, a click navigates in-app (here: nowhere) instead of loading a page. */
export function Link({
  to,
  children,
  partiallyActive: _partiallyActive,
  ...rest
}: { to: string; children?: ReactNode; partiallyActive?: boolean } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...rest} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

export const navigate = jest.fn();

export function useStaticQuery() {
  return siteData;
}
