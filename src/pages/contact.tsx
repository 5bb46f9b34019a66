import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContactForm } from "../components/contact/ContactForm";
import { ProcessPanel, ReceivePanel, WhyPanel } from "../components/contact/SidePanels";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { eyebrowStyles } from "../components/ui/SectionHeader";
import { pageTitle } from "../components/ui/styles";
import { useSiteConfig } from "../hooks/use-site-config";
import { color, fontSize, mq, radius, shadow, space } from "../theme/tokens";

type Data = Queries.ContactPageQuery;

const hero = css`
  padding: clamp(${space[8]}, 8vw, ${space[9]}) 0 clamp(${space[9]}, 12vw, 11rem);
  background:
    radial-gradient(70% 120% at 100% 0%, rgba(201, 150, 43, 0.22) 0%, rgba(201, 150, 43, 0) 60%),
    linear-gradient(160deg, ${color.navy} 0%, ${color.ink} 100%);
  color: ${color.white};
`;

const intro = css`
  max-width: 42rem;
  margin: ${space[5]} 0 0;
  font-size: ${fontSize.lg};
  line-height: 1.6;
  color: ${color.textOnDark};
`;

const body = css`
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
  gap: ${space[6]};
  align-items: start;
  margin-top: calc(-1 * clamp(${space[8]}, 9vw, 8rem));
  padding-bottom: clamp(${space[8]}, 8vw, ${space[9]});
  ${mq.belowLarge} {
    grid-template-columns: 1fr;
  }
`;

const formCard = css`
  position: relative;
  padding: clamp(${space[5]}, 4vw, ${space[7]});
  border: 1px solid ${color.line};
  border-radius: ${radius.lg};
  background: ${color.white};
  box-shadow: ${shadow.raised};
`;

const aside = css`
  display: grid;
  gap: ${space[5]};
`;

function usePage(data: Data) {
  if (!data.contactPage) throw new Error("content/contact.yaml is missing");
  return data.contactPage;
}

export default function ContactPage({ data }: PageProps<Data>) {
  const page = usePage(data);
  const { t } = useSiteConfig();
  return (
    <>
      <section css={hero} aria-labelledby="contact-title">
        <Container>
          <p css={[eyebrowStyles, { color: color.goldSoft }]}>{page.eyebrow}</p>
          <h1 id="contact-title" css={pageTitle}>
            {page.heading}
          </h1>
          <p css={intro}>{t(page.intro)}</p>
        </Container>
      </section>
      <Container css={body}>
        <div css={formCard}>
          <ContactForm copy={page.form} />
        </div>
        <div css={aside}>
          <ReceivePanel title={page.receive.title} items={page.receive.items} />
          <ProcessPanel title={page.process.title} steps={page.process.steps} />
          <WhyPanel title={t(page.why.title)} items={page.why.items} />
        </div>
      </Container>
    </>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = usePage(data);
  return <Seo title={page.seo.title} description={page.seo.description} path={location.pathname} />;
}

export const query = graphql`
  query ContactPage {
    contactPage {
      seo {
        title
        description
      }
      eyebrow
      heading
      intro
      form {
        title
        requiredNote
        fields {
          name {
            label
            placeholder
          }
          email {
            label
            placeholder
          }
          company {
            label
            placeholder
          }
          phone {
            label
            placeholder
          }
          industry {
            label
            placeholder
          }
          message {
            label
            placeholder
          }
        }
        industries {
          value
          label
        }
        honeypotLabel
        submit
        submitting
        success
        databaseError
        unexpectedError
        privacyNote
        privacyLink {
          label
          to
        }
      }
      receive {
        title
        items {
          title
          description
        }
      }
      process {
        title
        steps {
          title
          description
        }
      }
      why {
        title
        items
      }
    }
  }
`;
