import { css, cx } from "@linaria/core";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { printedDate } from "../../content-core/dates";
import { MdxBody, narrow } from "../components/MdxBody";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { LightHeading } from "../components/ui/LightHeading";
import { useSiteConfig } from "../hooks/use-site-config";
import { asBodyTree } from "../../content-core/body-tree";
import { color, fontSize, space } from "../theme/tokens";

type Data = Queries.LegalPageQuery;

const header = css`
  padding: clamp(${space[7]}, 6vw, ${space[9]}) 0 ${space[6]};
  border-bottom: 1px solid ${color.line};
  background: ${color.snow};
`;

const summary = css`
  margin: ${space[4]} 0 ${space[3]};
  font-size: ${fontSize.lg};
  line-height: 1.6;
  color: ${color.textMuted};
`;

const effective = css`
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${color.text};
`;

const body = css`
  padding-block: ${space[7]} ${space[9]};
`;

/** Privacy Policy and Terms of Service: content/legal/<slug>.mdx. */
export default function LegalPage({ data }: PageProps<Data>) {
  const page = data.legalPage!;
  const { ui } = useSiteConfig();
  return (
    <article>
      <header className={header}>
        <Container className={narrow}>
          <LightHeading eyebrow={ui.legalEyebrow} title={page.title} />
          <p className={summary}>{page.summary}</p>
          <p className={effective}>
            {ui.effectiveDate.split("{date}")[0]}
            <time dateTime={page.effectiveDate}>{printedDate(page.effectiveDate)}</time>
            {ui.effectiveDate.split("{date}")[1]}
          </p>
        </Container>
      </header>
      <Container className={cx(narrow, body)}>
        <MdxBody tree={asBodyTree(page.bodyTree)} />
      </Container>
    </article>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const page = data.legalPage!;
  return <Seo title={page.title} description={page.description} path={page.path} />;
}

export const query = graphql`
  query LegalPage($slug: String!) {
    legalPage(slug: { eq: $slug }) {
      path
      title
      description
      summary
      effectiveDate(formatString: "YYYY-MM-DD")
      bodyTree
    }
  }
`;
