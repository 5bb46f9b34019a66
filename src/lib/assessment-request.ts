import type { Attribution, ToolSource } from "./contact-rules";
import { postForm, type FormAnswer } from "./form-post";

/** What the form holds, plus the honeypot `website`: hidden from people, a bot that fills it is thanked and nothing is stored. */
export const emptyContactValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  industry: "",
  message: "",
  website: "",
};

export type ContactValues = typeof emptyContactValues;

/** The form's own fields out of any name/value record (values typed before hydration, say). */
export function pickContactValues(record: Record<string, string>): Partial<ContactValues> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => Object.hasOwn(emptyContactValues, key)));
}

/** Where the contact form posts, with JavaScript or without (netlify/functions/contact.mts). */
export const CONTACT_ACTION = "/api/contact";

/** Sends an assessment request with where the visit came from and the tool that led to it; the server judges and stores it. */
export function submitAssessmentRequest(values: ContactValues, origin: Attribution & ToolSource): Promise<FormAnswer> {
  const fields: Record<string, string> = { ...values };
  for (const [key, value] of Object.entries(origin)) if (value) fields[key] = value;
  return postForm(CONTACT_ACTION, fields);
}
