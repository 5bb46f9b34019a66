import { checkLead, checkNewsletterEmail, REFUSALS } from "../../../../src/lib/contact-rules";
import { FIELD_LIMITS } from "../../../../src/lib/field-limits";

const typed = {
  name: "  Dana Whitfield ",
  email: " dana@northwind-industrial.com",
  company: "Northwind Industrial\u00a0",
  phone: "",
  industry: "",
  message: "   ",
  website: "",
};

describe("the intake's rules (checkLead)", () => {
  it("trims text (non-breaking and zero-width spaces too) and keeps empty optional fields as null", () => {
    expect(checkLead(typed)).toEqual({
      ok: true,
      value: {
        name: "Dana Whitfield",
        email: "dana@northwind-industrial.com",
        company: "Northwind Industrial",
        phone: null,
        industry: null,
        message: null,
        landing_page: null,
        source_page: null,
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        source_tool: null,
      },
    });
  });

  it("keeps a message's line breaks and folds a one-line field's onto one line", () => {
    const checked = checkLead({ ...typed, name: "Dana\nWhitfield", message: "Line one.\nLine two." });
    expect(checked.ok && [checked.value.name, checked.value.message]).toEqual(["Dana Whitfield", "Line one.\nLine two."]);
    // A browser posting the form itself sends CR LF: stored as the script's LF.
    const posted = checkLead({ ...typed, message: "Line one.\r\nLine two.\r\n\r\nLine four." });
    expect(posted.ok && posted.value.message).toBe("Line one.\nLine two.\n\nLine four.");
  });

  it.each([
    [{ name: "\u00a0 \u200b" }, "name", REFUSALS.nameMissing],
    [{ name: "N".repeat(FIELD_LIMITS.name + 1) }, "name", REFUSALS.nameLong],
    [{ email: "" }, "email", REFUSALS.emailMissing],
    [{ email: `${"a".repeat(250)}@b.com` }, "email", REFUSALS.emailLong],
    [{ email: "dana@northwind" }, "email", REFUSALS.emailShape],
    [{ email: "dana@@northwind.com" }, "email", REFUSALS.emailShape],
    [{ company: undefined }, "company", REFUSALS.companyMissing],
    [{ company: "C".repeat(FIELD_LIMITS.company + 1) }, "company", REFUSALS.companyLong],
    [{ phone: "5".repeat(FIELD_LIMITS.phone + 1) }, "phone", REFUSALS.phoneLong],
    [{ message: "m".repeat(FIELD_LIMITS.message + 1) }, "message", REFUSALS.messageLong],
  ])("refuses %j on %s with its sentence", (change, field, message) => {
    expect(checkLead({ ...typed, ...change })).toEqual({ ok: false, field, message });
  });

  it("counts characters, not UTF-16 units: 200 emoji are a name of 200 characters", () => {
    expect(checkLead({ ...typed, name: "😀".repeat(FIELD_LIMITS.name) }).ok).toBe(true);
  });

  it("cuts attribution to its limits on one line and never refuses for it; an unknown tool is dropped", () => {
    const checked = checkLead({
      ...typed,
      landing_page: `/solutions/${"x".repeat(400)}`,
      utm_campaign: "q4\nprocurement",
      source_page: "/insights/ai-roi-measurement",
      source_tool: "spam-tool",
    });
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.value.landing_page).toHaveLength(300);
    expect(checked.value.utm_campaign).toBe("q4 procurement");
    expect(checked.value.source_page).toBe("/insights/ai-roi-measurement");
    expect(checked.value.source_tool).toBeNull();
    expect(checkLead({ ...typed, source_tool: "roi-calculator" })).toMatchObject({ ok: true, value: { source_tool: "roi-calculator" } });
  });
});

describe("a newsletter address (checkNewsletterEmail)", () => {
  it("trims a good address", () => {
    expect(checkNewsletterEmail("  cfo@example.com ")).toEqual({ ok: true, value: "cfo@example.com" });
  });

  it.each([
    ["", REFUSALS.newsletterEmailMissing],
    [undefined, REFUSALS.newsletterEmailMissing],
    ["cfo@example", REFUSALS.newsletterEmail],
    [`${"a".repeat(250)}@b.com`, REFUSALS.newsletterEmail],
  ])("refuses %j", (email, message) => {
    expect(checkNewsletterEmail(email)).toEqual({ ok: false, field: "email", message });
  });
});
