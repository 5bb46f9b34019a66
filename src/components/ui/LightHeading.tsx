import { css } from "@linaria/core";
import { eyebrow, pageTitle } from "./styles";
import { color } from "../../theme/tokens";

const eyebrowStyles = css`
  ${eyebrow(color.goldText)}
`;

const titleStyles = css`
  ${pageTitle}
  color: ${color.ink};
`;

/** The eyebrow and h1 of a page that opens on a light band: the 404 page and the legal pages. */
export function LightHeading({ id, eyebrow: label, title }: { id?: string; eyebrow: string; title: string }) {
  return (
    <>
      <p className={eyebrowStyles}>{label}</p>
      <h1 id={id} className={titleStyles}>
        {title}
      </h1>
    </>
  );
}
