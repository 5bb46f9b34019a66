import { css, cx } from "@linaria/core";
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { useEarlyInput } from "../../hooks/use-early-input";
import { emptyContactValues, pickContactValues, submitAssessmentRequest, type ContactValues } from "../../lib/assessment-request";
import { replayEarlyTap } from "../../lib/early-taps";
import { FIELD_LIMITS, hasVisibleText } from "../../lib/contact-rules";
import { prefersReducedMotion } from "../../lib/device";
import { getSupabase } from "../../lib/supabase";
import { readToolLink, type ToolId } from "../../lib/tool-request";
import { color, font, fontSize, mq, radius, space } from "../../theme/tokens";
import { Assent } from "../ui/Assent";
import { buttonStyles } from "../ui/Button";
import { control, field, textArea } from "../ui/form-styles";

type ContactFormCopy = NonNullable<Queries.ContactPageQuery["contactPage"]>["form"] & {
  industries: readonly { value: string; label: string }[];
};

type Status = { state: "idle" | "submitting" } | { state: "success" } | { state: "error"; message: string };

const title = css`
  margin: 0 0 ${space[2]};
  font-family: ${font.display};
  font-size: ${fontSize.h3};
  font-weight: 600;
  color: ${color.ink};
`;

const requiredNote = css`
  margin: 0 0 ${space[6]};
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

const grid = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space[5]};
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const wide = css`
  grid-column: 1 / -1;
