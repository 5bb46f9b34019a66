import { css } from "@linaria/core";
import { graphql, Link, navigate, type HeadProps, type PageProps } from "gatsby";
import { useEffect } from "react";
import { findRedirect } from "../lib/redirects";
import { Icon } from "../components/ui/Icon";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { cardFrame, columns } from "../components/ui/styles";
import { LightHeading } from "../components/ui/LightHeading";
import { color, fontSize, goldGlow, shadow, space } from "../theme/tokens";

type Data = Queries.NotFoundPageQuery;

const section = css`
  padding: clamp(${space[8]}, 10vw, ${space[10]}) 0;
  background:
    ${goldGlow(0.12, "80% 60%", "70%")},
    ${color.snow};
`;

const lead = css`
  max-width: 38rem;
  margin: ${space[5]} 0 ${space[7]};
  font-size: ${fontSize.lg};
  line-height: 1.6;
  color: ${color.textMuted};
`;

const links = css`
  ${columns(3, 3)};
  a {
    display: block;
    height: 100%;
    padding: ${space[5]};
    ${cardFrame}
    box-shadow: ${shadow.card};
    color: ${color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${color.gold};
  }
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    font-size: ${fontSize.lg};
    color: ${color.ink};
  }
  span {
    display: block;
    margin-top: ${space[2]};
    color: ${color.textMuted};
  }
`;

export default function NotFound({ data, location }: PageProps<Data>) {
  const page = data.notFoundPage!;
  // An in-site link to a redirected address (/industries/...) lands here: go to its target, replacing the
  // entry so Back skips it (a fresh request gets the server's redirect instead).
  const redirect = findRedirect(location.pathname);
  useEffect(() => {
    if (redirect) void navigate(redirect.to, { replace: true });
  }, [redirect]);
  if (redirect) return null;
  return (
    <section className={section} aria-labelledby="not-found-title">
      <Container>
        <LightHeading id="not-found-title" eyebrow={page.eyebrow} title={page.title} />
        <p className={lead}>{page.description}</p>
        <ul className={links}>
          {page.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                <strong>
                  {link.label} <Icon name="arrow-right" size={18} />
                </strong>
                <span>{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return <Seo {...data.notFoundPage!.seo} path="/404" noindex />;
}

export const query = graphql`
  query NotFoundPage {
    notFoundPage {
      seo {
        title
        description
      }
      eyebrow
      title
      description
      links {
        label
        description
        to
      }
    }
  }
`;
