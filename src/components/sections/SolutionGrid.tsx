import { css } from "@linaria/core";
import { useSiteConfig } from "../../hooks/use-site-config";
import { color } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { SectionHeader } from "../ui/SectionHeader";
import { columns, sectionPadding } from "../ui/styles";
import { SolutionCard, type SolutionCardData } from "./SolutionCard";

interface Props {
  anchor: string;
  /** Without a header the cards follow the page's own heading (the /solutions overview). */
  header?: { eyebrow: string; title: string; intro: string };
  cards: readonly SolutionCardData[];
}

const section = css`
  ${sectionPadding}
  background: ${color.white};
`;

const grid = css`
  ${columns(4, 2)}
`;

/**
 * On the /solutions overview the grid is the first thing on the page. The first card, the
 * whole first view on a phone and the page's largest paint, is fetched first; the others are
 * lazy, so on a phone they do not share its bandwidth (on a desktop the rest of the first row
 * is fetched as soon as the layout shows it on screen).
 */
const firstView = (index: number) => (index === 0 ? "priority" : "lazy");

/** Cards as queried with the SolutionCards fragment, with their processed images. */
export function solutionCards(cards: readonly Queries.SolutionCardsFragment[]): SolutionCardData[] {
  return cards.map((card) => ({ ...card, image: card.backgroundImage?.childImageSharp?.gatsbyImageData }));
}

/**
 * The /solutions overview: a card for every solution page. Pages the home
 * page has a card for keep that card, in its order; any other solution file
 * (one an editor added) gets a card from its own name, SEO description and
 * hero picture, after them.
 */
export function overviewCards(
  homeCards: readonly Queries.SolutionCardsFragment[],
  pages: readonly Queries.SolutionOverviewCardFragment[],
): SolutionCardData[] {
  const onHome = new Set(homeCards.map((card) => card.link));
  return [
    ...solutionCards(homeCards.filter((card) => pages.some((page) => page.solution === card.link))),
    ...pages
      .filter((page) => !onHome.has(page.solution))
      .map((page) => ({
        title: page.subpage,
        hoverDescription: page.seo.description,
        link: page.solution,
        image: page.heroBackgroundImage?.childImageSharp?.gatsbyImageData,
      })),
  ];
}

export function SolutionGrid({ anchor, header, cards }: Props) {
  const { ui } = useSiteConfig();
  return (
    <section id={anchor} className={section} aria-labelledby={header ? `${anchor}-title` : undefined}>
      <Container>
        {header && <SectionHeader id={`${anchor}-title`} {...header} />}
        <ul className={grid}>
          {cards.map((data, index) => (
            <li key={data.link}>
              <SolutionCard
                data={data}
                learnMore={ui.learnMore}
                headingLevel={header ? 3 : 2}
                imageLoading={header ? "lazy" : firstView(index)}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
