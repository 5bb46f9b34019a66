import type { ToolId } from "./tool-request";

/** What a visitor may send: the form, the Slack function and the database's CHECK constraints each enforce it. */
export const FIELD_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  phone: 50,
  message: 5000,
} as const;

/**
 * The industries the database allows, in the form's order, with the team's label for each (Slack, which
 * cannot read content files; visitors see content/industries.yaml). The build fails when this list, the
 * migrations and the content disagree (gatsby/industry-agreement.ts).
 */
export const INDUSTRY_LABELS = {
  healthcare: "Healthcare",
  manufacturing: "Manufacturing",
  "financial-services": "Financial Services",
  "professional-services": "Professional Services",
  education: "Education",
  "retail-ecommerce": "Retail & E-commerce",
  "transportation-logistics": "Transportation & Logistics",
  "real-estate": "Real Estate",
  "private-equity": "Private Equity",
  other: "Other",
} as const satisfies Record<string, string>;

export type Industry = keyof typeof INDUSTRY_LABELS;

export const INDUSTRY_VALUES = /* #__PURE__ */ Object.keys(INDUSTRY_LABELS) as Industry[];

/** The one value without an industry of content/industries.yaml: the catch-all. */
export const OTHER_INDUSTRY = "other" satisfies Industry;

/** The form's options: each value the database accepts with its industry's name (by `formValue` or `id`), then `otherLabel`. */
export function industryOptions(industries: readonly { id: string; formValue?: string | null; name: string }[], otherLabel: string) {
  const labels = new Map<string, string>(industries.map((industry) => [industry.formValue ?? industry.id, industry.name]));
  labels.set(OTHER_INDUSTRY, otherLabel);
  return INDUSTRY_VALUES.flatMap((value) => (labels.has(value) ? [{ value, label: labels.get(value)! }] : []));
}

/** The shape the database checks (public.is_email_shaped in supabase/migrations). */
export const EMAIL_SHAPE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Something a person can see, as the database judges it (public.has_visible_text): not only spaces or controls. */
export function hasVisibleText(value: string): boolean {
  return /[^\s\p{Cc}\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/u.test(value);
}

/** Where a lead came from (src/lib/visit.ts); the database cuts these to their lengths rather than refuse a lead. */
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

/** What is stored and what the team is notified of. Empty optional fields are null. */
export interface AssessmentRequest {
  name: string;
  email: string;
  company: string;
  phone: string | null;
  industry: Industry | null;
  message: string | null;
}

/** The reader tool whose result led to the request (src/lib/tool-request.ts), or null. */
export type ToolSource = { source_tool?: ToolId | null };

/** The team's notification: the request, where it came from and the tool that led to it. */
export type LeadNotification = AssessmentRequest & Partial<Attribution> & ToolSource;
