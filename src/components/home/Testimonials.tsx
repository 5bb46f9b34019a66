import { css } from "@linaria/core";
import { QuoteCard } from "../ui/QuoteCard";
import { Section } from "../ui/Section";
import { columns } from "../ui/styles";

type Testimonials = NonNullable<Queries.HomePageQuery["homePage"]>["testimonials"];

const grid = css`
  ${columns(2, 1)}
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
