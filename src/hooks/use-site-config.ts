import { graphql, useStaticQuery } from "gatsby";
import { fill } from "../lib/fill";

/** Site-wide settings from content/site.yaml, with a `t` that fills in the brand names. */
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
  const t = (text: string) => fill(text, siteConfig);
  return { ...siteConfig, t };
}

/** What structured data says about the company (src/lib/structured-data.ts). */
export const siteFacts = (site: ReturnType<typeof useSiteConfig>) => ({
  company: site.company,
  url: site.url,
  description: site.t(site.footer.blurb),
});
