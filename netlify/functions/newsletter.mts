import { checkNewsletterEmail } from "../../src/lib/contact-rules";
import { storeSubscription } from "../intake/database";
import { formEndpoint } from "../intake/form-endpoint";

/** POST /api/newsletter: a newsletter sign-up, from the form's script or as a plain form post. */
export default formEndpoint({
  form: "newsletter-form",
  page: "/insights",
  async handle(fields, { backend, visitor }) {
    const checked = checkNewsletterEmail(fields.email);
    if (!checked.ok) return { kind: "refused", status: 400, message: checked.message, field: checked.field };
    const stored = await storeSubscription(backend, checked.value, visitor);
    if (!stored.ok) return { kind: stored.kind, status: stored.status, message: stored.message };
    return { kind: "sent", status: 200 };
  },
});

export const config = {
  path: "/api/newsletter",
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
