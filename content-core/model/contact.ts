// content/contact.yaml: the contact page and its form.
import { assent, cta, seo } from "./common";
import { list, object, text } from "./fields";

const formField = (max = 60) => object("FormField", { label: text({ max }), placeholder: text({ max: 200 }) });

export const contactPage = object("ContactPage", {
  seo,
  eyebrow: text({ max: 40 }),
  heading: text({ max: 80 }),
  intro: text({ max: 320, paragraphs: true }),
  form: object("ContactForm", {
    title: text({ max: 60 }),
    requiredNote: text({ max: 120 }),
    fields: object("ContactFormFields", {
      name: formField(),
      email: formField(),
      company: formField(),
      phone: formField(),
      industry: formField(),
      message: formField(),
    }),
    /**
     * The label of the catch-all industry option. The others are content/industries.yaml's names, in the order
     * of the database's constraint (src/lib/contact-rules.ts industryOptions; gatsby/industry-agreement.ts reads
     * the constraint, checks content against it and hands the contact page its order).
     */
    otherIndustry: text({
      max: 40,
      hint: "The last choice of the form's Industry list, for a visitor whose industry is not listed. The other choices are the industries of the Industries list.",
    }),
    honeypotLabel: text({ max: 60 }),
    submit: text({ max: 40 }),
    submitting: text({ max: 40 }),
    success: text({ max: 300 }),
    databaseError: text({ pattern: [/\{message\}/, "it must contain {message} where the database's explanation goes"] }),
    unexpectedError: text({ pattern: [/\{message\}/, "it must contain {message} where the explanation goes"] }),
    blankField: text({ max: 120 }),
    /** Under the message when a reader tool's link prefilled it with the tool's result (src/lib/tool-request.ts). */
    toolNote: object("ContactFormToolNote", {
      roiCalculator: text({
        max: 200,
        hint: "Shown under the message when a visitor arrives from the ROI calculator and the message starts with its estimate.",
      }),
      readinessCheck: text({
        max: 200,
        hint: "Shown under the message when a visitor arrives from the AI-readiness self-check and the message starts with its score.",
      }),
    }),
    privacyNote: text({ max: 200 }),
    assent,
    termsLink: cta,
    privacyLink: cta,
  }),
  receive: object("ReceiveSection", {
    title: text({ max: 60 }),
    items: list(object("NumberedItem", { title: text({ max: 40 }), description: text({ max: 160 }) }), { exactly: 5 }),
  }),
  process: object("ContactProcess", {
    title: text({ max: 60 }),
    steps: list(object("ContactProcessStep", { title: text({ max: 40 }), description: text({ max: 160 }) }), { exactly: 4 }),
  }),
  why: object("WhySection", { title: text({ max: 60 }), items: list(text({ max: 90 }), { min: 3, max: 6 }) }),
});
