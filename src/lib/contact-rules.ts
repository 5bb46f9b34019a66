import { FIELD_LIMITS } from "./field-limits";

/**
 * The intake's one set of rules: what a visitor may send and the sentence for what is refused. The
 * server (netlify/intake/) judges every request by them; the forms check the same before sending, and
 * the database's CHECK constraints (supabase/migrations) stand behind them.
 */

/*
 * Industries have one home, content/industries.yaml; the values the database accepts are its CHECK constraint's.
 * The build stops when the two disagree (gatsby/industry-agreement.ts) and hands the contact page those values.
 */

/** The catch-all option: the one value the database accepts that no industry of content/industries.yaml has. */
export const OTHER_INDUSTRY = "other";

/**
 * The CHECK constraint of contact_submissions naming the industries the database accepts. The build reads
 * the values from it; the server says REFUSALS.industry when it refuses a request (netlify/intake/database.ts).
 */
export const INDUSTRY_CONSTRAINT = "contact_submissions_industry_known";

type IndustryEntry = { id: string; formValue?: string | null; name: string; path?: string | null };

/** An industry's value in the contact form and the database: its `formValue`, else its `id`. */
export const industryValue = (industry: Pick<IndustryEntry, "id" | "formValue">) => industry.formValue ?? industry.id;

/**
 * The form's options: each value the database accepts (`accepted`, in its constraint's order, as the build
 * hands it to the page) with its industry's name, or `otherLabel` for the catch-all.
 */
export function industryOptions(industries: readonly IndustryEntry[], otherLabel: string, accepted: readonly string[]) {
  const labels = new Map<string, string>(industries.map((industry) => [industryValue(industry), industry.name]));
  labels.set(OTHER_INDUSTRY, otherLabel);
  return accepted.flatMap((value) => (labels.has(value) ? [{ value, label: labels.get(value)! }] : []));
}

/**
 * The option an address names with `?industry=`: an industry's option value, its id, or the last part of its
 * old page's path (/industries/retail names "retail"), as content/industries.yaml gives them, or the catch-all;
 * null for any other.
 */
export function industryFromAddress(search: string, industries: readonly IndustryEntry[]): string | null {
  const named = new URLSearchParams(search).get("industry");
  if (!named) return null;
  const found = industries.find((industry) =>
    [industry.formValue, industry.id, industry.path?.split("/").pop()].some((name) => name && name === named),
  );
  if (found) return industryValue(found);
  return named === OTHER_INDUSTRY ? OTHER_INDUSTRY : null;
}

