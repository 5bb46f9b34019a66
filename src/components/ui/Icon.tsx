import type { IconName } from "../../theme/icons";

interface Props {
  /** A registered icon; content names are checked against the registry at build time. */
  name: IconName | (string & {});
  size?: number;
  className?: string;
}

/**
 * Draws an icon from the sprite that gatsby-ssr.tsx puts in every page, so
 * icons add no JavaScript. Decorative: the text beside it carries the meaning.
 */
export function Icon({ name, size = 24, className }: Props) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
