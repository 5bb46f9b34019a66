import { css } from "@linaria/core";
import { color, mq, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { QuoteCard } from "../ui/QuoteCard";
import { SectionHeader } from "../ui/SectionHeader";
import { sectionPadding } from "../ui/styles";

interface Item {
  quote: string;
  role: string;
  companySize: string;
}

const section = css`
  ${sectionPadding}
  background: radial-gradient(120% 140% at 0% 0%, ${color.navyLight} 0%, ${color.navy} 40%, ${color.ink} 100%);
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[5]};
  ${mq.belowLarge} {
    grid-template-columns: 1fr;
  }
`;

export function Testimonials({ eyebrow, title, items }: { eyebrow: string; title: string; items: readonly Item[] }) {
  return (
    <section className={section} aria-labelledby="testimonials-title">
      <Container>
        <SectionHeader id="testimonials-title" eyebrow={eyebrow} title={title} onDark />
        <div className={grid}>
          {items.map((item) => (
            <QuoteCard key={item.role} quote={item.quote} attribution={item.role} detail={item.companySize} tone="dark" />
          ))}
        </div>
      </Container>
    </section>
  );
}