/** The shape the database checks (public.is_email_shaped in supabase/migrations). */
export const EMAIL_SHAPE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Something a person can see, as the database judges it (public.has_visible_text): not only spaces or controls. */
export function hasVisibleText(value: string): boolean {
  return /[^\s\p{Cc}\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/u.test(value);
}

/** Spaces of every kind (non-breaking and zero-width too) off both ends; null when nothing is left. */
export function trimmedOrNull(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return value.replace(/^[\s\u00a0\u200b\ufeff]+|[\s\u00a0\u200b\ufeff]+$/g, "") || null;
}

/** Where a lead came from (src/lib/visit.ts): cut to these lengths, never a reason to refuse a lead. */
export const ATTRIBUTION_LIMITS = {
  landing_page: 300,
  source_page: 300,
  referrer_host: 255,
  utm_source: 150,
  utm_medium: 150,
  utm_campaign: 150,
  utm_term: 150,
  utm_content: 150,
} as const;

export type Attribution = { -readonly [K in keyof typeof ATTRIBUTION_LIMITS]: string | null };

/** What is stored and what the team is told. Empty optional fields are null. */
export interface AssessmentRequest {
  name: string;
  email: string;
  company: string;
  phone: string | null;
  /** An option's value; the database's constraint (INDUSTRY_CONSTRAINT) refuses any other. */
  industry: string | null;
  message: string | null;
}

/** Each reader tool's id (stored in contact_submissions.source_tool, whose CHECK lists the same) and the team's name for it (Slack). */
export const TOOL_NAMES = {
  "roi-calculator": "ROI calculator",
  "readiness-check": "AI-readiness self-check",
} as const;

export type ToolId = keyof typeof TOOL_NAMES;

export const TOOL_IDS = /* #__PURE__ */ Object.keys(TOOL_NAMES) as ToolId[];

export const isToolId = (value: unknown): value is ToolId => typeof value === "string" && Object.hasOwn(TOOL_NAMES, value);

/** The reader tool whose result led to the request (src/lib/tool-request.ts), or null. */
export type ToolSource = { source_tool: ToolId | null };

/** A request as the intake takes it: what the visitor typed, where it came from, the tool that led to it. */
export type Lead = AssessmentRequest & Attribution & ToolSource;

/** The form's fields: a refusal names the first that fails. */
export type ContactField = keyof AssessmentRequest;

/** The sentences a refusal gives, in the visitor's words. */
export const REFUSALS = {
  nameMissing: "Please enter your full name.",
  nameLong: `Full name must be at most ${FIELD_LIMITS.name} characters.`,
  emailMissing: "Please enter your business email address.",
  emailLong: `Business email must be at most ${FIELD_LIMITS.email} characters.`,
  emailShape: "Please enter a business email address such as name@company.com.",
  companyMissing: "Please enter your company name.",
  companyLong: `Company name must be at most ${FIELD_LIMITS.company} characters.`,
  phoneLong: `Phone number must be at most ${FIELD_LIMITS.phone} characters.`,
  industry: "Please choose your industry from the list.",
  messageLong: "Please keep the description of your challenges to 5,000 characters.",
  newsletterEmailMissing: "please enter your email address.",
  newsletterEmail: "please enter a valid email address such as name@company.com.",
} as const;

export type Checked<T, F extends string = string> = { ok: true; value: T } | { ok: false; field: F; message: string };

const length = (text: string) => [...text].length;

/** Where a request came from, out of what was sent: each value one line, trimmed, cut to its limit on whole characters; null when empty. */
export function attributionOf(sent: Record<string, unknown>): Attribution {
  const attribution = {} as Attribution;
  for (const [key, limit] of Object.entries(ATTRIBUTION_LIMITS) as [keyof Attribution, number][]) {
    const value = sent[key];
    const text = trimmedOrNull(typeof value === "string" ? value.replace(/[\s\p{Cc}\u2028\u2029]+/gu, " ") : null);
    attribution[key] = text && [...text].slice(0, limit).join("").trimEnd();
  }
  return attribution;
}

/**
 * Judges a request as sent (form fields by name, text or absent): the stored values (trimmed, blank
 * optional ones null, attribution cut to size, an unknown tool dropped) or the first field refused.
 */
export function checkLead(sent: Record<string, unknown>): Checked<Lead, ContactField> {
  // A one-line field stays one line: a line break sent in a name cannot fake another line of the team's message.
  const oneLine = (field: ContactField) =>
    trimmedOrNull(typeof sent[field] === "string" ? sent[field].replace(/[\r\n\u2028\u2029\t]+/g, " ") : null);
  // A form posted by the browser itself ends its lines with CR LF; the script's, with LF: stored alike.
  const text = (field: ContactField) => trimmedOrNull(typeof sent[field] === "string" ? sent[field].replace(/\r\n?/g, "\n") : null);
  const refuse = (field: ContactField, message: string) => ({ ok: false, field, message }) as const;
  const name = oneLine("name");
  const email = text("email");
  const company = oneLine("company");
  const phone = oneLine("phone");
  // Which industries exist is the database's to say (INDUSTRY_CONSTRAINT): the form offers only its values,
  // and the server answers its refusal of any other with REFUSALS.industry on this field.
  const industry = text("industry");
  const message = text("message");
  if (!name || !hasVisibleText(name)) return refuse("name", REFUSALS.nameMissing);
  if (length(name) > FIELD_LIMITS.name) return refuse("name", REFUSALS.nameLong);
  if (!email) return refuse("email", REFUSALS.emailMissing);
  if (length(email) > FIELD_LIMITS.email) return refuse("email", REFUSALS.emailLong);
  if (!EMAIL_SHAPE.test(email)) return refuse("email", REFUSALS.emailShape);
  if (!company || !hasVisibleText(company)) return refuse("company", REFUSALS.companyMissing);
  if (length(company) > FIELD_LIMITS.company) return refuse("company", REFUSALS.companyLong);
  if (phone && length(phone) > FIELD_LIMITS.phone) return refuse("phone", REFUSALS.phoneLong);
  if (message && length(message) > FIELD_LIMITS.message) return refuse("message", REFUSALS.messageLong);
  const visible = (value: string | null) => (value && hasVisibleText(value) ? value : null);
  return {
    ok: true,
    value: {
      name,
      email,
      company,
      phone: visible(phone),
      industry,
      message: visible(message),
      ...attributionOf(sent),
      source_tool: isToolId(sent.source_tool) ? sent.source_tool : null,
    },
  };
}

/** A newsletter address: trimmed, or the sentence for what is wrong with it. */
export function checkNewsletterEmail(sent: unknown): Checked<string, "email"> {
  const email = trimmedOrNull(sent);
  if (!email) return { ok: false, field: "email", message: REFUSALS.newsletterEmailMissing };
  if (length(email) > FIELD_LIMITS.email || !EMAIL_SHAPE.test(email))
    return { ok: false, field: "email", message: REFUSALS.newsletterEmail };
  return { ok: true, value: email };
}
