import { css } from "@linaria/core";
import { Link } from "gatsby";
import { useNavigation, type MenuId } from "../../hooks/use-navigation";
import { useSiteConfig } from "../../hooks/use-site-config";
import { alpha, color, font, fontSize, mq, radius, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { Icon } from "../ui/Icon";
import { bareList, onHover } from "../ui/styles";
import { Logo } from "./Logo";

const footerStyles = css`
  background: ${color.ink};
  color: ${color.textOnDarkMuted};
  padding: clamp(${space[7]}, 7vw, ${space[9]}) 0 ${space[6]};
  a {
    color: ${color.textOnDark};
    text-decoration: none;
  }
  ${onHover(`color: ${color.goldSoft}; text-decoration: underline;`, "a:hover")}
`;

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) repeat(3, minmax(0, 1fr));
  gap: ${space[7]} ${space[6]};
  ${mq.belowLarge} {
    grid-template-columns: 1fr 1fr;
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const brand = css`
  ${mq.belowLarge} {
    grid-column: 1 / -1;
  }
  p {
    max-width: 34rem;
    margin: ${space[4]} 0 ${space[5]};
    line-height: 1.65;
  }
`;

const homeLink = css`
  display: inline-block;
`;

const badges = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  ${bareList}
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${alpha(color.white, 0.16)};
    border-radius: ${radius.pill};
    font-size: ${fontSize.xs};
    font-weight: 600;
    color: ${color.textOnDark};
  }
  svg {
    color: ${color.goldSoft};
  }
`;

const column = css`
  h2 {
    margin: 0 0 ${space[4]};
    font-family: ${font.body};
    font-size: ${fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${color.goldSoft};
  }
  ul {
    display: grid;
    gap: ${space[2]};
    ${bareList}
    font-size: ${fontSize.sm};
  }
  a {
    display: inline-block;
    padding-block: 2px;
  }
`;

const bottom = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[4]};
  margin-top: ${space[8]};
  padding-top: ${space[5]};
  border-top: 1px solid ${color.onDarkLine};
  font-size: ${fontSize.xs};
  p {
    margin: 0;
  }
  ul {
    display: flex;
    gap: ${space[5]};
    ${bareList}
  }
`;

function LinkColumn({ heading, links }: { heading: string; links: readonly { label: string; to: string }[] }) {
  return (
    <div className={column}>
      <h2>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const site = useSiteConfig();
  const { footer, menus } = useNavigation();
  const entries = (menu: MenuId) => menus[menu].columns.flatMap((column) => column.items.map(({ name, to }) => ({ label: name, to })));

  return (
    <footer className={footerStyles}>
      <Container>
        <nav aria-label={site.ui.footerNavigation} className={grid}>
          <div className={brand}>
            <Logo onDark className={homeLink} />
            <p>{site.footer.blurb}</p>
            <ul className={badges}>
              {site.footer.trust.map((badge) => (
                <li key={badge.label}>
                  <Icon name={badge.icon} size={16} />
                  {badge.label}
                </li>
              ))}
            </ul>
          </div>
          <LinkColumn heading={footer.solutionsHeading} links={entries("solutions")} />
          <LinkColumn heading={footer.industriesHeading} links={entries("industries")} />
          <LinkColumn heading={footer.getStarted.heading} links={footer.getStarted.links} />
        </nav>
        <div className={bottom}>
          <p>
            © {site.footer.copyrightYear} {site.company}. {site.footer.rights}
          </p>
          <ul>
            {footer.legal.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
