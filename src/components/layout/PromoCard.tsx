import { css } from "@linaria/core";
import { Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { color, font, fontSize, radius, space } from "../../theme/tokens";
import { eyebrow } from "../ui/styles";

interface Card {
  eyebrow: string;
  title: string;
  description: string;
  details: readonly string[] | null;
  linkLabel: string;
  to: string;
}

const styles = css`
  align-self: start;
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[5]};
  border-radius: ${radius.lg};
  background: linear-gradient(160deg, ${color.navy} 0%, ${color.ink} 100%);
  color: ${color.textOnDark};
  h3 {
    margin: 0;
    font-family: ${font.display};
    font-size: ${fontSize.xl};
    font-weight: 600;
    color: ${color.white};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    font-size: ${fontSize.sm};
    font-weight: 600;
    color: ${color.goldSoft};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const eyebrowStyles = css`
  ${eyebrow}
  color: ${color.goldSoft};
  margin: 0;
`;

const descriptionStyles = css`
  margin: 0;
  font-size: ${fontSize.xs};
  line-height: 1.55;
  color: ${color.textOnDarkMuted};
`;

const detailStyles = css`
  display: grid;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.xs};
  font-weight: 600;
  line-height: 1.45;
  color: ${color.textOnDark};
  li {
    padding-left: ${space[3]};
    border-left: 2px solid ${color.goldSoft};
  }
`;

export function PromoCard({ card }: { card: Card }) {
  return (
    <aside className={styles} aria-label={card.title}>
      <p className={eyebrowStyles}>{card.eyebrow}</p>
      <h3>{card.title}</h3>
      {card.details?.length ? (
        <ul className={detailStyles}>
          {card.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      <p className={descriptionStyles}>{card.description}</p>
      <Link to={card.to}>
        {card.linkLabel} <Icon name="arrow-right" size={16} />
      </Link>
    </aside>
  );
}
