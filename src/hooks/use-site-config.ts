import { graphql, useStaticQuery } from "gatsby";

/** Site-wide settings from content/site.yaml ({product} and {company} already filled in: gatsby/brand.ts). */
export function useSiteConfig() {
  const { siteConfig } = useStaticQuery<Queries.SiteConfigQuery>(graphql`
    query SiteConfig {
      siteConfig {
        product
        company
        url
        language
        titleTemplate
        footer {
          blurb
          trust {
            icon
            label
          }
          copyrightYear
          rights
        }
        ui {
          skipLink
          openMenu
          closeMenu
          mainNavigation
          menuNavigation
          footerNavigation
          homeLinkLabel
          learnMore
          imageFailed
          pauseVideo
          playVideo
          breadcrumbHome
          legalEyebrow
          effectiveDate
        }
      }
    }
  `);
  if (!siteConfig) throw new Error("content/site.yaml is missing");
  return siteConfig;
}

/** What structured data says about the company (src/lib/structured-data.ts). */
export const siteFacts = (site: ReturnType<typeof useSiteConfig>) => ({
  company: site.company,
  url: site.url,
  description: site.footer.blurb,
});
