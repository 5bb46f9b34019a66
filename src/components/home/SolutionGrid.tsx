import { css } from "@emotion/react";
import { useSiteConfig } from "../../hooks/use-site-config";
import { color, mq, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { SectionHeader } from "../ui/SectionHeader";
import { SolutionCard, type SolutionCardData } from "./SolutionCard";

interface Props {
  anchor: string;
  eyebrow: string;
  title: string;
  intro: string;
  cards: readonly SolutionCardData[];
}

const section = css`
  padding: clamp(${space[8]}, 9vw, ${space[10]}) 0;
  background: ${color.white};
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.belowLarge} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
    gap: ${space[4]};
  }
`;

export function SolutionGrid({ anchor, eyebrow, title, intro, cards }: Props) {
  const { ui } = useSiteConfig();
  return (
    <section id={anchor} css={section} aria-labelledby={`${anchor}-title`}>
      <Container>
        <SectionHeader id={`${anchor}-title`} eyebrow={eyebrow} title={title} intro={intro} />
        <ul css={grid}>
          {cards.map((data) => (
            <li key={data.link}>
              <SolutionCard data={data} learnMore={ui.learnMore} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
