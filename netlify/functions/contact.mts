import { checkLead } from "../../src/lib/contact-rules";
import { storeLead } from "../intake/database";
import { formEndpoint } from "../intake/form-endpoint";
import { announceLead, slackMessage } from "../intake/slack";

/**
 * POST /api/contact: an assessment request, from the contact form's script or as a plain form post.
 * Judged by the intake's rules (src/lib/contact-rules.ts), stored under the insert-only role, and the
 * team's Slack channel is told of the row as the database stored it, whatever the visitor does next.
 */
export default formEndpoint({
  form: "contact-form",
  page: "/contact",
  async handle(fields, { backend, visitor, context, page }) {
    // The hidden field only a bot fills: thanked, nothing stored.
    if (fields.website?.trim()) return { kind: "sent", status: 200 };
    const checked = checkLead(fields);
    if (!checked.ok) return { kind: "refused", status: 400, message: checked.message, field: checked.field };
    const stored = await storeLead(backend, checked.value, visitor);
    if (!stored.ok)
      return {
        kind: stored.kind === "duplicate" ? "refused" : stored.kind,
        status: stored.status,
        message: stored.message,
        field: stored.field,
      };
    const webhook = process.env.SLACK_WEBHOOK_URL;
    if (webhook) {
      // Told while the visitor is already thanked; the platform keeps the function alive until it is done.
      const told = announceLead(stored.row, webhook, page);
      if (context.waitUntil) context.waitUntil(told);
      else await told;
    } else if (context.deploy?.context === "production") {
      console.error(`intake: SLACK_WEBHOOK_URL is not set, so the team was not told of the request from ${stored.row.email}.`);
    } else
      console.log(
        `intake: no SLACK_WEBHOOK_URL set; this is what would have been sent:\n${JSON.stringify(await slackMessage(stored.row, page), null, 2)}`,
      );
    return { kind: "sent", status: 200 };
  },
});

export const config = {
  path: "/api/contact",
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
