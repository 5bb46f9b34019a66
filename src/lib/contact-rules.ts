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

export const INDUSTRY_VALUES = [
  "healthcare",
  "manufacturing",
  "financial-services",
  "professional-services",
  "education",
  "retail-ecommerce",
  "transportation-logistics",
  "real-estate",
  "private-equity",
  "other",
] as const;

export type Industry = (typeof INDUSTRY_VALUES)[number];

/**
 * How the team reads each stored value (the Slack message). Visitors see the
 * labels of content/contact.yaml; these are for the team's tools, which
 * cannot read content files at run time.
 */
export const INDUSTRY_LABELS: Record<Industry, string> = {
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
};

/** The same shape the database checks: something@something.tld, no spaces. */
export const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** What is stored and what the team is notified of. Empty optional fields are null. */
export interface AssessmentRequest {
  name: string;
  email: string;
  company: string;
  phone: string | null;
  industry: Industry | null;
  message: string | null;
}
