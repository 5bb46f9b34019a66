import { css } from "@linaria/core";
import { Link } from "gatsby";
import type { NavigationData } from "../../hooks/use-navigation";
import { color, fontSize, radius, space } from "../../theme/tokens";

const styles = css`
  position: sticky;
  bottom: 0;
  margin: 0;
  padding: ${space[4]} ${space[5]};
  border-top: 1px solid ${color.line};
  border-radius: 0 0 ${radius.lg} ${radius.lg};
  background: ${color.snow};
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
  a {
    font-weight: 600;
    color: ${color.navy};
  }
`;

export function HelpLink({ link }: { link: NavigationData["helpLink"] }) {
  return (
    <p className={styles}>
      {link.prompt} <Link to={link.to}>{link.label}</Link>
    </p>
  );
}
