import { css } from "@linaria/core";
import { graphql } from "gatsby";
import { color, fontSize, goldGlow, radius, space } from "../../theme/tokens";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { Paragraphs } from "../ui/Paragraphs";
import { displayType, eyebrow } from "../ui/styles";

type Props = Omit<Queries.ClosingCtaFieldsFragment, "secondary"> & Partial<Pick<Queries.ClosingCtaFieldsFragment, "secondary">>;

const section = css`
  padding: clamp(${space[7]}, 7vw, ${space[9]}) 0;
  background: ${color.white};
`;

const panel = css`
  position: relative;
  overflow: hidden;
  padding: clamp(${space[6]}, 6vw, ${space[9]});
  border-radius: ${radius.lg};
  background:
    ${goldGlow(0.28, "60% 120%")},
    linear-gradient(135deg, ${color.navy} 0%, ${color.ink} 100%);
  color: ${color.white};
  text-align: center;
  h2 {
    max-width: 40rem;
    margin: 0 auto;
    ${displayType(fontSize.h2)}
    line-height: 1.1;
  }
`;

const eyebrowStyles = css`
  ${eyebrow(color.goldSoft)}
  margin: 0 auto ${space[3]};
`;

const descriptionStyles = css`
  max-width: 38rem;
  margin: ${space[4]} auto ${space[6]};
  font-size: ${fontSize.lg};
  line-height: 1.6;
  color: ${color.textOnDark};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
`;

export function ClosingCta({ eyebrow, title, description, primary, secondary }: Props) {
  return (
    <section className={section} aria-labelledby="closing-cta-title">
      <Container>
        <div className={panel}>
          <p className={eyebrowStyles}>{eyebrow}</p>
          <h2 id="closing-cta-title">{title}</h2>
          <Paragraphs text={description} className={descriptionStyles} />
          <div className={actions}>
            <ButtonLink to={primary.to}>{primary.label}</ButtonLink>
            {secondary && (
              <ButtonLink to={secondary.to} variant="ghostOnDark">
                {secondary.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}

export const query = graphql`
  fragment ClosingCtaFields on ClosingCta {
    eyebrow
    title
    description
    primary {
      label
      to
    }
    secondary {
      label
      to
    }
  }
`;
