import { css } from "@linaria/core";
import { mq, space } from "../../theme/tokens";
import { QuoteCard } from "../ui/QuoteCard";
import { Section } from "../ui/Section";

type Testimonials = NonNullable<Queries.HomePageQuery["homePage"]>["testimonials"];

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[5]};
  ${mq.belowLarge} {
    grid-template-columns: 1fr;
  }
`;

export function Testimonials({ items, ...heading }: Testimonials) {
  return (
    <Section name="testimonials" tone="navy" {...heading}>
      <div className={grid}>
        {items.map((item) => (
          <QuoteCard key={item.role} quote={item.quote} attribution={item.role} detail={item.companySize} tone="dark" />
        ))}
      </div>
    </Section>
  );
}
