import { css } from "@emotion/react";
import { Icon } from "../ui/Icon";
import { color, font, fontSize, mq, radius, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { SectionHeader } from "../ui/SectionHeader";
import { sectionPadding } from "../ui/styles";

interface Item {
  quote: string;
  role: string;
  companySize: string;
}

const section = css`
  ${sectionPadding};
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

const card = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: clamp(${space[5]}, 4vw, ${space[7]});
  border: 1px solid rgba(255, 255, 255, 0.12);
  border-radius: ${radius.lg};
  background: rgba(255, 255, 255, 0.04);
  svg {
    color: ${color.gold};
  }
  blockquote {
    margin: ${space[4]} 0 ${space[6]};
    font-family: ${font.display};
    font-size: ${fontSize.xl};
    font-weight: 400;
    line-height: 1.45;
    color: ${color.white};
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: auto;
    padding-top: ${space[5]};
    border-top: 1px solid rgba(255, 255, 255, 0.12);
    font-size: ${fontSize.sm};
    color: ${color.textOnDarkMuted};
  }
  strong {
    display: block;
    color: ${color.white};
    font-weight: 600;
  }
`;

export function Testimonials({ eyebrow, title, items }: { eyebrow: string; title: string; items: readonly Item[] }) {
  return (
    <section css={section} aria-labelledby="testimonials-title">
      <Container>
        <SectionHeader id="testimonials-title" eyebrow={eyebrow} title={title} onDark />
        <div css={grid}>
          {items.map((item) => (
            <figure key={item.role} css={card}>
              <Icon name="quote" size={32} />
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{item.role}</strong>
                {item.companySize}
              </figcaption>
            </figure>
          ))}
        </div>
      </Container>
    </section>
  );
}
