import { css } from "@linaria/core";
import { graphql } from "gatsby";
import { useRef, useState, type FormEvent } from "react";
import { useEarlyInput } from "../../hooks/use-early-input";
import { FIELD_LIMITS } from "../../lib/contact-rules";
import { replayEarlyTap } from "../../lib/early-taps";
import { color, font, fontSize, goldGlow, mq, radius, space } from "../../theme/tokens";
import { Assent } from "../ui/Assent";
import { buttonStyles } from "../ui/Button";
import { Icon } from "../ui/Icon";

type Status = { state: "idle" | "submitting" } | { state: "done"; tone: "success" | "info" | "error"; message: string };

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
    font-family: ${font.display};
    font-size: ${fontSize.h3};
    font-weight: 600;
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
    width: 100%;
    min-width: 0;
    min-height: 48px;
    padding: 0 ${space[4]};
    border: 1.5px solid transparent;
    border-radius: ${radius.pill};
    background: ${color.white};
    font: inherit;
    color: ${color.text};
    &::placeholder {
      color: ${color.placeholder};
    }
  }
`;

const label = css`
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${color.white};
`;

const message = css`
  display: flex;
  gap: ${space[2]};
  align-items: flex-start;
  margin-top: ${space[4]} !important;
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.md};
  font-weight: 600;
`;

const tones = {
  success: { background: color.successBg, color: color.successText },
  info: { background: color.mist, color: color.navy },
  error: { background: color.dangerBg, color: color.dangerText },
};

const note = css`
  margin-top: ${space[3]} !important;
  font-size: ${fontSize.sm};
  color: ${color.textOnDarkMuted};
  a {
    color: ${color.white};
  }
`;

/* The sign-up code and database client load when someone starts typing (most readers never subscribe). */
const loadSignUp = () => import("../../lib/newsletter");
const warmUp = () =>
  void loadSignUp().then(
    (signUp) => signUp.warmUp(),
    () => undefined,
  );

/** The newsletter sign-up: one email field that really subscribes (its messages: docs/product.md §4). */
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
    const result = await loadSignUp().then(
      ({ subscribe }) => subscribe(email),
      (error: Error) => ({ ok: false, kind: "failed", message: error.message }) as const,
    );
    if (result.ok) {
      setEmail("");
      setStatus({ state: "done", tone: "success", message: texts.success });
    } else if (result.kind === "duplicate") {
      setStatus({ state: "done", tone: "info", message: texts.duplicate });
    } else {
      setStatus({ state: "done", tone: "error", message: texts.failure.replace("{message}", result.message) });
    }
  }

  return (
    <section className={panel} aria-labelledby="newsletter-title">
      <div>
        <Icon name="mail" size={32} />
        <h2 id="newsletter-title">{texts.title}</h2>
        <p>{texts.description}</p>
      </div>
      <form ref={formRef} onSubmit={submit} onFocus={warmUp} {...replayEarlyTap}>
        <label className={label} htmlFor="newsletter-email">
          {texts.emailLabel}
        </label>
        <div className={row}>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            placeholder={texts.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className={buttonStyles("primary")} disabled={submitting}>
            {submitting ? texts.submitting : texts.submit}
          </button>
        </div>
        <div aria-live="polite">
          {status.state === "done" ? (
            <p
              className={message}
              style={tones[status.tone]}
              role={status.tone === "error" ? "alert" : "status"}
              data-testid="newsletter-message"
            >
              <Icon name={status.tone === "error" ? "x" : "check"} size={20} />
              {status.message}
            </p>
          ) : null}
        </div>
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
