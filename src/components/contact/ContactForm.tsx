import { css } from "@linaria/core";
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useEarlyInput } from "../../hooks/use-early-input";
import { replayEarlyTap } from "../../lib/early-taps";
import {
  CONTACT_ACTION,
  emptyContactValues,
  pickContactValues,
  submitAssessmentRequest,
  type ContactValues,
} from "../../lib/assessment-request";
import { checkLead, hasVisibleText, industryFromAddress, type ContactField, type ToolId } from "../../lib/contact-rules";
import { useSiteConfig } from "../../hooks/use-site-config";
import { revealFocused } from "../../lib/scroll";
import { FIELD_LIMITS } from "../../lib/field-limits";
import { usableLocale } from "../../../content-core/roi";
import { pageBefore } from "../../lib/page-before";
import { visitAttribution } from "../../lib/visit";
import { color, fontSize, mq, space } from "../../theme/tokens";
import { displayType } from "../ui/styles";
import { Assent } from "../ui/Assent";
import { buttonStyles } from "../ui/Button";
import { control, Field, FormResult, textArea } from "../ui/Form";
import type { ContactToolTexts, ToolArticle, toolFromAddress } from "./tool-result";

type FoundTool = ReturnType<typeof toolFromAddress>;

type ContactFormCopy = NonNullable<Queries.ContactPageQuery["contactPage"]>["form"] & {
  industries: readonly { value: string; label: string }[];
};

type Status =
  | { state: "idle" | "submitting" }
  | { state: "done"; tone: "success" | "error"; message: string }
  | { state: "invalid"; field: ContactField; message: string };

