import type { ReactNode } from "react";
import { useSiteConfig } from "../hooks/use-site-config";
import { SHARE_IMAGE_SIZE, shareImagePath } from "../lib/share-image";
import { absoluteUrl, serializeJsonLd } from "../lib/structured-data";
import { color } from "../theme/tokens";

interface Props {
  /** The page's own title; the site's template adds the company name. */
  title: string;
  description: string;
  /** Route of the page, e.g. "/about". */
  path: string;
  noindex?: boolean;
  type?: "website" | "article";
  /** The page's accent colour (hex): the browser's theme colour and the share picture's background. */
  accent?: string;
  /** schema.org data for this page (src/lib/structured-data.ts). */
  jsonLd?: Record<string, unknown>[];
  children?: ReactNode;
}

/** Everything a page puts in <head>: used from every page's Head export. */
export function Seo({
  title,
  description,
  path,
  noindex = false,
  type = "website",
  accent = color.navyLight,
  jsonLd = [],
  children,
}: Props) {
  const site = useSiteConfig();
  // A function, so a "$" in a title is text, not a replacement pattern.
  const fullTitle = site.titleTemplate.replace("%s", () => title);
  const url = absoluteUrl(site.url, path);
  // Drawn after the build from this page's og:image:alt and theme-color (gatsby/share-images.ts).
  const image = `${site.url}${shareImagePath(path)}`;
  return (
    <>
      {/* Written into the built HTML only. In the browser Gatsby would write it again after hydration, and
          take it off and put it back on every move to another page; each write to <html lang>, even of the
          value it has, makes the browser restyle the whole page (14-27 ms measured with the CPU slowed
          4×). `gatsby develop` serves pages without their head, so there the browser writes it. */}
      {(typeof window === "undefined" || process.env.NODE_ENV === "development") && <html lang={site.language} />}
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content={accent} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.company} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
      {children}
    </>
  );
}
