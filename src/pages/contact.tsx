import { css, cx } from "@linaria/core";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContactForm } from "../components/contact/ContactForm";
import { ProcessPanel, ReceivePanel, WhyPanel } from "../components/contact/SidePanels";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { PageHero } from "../components/ui/PageHero";
import { industryOptions } from "../lib/contact-rules";
import { color, mq, radius, shadow, space } from "../theme/tokens";

type Data = Queries.ContactPageQuery;

const body = css`
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
  gap: ${space[5]} ${space[6]};
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

/*
 * Two columns of about equal height on large screens: the form with 'Why
 * Choose' under it, and 'What You'll Receive' with 'Our Process'. Below
 * that the columns dissolve (display: contents) into one list read in the
 * page's order: form, what you receive, the process, why choose.
 */
const column = css`
  display: grid;
  gap: ${space[5]};
  align-content: start;
  ${mq.belowLarge} {
    display: contents;
  }
`;

/** Each box's place in that one list. */
const order = {
  1: css`
    ${mq.belowLarge} {
      order: 1;
    }
  `,
  2: css`
    ${mq.belowLarge} {
      order: 2;
    }
  `,
  3: css`
    ${mq.belowLarge} {
      order: 3;
    }
  `,
  4: css`
    ${mq.belowLarge} {
      order: 4;
    }
  `,
};

function pageContent(data: Data) {
  if (!data.contactPage) throw new Error("content/contact.yaml is missing");
  return data.contactPage;
}

export default function ContactPage({ data }: PageProps<Data>) {
  const page = pageContent(data);
  return (
    <>
      <PageHero id="contact-title" eyebrow={page.eyebrow} title={page.heading} intro={page.intro} overlap />
      <Container className={body}>
        <div className={column}>
          <div className={cx(formCard, order[1])}>
            <ContactForm copy={{ ...page.form, industries: industryOptions(data.allIndustry.nodes, page.form.otherIndustry) }} />
          </div>
          <div className={order[4]}>
            <WhyPanel title={page.why.title} items={page.why.items} />
          </div>
        </div>
        <div className={column}>
          <div className={order[2]}>
            <ReceivePanel title={page.receive.title} items={page.receive.items} />
          </div>
          <div className={order[3]}>
            <ProcessPanel title={page.process.title} steps={page.process.steps} />
          </div>
        </div>
      </Container>
    </>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = pageContent(data);
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
        otherIndustry
        honeypotLabel
        submit
        submitting
        success
        databaseError
        unexpectedError
        blankField
        privacyNote
        assent
        termsLink {
          label
          to
        }
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
    allIndustry {
      nodes {
        id: yamlId
        formValue
        name
      }
    }
  }
`;