const title = css`
  margin: 0 0 ${space[2]};
  ${displayType(fontSize.h3)}
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
 * The assessment request form (docs/product.md: Contact, §3, §4). It posts to /api/contact with JavaScript or
 * without it. With it: idle, submitting (button disabled), then a success banner with the form emptied, or an
 * error banner with every value kept; a value the intake's rules refuse is marked on its field before sending.
 */
interface ContactFormProps {
  copy: ContactFormCopy;
  /** content/industries.yaml's entries, which an address's `?industry=` names (industryFromAddress). */
  industries: Parameters<typeof industryFromAddress>[1];
  tools: { texts: ContactToolTexts; articles: readonly ToolArticle[] };
}

export function ContactForm({ copy, industries, tools }: ContactFormProps) {
  const site = useSiteConfig();
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const inFlight = useRef(false);
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (typed) => setValues((current) => ({ ...current, ...pickContactValues(typed) })));

  // A reader tool's link (src/lib/tool-request.ts) names the tool and its article, where the request began, and starts
  // the message with the result rebuilt from its inputs, which the visitor may change or delete: only into a form
  // untouched when it arrives, as what was typed before wins. A link that fits no tool of the site is no tool. The
  // code that words it loads only for such an address; a submission (a replayed early one too) waits for it.
  const foundTool = useRef<Promise<FoundTool>>(Promise.resolve(null));
  const [fromTool, setFromTool] = useState<ToolId | null>(null);
  useLayoutEffect(() => {
    // An Industries link names the visitor's industry: chosen unless they chose one before hydration.
    const industry = industryFromAddress(window.location.search, industries);
    if (industry && formRef.current?.querySelector<HTMLSelectElement>("#contact-industry")?.value === "")
      setValues((current) => ({ ...current, industry }));
    if (!new URLSearchParams(window.location.search).has("tool")) return;
    let mounted = true;
    const search = window.location.search;
    foundTool.current = import("./tool-result").then(
      ({ toolFromAddress }) => toolFromAddress(search, tools.articles, tools.texts, usableLocale(navigator.language, site.language)),
      () => null,
    );
    void foundTool.current.then((found) => {
      const fields = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
      if (!mounted || !found?.summary || fields.some((field) => field.name && field.value)) return;
      setValues((current) => ({ ...current, message: found.summary }));
      setFromTool(found.link.tool);
    });
    return () => {
      mounted = false;
    };
    // Once, on the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const toolNotes: Record<ToolId, string> = {
    "roi-calculator": copy.toolNote.roiCalculator,
    "readiness-check": copy.toolNote.readinessCheck,
  };
  const showToolNote = fromTool !== null && values.message !== "";

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    if ("setCustomValidity" in event.target) event.target.setCustomValidity("");
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setStatus((current) => (current.state === "invalid" && current.field === name ? { state: "idle" } : current));
  };

  // 'required' accepts a field of spaces; the intake does not. Say so before sending.
  const blankRequiredField = (form: HTMLFormElement) => {
    const blank = [...form.querySelectorAll<HTMLInputElement>("input[required]")].find((field) => !hasVisibleText(field.value));
    if (!blank) return false;
    blank.setCustomValidity(copy.blankField);
    blank.reportValidity();
    return true;
  };

  // A new banner takes focus (screen readers announce it, keyboard users continue from it) and comes into view;
  // a refused field takes the focus with its sentence.
  useEffect(() => {
    if (status.state === "invalid") return void formRef.current?.querySelector<HTMLElement>(`#contact-${status.field}`)?.focus();
    if (status.state !== "done") return;
    revealFocused(bannerRef.current, bannerRef.current, "center");
  }, [status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || blankRequiredField(event.currentTarget)) return;
    const checked = checkLead(values);
    if (!checked.ok && !values.website.trim()) return setStatus({ state: "invalid", field: checked.field, message: checked.message });
    inFlight.current = true;
    setStatus({ state: "submitting" });
    const tool = (await foundTool.current)?.link;
    const origin = { ...visitAttribution(tool?.article ?? pageBefore(window.location.pathname)), source_tool: tool?.tool ?? null };
    const answer = await submitAssessmentRequest(values, origin);
    inFlight.current = false;
    if (answer.ok) {
      setValues(emptyContactValues);
      setFromTool(null);
      setStatus({ state: "done", tone: "success", message: copy.success });
    } else {
      const template = answer.kind === "refused" ? copy.databaseError : copy.unexpectedError;
      setStatus({ state: "done", tone: "error", message: template.replace("{message}", answer.message) });
    }
  };

  const submitting = status.state === "submitting";
  const { fields } = copy;
  const refused = (name: ContactField) => (status.state === "invalid" && status.field === name ? status.message : undefined);
  const input = (name: ContactField) => ({
    id: `contact-${name}`,
    className: control,
    name,
    value: values[name],
    onChange: update,
    placeholder: name === "industry" ? undefined : fields[name].placeholder,
    "aria-invalid": refused(name) ? true : undefined,
    "aria-describedby":
      [refused(name) && `contact-${name}-error`, name === "message" && showToolNote && "contact-message-tool"].filter(Boolean).join(" ") ||
      undefined,
  });
  const fieldFor = (name: ContactField) => ({ id: `contact-${name}`, label: fields[name].label, error: refused(name) });

  return (
    <form
      ref={formRef}
      id="contact-form"
      method="post"
      action={`${CONTACT_ACTION}#contact-form`}
      onSubmit={submit}
      {...replayEarlyTap}
      aria-labelledby="contact-form-title"
      data-sent={copy.success}
      data-refused={copy.databaseError}
      data-failed={copy.unexpectedError}
    >
      <h2 id="contact-form-title" className={title}>
        {copy.title}
      </h2>
      <p className={requiredNote}>{copy.requiredNote}</p>

      <FormResult result={status.state === "done" ? status : null} testId="form-banner" bannerRef={bannerRef} />

      <div className={grid}>
        <Field {...fieldFor("name")} isRequired>
          <input {...input("name")} type="text" autoComplete="name" required maxLength={FIELD_LIMITS.name} />
        </Field>
        <Field {...fieldFor("email")} isRequired>
          <input {...input("email")} type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} />
        </Field>
        <Field {...fieldFor("company")} isRequired>
          <input {...input("company")} type="text" autoComplete="organization" required maxLength={FIELD_LIMITS.company} />
        </Field>
        <Field {...fieldFor("phone")}>
          <input {...input("phone")} type="tel" autoComplete="tel" maxLength={FIELD_LIMITS.phone} />
        </Field>
        <Field {...fieldFor("industry")} className={wide}>
          <select {...input("industry")}>
            <option value="">{fields.industry.placeholder}</option>
            {copy.industries.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field {...fieldFor("message")} className={wide}>
          <textarea {...input("message")} className={textArea} rows={4} maxLength={FIELD_LIMITS.message} />
          {showToolNote && (
            <p id="contact-message-tool" className={toolNote} data-testid="tool-note">
              {toolNotes[fromTool]}
            </p>
          )}
        </Field>
      </div>

      {/* Visually hidden but present for bots; people (and screen readers) are told to leave it empty. */}
      <div className="visually-hidden">
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
