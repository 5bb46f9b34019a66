/**
 * Rules for what a visitor may send. The form (maxLength), the Slack function
 * and the database (CHECK constraints in supabase/migrations) each enforce
 * them; this is the copy the TypeScript side shares.
 */
export const FIELD_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  phone: 50,
  message: 5000,
} as const;

/**
 * The industries a lead may have, as the database allows them
 * (supabase/migrations), in the contact form's order, and how the team reads
 * each one (the Slack message). Visitors see the names of
 * content/industries.yaml (industryOptions); these labels are for
 * the team's tools, which cannot read content files at run time. The build
 * fails when this list, the migrations and the content disagree
 * (gatsby/industry-agreement.ts).
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

/**
 * The contact form's industry options: the values the database accepts, in its order, each with
 * the name of its industry in content/industries.yaml (its `formValue`, or its `id`), and the
 * catch-all with `otherLabel`. The build's check (gatsby/industry-agreement.ts) makes sure every value
 * has its industry and every industry a value.
 */
export function industryOptions(industries: readonly { id: string; formValue?: string | null; name: string }[], otherLabel: string) {
  const labels = new Map<string, string>(industries.map((industry) => [industry.formValue ?? industry.id, industry.name]));
  labels.set(OTHER_INDUSTRY, otherLabel);
  return INDUSTRY_VALUES.flatMap((value) => (labels.has(value) ? [{ value, label: labels.get(value)! }] : []));
}

/**
 * The shape the database checks (public.is_email_shaped in supabase/migrations):
 * a local part of the usual characters, a domain of letters, digits and inner
 * hyphens, and a TLD of letters.
 */
export const EMAIL_SHAPE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Something a person can see, as the database judges it (public.has_visible_text):
 * not only spaces, non-breaking or zero-width spaces, tabs or other controls.
 */
export function hasVisibleText(value: string): boolean {
  return /[^\s\p{Cc}\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/u.test(value);
}

/**
 * Where a lead came from: the first page of the visit, the page that sent the
 * form, the referring site's host and the campaign's utm_* parameters.
 * Optional; the database cuts them to these lengths rather than refuse a lead.
 */
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

/** The team's notification: the request and where it came from. */
export type LeadNotification = AssessmentRequest & Partial<Attribution>;
