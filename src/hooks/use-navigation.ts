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
  const { solutionsMenu, industriesMenu } = navigation;
  // SPEC: every industry link leads to the contact page, here with its industry chosen in the form.
  const industries = allIndustry.nodes.map(({ formValue, id, ...industry }) => ({
    ...industry,
    to: `${industriesMenu.linksTo}?${new URLSearchParams({ industry: formValue ?? id })}`,
  }));
  const solutions = solutionsMenu.columns.map((column) => ({
    ...column,
    items: column.items.map(({ path, ...item }) => ({ ...item, to: path })),
  }));
  /** Each menu as its columns of entries and its card: the mega menu, the mobile menu and the footer list them. */
  const menus = {
    solutions: { columns: solutions, card: solutionsMenu.promo },
    industries: { columns: [{ heading: industriesMenu.heading, items: industries }], card: industriesMenu.card },
  };
  const main = navigation.main.map((entry) => ({ ...entry, menu: entry.menu as MenuId | null }));
  return { ...navigation, main, menus };
}

export type MenuId = "solutions" | "industries";

export type NavigationData = ReturnType<typeof useNavigation>;
