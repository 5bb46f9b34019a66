import { css } from "@linaria/core";
import { useSiteConfig } from "../../hooks/use-site-config";
import { Section, type SectionHeading } from "../ui/Section";
import { columns } from "../ui/styles";
import { SolutionCard, type SolutionCardData } from "./SolutionCard";

interface Props {
  anchor: string;
  /** Without a header the cards follow the page's own heading (the /solutions overview). */
  header?: SectionHeading;
  cards: readonly SolutionCardData[];
}

const grid = css`
  ${columns(4, 2)}
`;

/** Cards as queried with the SolutionCards fragment, with their processed images. */
export function solutionCards(cards: readonly Queries.SolutionCardsFragment[]): SolutionCardData[] {
  return cards.map((card) => ({ ...card, image: card.backgroundImage?.childImageSharp?.gatsbyImageData }));
}

/**
 * The /solutions overview's cards: the home page's cards, in their order, then a card for any
 * other solution file (one an editor added) from its name, SEO description and hero picture.
 */
export function overviewCards(
  homeCards: readonly Queries.SolutionCardsFragment[],
  pages: readonly Queries.SolutionOverviewCardFragment[],
): SolutionCardData[] {
  const onHome = new Set(homeCards.map((card) => card.link));
  return [
    ...solutionCards(homeCards.filter((card) => pages.some((page) => page.path === card.link))),
    ...pages
      .filter((page) => !onHome.has(page.path))
      .map((page) => ({
        title: page.subpage,
        hoverDescription: page.seo.description,
        link: page.path,
        image: page.heroBackgroundImage?.childImageSharp?.gatsbyImageData,
      })),
  ];
}

export function SolutionGrid({ anchor, header, cards }: Props) {
  const { ui } = useSiteConfig();
  return (
    <Section id={anchor} {...header}>
      <ul className={grid}>
        {cards.map((data, index) => (
          <li key={data.link}>
            <SolutionCard
              data={data}
              learnMore={ui.learnMore}
              heading={header ? "h3" : "h2"}
              // On the /solutions overview the first card is the page's largest paint (a phone's whole first
              // view): it is fetched first, the others lazily, so they do not share its bandwidth.
              imageLoading={!header && index === 0 ? "priority" : "lazy"}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
