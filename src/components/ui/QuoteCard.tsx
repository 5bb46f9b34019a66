import { css, cx } from "@linaria/core";
import { color, font, fontSize, radius, shadow, space } from "../../theme/tokens";
import { Icon } from "./Icon";
import { Paragraphs } from "./Paragraphs";

interface Props {
  quote: string;
  /** Who said it: a role, never a name. */
  attribution: string;
  /** A second line under the role, such as the company's size. */
  detail?: string;
  /** "dark" on the home page's navy band, "light" on a pale section. */
  tone?: "dark" | "light";
}

const card = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: clamp(${space[5]}, 4vw, ${space[7]});
  border: 1px solid;
  border-radius: ${radius.lg};
  svg {
    color: ${color.gold};
  }
  blockquote {
    margin: ${space[4]} 0 ${space[6]};
    font-family: ${font.display};
    font-size: ${fontSize.xl};
    font-weight: 400;
    line-height: 1.45;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: auto;
    padding-top: ${space[5]};
    border-top: 1px solid;
    font-size: ${fontSize.sm};
  }
  strong {
    display: block;
    font-weight: 600;
  }
`;

const tones = {
  dark: css`
    border-color: ${color.onDarkLine};
    background: ${color.onDarkTint};
    blockquote,
    strong {
      color: ${color.white};
    }
    figcaption {
      border-color: ${color.onDarkLine};
      color: ${color.textOnDarkMuted};
    }
  `,
  light: css`
    border-color: ${color.line};
    background: ${color.white};
    box-shadow: ${shadow.card};
    blockquote,
    strong {
      color: ${color.ink};
    }
    figcaption {
      border-color: ${color.mist};
      color: ${color.textMuted};
    }
  `,
};

/** A client's words in the display face, attributed by role: the one testimonial style of the site. */
export function QuoteCard({ quote, attribution, detail, tone = "light" }: Props) {
  return (
    <figure className={cx(card, tones[tone])}>
      <Icon name="quote" size={32} />
      <blockquote>
        <Paragraphs text={quote} />
      </blockquote>
      <figcaption>
        <strong>{attribution}</strong>
        {detail}
      </figcaption>
    </figure>
  );
}
