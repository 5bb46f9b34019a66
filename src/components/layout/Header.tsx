import { css } from "@linaria/core";
import { useNavigation } from "../../hooks/use-navigation";
import { useSiteConfig } from "../../hooks/use-site-config";
import { color, layout, mq, space, z } from "../../theme/tokens";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { DesktopNav } from "./DesktopNav";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";

const bar = css`
  position: sticky;
  top: 0;
  z-index: ${z.header};
  /* Solid, not backdrop-filtered: a filter would become the containing block
     of the fixed mobile menu and clip it to the header's height. */
  background: ${color.white};
  box-shadow: 0 1px 0 ${color.line};
`;

const inner = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  height: ${layout.headerHeight};
`;

const home = css`
  display: inline-flex;
  padding: ${space[1]};
  text-decoration: none;
`;

const desktopNav = css`
  display: flex;
  height: 100%;
  ${mq.belowLarge} {
    display: none;
  }
`;

const desktopCta = css`
  ${mq.belowLarge} {
    display: none;
  }
`;

export function Header() {
  const site = useSiteConfig();
  const navigation = useNavigation();
  return (
    <header className={bar}>
      <Container className={inner}>
        <Logo className={home} />
        <nav aria-label={site.ui.mainNavigation} className={desktopNav}>
          <DesktopNav navigation={navigation} />
        </nav>
        <ButtonLink to={navigation.cta.to} className={desktopCta}>
          {navigation.cta.label}
        </ButtonLink>
        <MobileMenu navigation={navigation} />
      </Container>
    </header>
  );
}
