import { css } from "@linaria/core";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContactForm } from "../components/contact/ContactForm";
import { ProcessPanel, ReceivePanel, WhyPanel } from "../components/contact/SidePanels";
import type { ToolArticle } from "../components/contact/tool-result";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { PageHero } from "../components/ui/PageHero";
import { industryOptions } from "../lib/contact-rules";
import { mq, shadow, space } from "../theme/tokens";
import { cardFrame } from "../components/ui/styles";

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
  ${cardFrame}
  box-shadow: ${shadow.raised};
`;

/*
 * Two columns on large screens: the form with 'Why Choose' under it, and 'What You'll Receive' with 'Our
 * Process'. Below that they dissolve (display: contents) into one list: form, receive, process, why choose.
 */
const column = css`
  display: grid;
  gap: ${space[5]};
  align-content: start;
  ${mq.belowLarge} {
    display: contents;
  }
`;

const last = css`
  ${mq.belowLarge} {
    order: 1;
  }
`;

/** The values the database accepts for an industry, in its constraint's order (gatsby/industry-agreement.ts onCreatePage). */
type Context = { industryValues: string[] };

export default function ContactPage({ data, pageContext }: PageProps<Data, Context>) {
  const page = data.contactPage!;
  return (
    <>
      <PageHero id="contact-title" eyebrow={page.eyebrow} title={page.heading} intro={page.intro} overlap />
      <Container className={body}>
        <div className={column}>
          <div className={formCard}>
            <ContactForm
              copy={{
                ...page.form,
                industries: industryOptions(data.allIndustry.nodes, page.form.otherIndustry, pageContext.industryValues),
              }}
              industries={data.allIndustry.nodes}
              tools={{ texts: data.insightsPage!.tools, articles: data.allArticle.nodes as unknown as ToolArticle[] }}
            />
          </div>
          <div className={last}>
            <WhyPanel {...page.why} />
          </div>
        </div>
        <div className={column}>
          <ReceivePanel {...page.receive} />
          <ProcessPanel {...page.process} />
        </div>
      </Container>
    </>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo {...data.contactPage!.seo} path={location.pathname} />;
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
        toolNote {
          roiCalculator
          readinessCheck
        }
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
        path
      }
    }
    # The words and the articles' tools that a tool's link is worded with (components/contact/tool-result.ts).
    insightsPage {
      tools {
        ...ContactToolTexts
      }
    }
    allArticle {
      nodes {
        path
        readerTools
      }
    }
  }
`;
