import { css, cx } from "@linaria/core";
import { Link } from "gatsby";
import type { ComponentProps, ReactNode } from "react";
import { alpha, color, font, fontSize, motion, radius, space } from "../../theme/tokens";
import { onHover } from "./styles";

type ButtonVariant = "primary" | "secondary" | "ghostOnDark";

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 48px;
  padding: ${space[3]} ${space[5]};
  border-radius: ${radius.pill};
  border: 1.5px solid transparent;
  font-family: ${font.body};
  font-size: ${fontSize.sm};
  font-weight: 600;
  letter-spacing: 0.01em;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${motion.fast} ${motion.ease},
    color ${motion.fast} ${motion.ease},
    border-color ${motion.fast} ${motion.ease},
    transform ${motion.fast} ${motion.ease};
  &:active {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.75;
    cursor: progress;
  }
`;

const variants: Record<ButtonVariant, string> = {
  primary: css`
    background: ${color.gold};
    color: ${color.ink};
    ${onHover(`background: ${color.goldSoft};`)}
  `,
  secondary: css`
    background: ${color.navy};
    color: ${color.white};
    ${onHover(`background: ${color.navyLight};`)}
  `,
  ghostOnDark: css`
    background: transparent;
    color: ${color.white};
    border-color: ${alpha(color.white, 0.55)};
    ${onHover(`border-color: ${color.white}; background: ${alpha(color.white, 0.08)};`)}
  `,
};

/** The class names of a button of `variant`, for a <button> or a link; a caller adds its own with cx(). */
export const buttonStyles = (variant: ButtonVariant = "primary") => cx(base, variants[variant]);

interface LinkProps extends Omit<ComponentProps<typeof Link>, "ref" | "children"> {
  variant?: ButtonVariant;
  children: ReactNode;
}

export function ButtonLink({ variant = "primary", children, className, ...rest }: LinkProps) {
  return (
    <Link className={cx(buttonStyles(variant), className)} {...rest}>
      {children}
    </Link>
  );
}
