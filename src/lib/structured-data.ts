/** A route on the site as an absolute URL: the home page is the bare origin, with no trailing slash. */
export const absoluteUrl = (siteUrl: string, route: string) => `${siteUrl}${route === "/" ? "" : route}`;

/** schema.org JSON-LD of the organisation, articles and breadcrumb trails, which <Seo jsonLd> writes out. */
export interface SiteFacts {
  company: string;
  url: string;
  description: string;
}

type JsonLd = Record<string, unknown>;

const logo = (site: SiteFacts) => `${site.url}/apple-touch-icon.png`;

const schemaOrg = (type: string, facts: JsonLd): JsonLd => ({ "@context": "https://schema.org", "@type": type, ...facts });

export function organization(site: SiteFacts): JsonLd {
  return schemaOrg("Organization", {
    name: site.company,
    url: site.url,
    logo: logo(site),
    description: site.description,
  });
}

export function breadcrumbs(site: SiteFacts, trail: readonly { name: string; path: string }[]): JsonLd {
  return schemaOrg("BreadcrumbList", {
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(site.url, crumb.path),
    })),
  });
}

/** An article's schema.org data, from its page query's fields; `image` is a path on the site. */
export function article(
  site: SiteFacts,
  facts: { title: string; excerpt: string; path: string; date: string; author: string },
  image?: string,
): JsonLd {
  return schemaOrg("Article", {
    headline: facts.title,
    description: facts.excerpt,
    datePublished: facts.date,
    author: { "@type": "Organization", name: facts.author },
    publisher: { "@type": "Organization", name: site.company, logo: { "@type": "ImageObject", url: logo(site) } },
    mainEntityOfPage: absoluteUrl(site.url, facts.path),
    ...(image ? { image: `${site.url}${image}` } : {}),
  });
}

/** JSON for a <script type="application/ld+json">: "<" escaped so text can never close the element. */
export const serializeJsonLd = (data: JsonLd | JsonLd[]) => JSON.stringify(data).replace(/</g, "\\u003c");
