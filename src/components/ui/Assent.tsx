import { Link } from "gatsby";
import { Fragment } from "react";

/** `assent` has {terms} and {privacy} where the two links go (the content check requires both). */
type AssentTexts = Pick<Queries.NewsletterTextsFragment, "assent" | "termsLink" | "privacyLink">;

/**
 * The line under a form saying what submitting agrees to, with the Terms of Service and Privacy
 * Policy links written into the sentence.
 */
export function Assent({ assent, termsLink, privacyLink }: AssentTexts) {
  const links = { terms: termsLink, privacy: privacyLink };
  return (
    <>
      {assent.split(/(\{terms\}|\{privacy\})/).map((part, index) => {
        const link = part === "{terms}" ? links.terms : part === "{privacy}" ? links.privacy : null;
        return link ? (
          <Link key={index} to={link.to}>
            {link.label}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </>
  );
}
