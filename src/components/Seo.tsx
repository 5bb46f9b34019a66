import type { ReactNode } from "react";
import { useSiteConfig } from "../hooks/use-site-config";
import { color } from "../theme/tokens";

interface Props {
  /** The page's own title; the site's template adds the company name. */
  title: string;
  description: string;
  /** Route of the page, e.g. "/about". */
  path: string;
  noindex?: boolean;
  type?: "website" | "article";
  children?: ReactNode;
}

/** Everything a page puts in <head>: used from every page's Head export. */
export function Seo({ title, description, path, noindex = false, type = "website", children }: Props) {
  const site = useSiteConfig();
  const pageTitle = site.t(title);
  const fullTitle = site.t(site.titleTemplate).replace("%s", pageTitle);
  const text = site.t(description);
  const url = `${site.url}${path === "/" ? "" : path}`;
  return (
    <>
      <html lang={site.language} />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content={color.navy} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.company} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {children}
    </>
  );
}