`;

const banner = css`
  margin: 0 0 ${space[5]};
  padding: ${space[4]} ${space[5]};
  border-radius: ${radius.md};
  border: 1px solid;
  font-size: ${fontSize.md};
  line-height: 1.55;
  &:focus {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const bannerTone = {
  success: { background: color.successBg, borderColor: color.success, color: color.successText },
  error: { background: color.dangerBg, borderColor: color.danger, color: color.dangerText },
};

type FieldProps = { id: string; label: string; isRequired?: boolean; isWide?: boolean; children: ReactNode };

const requiredMark = css`
  margin-left: 2px;
  color: ${color.danger};
`;

function Field({ id, label, isRequired = false, isWide = false, children }: FieldProps) {
  return (
    <div className={cx(field, isWide && wide)}>
      <label htmlFor={id}>
        {label}
        {isRequired && (
          <span className={requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

/** Visually hidden but present for bots; people (and screen readers) are told to leave it empty. */
const honeypot = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  margin-top: ${space[6]};
  p {
    margin: 0;
    max-width: 28rem;
    font-size: ${fontSize.xs};
    color: ${color.textMuted};
  }
`;

const toolNote = css`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

/**
 * The assessment request form (docs/product.md: Contact, §3, §4): idle, submitting (button disabled),
 * then a success banner with the form emptied, or an error banner with every value kept.
 */
export function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const inFlight = useRef(false);
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (typed) => setValues((current) => ({ ...current, ...pickContactValues(typed) })));

  // A reader tool's link (src/lib/tool-request.ts) starts the message with its result, which the visitor may change
  // or delete. Only into a form untouched at hydration: what was typed before wins, and a submission tapped before
  // (replayed now) must not send a summary the visitor never saw. The tool's id goes with the attribution.
  const [fromTool, setFromTool] = useState<ToolId | null>(null);
  useLayoutEffect(() => {
    const result = readToolLink(window.location.search);
    const fields = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
    if (!result?.summary || fields.some((field) => field.name && field.value)) return;
    setValues((current) => ({ ...current, message: result.summary }));
    setFromTool(result.tool);
  }, []);
  const toolNotes = { "roi-calculator": copy.toolNote.roiCalculator, "readiness-check": copy.toolNote.readinessCheck } satisfies Record<
    ToolId,
    string
  >;
  const showToolNote = fromTool !== null && values.message !== "";

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    if ("setCustomValidity" in event.target) event.target.setCustomValidity("");
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));
  };

  // 'required' accepts a field of spaces; the database does not. Say so before sending.
  const blankRequiredField = (form: HTMLFormElement) => {
    const blank = [...form.querySelectorAll<HTMLInputElement>("input[required]")].find((field) => !hasVisibleText(field.value));
    if (!blank) return false;
    blank.setCustomValidity(copy.blankField);
    blank.reportValidity();
    return true;
  };

  // A new banner takes focus (screen readers announce it, keyboard users continue from it) and comes into view.
  useEffect(() => {
    if (status.state !== "success" && status.state !== "error") return;
    bannerRef.current?.focus({ preventScroll: true });
    bannerRef.current?.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || blankRequiredField(event.currentTarget)) return;
    inFlight.current = true;
    setStatus({ state: "submitting" });
    const result = await submitAssessmentRequest(values);
    inFlight.current = false;
    if (result.ok) {
      setValues(emptyContactValues);
      setFromTool(null);
      setStatus({ state: "success" });
    } else {
      const template = result.kind === "database" ? copy.databaseError : copy.unexpectedError;
      setStatus({ state: "error", message: template.replace("{message}", result.message) });
    }
  };

  // Start fetching the database client as soon as someone begins filling the form.
  const warmUp = () => void getSupabase().catch(() => undefined);

  const submitting = status.state === "submitting";
  const { fields } = copy;
  const input = (name: keyof typeof fields) => ({
    id: `contact-${name}`,
    className: control,
    name,
    value: values[name],
    onChange: update,
    placeholder: fields[name].placeholder,
  });

  return (
    <form ref={formRef} onSubmit={submit} onFocus={warmUp} aria-labelledby="contact-form-title" {...replayEarlyTap}>
      <h2 id="contact-form-title" className={title}>
        {copy.title}
      </h2>
      <p className={requiredNote}>{copy.requiredNote}</p>

      {status.state === "success" && (
        <p ref={bannerRef} role="status" tabIndex={-1} className={banner} style={bannerTone.success} data-testid="form-banner">
          {copy.success}
        </p>
      )}
      {status.state === "error" && (
        <p ref={bannerRef} role="alert" tabIndex={-1} className={banner} style={bannerTone.error} data-testid="form-banner">
          {status.message}
        </p>
      )}

      <div className={grid}>
        <Field id="contact-name" label={fields.name.label} isRequired>
          <input {...input("name")} type="text" autoComplete="name" required maxLength={FIELD_LIMITS.name} />
        </Field>
        <Field id="contact-email" label={fields.email.label} isRequired>
          <input {...input("email")} type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} />
        </Field>
        <Field id="contact-company" label={fields.company.label} isRequired>
          <input {...input("company")} type="text" autoComplete="organization" required maxLength={FIELD_LIMITS.company} />
        </Field>
        <Field id="contact-phone" label={fields.phone.label}>
          <input {...input("phone")} type="tel" autoComplete="tel" maxLength={FIELD_LIMITS.phone} />
        </Field>
        <Field id="contact-industry" label={fields.industry.label} isWide>
          <select id="contact-industry" className={control} name="industry" value={values.industry} onChange={update}>
            <option value="">{fields.industry.placeholder}</option>
            {copy.industries.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="contact-message" label={fields.message.label} isWide>
          <textarea
            {...input("message")}
            className={textArea}
            rows={4}
            maxLength={FIELD_LIMITS.message}
            aria-describedby={showToolNote ? "contact-message-tool" : undefined}
          />
          {showToolNote && (
            <p id="contact-message-tool" className={toolNote} data-testid="tool-note">
              {toolNotes[fromTool]}
            </p>
          )}
        </Field>
      </div>

      <div className={honeypot}>
        <label htmlFor="contact-website">{copy.honeypotLabel}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={update} />
      </div>

      <div className={footer}>
        <p>
          {copy.privacyNote} <Assent assent={copy.assent} termsLink={copy.termsLink} privacyLink={copy.privacyLink} />
        </p>
        <button type="submit" className={buttonStyles("primary")} disabled={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </button>
      </div>
    </form>
  );
}
