import { graphql, useStaticQuery } from "gatsby";

/** Header and footer navigation from content/navigation.yaml and content/industries.yaml. */
export function useNavigation() {
  const { navigation, allIndustry } = useStaticQuery<Queries.NavigationQuery>(graphql`
    fragment Promo on PromoCard {
      eyebrow
      title
      description
      details
      linkLabel
      to
    }
    query Navigation {
      navigation {
        main {
          label
          to
          menu
        }
        cta {
          label
          to
        }
        solutionsMenu {
          columns {
            heading
            items {
              name
              path
              description
              icon
              color
            }
          }
          promo {
            ...Promo
          }
        }
        industriesMenu {
          heading
          linksTo
          card {
            ...Promo
          }
        }
        helpLink {
          prompt
          label
          to
        }
        footer {
          solutionsHeading
          industriesHeading
          getStarted {
            heading
            links {
              label
              to
            }
          }
          legal {
            label
            to
          }
        }
      }
      allIndustry {
        nodes {
          id: yamlId
          formValue
          name
          description
          icon
          color
        }
      }
    }
  `);
  if (!navigation) throw new Error("content/navigation.yaml is missing");
  // SPEC: every industry link leads to the contact page, here with its industry chosen in the form.
  const industries = allIndustry.nodes.map(({ formValue, ...industry }) => ({
    ...industry,
    to: `${navigation.industriesMenu.linksTo}?${new URLSearchParams({ industry: formValue ?? industry.id })}`,
  }));
  return { ...navigation, industries };
}

export type NavigationData = ReturnType<typeof useNavigation>;
