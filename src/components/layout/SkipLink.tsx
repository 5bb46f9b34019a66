import { css } from "@linaria/core";
import { color, radius, space, z } from "../../theme/tokens";

const styles = css`
  position: absolute;
  left: ${space[4]};
  top: ${space[3]};
  z-index: ${z.skipLink};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.sm};
  background: ${color.ink};
  color: ${color.white};
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

export function SkipLink({ label, target }: { label: string; target: string }) {
  return (
    <a className={styles} href={`#${target}`}>
      {label}
    </a>
  );
}
