import { css } from "@linaria/core";
import { graphql } from "gatsby";
import { useRef, useState, type FormEvent } from "react";
import { useEarlyInput } from "../../hooks/use-early-input";
import { replayEarlyTap } from "../../lib/early-taps";
import { FIELD_LIMITS } from "../../lib/field-limits";
import { postForm } from "../../lib/form-post";
import { color, fontSize, goldGlow, mq, radius, space } from "../../theme/tokens";
import { displayType } from "../ui/styles";
import { Assent } from "../ui/Assent";
import { buttonStyles } from "../ui/Button";
import { control, FormResult, type Tone } from "../ui/Form";
import { Icon } from "../ui/Icon";

type Status = { state: "idle" | "submitting" } | { state: "done"; tone: Tone; message: string };

/** Where the sign-up posts, with JavaScript or without (netlify/functions/newsletter.mts). */
const NEWSLETTER_ACTION = "/api/newsletter";

const panel = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space[6]};
  align-items: center;
  padding: clamp(${space[6]}, 5vw, ${space[8]});
  border-radius: ${radius.lg};
  background:
    ${goldGlow(0.2, "60% 120%")},
    ${color.navy};
  color: ${color.textOnDark};
  ${mq.belowLarge} {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin: ${space[3]} 0;
    ${displayType(fontSize.h3)}
    color: ${color.white};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

const row = css`
  display: flex;
  gap: ${space[3]};
  margin-top: ${space[2]};
  ${mq.mobile} {
    flex-direction: column;
  }
  input {
    flex: 1;
    min-width: 0;
    border-color: transparent;
    border-radius: ${radius.pill};
  }
`;

const label = css`
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${color.white};
`;

const note = css`
  margin-top: ${space[3]} !important;
  font-size: ${fontSize.sm};
  color: ${color.textOnDarkMuted};
  a {
    color: ${color.white};
  }
`;

/** The newsletter sign-up: one email field that really subscribes (its messages: docs/product.md §4), with JavaScript or without. */
export function Newsletter({ texts }: { texts: Queries.NewsletterTextsFragment }) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const submitting = status.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (typed) => typed.email && setEmail(typed.email));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setStatus({ state: "submitting" });
    const answer = await postForm(NEWSLETTER_ACTION, { email });
    if (answer.ok && answer.kind === "sent") {
      setEmail("");
      setStatus({ state: "done", tone: "success", message: texts.success });
    } else if (answer.ok) {
      setStatus({ state: "done", tone: "info", message: texts.duplicate });
    } else {
      setStatus({ state: "done", tone: "error", message: texts.failure.replace("{message}", answer.message) });
    }
  }

  const invalid = status.state === "done" && status.tone === "error";
  return (
    <section id="newsletter" className={panel} aria-labelledby="newsletter-title">
      <div>
        <Icon name="mail" size={32} />
        <h2 id="newsletter-title">{texts.title}</h2>
        <p>{texts.description}</p>
      </div>
      <form
        ref={formRef}
        id="newsletter-form"
        method="post"
        action={`${NEWSLETTER_ACTION}#newsletter`}
        onSubmit={submit}
        {...replayEarlyTap}
        data-sent={texts.success}
        data-duplicate={texts.duplicate}
        data-refused={texts.failure}
        data-failed={texts.failure}
      >
        <label className={label} htmlFor="newsletter-email">
          {texts.emailLabel}
        </label>
        <div className={row}>
          <input
            id="newsletter-email"
            className={control}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            placeholder={texts.placeholder}
            value={email}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "newsletter-result" : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className={buttonStyles("primary")} disabled={submitting}>
            {submitting ? texts.submitting : texts.submit}
          </button>
        </div>
        <FormResult
          id="newsletter-result"
          result={status.state === "done" ? status : null}
          testId="newsletter-message"
          aria-live="polite"
        />
        <p className={note}>
          {texts.privacyNote} <Assent assent={texts.assent} termsLink={texts.termsLink} privacyLink={texts.privacyLink} />
        </p>
      </form>
    </section>
  );
}

export const query = graphql`
  fragment NewsletterTexts on NewsletterTexts {
    title
    description
    emailLabel
    placeholder
    submit
    submitting
    success
    duplicate
    failure
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
`;
